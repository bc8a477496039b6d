import ResponderCore

/// The gesture timeline drawn at the foot of the sidebar (F8): a bar per
/// recognizer coloured by state over the episode's time, the touches'
/// phases as ticks below, then the relations that decided it.
extension OverlayLayout {
  static func stateColor(_ state: String) -> Color {
    switch state {
    case "began", "changed": return Ink.hitView
    case "recognized", "ended": return Ink.passed
    case "failed": return Ink.skipped
    case "cancelled": return Ink.firstResponder
    default: return Palette.current.idle
    }
  }

  /// `text` cut with "…" to fit `width` at `size`.
  ///
  /// The longest prefix that fits, found by halving: dropping one
  /// character at a time measured a 30,000-character "not shown" line
  /// 30,000 times (a chain through 3,000 presented controllers, issue 37).
  /// Only the first `width` characters are tried: no glyph at these sizes
  /// is narrower than a point.
  func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
    if measure.width(text, size, bold) <= width { return text }
    let chars = Array(text.prefix(max(1, Int(min(width, 100_000))) + 1))
    var fits = 0
    var tooLong = chars.count
    while tooLong - fits > 1 {
      let mid = (fits + tooLong) / 2
      if measure.width(String(chars[..<mid]) + "…", size, bold) <= width { fits = mid } else { tooLong = mid }
    }
    // Never a word cut in two: back to the last whole word when there is
    // one ("doubleTap (tap) …", not "doubleTap (tap) → rec…").
    let kept = chars[..<fits]
    if fits < chars.count, chars[fits] != " ", let space = kept.lastIndex(of: " ") {
      var words = String(kept[..<space])
      while words.last == " " { words.removeLast() }
      if !words.isEmpty { return words + " …" }
    }
    return String(kept) + "…"
  }

  /// The timeline's items in `area` (full sidebar width), at most `maxHeight`
  /// high; its height is what it used.
  public func timelineBlock(_ t: GestureTimeline, left: Double, width: Double, top: Double, maxHeight: Double)
    -> (items: [DisplayItem], height: Double)
  {
    var out: [DisplayItem] = []
    var y = top
    let bottom = top + maxHeight
    func fits(_ h: Double) -> Bool { y + h <= bottom }
    guard fits(40) else { return ([], 0) }
    out.append(
      .line(from: Point(x: left, y: y + 6), to: Point(x: left + width, y: y + 6), Ink.rule))
    y += 11
    out.append(
      .text(
        fitted(keyed("Gestures over time", "F8"), width: width, size: 13, bold: true),
        in: Rect(x: left, y: y, width: width, height: 18),
        size: 13, Ink.heading, bold: true))
    y += 19
    let span = max(0.05, t.end - t.start)
    let barX = left + 4
    let barW = width - 8
    func x(_ time: Double) -> Double { barX + (time - t.start) / span * barW }
    var shown = 0
    for row in t.rows {
      guard fits(26 + 28) else { break }
      let last = row.marks.last?.state ?? "possible"
      let label = fitted("\(row.id) (\(row.kind)) → \(last)", width: width, size: 11)
      out.append(.text(label, in: Rect(x: left, y: y, width: width, height: 15), size: 11, Ink.panelText))
      y += 15
      // "possible" from the episode's start until the first change.
      var from = t.start
      var state = "possible"
      for m in row.marks {
        if m.time > from {
          out.append(
            .fill(
              Rect(x: x(from), y: y + 1, width: max(1, x(m.time) - x(from)), height: 7),
              Self.stateColor(state)))
        }
        from = m.time
        state = m.state
      }
      let terminal = ["failed", "cancelled", "ended", "recognized"].contains(state)
      let endX = terminal ? min(x(from) + 6, barX + barW) : barX + barW
      out.append(
        .fill(Rect(x: x(from), y: y + 1, width: max(3, endX - x(from)), height: 7), Self.stateColor(state)))
      y += 11
      shown += 1
    }
    if shown < t.rows.count, fits(15) {
      out.append(
        .text(
          "… \(t.rows.count - shown) more", in: Rect(x: left, y: y, width: width, height: 15), size: 11,
          Ink.dim))
      y += 15
    }
    if fits(28) {
      out.append(.text("touches", in: Rect(x: left, y: y, width: width, height: 14), size: 10, Ink.dim))
      y += 14
      out.append(
        .line(from: Point(x: barX, y: y + 5), to: Point(x: barX + barW, y: y + 5), Ink.rule)
      )
      // Began after the rest, so that a quick tap's began shows over its
      // ended; a cancel last and taller, so that it is never hidden.
      let order: [TouchPhase] = [.began, .cancelled]
      for m in t.touches.filter({ !order.contains($0.phase) }) + t.touches.filter({ $0.phase == .began })
        + t.touches.filter({ $0.phase == .cancelled })
      {
        let c: Color = m.phase == .cancelled ? Ink.firstResponder : m.delivered ? Ink.strong : Ink.dim
        let h: Double = m.phase == .moved ? 5 : m.phase == .cancelled ? 12 : 10
        out.append(
          .line(
            from: Point(x: x(m.time), y: y + 5 - h / 2), to: Point(x: x(m.time), y: y + 5 + h / 2), c,
            width: 2))
      }
      y += 12
      // The span and the ticks' legend, whole or not at all: a legend cut
      // at the foot ("… red:") read as a fault (seen live, 1366×768).
      let span = "0 s … \(formatSeconds(span)) s"
      let axis = measure.wrap(
        span + "   white: the view got the phase, grey: held or taken, red: cancelled", width: width, size: 10
      )
      for l in fits(Double(axis.count) * 13) ? axis : fits(13) ? [span] : [] {
        out.append(.text(l, in: Rect(x: left, y: y, width: width, height: 13), size: 10, Ink.dim))
        y += 13
      }
    }
    for e in t.edges {
      let lines = measure.wrap(e, width: width - 8, size: 11)
      guard fits(Double(lines.count) * 15) else { break }
      for (i, l) in lines.enumerated() {
        out.append(
          .text(
            l, in: Rect(x: left + (i == 0 ? 0 : 8), y: y, width: width - 8, height: 15), size: 11,
            Ink.panelText))
        y += 15
      }
    }
    return (out, y - top)
  }

  func formatSeconds(_ s: Double) -> String {
    let ms = Int((s * 1000).rounded())
    return "\(ms / 1000).\(String(ms % 1000 / 10).leftPadded(2))"
  }
}

extension String {
  fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
