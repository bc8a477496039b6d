import Foundation
import ResponderIO
import ResponderOverlay

/// A student's homework: every quiz question the course asked, the answer
/// given, whether it was right, how long it took and on which try of its
/// step (`rlab run --course --results FILE`, and "Save results" on the
/// course-complete card).
///
/// It is written as JSON (for `rlab course report`, which merges a class)
/// and as one self-contained HTML page beside it that a student can send.
/// The JSON is the record; the page is drawn from it and nothing else.
public struct CourseResults: Codable, Sendable, Equatable {
  /// What the file says it is: `rlab course report` refuses any other JSON.
  public static let formatName = "responderlab-course-results"
  /// The marker the HTML page carries, so a later save may replace a page
  /// it wrote and never someone's own file.
  public static let htmlMarker = "<!-- \(formatName) -->"

  public var format = Self.formatName
  public var version = 1
  /// The student's name, when given (`--student`); the report falls back to the file's name.
  public var student: String?
  public var lessons: [LessonScore]
  public var answers: [Answer]

  /// One lesson's total, as the course card shows it.
  public struct LessonScore: Codable, Sendable, Equatable {
    public var title: String
    public var score: Int
    public var asked: Int
    public init(title: String, score: Int, asked: Int) {
      (self.title, self.score, self.asked) = (title, score, asked)
    }
  }

  /// One question answered.
  public struct Answer: Codable, Sendable, Equatable {
    /// The lesson's title ("1 · Hit-testing"), or the scene's name outside a lesson.
    public var lesson: String
    /// The lesson step (from 1; 0 outside a lesson).
    public var step: Int
    /// The question as the quiz card asked it.
    public var question: String
    /// The question's kind (`hitView`, `handlesOrPasses`, `nextResponder`,
    /// `actionHandler`, `undoOwner`, `winningRecognizer`).
    public var kind: String
    /// The right answer and the student's.
    public var expected: String
    public var given: String
    public var right: Bool
    /// Seconds from the question being shown to its answer.
    public var seconds: Double
    /// The try of its step the answer was given on: 1, then one more for
    /// each "Try again" or "Do it for me" after something was done.
    public var attempt: Int
    /// Whether the step's event was played with "Do it for me".
    public var doneForMe: Bool
    /// The misconception a wrong answer shows (docs/MISCONCEPTIONS.md), by its id.
    public var misconception: String?

    public init(
      lesson: String, step: Int, question: String, kind: String, expected: String, given: String,
      right: Bool, seconds: Double, attempt: Int, doneForMe: Bool = false, misconception: String? = nil
    ) {
      self.lesson = lesson
      self.step = step
      self.question = question
      self.kind = kind
      self.expected = expected
      self.given = given
      self.right = right
      self.seconds = seconds
      self.attempt = attempt
      self.doneForMe = doneForMe
      self.misconception = misconception
    }
  }

  public init(student: String? = nil, lessons: [LessonScore], answers: [Answer]) {
    self.student = student
    self.lessons = lessons
    self.answers = answers
  }

  public var score: Int { answers.filter(\.right).count }
  public var asked: Int { answers.count }

  // MARK: - JSON

  /// The JSON text: keys sorted, one field a line, so two saves diff cleanly.
  public func json() -> String {
    let e = JSONEncoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and booleans cannot fail.
    let data = (try? e.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Why a file is not a student's results: its message names the file
  /// (and the line and column where the JSON breaks, or the field).
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Results files are small: a course is a few hundred answers.
  public static let sizeLimit = 4 << 20

  /// Reads the results file at `path`.
  public static func load(_ path: String) -> Result<CourseResults, Failure> {
    switch SafeFile.read(path, limit: sizeLimit, what: "results file") {
    case .failure(let f): return .failure(Failure(message: "\(path): \(f.message)"))
    case .success(let bytes): return parse(bytes, file: path)
    }
  }

  /// Parses results JSON; errors name `file`.
  public static func parse(_ bytes: [UInt8], file: String) -> Result<CourseResults, Failure> {
    let data = Data(bytes)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let at = errorLocation(error, in: bytes).map { ":\($0.line):\($0.column)" } ?? ":1:1"
      return .failure(Failure(message: "\(file)\(at): not valid JSON"))
    }
    guard let top = object as? [String: Any], top["format"] as? String == formatName else {
      return .failure(
        Failure(message: "\(file):1:1: not a ResponderLab results file (no \"format\": \"\(formatName)\")"))
    }
    do {
      return .success(try JSONDecoder().decode(CourseResults.self, from: data))
    } catch let DecodingError.keyNotFound(key, context) {
      return .failure(Failure(message: "\(file): \(path(context.codingPath + [key])) is missing"))
    } catch let DecodingError.typeMismatch(_, context) {
      return .failure(Failure(message: "\(file): \(path(context.codingPath)) has the wrong type"))
    } catch let DecodingError.valueNotFound(_, context) {
      return .failure(Failure(message: "\(file): \(path(context.codingPath)) is null"))
    } catch {
      return .failure(Failure(message: "\(file): not a ResponderLab results file"))
    }
  }

  /// `answers[3].right`, as a reader finds it in the file.
  static func path(_ keys: [any CodingKey]) -> String {
    var s = ""
    for k in keys {
      if let i = k.intValue { s += "[\(i)]" } else { s += (s.isEmpty ? "" : ".") + k.stringValue }
    }
    return s.isEmpty ? "the file" : s
  }

  /// Where a JSON syntax error is, as line and column, when Foundation says
  /// at which byte (`NSJSONSerializationErrorIndex`).
  static func errorLocation(_ error: Error, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    let info = (error as NSError).userInfo
    guard let index = info["NSJSONSerializationErrorIndex"] as? Int else { return nil }
    var line = 1
    var column = 1
    for b in bytes.prefix(max(0, index)) {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  // MARK: - Writing

  /// The HTML page written beside a results file: `NAME.json` → `NAME.html`.
  public static func htmlPath(beside json: String) -> String {
    String(json.dropLast(".json".count)) + ".html"
  }

  /// Why `path` may not receive results: it is not a `.json` name, it is
  /// one of `inputs` (a scene or lesson the run reads), or it (or the HTML
  /// beside it) is a file that this program did not write.
  public static func refusal(toWrite path: String, inputs: [String]) -> String? {
    guard path.hasSuffix(".json"), path.count > ".json".count else {
      return "--results \(path): the name must end in .json (the HTML page is written beside it as NAME.html)"
    }
    let html = htmlPath(beside: path)
    let outputs = [path, html].map { OutputPaths.Output(option: "--results", what: "results", path: $0) }
    if let why = OutputPaths.collision(outputs, inputs: inputs.map { .init(what: "scene", path: $0) }) {
      return "--results \(path): \(why)"
    }
    if FileManager.default.fileExists(atPath: path), case .failure = load(path) {
      return "--results \(path): the file exists and is not a ResponderLab results file; not overwritten"
    }
    if FileManager.default.fileExists(atPath: html) {
      let head = (try? SafeFile.readHead(html, count: 512).get()) ?? []
      if !String(decoding: head, as: UTF8.self).contains(htmlMarker) {
        return "--results \(path): \(html) exists and was not written by rlab; not overwritten"
      }
    }
    return nil
  }

  /// Writes the JSON to `path` and the page beside it; the message of the
  /// first write that failed, naming its file.
  public func write(to path: String) -> String? {
    let options = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: false)
    if let f = SafeFile.write(Array(json().utf8), to: path, options: options) {
      return "\(path): \(f.message)"
    }
    let html = Self.htmlPath(beside: path)
    if let f = SafeFile.write(Array(self.html().utf8), to: html, options: options) {
      return "\(html): \(f.message)"
    }
    return nil
  }

  // MARK: - The page

  /// One page a student can send: the total, each lesson's score, then
  /// every question with the answer given, the right one, the time and the try.
  public func html() -> String {
    let esc = JUnitReport.esc
    let who = student.map { " — \(esc($0))" } ?? ""
    var h = """
      <!doctype html>
      \(Self.htmlMarker)
      <html lang="en"><head><meta charset="utf-8">
      <title>ResponderLab course results\(who)</title>
      <style>
      \(Self.pageStyle)
      </style></head><body>
      <h1>ResponderLab course results\(who)</h1>
      <p class="total">Total: <b>\(score) of \(asked)</b> right</p>
      <table><thead><tr><th>Lesson</th><th>Score</th></tr></thead><tbody>

      """
    for l in lessons {
      h += "<tr><td>\(esc(l.title))</td><td>\(l.score) of \(l.asked)</td></tr>\n"
    }
    h += """
      </tbody></table>
      <h2>Every answer</h2>
      <table><thead><tr><th>Lesson</th><th>Step</th><th>Question</th><th>Answer given</th>\
      <th>Right answer</th><th></th><th>Time</th><th>Try</th></tr></thead><tbody>

      """
    for a in answers {
      let mark = a.right ? "<td class=\"right\">✓ right</td>" : "<td class=\"wrong\">✗ wrong</td>"
      let belief =
        a.misconception.map { "<div class=\"belief\">\(esc(Misconception.title(of: $0)))</div>" } ?? ""
      h += "<tr><td>\(esc(a.lesson))</td><td>\(a.step)</td><td>\(Self.codeHTML(a.question))\(belief)</td>"
      h += "<td><code>\(esc(a.given))</code></td><td><code>\(esc(a.expected))</code></td>\(mark)"
      h +=
        "<td>\(Self.seconds(a.seconds))</td><td>\(a.attempt)\(a.doneForMe ? " (done for me)" : "")</td></tr>\n"
    }
    h += "</tbody></table>\n</body></html>\n"
    return h
  }

  /// A question's text with its code spans as `<code>`.
  static func codeHTML(_ s: String) -> String {
    InlineCode.runs(s).map { $0.code ? "<code>\(JUnitReport.esc($0.text))</code>" : JUnitReport.esc($0.text) }
      .joined()
  }

  /// "4.2 s".
  static func seconds(_ s: Double) -> String {
    guard s.isFinite, s >= 0 else { return "–" }
    return String(format: "%.1f s", s)
  }

  /// The pages' style: large print, printable, no fonts or scripts fetched.
  static let pageStyle = """
    body { font: 16px/1.5 system-ui, sans-serif; margin: 24px auto; max-width: 1000px; color: #1c1c1e; }
    h1 { font-size: 24px; margin: 0 0 8px; } h2 { font-size: 19px; margin: 24px 0 8px; }
    table { border-collapse: collapse; width: 100%; margin: 8px 0; }
    th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
    th { background: #f2f2f7; } code { font-size: 15px; }
    .right { color: #17662a; font-weight: 600; } .wrong { color: #a1160a; font-weight: 600; }
    .belief { color: #555; font-size: 14px; margin-top: 2px; }
    .bar { display: inline-block; height: 10px; background: #34c759; vertical-align: middle; }
    .total { font-size: 18px; }
    """
}
