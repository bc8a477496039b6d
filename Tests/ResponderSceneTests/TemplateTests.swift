import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// `templates:` and `use:` entries.
@Suite("Templates")
struct TemplateTests {
  /// A scene whose root's subviews are `subviews`, with `templates` at the top.
  private func scene(templates: String, subviews: String) -> String {
    "templates:\n" + templates.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
      + sceneWith(subviews: subviews)
  }

  private let row = """
    row:
      id: "${id}"
      frame: [0, "${y}", 300, 40]
      subviews: [{ id: "${id}Title", type: label, text: "${title}", frame: [0, 0, 300, 40] }]
    """

  @Test("with: values replace ${name} in keys and values; a lone ${name} keeps the value's type")
  func substitutes() throws {
    let doc = try #require(
      loadScene(
        scene(templates: row, subviews: "- { use: row, with: { id: row3, title: \"Mail 3\", y: 180 } }")))
    let views = rootSubviews(doc)
    #expect(views.map { $0.id?.value } == ["row3"])
    #expect(views.first?.frame == SceneRect(x: 0, y: 180, width: 300, height: 40))
    guard case .view(let title)? = views.first?.subviews.first else {
      Issue.record("no title label")
      return
    }
    #expect(title.id?.value == "row3Title" && title.text == "Mail 3")
  }

  @Test("repeat: N makes N copies with ${index} and arithmetic")
  func repeats() throws {
    let doc = try #require(
      loadScene(
        scene(
          templates: row,
          subviews:
            "- { use: row, repeat: 3, with: { id: \"r${index}\", title: \"Mail ${index + 1}\", y: \"${index * 60 + 8}\" } }"
        )))
    let views = rootSubviews(doc)
    #expect(views.map { $0.id?.value } == ["r0", "r1", "r2"])
    #expect(views.map { $0.frame?.y } == [8, 68, 128])
    #expect(doc.viewCount == 1 + 6)
  }

  @Test("an error inside an expansion names the template's line and the use: line")
  func bothLines() {
    let errors = sceneProblems(
      scene(
        templates: """
          row:
            id: "${id}"
            frame: [0, 0, 300, 40]
            gestures: [{ type: tap, requireToFail: [nowhere] }]
          """, subviews: "- { use: row, with: { id: a } }"))
    #expect(
      errors == [
        SceneError(
          .unknownID("nowhere", key: "requireToFail", suggestion: nil, gestures: []),
          at: place(5, 45, via: "in template 'row' used at s.yaml:12:9"))
      ])
  }

  @Test("unknown templates, parameters and with: keys have a did-you-mean")
  func didYouMean() {
    let errors = sceneProblems(
      scene(
        templates: "row: { id: \"${id}\", frame: [0, \"${y}\", 10, 10], color: \"${colour}\" }",
        subviews: """
          - { use: rows }
          - { use: row, with: { id: a, y: 1, color: \"#fff\" } }
          """))
    // The `with:` key and the template's ${colour} differ by a typo: one
    // error, at the `with:` key, names both.
    #expect(
      errors == [
        SceneError(.template(.unknown("rows", suggestion: "row", known: ["row"])), at: place(9, 16)),
        SceneError(
          .template(.noParameter(template: "row", key: "color", suggestion: "colour")), at: place(10, 42)),
      ])
    let unread = sceneProblems(
      scene(
        templates: "row: { id: \"${id}\", frame: [0, \"${y}\", 10, 10], color: \"${colour}\" }",
        subviews: "- { use: row, with: { id: a, y: 1 } }"))
    #expect(
      unread == [
        SceneError(
          .template(.unknownParameter("colour", suggestion: nil, given: ["id", "index", "y"])),
          at: place(2, 58, via: "in template 'row' used at s.yaml:9:9"))
      ])
  }

  @Test("a misspelt with: key is one error at that key, not one per ${…} the template reads")
  func misspeltWithKey() {
    let errors = sceneProblems(
      scene(
        templates: """
          row:
            id: "${id}"
            subviews:
              - { type: label, text: "${title}", frame: [0, 0, 10, 10] }
              - { type: label, text: "more ${title}", frame: [0, 10, 10, 10] }
          """,
        subviews: "- { use: row, repeat: 3, with: { id: \"r${index}\", titl: Mail } }"))
    #expect(
      errors.map(\.problem) == [.template(.noParameter(template: "row", key: "titl", suggestion: "title"))])
  }

  @Test("a template that uses itself is refused, not expanded forever")
  func recursion() {
    let errors = sceneProblems(
      scene(templates: "loop: { subviews: [{ use: loop }] }", subviews: "- { use: loop }"))
    #expect(
      errors == [
        SceneError(
          .template(.usesItself(["loop", "loop"])),
          at: place(2, 29, via: "in template 'loop' used at s.yaml:9:9"))
      ])
  }

  @Test("limits apply after expansion: views, and the YAML values the copies add")
  func limits() {
    var few = SceneLimits.default
    few.maxViews = 50
    let views = sceneProblems(
      scene(
        templates: row, subviews: "- { use: row, repeat: 40, with: { id: \"r${index}\", title: t, y: 0 } }"),
      limits: few)
    #expect(
      views.contains(
        SceneError(.tooMany(.views(max: 50)), at: place(5, 16, via: "in template 'row' used at s.yaml:12:9")))
    )
    var small = SceneLimits.default
    small.maxNodes = 500
    let nodes = sceneProblems(
      scene(
        templates: row, subviews: "- { use: row, repeat: 40, with: { id: \"r${index}\", title: t, y: 0 } }"),
      limits: small)
    #expect(
      nodes.contains {
        if case .tooMany(.templateExpansion(max: 500, perCopy: _, template: "row")) = $0.problem {
          true
        } else {
          false
        }
      })
    let huge = sceneProblems(
      scene(templates: row, subviews: "- { use: row, repeat: 1000000000, with: { id: a, title: t, y: 0 } }"))
    #expect(huge == [SceneError(.outOfRange(.repeatCount(max: 200_000), 1_000_000_000), at: place(12, 29))])
  }

  @Test("expressions: spaces, brackets, signs, remainders; names may hold non-ASCII letters")
  func expressionForms() throws {
    let doc = try #require(
      loadScene(
        scene(
          templates:
            "cell: { id: \"c${index}\", frame: [\"${ (index + 1) * -2 }\", \"${index % 2}\", \"${breite}\", 5] }",
          subviews: "- { use: cell, repeat: 3, with: { breite: 40 } }")))
    #expect(rootSubviews(doc).map { $0.frame?.x } == [-2, -4, -6])
    #expect(rootSubviews(doc).map { $0.frame?.y } == [0, 1, 0])
    let errors = sceneProblems(
      scene(
        templates: "cell: { id: \"c${index}\", frame: [\"${größe * 2}\", 0, 5, 5] }",
        subviews: "- { use: cell }"))
    #expect(
      errors.map(\.problem).contains(.template(.unknownParameter("größe", suggestion: nil, given: ["index"])))
    )
  }

  @Test("a bad expression says what is wrong with it")
  func expressions() {
    let problems = sceneProblems(
      scene(
        templates:
          "row: { id: \"r${index}\", frame: [0, \"${index * }\", 10, 10], alpha: \"${1 / 0}\", text: \"${id * 2}\" }",
        subviews: "- { use: row, with: { id: a } }")
    ).map(\.problem)
    #expect(problems.contains(.template(.notAnExpression("index * ", why: "the expression ends too soon"))))
    #expect(problems.contains(.template(.notAnExpression("1 / 0", why: "division by zero"))))
    #expect(problems.contains(.template(.notANumber(parameter: "id", value: "a"))))
  }

  /// A row whose Delete button removes the row, and whose face slides
  /// by a pan whose phases it handles: references and action keys that
  /// name what other places of the copy declare.
  private func swipeRow(id: String = "${id}", remove: String = "${id}", action: String = "${id}Slide")
    -> String
  {
    """
    row:
      id: "\(id)"
      frame: [0, 0, 300, 40]
      subviews:
        - { id: "${id}Delete", type: button, frame: [0, 0, 10, 10], on: { touchUpInside: [{ remove: "\(remove)" }] } }
        - id: "${id}Face"
          frame: [0, 0, 300, 40]
          gestures: [{ id: "${id}Slide", type: pan, action: "\(action)" }]
          on: { "${id}Slide.ended": [{ log: "slid ${title}" }] }
    """
  }

  @Test("a broken ${…} is one error: not also what its unreplaced text fails to be, in every copy")
  func brokenPlaceholderIsOneError() {
    let use = "- { use: row, repeat: 3, with: { id: \"r${index}\", title: Mail } }"
    // An unknown name in an id: the copies' `remove: "${id}"` then name no view.
    #expect(
      sceneProblems(scene(templates: swipeRow(id: "${ix}"), subviews: use)).map(\.problem) == [
        .template(.unknownParameter("ix", suggestion: "id", given: ["id", "index", "title"]))
      ])
    // A bad expression where an id is referred to: not also an unknown id there.
    #expect(
      sceneProblems(scene(templates: swipeRow(remove: "${1/0}"), subviews: use)).map(\.problem) == [
        .template(.notAnExpression("1/0", why: "division by zero"))
      ])
    // A bad expression in a recognizer's action: not also, in every copy,
    // a `Slide.ended` key that no recognizer sends.
    #expect(
      sceneProblems(scene(templates: swipeRow(action: "${index * }Slide"), subviews: use)).map(\.problem) == [
        .template(.notAnExpression("index * ", why: "the expression ends too soon"))
      ])
    // A bad expression in a `with:` value: reported there, not again where
    // the template reads the parameter.
    #expect(
      sceneProblems(
        scene(
          templates: swipeRow(), subviews: "- { use: row, repeat: 3, with: { id: \"r${1/0}\", title: Mail } }"
        )
      ).map(\.problem) == [.template(.notAnExpression("1/0", why: "division by zero"))])
  }

  @Test(
    "a with: value of the wrong kind is one error at the use:, not also unknown parameters in the template")
  func wrongKindWithIsOneError() {
    for (with, found) in [("[1]", SceneProblem.ValueKind.list), ("3", .number)] {
      let errors = sceneProblems(scene(templates: swipeRow(), subviews: "- { use: row, with: \(with) }"))
      #expect(errors.map(\.problem) == [.wrongKind(expected: .parametersMap, found: found)])
      #expect(errors.map(\.location) == [place(17, 27)])
    }
    let one = sceneProblems(
      scene(templates: swipeRow(), subviews: "- { use: row, with: { id: a, title: [1] } }"))
    #expect(one.map(\.problem) == [.wrongKind(expected: .parameterValue("title"), found: .list)])
    #expect(one.map(\.location) == [place(17, 43)])
  }
}
