import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// Template expansion is bounded in bytes and in work, not only in values
/// (issue 37, item 4): each of these took seconds to minutes and up to
/// gigabytes before it was refused, or was never refused.
@Suite("Template expansion bounds")
struct TemplateBoundTests {
  /// A scene whose root's subviews are `subviews`, with `templates` at the top.
  private func scene(templates: String, subviews: String) -> String {
    "templates:\n" + templates.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
      + sceneWith(subviews: subviews)
  }

  private func has(_ errors: [SceneError], _ match: (SceneProblem) -> Bool) -> Bool {
    errors.contains { match($0.problem) }
  }

  @Test("text that copies would grow past the file limit is refused once, at the use, before it is made")
  func bytes() {
    var small = SceneLimits.default
    small.maxFileBytes = 10_000
    // Each copy reads a 100-character value 100 times: 10,000 bytes a copy.
    let value = String(repeating: "x", count: 100)
    let errors = sceneProblems(
      scene(
        templates: "big: { type: label, text: \"\(String(repeating: "${s}", count: 100))\" }",
        subviews: "- { use: big, repeat: 50, with: { s: \(value) } }"),
      limits: small)
    #expect(errors.count == 1)
    #expect(has(errors) { $0 == .tooMany(.templateBytes(max: 10_000, template: "big")) })
    // Template text alone past the limit: refused before the first copy.
    let plain = sceneProblems(
      scene(
        templates: "big: { type: label, text: \"\(String(repeating: "y", count: 5_000))\" }",
        subviews: "- { use: big, repeat: 3 }"),
      limits: small)
    #expect(plain == [SceneError(.tooMany(.templateBytes(max: 10_000, template: "big")), at: place(9, 9))])
  }

  @Test("templates nested 8 deep are refused at the outer use from their known size, not copy by copy")
  func nested() {
    var templates = "t0: { type: label, text: \"${p}\" }\n"
    for k in 1...8 {
      templates += "t\(k): { subviews: [{ use: t\(k - 1), repeat: 10, with: { p: \"${p}${p}\" } }] }\n"
    }
    let errors = sceneProblems(scene(templates: templates, subviews: "- { use: t8, with: { p: ab } }"))
    #expect(errors.count == 1)
    #expect(
      has(errors) {
        if case .tooMany(.templateExpansion(max: 500_000, _, template: "t8")) = $0 { true } else { false }
      })
    #expect(errors.first?.location.line == 17)
  }

  @Test("more than 256 parameters, read or given, are refused where written")
  func parameters() {
    let reads = (0..<300).map { "${p\($0)}" }.joined()
    let gives = (0..<300).map { "q\($0): 1" }.joined(separator: ", ")
    let errors = sceneProblems(
      scene(
        templates: "many: { type: label, text: \"\(reads)\" }\nrow: { id: \"r${index}\" }",
        subviews: "- { use: row, with: { \(gives) } }"))
    #expect(
      errors == [
        SceneError(.tooMany(.templateParameters(max: 256, got: 300)), at: place(2, 3)),
        SceneError(.tooMany(.templateParameters(max: 256, got: 300)), at: place(10, 27)),
      ])
  }

  @Test("a misspelt id in 4,000 copies is one error, with its did-you-mean")
  func misspeltIDOnce() {
    let errors = sceneErrors(
      scene(
        templates: "row: { id: \"r${index}\", next: \"rr${index}\" }",
        subviews: "- { use: row, repeat: 4000 }"))
    #expect(
      errors == [
        "s.yaml:2:33: unknown id 'rr0' in `next`; did you mean 'r0'? (in template 'row' used at s.yaml:9:9)"
      ])
  }

  @Test("every broken ${…} of a text is reported, each once however many uses meet it")
  func everyBrokenPlaceholder() {
    let errors = sceneErrors(
      scene(
        templates: "row: { type: label, text: \"${a} and ${c} and ${a +}\" }",
        subviews: "- { use: row, with: { a: 1 } }\n- { use: row, with: { a: 1 } }"))
    #expect(errors.count == 2, "\(errors)")
    #expect(
      errors.allSatisfy { $0.hasPrefix("s.yaml:2:29: ") && $0.hasSuffix("used at s.yaml:9:9)") }, "\(errors)")
    #expect(errors.contains { $0.contains("unknown template parameter 'c'") })
    #expect(errors.contains { $0.contains("'${a +}' is not an expression") })
  }
}
