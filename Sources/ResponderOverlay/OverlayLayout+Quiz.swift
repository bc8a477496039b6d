import ResponderCore

/// The quiz card at the top of the sidebar: the score, the question, the
/// answers to click, and the last answer marked right or wrong with its reason.
extension OverlayLayout {
  /// A clickable answer in the sidebar.
  public struct QuizButton: Sendable, Hashable {
    public var rect: Rect
    public var answer: String
  }

  /// The card's items, its buttons and its height, laid out from the top of the sidebar.
  public func quizCard(_ card: OverlayModel.QuizCard, top: Double? = nil) -> (
    items: [DisplayItem], buttons: [QuizButton], height: Double
  ) {
    let area = window.sidebarRect
    let left = area.minX + 12
    let textW = area.width - 24
    var y = top ?? area.minY + 8
    var items: [DisplayItem] = []
    var buttons: [QuizButton] = []
    func lines(_ text: String, _ color: Color, size: Double = 12, bold: Bool = false) {
      for l in measure.wrap(text, width: textW, size: size, bold: bold) {
        items.append(
          .text(l, in: Rect(x: left, y: y, width: textW, height: size + 5), size: size, color, bold: bold))
        y += size + 5
      }
    }
    let top = y
    lines("Quiz (\(card.key))  score \(card.score)/\(card.asked)", Ink.heading, size: 14, bold: true)
    if let last = card.last {
      if last.right {
        lines("Right: \(last.given)", Ink.passed, bold: true)
      } else {
        lines("Wrong: you said \(last.given), it was \(last.question.answer)", Ink.skipped, bold: true)
      }
      lines(last.question.reason, Ink.panelText, size: 11)
    }
    if let prompt = card.prompt {
      y += 4
      lines(prompt, .white, size: 13, bold: true)
      lines("Click a view in the scene" + (card.choices.isEmpty ? "." : ", or:"), Ink.dim, size: 11)
      var x = left
      for c in card.choices {
        let w = min(textW, measure.width(c, 12, true).rounded(.up) + 16)
        if x + w > left + textW, x > left {
          x = left
          y += 26
        }
        let r = Rect(x: x, y: y + 2, width: w, height: 22)
        buttons.append(QuizButton(rect: r, answer: c))
        items.append(.fill(r, Color(r: 58, g: 58, b: 60), cornerRadius: 6))
        items.append(.text(c, in: r, size: 12, .white, alignment: .center, bold: true))
        x += w + 6
      }
      if !card.choices.isEmpty { y += 28 }
    } else if card.asked == 0 {
      lines(
        "Touch the scene, press a key or Ctrl+Z: you will be asked what happens first.", Ink.dim, size: 11)
    }
    y += 6
    let height = y - top + 8
    var out: [DisplayItem] = [
      .fill(
        Rect(x: area.minX + 4, y: top - 4, width: area.width - 8, height: height), Color(r: 44, g: 44, b: 46),
        cornerRadius: 8)
    ]
    out += items
    return (out, buttons, height)
  }

  /// The lesson card: the step's text, what to do, the lead-in question,
  /// the explanation once the step's questions are answered, and buttons.
  public func lessonCard(_ card: OverlayModel.LessonCard, top: Double? = nil) -> (
    items: [DisplayItem], buttons: [QuizButton], height: Double
  ) {
    let area = window.sidebarRect
    let left = area.minX + 12
    let textW = area.width - 24
    var y = top ?? area.minY + 8
    let startY = y
    var items: [DisplayItem] = []
    var buttons: [QuizButton] = []
    func lines(_ text: String, _ color: Color, size: Double = 12, bold: Bool = false) {
      for l in measure.wrap(text, width: textW, size: size, bold: bold) {
        items.append(
          .text(l, in: Rect(x: left, y: y, width: textW, height: size + 5), size: size, color, bold: bold))
        y += size + 5
      }
    }
    lines("\(card.title) — step \(card.index + 1) of \(card.count)", Ink.heading, size: 14, bold: true)
    lines(card.text, Ink.panelText)
    if let s = card.yourself { lines("Your turn: " + s, .white, bold: true) }
    if let q = card.question { lines(q, .white, size: 12, bold: true) }
    if let e = card.explain { lines(e, Ink.passed) }
    var x = left
    for b in card.buttons {
      let (label, answer) = (b.label, b.action)
      let w = measure.width(label, 12, true).rounded(.up) + 18
      let r = Rect(x: x, y: y + 3, width: w, height: 22)
      buttons.append(QuizButton(rect: r, answer: answer))
      items.append(.fill(r, Color(r: 10, g: 96, b: 200), cornerRadius: 6))
      items.append(.text(label, in: r, size: 12, .white, alignment: .center, bold: true))
      x += w + 8
    }
    if !card.buttons.isEmpty { y += 30 }
    let height = y - startY + 10
    let out: [DisplayItem] =
      [
        .fill(
          Rect(x: area.minX + 4, y: startY - 4, width: area.width - 8, height: height),
          Color(r: 30, g: 46, b: 66), cornerRadius: 8)
      ]
      + items
    return (out, buttons, height)
  }

  /// The lesson's and the quiz's buttons, where the sidebar draws them.
  public func teachingButtons(_ m: OverlayModel) -> [QuizButton] {
    guard window.sidebarShown else { return [] }
    var y = window.sidebarRect.minY + 8
    var out: [QuizButton] = []
    if let l = m.lesson {
      let c = lessonCard(l, top: y)
      out += c.buttons
      y += c.height
    }
    if let q = m.quiz { out += quizCard(q, top: y).buttons }
    return out
  }
}
