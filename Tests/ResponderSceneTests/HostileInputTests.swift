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
    let errors = sceneErrors(yaml)
    #expect(errors.first == "s.yaml:1:4: YAML anchors (`&name`) are not allowed in scene files")
    #expect(errors.contains("s.yaml:2:8: YAML aliases (`*name`) are not allowed in scene files"))
  }

  @Test("a flow collection as a mapping key is refused")
  func complexFlowKey() {
    #expect(sceneErrors("{[a]: 1}") == ["s.yaml:1:2: a list or map cannot be a mapping key"])
    #expect(sceneErrors("x: 1\n[a, b]: 2") == ["s.yaml:2:1: a list or map cannot be a mapping key"])
    #expect(sceneErrors("- {a: 1}: 2") == ["s.yaml:1:3: a list or map cannot be a mapping key"])
    #expect(sceneErrors("{a: 1, {b: 2}}") == ["s.yaml:1:8: a list or map cannot be a mapping key"])
  }

  @Test("an explicit key is an ordinary key; a list or map as one is refused")
  func explicitKey() {
    #expect(sceneErrors("? a\n: 1").contains("s.yaml:1:3: unknown key 'a' in the scene"))
    #expect(sceneErrors("? [a]\n: 1") == ["s.yaml:1:3: a list or map cannot be a mapping key"])
  }

  @Test("tags are refused")
  func tags() {
    #expect(
      sceneErrors("name: !!binary aGVsbG8=") == [
        "s.yaml:1:7: YAML tags (`!tag`) are not allowed in scene files"
      ])
  }

  @Test("5,000-deep flow nesting stops at the depth limit")
  func deepFlow() {
    let yaml = "a: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    #expect(sceneErrors(yaml) == ["s.yaml:1:203: nesting is deeper than 200 levels"])
  }

  @Test("1,200-deep block nesting stops at the depth limit")
  func deepBlock() {
    let yaml = (0..<1200).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
    #expect(sceneErrors(yaml) == ["s.yaml:201:201: nesting is deeper than 200 levels"])
  }

  @Test("a tab used for indentation gets a clear error")
  func tabs() {
    #expect(
      sceneErrors("window:\n\twidth: 390") == [
        "s.yaml:2:1: a tab is used for indentation; indent with spaces"
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
    #expect(sceneErrors("name: a\u{7}b") == ["s.yaml:1:8: control character U+0007 is not allowed"])
  }

  @Test("an empty file, or one of only comments, is an error")
  func empty() {
    #expect(sceneErrors("") == ["s.yaml:1:1: the scene file is empty"])
    #expect(sceneErrors("  \n\n") == ["s.yaml:1:1: the scene file is empty"])
    #expect(sceneErrors("# nothing here\n") == ["s.yaml:1:1: the scene file is empty"])
  }

  @Test("a 100k-view scene is refused by the node limit while it is parsed")
  func hundredThousandViews() {
    var yaml = "window: { width: 390, height: 844 }\nroot:\n  controller: main\n  view:\n    subviews:\n"
    yaml.reserveCapacity(4_000_000)
    for k in 0..<100_000 { yaml += "      - { id: v\(k), frame: [0, 0, 1, 1] }\n" }
    let errors = sceneErrors(yaml)
    #expect(errors.count == 1)
    #expect(errors.first?.hasSuffix("the scene has more than 500000 YAML values") == true)
  }

  @Test("the view count limit is enforced while walking")
  func viewLimit() {
    let yaml = sceneWith(subviews: String(repeating: "- {}\n", count: 20))
    var limits = SceneLimits.default
    limits.maxViews = 10
    #expect(sceneErrors(yaml, limits: limits) == ["s.yaml:16:9: the scene has more than 10 views"])
  }

  @Test("views nested past the view depth limit are refused")
  func viewDepth() {
    var yaml = "window: { width: 390, height: 844 }\nroot:\n  controller: main\n  view:"
    for k in 0..<70 { yaml += " { id: v\(k), subviews: [" }
    yaml += String(repeating: "]}", count: 70)
    let errors = sceneErrors(yaml)
    #expect(errors.count == 1)
    #expect(errors.first?.hasSuffix("views are nested deeper than 64 levels") == true)
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
    #expect(errors.errors.first?.message.hasSuffix("scene files are limited to 8388608 bytes") == true)
  }

  @Test("a YAML syntax error from libyaml keeps its line and column")
  func yamlSyntax() {
    #expect(
      sceneErrors("root:\n  controller: main\n  view: {id: r, subviews: [\n") == [
        "s.yaml:4:1: invalid YAML: did not find expected node content (while parsing a flow node)"
      ])
  }

  @Test("a duplicate YAML key is reported")
  func duplicateKey() {
    #expect(
      sceneErrors("name: a\nname: b") == ["s.yaml:2:1: duplicate key 'name' in one map; first at line 1"])
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
      sceneErrors("window: { width: 16000, height: 16000 }" + root) == [
        "s.yaml:1:18: the window's width must be from 1 to 4096 points, got 16000",
        "s.yaml:1:33: the window's height must be from 1 to 4096 points, got 16000",
      ])
    #expect(loadScene("window: { width: 4096, height: 4096 }" + root) != nil)
  }

  @Test("a label text over 10,000 characters is refused")
  func textLength() {
    let long = String(repeating: "x", count: 10_001)
    #expect(
      sceneErrors(sceneWith(subviews: "- { id: a, type: label, text: \(long) }")) == [
        "s.yaml:7:37: the text is 10001 characters, over the limit of 10000"
      ])
  }

  @Test("more than 256 gesture recognizers in a scene is an error, reported once")
  func recognizers() {
    let pans = String(repeating: "{ type: pan }, ", count: 300)
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, gestures: [\(pans)] }"))
    #expect(errors.count == 1)
    #expect(errors.first?.hasSuffix("the scene has more than 256 gesture recognizers") == true)
  }

  @Test("an unquoted #fff colour is reported on its own line")
  func hashColourLine() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view:
          id: root
          color: #fff
          subviews: []
      """)
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("s.yaml:6:") == true)
    #expect(errors.first?.contains("quote colours") == true)
  }

  @Test("the pre-scan bypass: anchors and aliases after a quoted continuation line are refused")
  func prescanBypass() {
    let errors = sceneErrors(
      """
      name: a plain scalar
        'continued with a quote
      description: &list [1, 2, 3]
      window: *list
      """)
    #expect(errors.contains("s.yaml:3:14: YAML anchors (`&name`) are not allowed in scene files"))
    #expect(errors.contains("s.yaml:4:9: YAML aliases (`*name`) are not allowed in scene files"))
  }
}
