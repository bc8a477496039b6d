import Foundation
import Testing

@testable import ResponderTesting

/// `--shard I/N` splits a suite across CI jobs: the shards are disjoint and
/// together run every test once.
@Suite("shards")
struct ShardTests {
  func okLines(_ args: [String]) throws -> [String] {
    let r = try rlab(["test", "Scenes/"] + args)
    #expect(r.code == 0)
    return r.out.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map(String.init)
  }

  @Test("three shards run every test exactly once")
  func disjointAndComplete() throws {
    let all = try okLines([])
    let shards = try (1...3).map { try okLines(["--shard", "\($0)/3"]) }
    #expect(shards.allSatisfy { !$0.isEmpty })
    #expect(shards.map(\.count).reduce(0, +) == all.count)
    #expect(Set(shards.flatMap { $0 }) == Set(all))
  }
}

/// `--watch` polls (Foundation on Linux has no file sources): a saved scene
/// re-runs the scripts that use it, a saved script itself, nothing else.
@Suite("watching scripts and scenes")
struct WatchTests {
  @Test("a saved scene affects the scripts that name it; a saved script only itself")
  func affected() throws {
    let dir = try temporaryFolder("watch")
    let sceneText = try String(contentsOfFile: figure1, encoding: .utf8)
    let scene = try write(sceneText, to: "s.yaml", in: dir)
    let a = try write("scene: s.yaml\ntests: []\n", to: "a.test.yaml", in: dir)
    let b = try write("scene: \(figure1)\ntests: []\n", to: "b.test.yaml", in: dir)
    let watcher = ScriptWatcher(scripts: [a, b])
    #expect(watcher.poll().isEmpty)
    // A save moves the modification time (set here rather than waiting).
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: scene)
    let changed = watcher.poll()
    #expect(changed == [scene])
    #expect(watcher.affected(by: changed, among: [a, b]) == [a])
    try write("scene: \(figure1)\ntests: []\n# edited\n", to: "b.test.yaml", in: dir)
    let changed2 = watcher.poll()
    #expect(watcher.affected(by: changed2, among: [a, b]) == [b])
    #expect(watcher.poll().isEmpty)
  }

  @Test("a re-run starts with the tests that failed last time, then the rest in file order")
  func failedFirst() {
    #expect(ScriptRunner.order(["a", "b", "c", "d"], runFirst: ["c", "a"]) == [0, 2, 1, 3])
    #expect(ScriptRunner.order(["a", "b"], runFirst: []) == [0, 1])
  }
}
