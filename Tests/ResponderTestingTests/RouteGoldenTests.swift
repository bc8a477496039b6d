import Foundation
import Testing

@testable import ResponderTesting

/// `expect: { route: F.jsonl }` compares the route of every dispatch with a
/// committed golden and names the first event and hop that differ.
@Suite("route goldens")
struct RouteGoldenTests {
  @Test("the first differing event and hop are named")
  func firstDifference() {
    let e = [#"{"type":"touch","detail":"began","chain":["a","b","c"]}"#]
    let s = [#"{"type":"touch","detail":"began","chain":["a","x","c"]}"#]
    let d = RouteGolden.firstDifference(expected: e, seen: s, golden: "g.jsonl")
    #expect(
      d?.hasPrefix("    event 1 (g.jsonl:1) differs in `chain` at hop 2: expected `b`, seen `x`") == true)
    #expect(RouteGolden.firstDifference(expected: e, seen: e, golden: "g.jsonl") == nil)
    let more = RouteGolden.firstDifference(expected: e, seen: e + s, golden: "g.jsonl")
    #expect(more?.contains("event 2: not in the golden") == true)
  }

  @Test("--update-routes writes the golden, a rerun passes, a changed route fails at its event")
  func endToEnd() throws {
    let dir = try temporaryFolder("routes")
    func script(_ target: String) throws -> String {
      try write(
        "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n      - tap: ok\n      - tap: \(target)\n"
          + "      - expect: { route: golden/t.route.jsonl }\n", to: "t.test.yaml", in: dir)
    }
    let path = try script("label")
    let first = try rlab(["test", path, "--update-routes"])
    #expect(first.code == 0)
    let golden = try String(contentsOfFile: dir + "/golden/t.route.jsonl", encoding: .utf8)
    #expect(golden.split(separator: "\n").count == 4)
    #expect(golden.contains(#""actions":["submit via [ok, background, root, main] → main"]"#))
    #expect(try rlab(["test", path]).code == 0)
    _ = try script("field")
    let changed = try rlab(["test", path])
    #expect(changed.code == 1)
    #expect(
      changed.out.contains(
        "event 3 (\(dir)/golden/t.route.jsonl:3) differs in `hitPath` at hop 4: expected `label`, seen `field`"
      ))
  }

  @Test("a missing golden is written and the test fails until it is reviewed")
  func missingGolden() throws {
    let dir = try temporaryFolder("routes")
    let path = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n      - tap: ok\n      - expect: { route: r.jsonl }\n",
      to: "t.test.yaml", in: dir)
    let r = try rlab(["test", path])
    #expect(r.code == 1)
    #expect(r.out.contains("no route golden at"))
    #expect(FileManager.default.fileExists(atPath: dir + "/r.jsonl"))
  }
}
