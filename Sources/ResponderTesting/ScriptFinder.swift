import Foundation

/// The scripts a run takes: `rlab test PATH…` and `rlab mcp`'s `run_tests`.
public enum ScriptFinder {
  /// A path that names nothing, said as `rlab test` says it.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The `*.test.yaml` files named or found under the folders named, sorted.
  public static func find(_ paths: [String]) throws(Failure) -> [String] {
    let fm = FileManager.default
    var out: [String] = []
    for p in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: p, isDirectory: &isDir) else {
        if ScriptDiagnosis.isMangledName(p) {
          throw Failure(description: "\(p): the name is not valid UTF-8; rename the file or folder")
        }
        throw Failure(description: "no such file or folder: \(p)")
      }
      if !isDir.boolValue {
        out.append(p)
        continue
      }
      let base = p.hasSuffix("/") ? String(p.dropLast()) : p
      for case let rel as String in fm.enumerator(atPath: p) ?? NSEnumerator()
      where rel.hasSuffix(".test.yaml") {
        out.append(base + "/" + rel)
      }
    }
    return out.sorted()
  }
}
