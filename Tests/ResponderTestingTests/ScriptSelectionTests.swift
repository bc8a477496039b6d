import Foundation
import Testing

/// What a script can say about which tests run and how they find things:
/// `{ text: }` targets, `waitUntil`, tags, `skip`, `only`, shards, filters.
@Suite("script selection and targets")
struct ScriptSelectionTests {
  let figure1 = repositoryRoot + "/Scenes/figure1.yaml"

  func run(_ script: String, _ args: [String] = [], name: String = "s.test.yaml") throws -> (
    CommandResult, String
  ) {
    let dir = try temporaryFolder("select")
    let path = try write(script, to: name, in: dir)
    return (try rlab(["test", path] + args), path)
  }

  @Test("`{ text: \"OK\" }` finds the one view showing that text, wherever a target is taken")
  func textTargets() throws {
    let (r, _) = try run(
      """
      scene: \(figure1)
      tests:
        - name: by text
          steps:
            - tap: { text: "OK" }
            - expect: { actionHandledBy: main, hitView: ok }
            - drag: { from: { text: "Name" }, to: { text: "OK" }, duration: 0.2 }
            - expect: { hitView: label }
      """)
    #expect(r.code == 0, "\(r.out)\(r.err)")
  }

  @Test("no view or several views with the text is an error at FILE:LINE:COLUMN listing the candidates")
  func textTargetErrors() throws {
    let (r, path) = try run(
      """
      scene: \(figure1)
      tests:
        - name: none
          steps:
            - tap: { text: "Cancel" }
            - expect: { hitView: ok }
      """)
    #expect(r.code == 1)
    #expect(
      r.out.contains("\(path):5:9: no view in the window shows the text \"Cancel\"; views with text: "),
      "\(r.out)")
    #expect(r.out.contains("ok \"OK\""), "\(r.out)")
    #expect(!r.out.contains("\"OK\"/\"OK\""), "a button's text and title are one candidate: \(r.out)")
    let dir = try temporaryFolder("select")
    let scene = try write(
      """
      window: { width: 200, height: 200 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: a, type: button, title: "Go", frame: [0, 0, 100, 50] }
            - { id: b, type: label, text: "Go", frame: [0, 100, 100, 50] }
      """, to: "two.yaml", in: dir)
    let script = try write(
      "scene: \(scene)\ntests:\n  - name: two\n    steps:\n      - tap: { text: Go }\n      - expect: { hitView: a }\n",
      to: "two.test.yaml", in: dir)
    let r2 = try rlab(["test", script])
    #expect(
      r2.out.contains("two.test.yaml:5:9: 2 views show the text \"Go\": a, b; name one by id"), "\(r2.out)")
    #expect(try rlab(["check", script]).code == 0)  // a text is looked up when the step runs
    let bad = try write(
      "scene: \(scene)\ntests:\n  - name: bad\n    steps:\n      - tap: { text: Go, view: a }\n      - expect: { hitView: a }\n",
      to: "bad.test.yaml", in: dir)
    let checked = try rlab(["check", bad])
    #expect(checked.out.contains("bad.test.yaml:5:26: unknown key `view`"), "\(checked.out)")
  }

  @Test(
    "waitUntil advances virtual time until the expectation holds, and fails after its timeout with the why-not"
  )
  func waitUntil() throws {
    let (r, path) = try run(
      """
      scene: \(repositoryRoot)/Scenes/scroll.yaml
      tests:
        - name: settles
          steps:
            - drag: { from: [195, 600], to: [195, 300], duration: 0.1 }
            - waitUntil: { expect: { props: { list.isDecelerating: false } }, timeout: 5 }
            - expect: { props: { list.isDragging: false } }
        - name: never
          steps:
            - waitUntil: { expect: { props: { list.contentOffset.y: 500 } }, timeout: 0.5 }
      """)
    #expect(r.out.contains("ok settles"), "\(r.out)")
    #expect(r.out.contains("FAIL never"), "\(r.out)")
    #expect(r.out.contains("\(path):10:9: waitUntil: still not true after 0.5 s: expect props"), "\(r.out)")
    #expect(r.out.contains("expected: 500"), "\(r.out)")
    let (bad, _) = try run(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n      - waitUntil: { expect: { hitView: ok }, timeout: 100 }\n"
    )
    #expect(bad.out.contains(":5:56: `timeout` is seconds, more than 0 and at most 60"), "\(bad.out)")
  }

  static let tagged = """
    tests:
      - name: smoke one
        tags: [smoke]
        steps: [{ tap: ok }, { expect: { actionHandledBy: main } }]
      - name: slow one
        tags: [slow]
        steps: [{ tap: ok }, { expect: { actionHandledBy: main } }]
      - name: later
        skip: "waits for issue 12"
        steps: [{ tap: ok }, { expect: { actionHandledBy: ok } }]
    """

  @Test("--tag runs the tagged tests; skip is reported as skipped in the console and JUnit")
  func tagsAndSkip() throws {
    let dir = try temporaryFolder("select")
    let script = try write("scene: \(figure1)\n" + Self.tagged, to: "t.test.yaml", in: dir)
    let r = try rlab(["test", script, "--tag", "smoke", "--junit", dir + "/j.xml"])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(r.out.contains("ok smoke one") && !r.out.contains("slow one"), "\(r.out)")
    let all = try rlab(["test", script, "--junit", dir + "/j.xml"])
    #expect(all.out.contains("skip later  (\(script):9): waits for issue 12"), "\(all.out)")
    #expect(all.out.contains("2 passed, 0 failed, 1 skipped"), "\(all.out)")
    let xml = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
    #expect(xml.contains("<skipped message=\"waits for issue 12\"/>"), "\(xml)")
    #expect(xml.contains("skipped=\"1\""))
    let none = try rlab(["test", script, "--tag", "nightly"])
    #expect(none.code == 2 && none.err.contains("no test is tagged nightly"), "\(none.err)")
  }

  @Test("only: true runs only the marked tests, and --forbid-only refuses it at its place")
  func onlyAndForbidOnly() throws {
    let dir = try temporaryFolder("select")
    let script = try write(
      "scene: \(figure1)\n" + Self.tagged.replacingOccurrences(of: "tags: [slow]", with: "only: true"),
      to: "o.test.yaml", in: dir)
    let r = try rlab(["test", script])
    #expect(r.out.contains("ok slow one") && !r.out.contains("smoke one"), "\(r.out)")
    let forbidden = try rlab(["test", script, "--forbid-only"])
    #expect(forbidden.code == 2)
    #expect(
      forbidden.err.contains("\(script):7:5: `only: true` is forbidden by --forbid-only"), "\(forbidden.err)")
    #expect(!forbidden.out.contains("ok "))
  }

  @Test("an empty shard passes and says so; a bad --shard says the rule; --filter '' is a usage error")
  func shardsAndFilters() throws {
    let dir = try temporaryFolder("select")
    let script = try write("scene: \(figure1)\n" + Self.tagged, to: "five.test.yaml", in: dir)
    let r = try rlab(["test", script, "--shard", "7/9"])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(r.out.contains("shard 7/9: no tests in this shard"), "\(r.out)")
    for bad in ["0/3", "4/3", "x", "1/0"] {
      let b = try rlab(["test", script, "--shard", bad])
      #expect(b.code == 64, "\(bad): \(b.err)")
      #expect(b.err.contains("--shard is I/N with 1 ≤ I ≤ N"), "\(b.err)")
    }
    let f = try rlab(["test", script, "--filter", ""])
    #expect(f.code == 64 && f.err.contains("--filter ''"), "\(f.err)")
  }

  @Test("every result line names its script: two scripts may share a test name")
  func resultLinesNameTheScript() throws {
    let dir = try temporaryFolder("select")
    let body =
      "scene: \(figure1)\ntests:\n  - name: same\n    steps: [{ tap: ok }, { expect: { actionHandledBy: main } }]\n"
    try FileManager.default.createDirectory(atPath: dir + "/a", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/b", withIntermediateDirectories: true)
    let a = try write(body, to: "a/same.test.yaml", in: dir)
    let b = try write(body, to: "b/same.test.yaml", in: dir)
    let r = try rlab(["test", a, b])
    #expect(r.out.contains("ok same  (\(a):3)\n") && r.out.contains("ok same  (\(b):3)\n"), "\(r.out)")
  }
}
