import Foundation
import ResponderSDL

/// Where the assets folder is (fonts, shared images): `$RLAB_ASSETS`, else
/// `Assets/` in the current folder, else beside the executable's package.
public enum AssetLocator {
  public static var assetsDirectory: String? {
    let fm = FileManager.default
    if let env = ProcessInfo.processInfo.environment["RLAB_ASSETS"], fm.fileExists(atPath: env) { return env }
    let cwd = fm.currentDirectoryPath + "/Assets"
    if fm.fileExists(atPath: cwd) { return cwd }
    guard let exe = FontLocator.executableDirectory() else { return nil }
    var dir = URL(fileURLWithPath: exe, isDirectory: true)
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Assets").path
      if fm.fileExists(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return nil
  }
}
