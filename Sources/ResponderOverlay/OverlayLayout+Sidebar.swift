import ResponderCore

extension OverlayLayout {
  /// One logical sidebar entry: its wrapped lines, dropped together.
  struct Entry {
    var lines: [Line]
    /// Lower goes first when the sidebar is too short; nil never goes. In use:
    /// a lone modifier's log line 0.5, older log events 1, the chain's
    /// unreached rest 1.5, gestures 2, the newest event 2.5, skipped hit-test
    /// rows 3, the undo stack 3.5, hit-test rows that held 4, the hit-test
    /// view 9, a cancel's log line 9.4 and the recognizer that won 9.5 (what
    /// decided a gesture). The scene's title and description never go.
    var priority: Double?
    /// What the entry is, for the line that says what was left out
    /// ("2. stage"); nil: counted only; empty: a note that goes with the
    /// row above it, said with that row.
    var name: String? = nil
    /// Its place in its section as built: a section's "not shown" line goes
    /// where the first entry it names was.
    var order = 0
  }

  struct Line {
    var text: String
    var color: Color
    var size: Double
    var bold: Bool
    var indent: Double
    var dot: Color?
    /// A heading: a rule and some space above.
    var rule = false
    var height: Double { size + 5 + (rule ? 11 : 0) }
  }

  /// A panel: its entries and what to say for the ones left out.
  struct Section {
    var entries: [Entry] = []
    var dropped = 0
    /// The names of the entries left out, in their order in the panel.
    var droppedNames: [(order: Int, name: String)] = []
    /// Where the first entry left out was (its `order`).
    var firstDropped = Int.max
    /// Notes left out with their rows (not counted on their own).
    var attachedDrops = 0
    var more: (Int) -> String = { "… \($0) more" }
    /// The "more" line goes at the end (the log's older events), not where
    /// the first dropped entry was.
    var moreAtEnd = false
    /// What the "more" line says when entries went from before ones that
    /// stayed (the log's newest line dropped while a cancel's older one
    /// stayed: "older" would not be true); nil: `more`.
    var moreOutOfOrder: ((Int) -> String)? = nil
    var moreIndent: Double = 14
    /// A panel with nothing to say ("empty", "none involved"): heading and
    /// line are one entry that goes first, without a "more" line, so a lesson
    /// card and a quiz card leave the hit-test path and the chain their room.
    var quiet = false
    var moreLine: Bool { dropped > 0 && !(quiet && entries.isEmpty) }
  }

  /// The sidebar panels, drawn inside `window.sidebarRect`; nothing when hidden.
  public func sidebar(_ m: OverlayModel) -> [DisplayItem] {
    let area = window.sidebarRect
    guard window.sidebarShown, area.width > 40 else { return [] }
    var out: [DisplayItem] = [.fill(area, Ink.panel), .pushClip(area)]
    let left = area.minX + 12
    let textW = area.width - 24

    let legendRows = self.legendRows(textWidth: textW)
    let legendHeight = Double(legendRows.count) * 16 + 6
    var legendTop = area.maxY - legendHeight

    var y = area.minY + 8
    var cards: [DisplayItem] = []
    if m.lesson != nil || m.quiz != nil {
      let t = teachingCards(m, legendHeight: legendHeight)
      cards = t.items
      y = t.bottom
    }
    // Cards taller than the sidebar leave the legend out rather than cover
    // half of it (a course card at a large --ui-scale).
    if y <= legendTop {
      out += legendItems(legendRows, top: legendTop, left: left)
    } else {
      legendTop = area.maxY
    }
    out += cards
    // The gesture timeline sits at the foot, above the legend, with at most
    // two fifths of the sidebar; the panels fit in what is left.
    var sections = sidebarSections(m, textWidth: textW)
    var timelineAt: (top: Double, height: Double)?
    if panels.contains(.gestures), m.quiz?.withholds != true, let t = m.timeline {
      timelineAt = timelinePlace(
        t, sections: sections, top: y, legendTop: legendTop, left: left, textWidth: textW)
    }
    var bottom = timelineAt?.top ?? legendTop
    let timelineOut =
      panels.contains(.gestures) && m.quiz?.withholds != true && m.timeline != nil && timelineAt == nil
    // The line naming what went is wrapped, never cut (issue 39: it ended
    // "… Gestures, Event l…"): the panels fit in what it leaves, as tall as
    // it is for the panels that go.
    let extra = timelineOut ? ["Gestures over time"] : []
    var removed = fit(&sections, height: bottom - y - 6, notShownWidth: textW, alsoNotShown: extra)
    removed += extra
    let notShownLines = notShownLines(removed, width: textW)

    var all: [Line] = []
    for section in sections { all += lines(of: section, width: textW) }
    // Whole panels that went for room are named, not silently left out,
    // on the last line: below everything shown, the timeline included (the
    // panels' fit counted its room), never above something it names.
    if let t = m.timeline, let at = timelineAt {
      let shift = notShownLines.reduce(0) { $0 + $1.height }
      out += timelineBlock(t, left: left, width: textW, top: at.top - shift, maxHeight: at.height).items
      bottom = at.top - shift
      if !notShownLines.isEmpty {
        out += lineItems(notShownLines, from: legendTop - shift - 2, left: left, right: area.maxX - 12)
      }
    } else {
      all += notShownLines
    }
    out += panelLineItems(all, top: y, bottom: bottom, left: left, right: area.maxX - 12, textWidth: textW)
    out.append(.popClip)
    return out
  }

  /// The legend's swatches and names, row by row from `top`.
  func legendItems(_ rows: [[(String, Color, Double)]], top legendTop: Double, left: Double) -> [DisplayItem]
  {
    var out: [DisplayItem] = []
    for (i, row) in rows.enumerated() {
      var lx = left
      let ly = legendTop + Double(i) * 16
      for (name, color, w) in row {
        out.append(.fill(Rect(x: lx, y: ly + 3, width: 10, height: 10), color))
        out.append(
          .text(name, in: Rect(x: lx + 13, y: ly, width: w - 13, height: 16), size: 10, Ink.panelText))
        lx += w
      }
    }
    return out
  }

  /// Where the gesture timeline goes (its top and height) above the legend,
  /// or nil when it would not earn its room: it must show every
  /// recognizer's bar, leave the panels room for the lines they never drop,
  /// and push out no panel that matters more than it.
  func timelinePlace(
    _ t: GestureTimeline, sections: [Section], top y: Double, legendTop: Double, left: Double,
    textWidth textW: Double
  ) -> (top: Double, height: Double)? {
    let room = min((legendTop - y) * 0.4, 260)
    let probe = timelineBlock(t, left: left, width: textW, top: 0, maxHeight: room)
    // Only when it shows a recognizer's bar (a heading over "… 2 more" says
    // nothing) and leaves the panels room for the lines they never drop.
    let top = legendTop - probe.height - 6
    var trial = sections
    let trialRemoved = fit(&trial, height: top - y - 6, notShownWidth: textW)
    // Nor at the cost of a panel that matters more than the timeline (the
    // hit-test path, the chain, a recognizer that won): an undo stack or
    // an event log gives way to it.
    var without = sections
    let removedWithout = Set(
      fit(&without, height: legendTop - y - 6, notShownWidth: textW, alsoNotShown: ["Gestures over time"]))
    // The Gestures panel's rows, and the log's cancelled touches, are drawn
    // again, over time, in the timeline (its bars, red tick and relations).
    let pushedOut = trialRemoved.filter {
      !removedWithout.contains($0) && Self.shortPanelName($0) != "Gestures" && !$0.hasPrefix("Event log")
    }
    let costly = pushedOut.contains { heading in
      sections.first { $0.entries.first?.lines.first?.text == heading }.map(Self.importance) ?? 0
        > Self.timelineImportance(t)
    }
    // And only with every recognizer's bar: "… 2 more" under its heading
    // would stand where the Gestures panel named the winner.
    let allBars = !probe.items.contains {
      if case .text(let s, _, _, _, _, _) = $0 { return s.hasPrefix("… ") && s.hasSuffix(" more") }
      return false
    }
    guard probe.height >= 56, allBars, height(of: trial, removed: trialRemoved) <= top - y - 6, !costly
    else { return nil }
    return (top, probe.height)
  }

  /// The panels' lines drawn from `top` down, each heading's rule above it
  /// and each row's dot beside it, stopping at the first line that would
  /// reach below `bottom`.
  func panelLineItems(
    _ lines: [Line], top: Double, bottom: Double, left: Double, right: Double, textWidth textW: Double
  ) -> [DisplayItem] {
    var out: [DisplayItem] = []
    var y = top
    for l in lines {
      if y + l.height > bottom - 4 { break }
      if l.rule {
        y += 6
        out.append(
          .line(from: Point(x: left, y: y), to: Point(x: right, y: y), Ink.rule))
        y += 5
      }
      let r = Rect(x: left + l.indent, y: y, width: textW - l.indent, height: l.size + 5)
      if let dot = l.dot {
        out.append(
          .circle(
            center: Point(x: left + l.indent - 9, y: y + (l.size + 5) / 2), radius: 4, fill: dot,
            stroke: nil))
      }
      out.append(.text(l.text, in: r, size: l.size, l.color, bold: l.bold))
      y += l.size + 5
    }
    return out
  }

  /// "Not shown for room: Gestures, Event log", wrapped to `width` (a rule
  /// above its first line); none when nothing went whole.
  func notShownLines(_ removed: [String], width: Double) -> [Line] {
    guard !removed.isEmpty else { return [] }
    let text = "Not shown for room: " + removed.map(Self.shortPanelName).joined(separator: ", ")
    return measure.wrap(text, width: width, size: 11).enumerated().map {
      Line(text: $0.element, color: Ink.dim, size: 11, bold: false, indent: 0, rule: $0.offset == 0)
    }
  }

  /// A section's "… not shown for room: 1. window, 2. root and 3 more" line
  /// fitted to `width` by naming fewer of the entries (the first ones, in
  /// order) and counting the rest, never by cutting a name.
  ///
  /// How many names fit is found by halving: the count of names that fit
  /// only grows with the width (a 3,000-stop chain, issue 37).
  func droppedLine(names: [String], unnamed: Int, width: Double) -> String {
    func text(_ k: Int) -> String {
      let others = unnamed + names.count - k
      if k == 0 { return "… \(others) not shown for room" }
      let rest = others == 0 ? "" : " and \(others) more line\(others == 1 ? "" : "s")"
      return "… not shown for room: " + names.prefix(k).joined(separator: ", ") + rest
    }
    if measure.width(text(names.count), 11, false) <= width { return text(names.count) }
    var fits = 0
    var tooMany = names.count
    while tooMany - fits > 1 {
      let mid = (fits + tooMany) / 2
      if measure.width(text(mid), 11, false) <= width { fits = mid } else { tooMany = mid }
    }
    return fitted(text(fits), width: width, size: 11)
  }

  /// Lines drawn from `top` down (a heading's rule above it).
  func lineItems(_ lines: [Line], from top: Double, left: Double, right: Double) -> [DisplayItem] {
    var out: [DisplayItem] = []
    var y = top
    for l in lines {
      if l.rule {
        y += 6
        out.append(.line(from: Point(x: left, y: y), to: Point(x: right, y: y), Ink.rule))
        y += 5
      }
      out.append(
        .text(
          l.text, in: Rect(x: left + l.indent, y: y, width: right - left - l.indent, height: l.size + 5),
          size: l.size, l.color, bold: l.bold))
      y += l.size + 5
    }
    return out
  }

  /// The legend at the bottom, wrapped into as many rows as it needs: each
  /// swatch's name, colour and width. The event's chain is drawn in the
  /// handler's colour across the scene (the handler's stop outlined), an
  /// action's walk in its own.
  func legendRows(textWidth textW: Double) -> [[(String, Color, Double)]] {
    let legend: [(String, Color)] = [
      ("inside", Ink.passed), ("skipped", Ink.skipped), ("hit view", Ink.hitView),
      ("chain, handler", Ink.handled), ("action walk", Ink.actionWalk),
      ("first responder", Ink.firstResponder),
    ]
    var rows: [[(String, Color, Double)]] = [[]]
    var rowW = 0.0
    for (name, color) in legend {
      let w = 13 + measure.width(name, 10, false).rounded(.up) + 10
      if rowW + w > textW, !rows[rows.count - 1].isEmpty {
        rows.append([])
        rowW = 0
      }
      rows[rows.count - 1].append((name, color, w))
      rowW += w
    }
    return rows
  }

  /// The legend's height with its margin below.
  func legendHeight(textWidth: Double) -> Double { Double(legendRows(textWidth: textWidth).count) * 16 + 6 }

  /// A panel's short name ("Event log, newest first  (F9)" → "Event log",
  /// "Undo stack of editor's manager  (F4)" → "Undo stack"): the line
  /// naming the panels left out must name them all in one line.
  static func shortPanelName(_ heading: String) -> String {
    for short in [
      "Hit-test path", "Chain", "Undo stack", "Undo managers", "Gestures over time", "Gestures", "Event log",
    ]
    where heading.hasPrefix(short) {
      return short
    }
    var name = heading
    if let r = name.firstRange(of: "  (") { name = String(name[..<r.lowerBound]) }
    return name
  }

  /// The height `sections` take, with the "Not shown for room" line when
  /// panels went whole.
  func height(of sections: [Section], removed: [String]) -> Double {
    sections.reduce(removed.isEmpty ? 0 : 27) { sum, s in
      sum + s.entries.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.height } } + (s.moreLine ? 16 : 0)
    }
  }

  /// A section's lines as drawn: its entries, and where entries were left
  /// out, one line that says what they were ("… not shown for room: 1.
  /// window, 2. root"), at the place of the first of them, so a path is
  /// never seen without its middle.
  func lines(of section: Section, width: Double) -> [Line] {
    var out: [Line] = []
    var marker: Line?
    if section.moreLine {
      let names = section.droppedNames.map(\.name)
      let unnamed = section.dropped - names.count - section.attachedDrops
      let outOfOrder = section.entries.contains { $0.order > section.firstDropped }
      let more = outOfOrder ? section.moreOutOfOrder ?? section.more : section.more
      let room = width - section.moreIndent
      let text =
        section.moreAtEnd || names.isEmpty
        ? fitted(more(section.dropped), width: room, size: 11)
        : droppedLine(names: names, unnamed: unnamed, width: room)
      marker = Line(
        text: text, color: Ink.dim, size: 11,
        bold: false,
        indent: section.moreIndent)
    }
    for e in section.entries {
      if let m = marker, !section.moreAtEnd, e.order > section.firstDropped {
        out.append(m)
        marker = nil
      }
      out += e.lines
    }
    if let m = marker { out.append(m) }
    return out
  }

  /// How much a panel matters when one must go whole: its most important
  /// line past its heading (a line that never goes counts as a hit-test
  /// view's row, 9).
  static func importance(_ section: Section) -> Double {
    section.entries.dropFirst().map { $0.priority ?? 9 }.max() ?? 0
  }

  /// The gesture timeline's importance against a whole panel: above the
  /// undo stack's older entries and the event log, below the hit-test path,
  /// the chain and the undo stack's newest entry (the Gestures panel keeps
  /// the winner and the cancel when the timeline has no room).
  static func timelineImportance(_ t: GestureTimeline) -> Double { 5 }

  /// Drops the least important entries until the sections fit `height`;
  /// returns the headings of the panels that went whole.
  ///
  /// Entries go by priority, lowest first, across the panels. When only
  /// lines that never go are left, a whole panel goes: the least important
  /// one (its most important line decides; never the first section, the
  /// event's own lines), named on the last line. Then the room that is left
  /// is used: what went is put back, the most important first, wherever it
  /// still fits, so no panel stays out while its lines would fit (a lesson
  /// step's winning recognizer and cancelled touches were "not shown for
  /// room" above 150 px of nothing, issue 39).
  ///
  /// Linear after one sort: entries go in priority order from a queue, each
  /// panel's height and counts are kept as they go and come back (scanning
  /// for the lowest and summing every line after each drop made the chain of
  /// a 3,000-level presentation stack quadratic, issue 37).
  ///
  /// - Parameters:
  ///   - notShownWidth: the width the "Not shown for room" line wraps to:
  ///     its height is then counted as drawn (each line), else as one line.
  ///   - alsoNotShown: names that line gives whatever goes (the timeline).
  @discardableResult
  func fit(
    _ sections: inout [Section], height: Double, notShownWidth: Double? = nil, alsoNotShown: [String] = []
  ) -> [String] {
    var f = SidebarFit(sections, layout: self, notShownWidth: notShownWidth, alsoNotShown: alsoNotShown)
    let drops = f.drop(toFit: height)
    f.putBack(drops, height: height)
    let (out, removed) = f.result()
    sections = out
    return removed
  }

  /// A cancel in the log outlives other lines while it is one of this
  /// many newest events.
  static let logCancelAge = 3

  /// The log in runs: consecutive moves that went to the same handler and
  /// logged nothing share one line (a drag is one line, not sixty); a move
  /// that cancelled a view's touches is a line of its own.
  static func logRuns(_ log: [OverlayModel.LogRow]) -> [[OverlayModel.LogRow]] {
    var runs: [[OverlayModel.LogRow]] = []
    for r in log {
      if let last = runs.last?.last, r.touchPhase == .moved,
        last.touchPhase == .moved, last.handler == r.handler, last.logs.isEmpty, r.logs.isEmpty,
        last.cancelled.isEmpty, r.cancelled.isEmpty
      {
        runs[runs.count - 1].append(r)
      } else {
        runs.append([r])
      }
    }
    return runs
  }
}
