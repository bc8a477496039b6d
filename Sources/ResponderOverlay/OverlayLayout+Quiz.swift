import ResponderCore

/// The quiz card at the top of the sidebar: the score, the question, the
/// answers to click, and the last answer marked right or wrong with its reason.
extension OverlayLayout {
  /// A clickable answer in the sidebar.
  public struct QuizButton: Sendable, Hashable {
    public var rect: Rect
    public var press: Press

    /// What a press on the button does.
    public enum Press: Sendable, Hashable {
      /// Answers the quiz's waiting question with an id (or `nobody`, `handles`, `passes`).
      case answer(String)
      case lesson(OverlayModel.LessonCard.Action)
    }

    /// The quiz answer it gives (nil: a lesson button).
    public var answer: String? { if case .answer(let a) = press { a } else { nil } }
    /// The lesson action it does (nil: a quiz answer).
    public var lesson: OverlayModel.LessonCard.Action? { if case .lesson(let a) = press { a } else { nil } }
  }

  /// A card in the sidebar, built top down: wrapped lines of text, rows of
  /// buttons, then a rounded panel behind them. The quiz card and the lesson
  /// card are both built with it, so they share margins, line heights and
  /// button wrapping.
  struct Card {
    let measure: TextMeasure
    let left: Double
    let width: Double
    let panelX: Double
    let panelWidth: Double
    let top: Double
    var y: Double
    var items: [DisplayItem] = []
    var buttons: [QuizButton] = []

    init(in area: Rect, top: Double?, measure: TextMeasure) {
      self.measure = measure
      left = area.minX + 12
      width = area.width - 24
      panelX = area.minX + 4
      panelWidth = area.width - 8
      self.top = top ?? area.minY + 8
      y = self.top
    }

    /// `text` wrapped to the card's width, one item per line.
    mutating func lines(_ text: String, _ color: Color, size: Double = 12, bold: Bool = false) {
      for l in measure.wrap(InlineCode.drawn(text), width: width, size: size, bold: bold) {
        items.append(
          .text(l, in: Rect(x: left, y: y, width: width, height: size + 5), size: size, color, bold: bold))
        y += size + 5
      }
    }

    /// Buttons in rows, a row wrapping when the next would pass the card's
    /// right edge (a label wider than the card is cut to it).
    mutating func buttonRows(
      _ labelled: [(label: String, press: QuizButton.Press)], fill: Color, textColor: Color, padding: Double
    ) {
      guard !labelled.isEmpty else { return }
      var x = left
      for (label, press) in labelled {
        let w = min(width, measure.width(label, 12, true).rounded(.up) + padding)
        if x + w > left + width, x > left {
          x = left
          y += 26
        }
        let r = Rect(x: x, y: y + 3, width: w, height: 22)
        buttons.append(QuizButton(rect: r, press: press))
        items.append(.fill(r, fill, cornerRadius: 6))
        items.append(.text(label, in: r, size: 12, textColor, alignment: .center, bold: true))
        x += w + 6
      }
      y += Self.buttonRowHeight
    }

    /// The room a row of buttons takes.
    static let buttonRowHeight = 30.0

    /// The panel behind the items, `bottom` points below the last line.
    func finished(_ background: Color, bottom: Double) -> (
      items: [DisplayItem], buttons: [QuizButton], height: Double
    ) {
      let height = y - top + bottom
      let panel = DisplayItem.fill(
        Rect(x: panelX, y: top - 4, width: panelWidth, height: height), background, cornerRadius: 8)
      return ([panel] + items, buttons, height)
    }
  }

  /// The card's items, its buttons and its height, laid out from the top of the sidebar.
  public func quizCard(_ card: OverlayModel.QuizCard, top: Double? = nil) -> (
    items: [DisplayItem], buttons: [QuizButton], height: Double
  ) {
    var c = Card(in: window.sidebarRect, top: top, measure: measure)
    c.lines(
      keyed("Quiz", card.key, gap: " ") + "  score \(card.score)/\(card.asked)", Ink.heading, size: 14,
      bold: true)
    if let prompt = card.prompt {
      // The question and its buttons come first, the question padded to
      // `promptLines`: the buttons keep their places from one question to
      // the next, whatever the verdict below says (a second click at the
      // same place answers the next question, not the card's margin).
      c.y += 4
      let start = c.y
      c.lines(prompt, Ink.strong, size: 13, bold: true)
      c.y = max(c.y, start + Double(Self.promptLines) * 18)
      c.lines(
        card.viewsAnswer
          ? "Click a view in the scene" + (card.choices.isEmpty ? "." : ", or:") : "Click one:",
        Ink.dim, size: 11)
      c.buttonRows(
        card.choices.map { (Self.answerLabel($0), .answer($0)) }, fill: Palette.current.button,
        textColor: Palette.current.buttonText, padding: 16)
    }
    if let last = card.last {
      if last.right {
        c.lines("Right: \(Self.answerLabel(last.given))", Ink.right, bold: true)
      } else {
        c.lines(
          "Wrong: you said \(Self.answerLabel(last.given)), it was \(Self.answerLabel(last.question.answer))",
          Ink.wrong, bold: true)
      }
      c.lines(last.question.reason, Ink.panelText, size: 11)
      // The belief the wrong answer shows, and the rule that corrects it:
      // general words, naming no view of the scene (a later question's answer).
      if !last.right, let m = last.misconception.flatMap(Misconception.named) {
        c.lines("Misconception: " + m.belief, Ink.heading, size: 11, bold: true)
        c.lines("UIKit: " + m.rule, Ink.dim, size: 11)
      }
    }
    if card.prompt == nil, let waits = card.waitingFor {
      c.y += 4
      c.lines("Go on: \(waits).", Ink.strong, size: 13, bold: true)
      c.lines("The questions come once the gesture is decided.", Ink.dim, size: 11)
    } else if card.prompt == nil, card.asked == 0, keyHints {
      c.lines(
        "Touch the scene, press a key or Ctrl+Z: you will be asked what happens first.", Ink.dim, size: 11)
    }
    return c.finished(Palette.current.card, bottom: 14)
  }

  /// The lesson card: the step's text, what to do, the lead-in question,
  /// the explanation once the step's questions are answered, and buttons.
  public func lessonCard(_ card: OverlayModel.LessonCard, top: Double? = nil, course fit: CourseFit = .whole)
    -> (
      items: [DisplayItem], buttons: [QuizButton], height: Double
    )
  {
    var c = Card(in: window.sidebarRect, top: top, measure: measure)
    // The title and the step's text get the room the lesson's longest need
    // (`stepTexts`): a short step does not pull the quiz buttons up.
    let titleTop = c.y
    c.lines("\(card.title) — step \(card.index + 1) of \(card.count)", Ink.heading, size: 14, bold: true)
    let titleLines =
      (0..<max(1, card.count)).map {
        measure.wrap("\(card.title) — step \($0 + 1) of \(card.count)", width: c.width, size: 14, bold: true)
          .count
      }.max() ?? 1
    c.y = max(c.y, titleTop + Double(titleLines) * 19)
    let textTop = c.y
    // A compact course card leaves out the last step's text (done, and
    // explained below): its room goes to the scores and the panels.
    if card.course == nil || fit == .whole { c.lines(card.text, Ink.panelText) }
    let textLines = card.stepTexts.map { measure.wrap($0, width: c.width, size: 12).count }.max() ?? 0
    // The room a shorter text leaves goes below what the card says next,
    // so the text and "Answer the quiz below." read together. Once the step
    // is explained no question waits below: the card takes only its room.
    let room = card.explain == nil && card.course == nil ? max(0, textTop + Double(textLines) * 17 - c.y) : 0
    let promptTop = c.y
    if let s = card.yourself { c.lines("Your turn: " + s, Ink.strong, bold: true) }
    if let q = card.question { c.lines(q, Ink.strong, size: 12, bold: true) }
    // While the step is in play its question slot gets the room of the
    // tallest it may show while a question waits (a miss's line).
    if card.explain == nil, card.course == nil {
      let tallest =
        card.promptsWhileAsking.map { measure.wrap($0, width: c.width, size: 12, bold: true).count }.max()
        ?? 0
      c.y = max(c.y, promptTop + Double(tallest) * 17)
    }
    if let e = card.explain { c.lines(e, Ink.right) }
    c.y += room
    if let course = card.course {
      c.y += 4
      c.lines("Course complete", Ink.heading, size: 14, bold: true)
      let score = course.reduce(0) { $0 + $1.score }
      let asked = course.reduce(0) { $0 + $1.asked }
      if fit == .whole {
        for l in course { c.lines("\(l.title): \(l.score) of \(l.asked)", Ink.panelText) }
        c.lines("Total: \(score) of \(asked) right", Ink.strong, bold: true)
      } else {
        // Each lesson by its number ("1 · Hit-testing" → "1"), on as few
        // lines as the scores need; a no-break space keeps "7: 7/7" whole.
        c.lines("Total: \(score) of \(asked) right", Ink.strong, bold: true)
        c.lines(
          course.map { "\(Self.shortLessonTitle($0.title)):\u{00A0}\($0.score)/\($0.asked)" }.joined(
            separator: " · "),
          Ink.panelText)
        if fit == .compactNoRoom { c.lines(Self.courseNeedsRoom, Ink.heading, bold: true) }
      }
      if let note = card.courseNote { c.lines(note, Ink.panelText) }
    }
    c.buttonRows(
      card.buttons.map { ($0.label, .lesson($0.action)) }, fill: Palette.current.lessonButton,
      textColor: Palette.current.lessonButtonText, padding: 18)
    // A step in play keeps its button row while a question waits with no
    // button to show: a miss's Try again there would push the quiz down.
    if card.buttons.isEmpty, card.explain == nil, card.course == nil, !card.promptsWhileAsking.isEmpty {
      c.y += Card.buttonRowHeight
    }
    return c.finished(Palette.current.lessonCard, bottom: 10)
  }

  /// The lines a question is given on the quiz card, whether it needs them
  /// or not, so that the buttons below it stay put.
  static let promptLines = 3

  /// How an answer is written on its button and in a verdict.
  static func answerLabel(_ answer: String) -> String {
    switch answer {
    case Quiz.handles: return "handles it"
    case Quiz.passes: return "passes it on"
    case Quiz.touches: return "as touches"
    case Quiz.noTouches: return "not as touches"
    default: return answer
    }
  }

  /// The space between the lesson card and the quiz card below it.
  static let cardGap = 6.0

  /// The lesson's and the quiz's buttons, where the sidebar draws them.
  public func teachingButtons(_ m: OverlayModel) -> [QuizButton] {
    guard window.sidebarShown else { return [] }
    return teachingCards(m).buttons
  }

  /// How much of the course-complete card is shown: whole, or compact when
  /// the whole card would leave the panels less than `coursePanelRoom`
  /// (at `--ui-scale 2` it filled the sidebar and ran off its foot, unsaid).
  public enum CourseFit: Sendable, Hashable {
    /// Every lesson's title and score on a line, under the last step's text.
    case whole
    /// The total, then the lessons' scores by number on a line or two; the
    /// last step's text left out (its explanation stays).
    case compact
    /// Compact, and still no room: the card says what gives the panels room.
    case compactNoRoom
  }

  /// The room the course card leaves the panels at the least, in overlay
  /// points: the event line, the hit-test path's heading and hit view, the
  /// chain's heading and first stops.
  static let coursePanelRoom = 120.0

  /// What the course card says when even its compact form leaves the panels no room.
  public static let courseNeedsRoom =
    "No room for the panels: a smaller --ui-scale or a taller window shows them."

  /// A lesson's title by its number: "1 · Hit-testing" → "1"; a title with no " · " whole.
  static func shortLessonTitle(_ title: String) -> String {
    title.firstRange(of: " · ").map { String(title[..<$0.lowerBound]) } ?? title
  }

  /// The lesson card and the quiz card below it, top down from the
  /// sidebar's top, as the sidebar draws them and its buttons answer (one
  /// layout for both); `bottom` is where they end.
  ///
  /// A course-complete card that would leave the panels less than
  /// `coursePanelRoom` above the legend goes compact; one that still does
  /// says so; and if the quiz card would then run off the sidebar's foot it
  /// is left out (no question waits once the course is complete; the card
  /// holds every score).
  func teachingCards(_ m: OverlayModel, legendHeight: Double? = nil) -> (
    items: [DisplayItem], buttons: [QuizButton], bottom: Double
  ) {
    let area = window.sidebarRect
    let top = area.minY + 8
    let legend = legendHeight ?? self.legendHeight(textWidth: area.width - 24)
    let quizHeight = m.quiz.map { quizCard($0, top: top).height } ?? 0
    var lesson = m.lesson.map { lessonCard($0, top: top) }
    var showQuiz = m.quiz != nil
    if let l = m.lesson, l.course != nil, let whole = lesson {
      func room(_ h: Double, quiz: Bool) -> Double {
        area.maxY - legend - (top + h + (quiz ? Self.cardGap + quizHeight : 0))
      }
      if room(whole.height, quiz: showQuiz) < Self.coursePanelRoom {
        let compact = lessonCard(l, top: top, course: .compact)
        if room(compact.height, quiz: showQuiz) >= Self.coursePanelRoom {
          lesson = compact
        } else {
          let said = lessonCard(l, top: top, course: .compactNoRoom)
          lesson = said
          if top + said.height + Self.cardGap + quizHeight > area.maxY { showQuiz = false }
        }
      }
    }
    var items: [DisplayItem] = []
    var buttons: [QuizButton] = []
    var y = top
    if let l = lesson {
      items += l.items
      buttons += l.buttons
      y += l.height + Self.cardGap
    }
    if showQuiz, let q = m.quiz {
      let c = quizCard(q, top: y)
      items += c.items
      buttons += c.buttons
      y += c.height
    }
    return (items, buttons, y)
  }
}
