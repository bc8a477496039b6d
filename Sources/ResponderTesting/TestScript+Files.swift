/// The files a script names besides its scene, for the rule that no output
/// of a run is one of its inputs (`OutputPaths`, issue 37).
extension TestScript {
  /// A golden a script's steps compare with.
  public struct Golden: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case image, route }
    public var kind: Kind
    public var path: String
    /// What messages call it.
    public var what: String { kind == .image ? "image golden" : "route golden" }
  }

  /// The goldens its `expect` and `waitUntil` steps compare with (read, and
  /// rewritten by `--update-goldens` / `--update-routes`), once each.
  public var goldens: [Golden] {
    var seen: Set<String> = []
    var files: [Golden] = []
    for test in tests {
      for located in test.steps {
        switch located.step {
        case .expect(let checks), .waitUntil(let checks, _):
          for check in checks {
            switch check {
            case .image(let path, _, _, _, _, _) where seen.insert(path).inserted:
              files.append(Golden(kind: .image, path: path))
            case .route(let path) where seen.insert(path).inserted:
              files.append(Golden(kind: .route, path: path))
            default: break
            }
          }
        default: break
        }
      }
    }
    return files
  }

  /// The pictures its `shot:` steps write, once each.
  public var shots: [String] {
    var seen: Set<String> = []
    return tests.flatMap(\.steps).compactMap { located in
      guard case .shot(let path) = located.step, seen.insert(path).inserted else { return nil }
      return path
    }
  }
}
