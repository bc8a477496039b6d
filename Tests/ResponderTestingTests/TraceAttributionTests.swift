import Foundation
import Testing

/// Every `--trace` line names its script, test and step (the script line),
/// and a `seq` that never restarts, so a trace can be matched to tests.
@Suite("trace lines name file, test and step")
struct TraceAttributionTests {
  @Test("each line carries file, test, step and an increasing seq")
  func attributable() throws {
    let dir = try temporaryFolder("trace")
    let script = try write(
      """
      scene: \(figure1)
      tests:
        - name: first
          steps:
            - tap: label
            - expect: { hitView: label }
        - name: second
          steps:
            - tap: ok
            - expect: { handledBy: ok }
      """, to: "t.test.yaml", in: dir)
    let trace = dir + "/t.jsonl"
    let r = try rlab(["test", script, "--trace", trace])
    #expect(r.code == 0)
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let objects = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count >= 4)
    var lastSeq = 0
    var seen: [String: Set<Int>] = [:]
    for o in objects {
      let seq = try #require(o["seq"] as? Int)
      #expect(seq == lastSeq + 1)
      lastSeq = seq
      #expect(o["file"] as? String == script)
      let test = try #require(o["test"] as? String)
      seen[test, default: []].insert(try #require(o["step"] as? Int))
    }
    #expect(seen["first"] == [5])
    #expect(seen["second"] == [9])
    // The first line of the second test restarts `tick`, but not `seq`.
    let secondStart = try #require(objects.firstIndex { $0["test"] as? String == "second" })
    #expect((objects[secondStart]["tick"] as? Int ?? 99) < (objects[secondStart - 1]["tick"] as? Int ?? 0))
  }
}
