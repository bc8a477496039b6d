import Foundation
import ResponderIO

/// `rlab test --watch`: notices saved scripts, scenes and goldens
/// (`FileWatcher`) and names the scripts a change affects (a script itself,
/// every script whose scene it is, and every script that compares with it
/// as a `route:` or `image:` golden).
public final class ScriptWatcher {
  private let files = FileWatcher()
  /// Script → the scene it names, as last parsed.
  private var scenes: [String: String] = [:]
  /// Script → the goldens its expectations compare with.
  private var goldens: [String: Set<String>] = [:]

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
        let paths = Self.goldens(of: script)
        goldens[s] = paths
        for g in paths { files.watch(g) }
      }
    }
  }

  /// The `route:` and `image:` files a script's expectations compare with.
  static func goldens(of script: TestScript) -> Set<String> {
    var out: Set<String> = []
    for step in script.tests.flatMap(\.steps) {
      switch step.step {
      case .expect(let checks), .waitUntil(let checks, _):
        for c in checks {
          if case .route(let path) = c { out.insert(path) }
          if case .image(let path, _, _, _, _, _) = c { out.insert(path) }
        }
      default: continue
      }
    }
    return out
  }

  /// The files that changed since the last poll (a file caught mid-save,
  /// missing, is reported when it reappears).
  public func poll() -> Set<String> {
    Set(files.poll().filter(\.exists).map(\.path))
  }

  /// The scripts among `scripts` that `changed` files affect, in order.
  public func affected(by changed: Set<String>, among scripts: [String]) -> [String] {
    let out = scripts.filter {
      changed.contains($0) || scenes[$0].map(changed.contains) == true
        || goldens[$0]?.isDisjoint(with: changed) == false
    }
    // A saved script may name a new scene: watch it from now on.
    update(scripts: out)
    return out
  }
}
