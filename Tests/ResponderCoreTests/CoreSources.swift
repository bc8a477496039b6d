import Foundation

/// ResponderCore's source files, for the tests that check what the compiler
/// cannot: which of Core's classes override which of UIKit's methods, where
/// dispatch takes a fast path for Core's own classes (`ClassOrigin`).
enum CoreSources {
  /// Each Swift file under `Sources/ResponderCore`: its path there
  /// (`Controls/Control.swift`) and its text, in path order.
  static func files() throws -> [(path: String, text: String)] {
    let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ResponderCore")
    guard let walk = FileManager.default.enumerator(atPath: core.path) else { return [] }
    return try walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: core.appendingPathComponent($0), encoding: .utf8))
    }
  }
}
