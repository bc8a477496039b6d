import Foundation
import ResponderIO
import ResponderOverlay

/// A class's results merged (`rlab course report FILES… -o class.html`):
/// per question, how many of the class answered it and what share was
/// right, and the wrong answers given most, so a teacher sees which idea
/// to take up again next lecture.
public struct ClassReport: Sendable, Equatable {
  /// One question as the class met it: a lesson step's question with its right answer.
  public struct Row: Sendable, Equatable {
    public var lesson: String
    public var step: Int
    public var question: String
    public var expected: String
    /// Answers given (a student who tried the step twice counts twice).
    public var answers: Int
    public var right: Int
    /// The students who met the question.
    public var students: Int
    /// Wrong answers with how often each was given, most given first.
    public var wrong: [(answer: String, count: Int)]
    /// Misconceptions the wrong answers showed, with how often, most first.
    public var misconceptions: [(id: String, count: Int)]

    public var shareRight: Double { answers == 0 ? 0 : Double(right) / Double(answers) }

    public static func == (a: Row, b: Row) -> Bool {
      a.lesson == b.lesson && a.step == b.step && a.question == b.question && a.expected == b.expected
        && a.answers == b.answers && a.right == b.right && a.students == b.students
        && a.wrong.map(\.answer) == b.wrong.map(\.answer) && a.wrong.map(\.count) == b.wrong.map(\.count)
        && a.misconceptions.map(\.id) == b.misconceptions.map(\.id)
        && a.misconceptions.map(\.count) == b.misconceptions.map(\.count)
    }
  }

  /// The students, by name (or file name), with their totals.
  public var students: [(name: String, score: Int, asked: Int)]
  public var rows: [Row]
  /// Every misconception shown by a wrong answer, over the class, most first.
  public var misconceptions: [(id: String, count: Int)]

  public static func == (a: ClassReport, b: ClassReport) -> Bool {
    a.rows == b.rows && a.students.map(\.name) == b.students.map(\.name)
      && a.students.map(\.score) == b.students.map(\.score)
      && a.misconceptions.map(\.id) == b.misconceptions.map(\.id)
      && a.misconceptions.map(\.count) == b.misconceptions.map(\.count)
  }

  /// Merges the results of a class: `files` are each student's file and its results.
  public init(_ files: [(file: String, results: CourseResults)]) {
    students = files.map {
      let name = $0.results.student ?? URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent
      return (name, $0.results.score, $0.results.asked)
    }
    struct Key: Hashable {
      var lesson: String
      var step: Int
      var question: String
      var expected: String
    }
    var order: [Key] = []
    var tally:
      [Key: (answers: Int, right: Int, students: Set<Int>, wrong: [String: Int], beliefs: [String: Int])] =
        [:]
    var beliefs: [String: Int] = [:]
    for (i, f) in files.enumerated() {
      for a in f.results.answers {
        let k = Key(lesson: a.lesson, step: a.step, question: a.question, expected: a.expected)
        if tally[k] == nil {
          order.append(k)
          tally[k] = (0, 0, [], [:], [:])
        }
        tally[k]!.answers += 1
        tally[k]!.students.insert(i)
        if a.right {
          tally[k]!.right += 1
        } else {
          tally[k]!.wrong[a.given, default: 0] += 1
          if let m = a.misconception {
            tally[k]!.beliefs[m, default: 0] += 1
            beliefs[m, default: 0] += 1
          }
        }
      }
    }
    // Lessons in course order (their titles start with their number), steps in
    // order, questions in the order the class first met them.
    let firstSeen = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    order.sort {
      let byLesson = $0.lesson.localizedStandardCompare($1.lesson)
      if byLesson != .orderedSame { return byLesson == .orderedAscending }
      if $0.step != $1.step { return $0.step < $1.step }
      return firstSeen[$0]! < firstSeen[$1]!
    }
    rows = order.map { k in
      let t = tally[k]!
      return Row(
        lesson: k.lesson, step: k.step, question: k.question, expected: k.expected, answers: t.answers,
        right: t.right, students: t.students.count, wrong: Self.mostFirst(t.wrong).map { ($0.0, $0.1) },
        misconceptions: Self.mostFirst(t.beliefs).map { ($0.0, $0.1) })
    }
    misconceptions = Self.mostFirst(beliefs).map { ($0.0, $0.1) }
  }

  /// Counts, most first; ties by name so the page is the same from run to run.
  static func mostFirst(_ counts: [String: Int]) -> [(String, Int)] {
    counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Loads every file, or fails with one message per file that could not be used.
  public static func load(_ paths: [String]) -> Result<ClassReport, CourseResults.Failure> {
    var files: [(String, CourseResults)] = []
    var errors: [String] = []
    for p in paths {
      switch CourseResults.load(p) {
      case .success(let r): files.append((p, r))
      case .failure(let f): errors.append(f.message)
      }
    }
    if !errors.isEmpty { return .failure(CourseResults.Failure(message: errors.joined(separator: "\n"))) }
    return .success(ClassReport(files))
  }

  /// Why `output` may not be written: it is one of the inputs, or not an `.html` name.
  public static func refusal(toWrite output: String, inputs: [String]) -> String? {
    guard output.hasSuffix(".html") || output.hasSuffix(".htm") else {
      return "-o \(output): the report is an HTML page; name it NAME.html"
    }
    let report = OutputPaths.Output(option: "-o", what: "class report", path: output)
    return OutputPaths.collision([report], inputs: inputs.map { .init(what: "results file", path: $0) })
  }

  /// The page: the class's totals, then one row per question with its share
  /// right as a bar, its common wrong answers and the misconceptions they show.
  public func html(title: String = "ResponderLab class report") -> String {
    let esc = JUnitReport.esc
    let total = students.reduce(0) { $0 + $1.score }
    let asked = students.reduce(0) { $0 + $1.asked }
    var h = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>\(esc(title))</title>
      <style>
      \(CourseResults.pageStyle)
      </style></head><body>
      <h1>\(esc(title))</h1>
      <p class="total">\(students.count) student\(students.count == 1 ? "" : "s"), \(total) of \(asked) answers right</p>
      <table><thead><tr><th>Student</th><th>Score</th></tr></thead><tbody>

      """
    for s in students { h += "<tr><td>\(esc(s.name))</td><td>\(s.score) of \(s.asked)</td></tr>\n" }
    h += "</tbody></table>\n"
    if !misconceptions.isEmpty {
      h += "<h2>Misconceptions the wrong answers showed</h2>\n<table><thead><tr><th>Belief</th><th>Times</th>"
      h += "</tr></thead><tbody>\n"
      for m in misconceptions {
        h += "<tr><td>\(esc(Misconception.title(of: m.id)))</td><td>\(m.count)</td></tr>\n"
      }
      h += "</tbody></table>\n"
    }
    h += """
      <h2>Per question</h2>
      <table><thead><tr><th>Lesson</th><th>Step</th><th>Question</th><th>Right answer</th><th>Share right</th>\
      <th>Common wrong answers</th></tr></thead><tbody>

      """
    for r in rows {
      let pct = Int((r.shareRight * 100).rounded())
      let wrong = r.wrong.prefix(3).map { "<code>\(esc($0.answer))</code> ×\($0.count)" }.joined(
        separator: ", ")
      let beliefs = r.misconceptions.map {
        "<div class=\"belief\">\(esc(Misconception.title(of: $0.id))) ×\($0.count)</div>"
      }.joined()
      h += "<tr><td>\(esc(r.lesson))</td><td>\(r.step)</td><td>\(CourseResults.codeHTML(r.question))</td>"
      h += "<td><code>\(esc(r.expected))</code></td>"
      h += "<td><span class=\"bar\" style=\"width: \(pct)px\"></span> \(pct)% (\(r.right) of \(r.answers)"
      h += ", \(r.students) student\(r.students == 1 ? "" : "s"))</td>"
      h += "<td>\(wrong.isEmpty ? "–" : wrong)\(beliefs)</td></tr>\n"
    }
    h += "</tbody></table>\n</body></html>\n"
    return h
  }
}
