import Foundation
import Testing

@testable import ResponderTesting

/// A student's results file (`rlab run --results`) and the class report
/// merged from several (`rlab course report`).
@Suite("Course results and the class report")
struct CourseResultsTests {
  static func answer(
    _ lesson: String, _ step: Int, _ question: String, expected: String, given: String,
    misconception: String? = nil
  ) -> CourseResults.Answer {
    CourseResults.Answer(
      lesson: lesson, step: step, question: question, kind: "hitView", expected: expected, given: given,
      right: expected == given, seconds: 2.5, attempt: 1, misconception: misconception)
  }

  /// Three students of lesson 1: all get step 2 right; step 1 has the
  /// wrong answers `front` twice and `root` once.
  static func student(_ name: String, step1: String) -> CourseResults {
    CourseResults(
      student: name,
      lessons: [.init(title: "1 · Hit-testing", score: step1 == "back" ? 2 : 1, asked: 2)],
      answers: [
        answer(
          "1 · Hit-testing", 1, "Which view will be the hit-test view?", expected: "back", given: step1,
          misconception: step1 == "front" ? "frontmost-always" : nil),
        answer("1 · Hit-testing", 2, "Who will handle `submit`?", expected: "main", given: "main"),
      ])
  }

  @Test("a results file round-trips: every answer, its verdict, time and try")
  func roundTrip() throws {
    let r = Self.student("Ada", step1: "front")
    let parsed = try CourseResults.parse(Array(r.json().utf8), file: "ada.json").get()
    #expect(parsed == r)
    #expect(parsed.score == 1 && parsed.asked == 2)
    #expect(r.json().contains("\"format\" : \"responderlab-course-results\""))
    #expect(r.json().contains("\"given\" : \"front\""))
  }

  @Test("a broken results file is named with the line and column, a missing field by its path")
  func errorsNameTheFile() {
    let broken = "{\n  \"format\": \"responderlab-course-results\",\n  \"answers\": [ oops ]\n}\n"
    guard case .failure(let f) = CourseResults.parse(Array(broken.utf8), file: "bob.json") else {
      Issue.record("broken JSON parsed")
      return
    }
    #expect(f.message.hasPrefix("bob.json:"), "\(f.message)")
    #expect(f.message.contains("not valid JSON"))
    let other = "{\"name\": \"something else\"}"
    guard case .failure(let g) = CourseResults.parse(Array(other.utf8), file: "other.json") else {
      Issue.record("a JSON that is not results parsed")
      return
    }
    #expect(
      g.message
        == "other.json:1:1: not a ResponderLab results file (no \"format\": \"responderlab-course-results\")")
    var json = Self.student("Cy", step1: "back").json()
    json = json.replacingOccurrences(of: "\"right\" : true", with: "\"rite\" : true")
    guard case .failure(let m) = CourseResults.parse(Array(json.utf8), file: "cy.json") else {
      Issue.record("a results file without `right` parsed")
      return
    }
    #expect(m.message.hasPrefix("cy.json: answers["), "\(m.message)")
    #expect(m.message.hasSuffix("].right is missing"), "\(m.message)")
  }

  @Test(
    "results are written as JSON with a page beside them, never over an input or a file rlab did not write")
  func writingRefusesInputs() throws {
    let dir = try temporaryFolder("results")
    let scene = try write("name: x\n", to: "lesson.yaml", in: dir)
    #expect(
      CourseResults.refusal(toWrite: dir + "/out.txt", inputs: [scene])?.contains("must end in .json") == true
    )
    #expect(CourseResults.refusal(toWrite: scene, inputs: [scene]) != nil)
    let json = dir + "/ada.json"
    #expect(CourseResults.refusal(toWrite: json, inputs: [scene]) == nil)
    #expect(Self.student("Ada", step1: "back").write(to: json) == nil)
    let html = try String(contentsOfFile: dir + "/ada.html", encoding: .utf8)
    #expect(html.contains("Total: <b>2 of 2</b> right"))
    // A later save replaces the files rlab wrote…
    #expect(CourseResults.refusal(toWrite: json, inputs: [scene]) == nil)
    // …but never someone's own JSON or page.
    let own = try write("{\"mine\": 1}", to: "notes.json", in: dir)
    #expect(
      CourseResults.refusal(toWrite: own, inputs: [])?.contains("not a ResponderLab results file") == true)
    try write("<p>my page</p>", to: "essay.html", in: dir)
    #expect(
      CourseResults.refusal(toWrite: dir + "/essay.json", inputs: [])?.contains("was not written by rlab")
        == true)
  }

  @Test(
    "the results page is one balanced HTML page: each answer a row, a wrong one marked with what was given")
  func resultsPage() throws {
    let page = Self.student("<Ada & Co>", step1: "front").html()
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.contains("&lt;Ada &amp; Co&gt;"))
    #expect(
      page.contains("<code>front</code></td><td><code>back</code></td><td class=\"wrong\">✗ wrong</td>"))
    #expect(page.contains("Who will handle <code>submit</code>?"))
    try expectBalanced(page)
  }

  @Test("three students merged: per question the share right and the wrong answers given most")
  func classReport() throws {
    let files = [
      ("ada.json", Self.student("Ada", step1: "front")), ("bob.json", Self.student("Bob", step1: "front")),
      ("cy.json", Self.student("Cy", step1: "root")),
    ]
    let report = ClassReport(files)
    #expect(report.students.map(\.name) == ["Ada", "Bob", "Cy"])
    #expect(report.rows.count == 2)
    let first = try #require(report.rows.first)
    #expect(first.step == 1 && first.answers == 3 && first.right == 0 && first.students == 3)
    #expect(first.wrong.map(\.answer) == ["front", "root"])
    #expect(first.wrong.map(\.count) == [2, 1])
    #expect(first.misconceptions.map(\.id) == ["frontmost-always"])
    #expect(report.rows[1].shareRight == 1)
    #expect(report.misconceptions.map(\.count) == [2])
    let page = report.html()
    #expect(page.contains("3 students, 3 of 6 answers right"))
    #expect(page.contains("<code>front</code> ×2, <code>root</code> ×1"))
    #expect(page.contains("0% (0 of 3, 3 students)"))
    try expectBalanced(page)
  }

  @Test("rlab course report merges files, names a bad one, and never writes over an input")
  func reportCommand() throws {
    let dir = try temporaryFolder("class")
    var paths: [String] = []
    for (name, step1) in [("ada", "front"), ("bob", "back"), ("cy", "root")] {
      let p = dir + "/\(name).json"
      #expect(Self.student(name, step1: step1).write(to: p) == nil)
      paths.append(p)
    }
    let ok = try rlab(["course", "report"] + paths + ["-o", dir + "/class.html"])
    #expect(ok.code == 0, "\(ok.err)")
    let page = try String(contentsOfFile: dir + "/class.html", encoding: .utf8)
    #expect(page.contains("3 students"))
    let over = try rlab(["course", "report"] + paths + ["-o", paths[0]])
    #expect(over.code == 64)
    #expect(over.err.contains("not an HTML") || over.err.contains("HTML page"), "\(over.err)")
    let sameHTML = try rlab(["course", "report", dir + "/class.html", "-o", dir + "/class.html"])
    #expect(
      sameHTML.code == 64
        && sameHTML.err.contains("refusing to write the class report over the results file"),
      "\(sameHTML.err)")
    let bad = try write("{ nope", to: "dan.json", in: dir)
    let broken = try rlab(["course", "report", paths[0], bad, "-o", dir + "/class2.html"])
    #expect(broken.code == 1)
    #expect(broken.err.contains(bad + ":1:"), "\(broken.err)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/class2.html"))
  }
}

/// Every element the pages open is closed in order (the void elements
/// aside): what a browser would otherwise repair silently.
func expectBalanced(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let void: Set<String> = ["meta", "br", "img", "hr", "input", "link"]
  var stack: [String] = []
  var rest = Substring(html)
  while let open = rest.firstIndex(of: "<") {
    guard let close = rest[open...].firstIndex(of: ">") else {
      Issue.record("an unclosed <", sourceLocation: sourceLocation)
      return
    }
    let tag = rest[rest.index(after: open)..<close]
    rest = rest[rest.index(after: close)...]
    if tag.hasPrefix("!") { continue }
    let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
    if void.contains(name) { continue }
    if tag.hasPrefix("/") {
      guard stack.last == name else {
        Issue.record("</\(name)> closes <\(stack.last ?? "nothing")>", sourceLocation: sourceLocation)
        return
      }
      stack.removeLast()
    } else {
      stack.append(name)
    }
  }
  #expect(stack.isEmpty, "left open: \(stack)", sourceLocation: sourceLocation)
}
