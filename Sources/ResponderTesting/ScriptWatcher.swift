import Foundation
import ResponderIO

/// `rlab test --watch`: notices saved scripts and scenes (`FileWatcher`)
/// and names the scripts a change affects (a script itself, or every
/// script whose scene it is).
public final class ScriptWatcher {
  private let files = FileWatcher()
  /// Script → the scene it names, as last parsed.
  private var scenes: [String: String] = [:]

  public init(scripts: [String]) {
    update(scripts: scripts)
  }

  /// Takes a new list of scripts (files found since), keeping what is known.
  public func update(scripts: [String]) {
    for s in scripts {
      files.watch(s)
      if case .success(let script) = TestScriptParser.load(path: s) {
        scenes[s] = script.scene
        files.watch(script.scene)
      }
    }
  }

  /// The files that changed since the last poll (a file caught mid-save,
  /// missing, is reported when it reappears).
  public func poll() -> Set<String> {
    Set(files.poll().filter(\.exists).map(\.path))
  }

  /// The scripts among `scripts` that `changed` files affect, in order.
  public func affected(by changed: Set<String>, among scripts: [String]) -> [String] {
    let out = scripts.filter { changed.contains($0) || scenes[$0].map(changed.contains) == true }
    // A saved script may name a new scene: watch it from now on.
    update(scripts: out)
    return out
  }
}
