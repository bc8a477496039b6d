import Foundation

/// `rlab test --watch`: notices saved scripts and scenes by polling their
/// size, modification time and file number, and names the scripts a
/// change affects (a script itself, or every script whose scene it is).
///
/// Polling rather than inotify or a DispatchSource: Foundation on Linux has
/// no file-system sources, and polling a path survives editors that save by
/// renaming a new file over the old one.
public final class ScriptWatcher {
  struct Stamp: Equatable {
    var size: Int
    var modified: Double
    var file: Int
  }

  private var stamps: [String: Stamp?] = [:]
  /// Script → the scene it names, as last parsed.
  private var scenes: [String: String] = [:]

  public init(scripts: [String]) {
    update(scripts: scripts)
    for path in stamps.keys { stamps[path] = Self.stamp(path) }
  }

  /// Takes a new list of scripts (files found since), keeping what is known.
  public func update(scripts: [String]) {
    for s in scripts {
      if stamps[s] == nil { stamps[s] = Self.stamp(s) }
      if case .success(let script) = TestScriptParser.load(path: s) {
        scenes[s] = script.scene
        if stamps[script.scene] == nil { stamps[script.scene] = Self.stamp(script.scene) }
      }
    }
  }

  static func stamp(_ path: String) -> Stamp? {
    guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
    return Stamp(
      size: (a[.size] as? NSNumber)?.intValue ?? 0,
      modified: (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
      file: (a[.systemFileNumber] as? NSNumber)?.intValue ?? 0)
  }

  /// The files that changed since the last poll (a file caught mid-save,
  /// missing, is reported when it reappears).
  public func poll() -> Set<String> {
    var changed: Set<String> = []
    for (path, old) in stamps {
      let now = Self.stamp(path)
      if now != old {
        stamps[path] = now
        if now != nil { changed.insert(path) }
      }
    }
    return changed
  }

  /// The scripts among `scripts` that `changed` files affect, in order.
  public func affected(by changed: Set<String>, among scripts: [String]) -> [String] {
    let out = scripts.filter { changed.contains($0) || scenes[$0].map(changed.contains) == true }
    // A saved script may name a new scene: watch it from now on.
    update(scripts: out)
    return out
  }
}
