import Foundation
import ResponderScene
import ResponderTestSupport
import Testing

/// Scene files are untrusted: each of these must be answered with an error
/// (or a scene) quickly, without a crash, a hang or a memory blow-up.
@Suite("Hostile YAML")
struct HostileInputTests {
  @Test("an alias bomb is refused before parsing")
  func aliasBomb() {
    var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
    for (k, name) in ["b", "c", "d", "e", "f", "g", "h", "i"].enumerated() {
      let previous = k == 0 ? "a" : ["b", "c", "d", "e", "f", "g", "h", "i"][k - 1]
      yaml +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
    }
    let errors = sceneProblems(yaml)
    #expect(errors.first == SceneError(.yaml(.anchor(document: "scene")), at: place(1, 4)))
    #expect(errors.contains(SceneError(.yaml(.alias(document: "scene")), at: place(2, 8))))
  }

  @Test("a flow collection as a mapping key is refused")
  func complexFlowKey() {
    #expect(sceneProblems("{[a]: 1}") == [SceneError(.yaml(.complexKey), at: place(1, 2))])
    #expect(sceneProblems("x: 1\n[a, b]: 2") == [SceneError(.yaml(.complexKey), at: place(2, 1))])
    #expect(sceneProblems("- {a: 1}: 2") == [SceneError(.yaml(.complexKey), at: place(1, 3))])
    #expect(sceneProblems("{a: 1, {b: 2}}") == [SceneError(.yaml(.complexKey), at: place(1, 8))])
  }

  @Test("an explicit key is an ordinary key; a list or map as one is refused")
  func explicitKey() {
    #expect(
      sceneProblems("? a\n: 1").contains(
        SceneError(.unknownKey("a", in: .scene, suggestion: nil), at: place(1, 3))))
    #expect(sceneProblems("? [a]\n: 1") == [SceneError(.yaml(.complexKey), at: place(1, 3))])
  }

  @Test("tags are refused")
  func tags() {
    #expect(
      sceneProblems("name: !!binary aGVsbG8=") == [
        SceneError(.yaml(.tag(document: "scene")), at: place(1, 7))
      ])
  }

  @Test("5,000-deep flow nesting stops at the depth limit")
  func deepFlow() {
    let yaml = "a: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    #expect(sceneProblems(yaml) == [SceneError(.yaml(.tooDeep(max: 200)), at: place(1, 203))])
  }

  @Test("1,200-deep block nesting stops at the depth limit")
  func deepBlock() {
    let yaml = (0..<1200).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
    #expect(sceneProblems(yaml) == [SceneError(.yaml(.tooDeep(max: 200)), at: place(201, 201))])
  }

  @Test("a tab used for indentation gets a clear error")
  func tabs() {
    #expect(
      sceneProblems("window:\n\twidth: 390") == [
        SceneError(.yaml(.tabIndentation), at: place(2, 1))
      ])
  }

  @Test("invalid UTF-8 is refused with its position")
  func invalidUTF8() {
    let bytes = Array("name: ok\ndescription: ".utf8) + [0xC3, 0x28]
    let result = SceneLoader.parse(bytes: bytes, file: "s.yaml", baseDirectory: "/nonexistent")
    #expect(
      throws: SceneErrors([
        SceneError(.yaml(.invalidUTF8), at: SceneLocation(file: "s.yaml", line: 2, column: 14))
      ])
    ) {
      try result.get()
    }
  }

  @Test("control characters are refused")
  func controlCharacters() {
    #expect(sceneProblems("name: a\u{7}b") == [SceneError(.yaml(.controlCharacter(0x0007)), at: place(1, 8))])
  }

  @Test("an empty file, or one of only comments, is an error")
  func empty() {
    #expect(sceneProblems("") == [SceneError(.yaml(.empty(document: "scene")), at: place(1, 1))])
    #expect(sceneProblems("  \n\n") == [SceneError(.yaml(.empty(document: "scene")), at: place(1, 1))])
    #expect(
      sceneProblems("# nothing here\n") == [SceneError(.yaml(.empty(document: "scene")), at: place(1, 1))])
  }

  @Test("a 100k-view scene is refused by the node limit while it is parsed")
  func hundredThousandViews() {
    var yaml = "window: { width: 390, height: 844 }\nroot:\n  controller: main\n  view:\n    subviews:\n"
    yaml.reserveCapacity(4_000_000)
    for k in 0..<100_000 { yaml += "      - { id: v\(k), frame: [0, 0, 1, 1] }\n" }
    let errors = sceneProblems(yaml)
    #expect(errors.map(\.problem) == [.yaml(.tooManyValues(max: 500_000, document: "scene"))])
  }

  @Test("the view count limit is enforced while walking")
  func viewLimit() {
    let yaml = sceneWith(subviews: String(repeating: "- {}\n", count: 20))
    var limits = SceneLimits.default
    limits.maxViews = 10
    #expect(sceneProblems(yaml, limits: limits) == [SceneError(.tooMany(.views(max: 10)), at: place(16, 9))])
  }

  @Test("views nested past the view depth limit are refused")
  func viewDepth() {
    var yaml = "window: { width: 390, height: 844 }\nroot:\n  controller: main\n  view:"
    for k in 0..<70 { yaml += " { id: v\(k), subviews: [" }
    yaml += String(repeating: "]}", count: 70)
    let errors = sceneProblems(yaml)
    #expect(errors.map(\.problem) == [.tooMany(.viewDepth(max: 64))])
  }

  @Test("a 9 MB file is refused by size without being parsed")
  func hugeFile() throws {
    let path = NSTemporaryDirectory() + "rlab-huge-\(UUID().uuidString).yaml"
    let line = Array("# padding padding padding padding padding padding padding padding padding\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(9 * 1024 * 1024 + line.count)
    while bytes.count < 9 * 1024 * 1024 { bytes += line }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(let errors) = SceneLoader.load(path: path) else {
      Issue.record("a 9 MB file loaded")
      return
    }
    #expect(errors.errors.count == 1)
    // SafeFile refuses it before any byte is read, in its own words.
    guard case .unreadable(let reason)? = errors.problems.first else {
      Issue.record("expected the file to be refused unread, got \(errors)")
      return
    }
    #expect(reason.hasSuffix("scene files are limited to 8388608 bytes"))
  }

  @Test("a YAML syntax error from libyaml keeps its line and column")
  func yamlSyntax() {
    #expect(
      sceneProblems("root:\n  controller: main\n  view: {id: r, subviews: [\n") == [
        SceneError(
          .yaml(.syntax("did not find expected node content", context: "while parsing a flow node")),
          at: place(4, 1))
      ])
  }

  @Test("a duplicate YAML key is reported")
  func duplicateKey() {
    #expect(
      sceneProblems("name: a\nname: b") == [
        SceneError(.yaml(.duplicateKey("name", firstLine: 1)), at: place(2, 1))
      ])
  }

  @Test("stars and ampersands inside text, quotes and block scalars are text")
  func notAliases() {
    let document = loadScene(
      sceneWith(
        subviews: """
          - { id: a, type: label, text: Tap *here* & there }
          - { id: b, type: label, text: "*quoted* &x" }
          - id: c
            type: label
            text: |
              *literal*
              &block
          """))
    #expect(
      rootSubviews(document!).map(\.text) == ["Tap *here* & there", "*quoted* &x", "*literal*\n&block"])
  }
}

/// Issue 19's limits on small inputs that meant big work.
@Suite("Scene size limits")
struct SceneSizeLimitTests {
  @Test("a 16,000-point window is refused; 4096 is the largest side")
  func windowSide() {
    let root = "\nroot: { controller: main, view: { id: root } }"
    #expect(
      sceneProblems("window: { width: 16000, height: 16000 }" + root) == [
        SceneError(.outOfRange(.windowSide("width", max: 4096), 16000), at: place(1, 18)),
        SceneError(.outOfRange(.windowSide("height", max: 4096), 16000), at: place(1, 33)),
      ])
    #expect(loadScene("window: { width: 4096, height: 4096 }" + root) != nil)
  }

  @Test("a label text over 10,000 characters is refused")
  func textLength() {
    let long = String(repeating: "x", count: 10_001)
    #expect(
      sceneProblems(sceneWith(subviews: "- { id: a, type: label, text: \(long) }")) == [
        SceneError(.tooMany(.text(count: 10001, max: 10000)), at: place(7, 37))
      ])
  }

  @Test("more than 256 gesture recognizers in a scene is an error, reported once")
  func recognizers() {
    let pans = String(repeating: "{ type: pan }, ", count: 300)
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, gestures: [\(pans)] }"))
    #expect(errors.map(\.problem) == [.tooMany(.recognizers(max: 256))])
  }

  @Test("an unquoted #fff colour is reported on its own line")
  func hashColourLine() {
    let errors = sceneProblems(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view:
          id: root
          color: #fff
          subviews: []
      """)
    #expect(
      errors == [
        SceneError(.unquotedColour, at: place(6, 11))
      ])
  }

  @Test("the pre-scan bypass: anchors and aliases after a quoted continuation line are refused")
  func prescanBypass() {
    let errors = sceneProblems(
      """
      name: a plain scalar
        'continued with a quote
      description: &list [1, 2, 3]
      window: *list
      """)
    #expect(errors.contains(SceneError(.yaml(.anchor(document: "scene")), at: place(3, 14))))
    #expect(errors.contains(SceneError(.yaml(.alias(document: "scene")), at: place(4, 9))))
  }
}
