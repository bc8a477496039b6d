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
  public func quizCard(_ card: OverlayModel.QuizCard) -> (items: [DisplayItem], buttons: [QuizButton], height: Double) {
    let area = window.sidebarRect
    let left = area.minX + 12
    let textW = area.width - 24
    var y = area.minY + 8
    var items: [DisplayItem] = []
    var buttons: [QuizButton] = []
    func lines(_ text: String, _ color: Color, size: Double = 12, bold: Bool = false) {
      for l in measure.wrap(text, width: textW, size: size, bold: bold) {
        items.append(.text(l, in: Rect(x: left, y: y, width: textW, height: size + 5), size: size, color, bold: bold))
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
    } else {
      lines("Touch the scene, press a key or Ctrl+Z: you will be asked what happens first.", Ink.dim, size: 11)
    }
    y += 6
    let height = y - top + 8
    var out: [DisplayItem] = [.fill(Rect(x: area.minX + 4, y: top - 4, width: area.width - 8, height: height), Color(r: 44, g: 44, b: 46), cornerRadius: 8)]
    out += items
    return (out, buttons, height)
  }
}
