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
      for (i, row) in legendRows.enumerated() {
        var lx = left
        let ly = legendTop + Double(i) * 16
        for (name, color, w) in row {
          out.append(.fill(Rect(x: lx, y: ly + 3, width: 10, height: 10), color))
          out.append(
            .text(name, in: Rect(x: lx + 13, y: ly, width: w - 13, height: 16), size: 10, Ink.panelText))
          lx += w
        }
      }
    } else {
      legendTop = area.maxY
    }
    out += cards
    // The gesture timeline sits at the foot, above the legend, with at most
    // two fifths of the sidebar; the panels fit in what is left.
    var bottom = legendTop
    var sections = sidebarSections(m, textWidth: textW)
    var timelineShown = false
    var timelineAt: (top: Double, height: Double)?
    if panels.contains(.gestures), m.quiz?.withholds != true, let t = m.timeline {
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
      if probe.height >= 56, allBars, height(of: trial, removed: trialRemoved) <= top - y - 6, !costly {
        timelineAt = (top, probe.height)
        bottom = top
        timelineShown = true
      }
    }
    let timelineOut =
      panels.contains(.gestures) && m.quiz?.withholds != true && m.timeline != nil && !timelineShown
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
    do {
      let lines = all
      for l in lines {
        if y + l.height > bottom - 4 { break }
        if l.rule {
          y += 6
          out.append(
            .line(from: Point(x: left, y: y), to: Point(x: area.maxX - 12, y: y), Ink.rule))
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
    }
    out.append(.popClip)
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
    let original = sections
    let n = original.count
    let heights = original.map { $0.entries.map { $0.lines.reduce(0) { $0 + $1.height } } }
    let isPanel = original.map { $0.entries.first?.lines.first?.rule == true }
    /// Each panel's importance: its most important line past its heading (a
    /// line that never goes counts 9).
    let importance = original.map(Self.importance)
    var droppedEntry = original.map { Array(repeating: false, count: $0.entries.count) }
    var panelDropped = Array(repeating: false, count: n)
    var kept = original.map(\.entries.count)
    var keptHeight = heights.map { $0.reduce(0, +) }
    var contribution = Array(repeating: 0.0, count: n)
    var removedCount = 0
    var sum = 0.0
    /// What panel `si` adds to the height now (0 when it is out, whole).
    func refresh(_ si: Int) {
      let gone = original[si].entries.count - kept[si]
      let out =
        isPanel[si] && (panelDropped[si] || (kept[si] == 1 && gone > 0 && !droppedEntry[si][0]))
      let wasOut = contribution[si] < 0
      let c = out ? -1 : keptHeight[si] + (gone > 0 && !(original[si].quiet && kept[si] == 0) ? 16 : 0)
      sum += max(0, c) - max(0, contribution[si])
      if out != wasOut { removedCount += out ? 1 : -1 }
      contribution[si] = c
    }
    for si in 0..<n { refresh(si) }
    // The "Not shown for room" line's height for the panels out now, by
    // which are out (a handful of panels: a few wraps however many drops).
    var notShownHeights: [[Bool]: Double] = [:]
    func notShownHeight() -> Double {
      guard removedCount > 0 || !alsoNotShown.isEmpty else { return 0 }
      guard let width = notShownWidth else { return 27 }
      let out = (0..<n).map { isPanel[$0] && contribution[$0] < 0 }
      if let h = notShownHeights[out] { return h }
      let names = (0..<n).filter { out[$0] }.compactMap { original[$0].entries.first?.lines.first?.text }
      let h = notShownLines(names + alsoNotShown, width: width).reduce(0) { $0 + $1.height }
      notShownHeights[out] = h
      return h
    }
    func total() -> Double { sum + notShownHeight() }
    func setEntry(_ si: Int, _ ei: Int, dropped d: Bool) {
      droppedEntry[si][ei] = d
      kept[si] += d ? -1 : 1
      keptHeight[si] += d ? -heights[si][ei] : heights[si][ei]
      refresh(si)
    }
    func setPanel(_ si: Int, dropped d: Bool) {
      panelDropped[si] = d
      refresh(si)
    }

    enum Drop {
      case entry(Int, Int)
      case panel(Int)
    }
    var queue: [(priority: Double, panel: Int, entry: Int)] = []
    for (si, s) in original.enumerated() {
      for (ei, e) in s.entries.enumerated() {
        if let p = e.priority { queue.append((p, si, ei)) }
      }
    }
    queue.sort { ($0.priority, $0.panel, $0.entry) < ($1.priority, $1.panel, $1.entry) }
    // Panels in the order they would go whole: the least important first
    // (never the first section, the event's own lines).
    let panelOrder = (1..<max(1, n)).filter { isPanel[$0] }.sorted { importance[$0] < importance[$1] }
    var next = 0
    var nextPanel = 0
    var drops: [Drop] = []
    while total() > height {
      while next < queue.count, panelDropped[queue[next].panel] { next += 1 }
      while nextPanel < panelOrder.count, panelDropped[panelOrder[nextPanel]] { nextPanel += 1 }
      let entryP = next < queue.count ? queue[next].priority : nil
      // A whole panel goes instead of a line that matters more than all the
      // panel shows (the chain's handler row before a recognizer that won),
      // or when only lines that never go are left.
      if nextPanel < panelOrder.count, entryP.map({ importance[panelOrder[nextPanel]] < $0 }) ?? true {
        let si = panelOrder[nextPanel]
        setPanel(si, dropped: true)
        drops.append(.panel(si))
      } else if let _ = entryP {
        let q = queue[next]
        next += 1
        setEntry(q.panel, q.entry, dropped: true)
        drops.append(.entry(q.panel, q.entry))
      } else {
        break
      }
    }
    // The room left: the latest to go (the most important) come back first;
    // a line only with every line of its panel that matters more (a note
    // under its own row, a path from its top).
    var blocked = Array(repeating: false, count: n)
    for drop in drops.reversed() {
      switch drop {
      case .panel(let si):
        setPanel(si, dropped: false)
        if total() > height { setPanel(si, dropped: true) }
      case .entry(let si, let ei):
        guard !blocked[si] else { continue }
        setEntry(si, ei, dropped: false)
        if total() > height {
          setEntry(si, ei, dropped: true)
          blocked[si] = true
        }
      }
    }
    // The sections as left: entries out counted and named where they were.
    var out: [Section] = []
    var removed: [String] = []
    for (si, section) in original.enumerated() {
      if isPanel[si], contribution[si] < 0, let head = section.entries.first?.lines.first {
        removed.append(head.text)
        continue
      }
      var s = section
      s.entries = []
      for (ei, e) in section.entries.enumerated() {
        guard droppedEntry[si][ei] else {
          s.entries.append(e)
          continue
        }
        s.dropped += 1
        s.firstDropped = min(s.firstDropped, e.order)
        if e.name == "" {
          s.attachedDrops += 1
        } else if let name = e.name {
          s.droppedNames.append((e.order, name))
        }
      }
      out.append(s)
    }
    sections = out
    return removed
  }

  /// The sidebar's content, top to bottom, wrapped to `textWidth`.
  func sidebarSections(_ m: OverlayModel, textWidth textW: Double) -> [Section] {
    var sections: [Section] = []
    var s = Section()

    func entry(
      _ text: String, _ color: Color = Ink.panelText, size: Double = 12, bold: Bool = false,
      indent: Double = 0,
      dot: Color? = nil, priority: Double? = nil, rule: Bool = false, name: String? = nil
    ) {
      let wrapped = measure.wrap(text, width: textW - indent, size: size, bold: bold)
      var lines: [Line] = []
      for (i, t) in wrapped.enumerated() {
        lines.append(
          Line(
            text: t, color: color, size: size, bold: bold, indent: indent + (i > 0 && dot != nil ? 0 : 0),
            dot: i == 0 ? dot : nil, rule: rule && i == 0))
      }
      s.entries.append(Entry(lines: lines, priority: priority, name: name, order: s.entries.count))
    }
    func heading(_ text: String) {
      if !s.entries.isEmpty { sections.append(s) }
      s = Section()
      entry(text, Ink.heading, size: 13, bold: true, rule: true)
    }
    func quietPanel() {
      s.entries = [Entry(lines: s.entries.flatMap(\.lines), priority: 0.5)]
      s.quiet = true
    }

    // A lesson card above already names the scene: its room goes to the panels.
    let titled = m.lesson != nil
    if !titled { entry(m.sceneName.isEmpty ? "ResponderLab" : m.sceneName, Ink.strong, size: 15, bold: true) }
    // The description says what to do with the scene: it keeps its room,
    // wrapped whole, like the title (a panel's lines go for room instead,
    // named on the "not shown" line, and F2–F9 hide a panel to make room).
    // Dropped line by line it left "…" once an event filled the panels.
    if !titled, !m.sceneDescription.isEmpty { entry(m.sceneDescription, Ink.dim) }
    if m.paused {
      let held =
        m.heldInputs == 0
        ? "nothing held" : m.heldInputs == 1 ? "1 event held" : "\(m.heldInputs) events held"
      entry(
        keyHints
          ? "PAUSED (step mode), \(held): F6 delivers the next event, F7 steps one hop, F5 resumes"
          : "Paused (step mode), \(held)", Ink.heading, bold: true)
    }
    if !m.eventTitle.isEmpty {
      entry((m.eventNumber > 0 ? "Event #\(m.eventNumber): " : "Last event: ") + m.eventTitle)
    } else if m.log.isEmpty, keyHints {
      // The start screen: where the keys are explained.
      entry("F1 opens the key card.", Ink.dim, size: 11, priority: 4.5)
    }

    // A quiz question waiting: the panels that would give its answer away wait too.
    let asking = m.quiz?.withholds == true
    if panels.contains(.hitTest), !asking {
      heading(keyed(m.hitRowsFromEarlierTouch ? "Hit-test path of the last touch" : "Hit-test path", "F2"))
      if m.hitRows.isEmpty {
        // Step mode holds the event F6 delivered: its hit test shows at its first hop.
        let held = m.hidesUnlitHops && m.litHops == 0 && !m.eventTitle.isEmpty && m.quiz == nil
        entry(
          held ? keyHints ? "held: F7 shows it with hop 1" : "held: shown with hop 1" : "no touch yet",
          Ink.dim)
      }
      for row in m.hitRows {
        let color = row.isHitView ? Ink.hitView : row.inside ? Ink.passed : Ink.skipped
        var text = "\(row.number). \(row.id) (\(row.kind))"
        if row.isHitView {
          text += " ← hit-test view"
        } else if let r = row.skipped {
          text += " skipped: \(r)"
        }
        // The path to the hit-test view (the rows that held) goes from its
        // top, so what is left is whole down to the hit view, never a path
        // with a hole in its middle; skipped rows go before any of it.
        // A row whose override decided lives as long as its "↳" rule below,
        // which would otherwise be left under the row above it.
        let priority =
          row.isHitView
          ? 9
          : row.rule != nil
            ? 8.5005 : row.inside ? 4 + Double(row.number) * 0.001 : 3 - Double(row.number) * 0.001
        entry(
          text, row.inside ? Ink.panelText : Ink.dim, bold: row.isHitView,
          indent: 14 + Double(min(row.depth, 8)) * 8, dot: color, priority: priority,
          name: "\(row.number). \(row.id)")
        // Just below its row's priority: dropped before the row, never left
        // alone under the row above.
        if let note = row.skipNote {
          entry(
            "↳ " + note, Ink.dim, size: 11, indent: 24 + Double(min(row.depth, 8)) * 8,
            priority: priority - 0.0005, name: "")
        }
        // The override that decided (hitTestInsets, hitShape, passThrough, hitTestTarget).
        if let rule = row.rule {
          entry(
            "↳ " + rule, Ink.heading, size: 11, indent: 22 + Double(min(row.depth, 8)) * 8, priority: 8.5,
            name: "")
        }
      }
    }

    if panels.contains(.chain), !asking {
      chainSection(m, heading: heading, entry: entry)
      // The editing menu UIKit would show over the first responder: only the
      // commands some responder on its chain can perform (canPerformAction).
      if let fr = m.firstResponder, !m.hidesForecasts {
        let shortcut = ["cut": "X", "copy": "C", "paste": "V", "selectAll": "A"]
        let items = m.menu.map { c in shortcut[c].map { "\(c) (\(PlatformKeys.shortcut($0)))" } ?? c }
        entry(
          "Editing menu for \(fr): " + (items.isEmpty ? "empty" : items.joined(separator: " · ")),
          items.isEmpty ? Ink.dim : Ink.panelText, size: 11, indent: 14, priority: items.isEmpty ? 2 : 6,
          name: "the editing menu")
      }
    }

    if panels.contains(.undo), !asking, let u = m.undo {
      if m.hidesForecasts {
        // Which manager Ctrl+Z uses is not said: the managers are listed alike.
        heading(keyed("Undo managers", "F4"))
        entry("\(u.owner)'s manager", Ink.panelText, size: 11, priority: 6.95, name: "\(u.owner)'s manager")
      } else {
        heading(keyed("Undo stack of \(u.owner)'s manager", "F4"))
      }
      if u.undo.isEmpty && u.redo.isEmpty {
        entry("empty", Ink.dim)
        if m.otherUndo.isEmpty { quietPanel() }
      }
      if !m.otherUndo.isEmpty, !m.hidesForecasts {
        entry(
          "↳ \(PlatformKeys.shortcut("Z")) undoes here: the first responder's nearest manager", Ink.heading,
          size: 11, indent: 14, priority: 3.0, name: "where \(PlatformKeys.shortcut("Z")) goes")
      }
      // The next redo (the last, listed first) and the next undo outlive the
      // other managers' rows: they are what the keys do now.
      for (i, name) in u.redo.reversed().enumerated() {
        entry("↻ " + name, Ink.dim, indent: 14, priority: i == 0 ? 6.9 : 3.5, name: "redo " + name)
      }
      // "now" outlives the entries around it, and goes after them: never alone.
      if !u.undo.isEmpty || !u.redo.isEmpty {
        entry("▶ now", Ink.heading, size: 11, bold: true, priority: 3.65)
      }
      for (i, name) in u.undo.reversed().enumerated() {
        entry(
          "↺ " + name, Ink.panelText, indent: 14, priority: i == 0 ? 6.9 : 3.6 - Double(i) * 0.001, name: name
        )
      }
    }
    // The other managers that hold entries, each with its owner: Ctrl+Z does
    // not reach them from the first responder now.
    if panels.contains(.undo), !asking, !m.otherUndo.isEmpty {
      if m.undo == nil { heading(keyed("Undo managers", "F4")) }
      for (k, o) in m.otherUndo.enumerated() {
        let rank = Double(k) * 0.01
        // The owner and its newest entry are one entry that outlives the
        // hit-test path: it is what the author cannot see otherwise.
        let header = measure.wrap(
          m.hidesForecasts
            ? "\(o.owner)'s manager"
            : "\(o.owner)'s manager (\(PlatformKeys.shortcut("Z")) does not reach it now)",
          width: textW,
          size: 11,
          bold: true
        ).map { Line(text: $0, color: Ink.dim, size: 11, bold: true, indent: 0) }
        let newest = o.undo.last.map { "↺ " + $0 } ?? o.redo.last.map { "↻ " + $0 } ?? ""
        let first = measure.wrap(newest, width: textW - 14, size: 12).map {
          Line(text: $0, color: Ink.dim, size: 12, bold: false, indent: 14)
        }
        s.entries.append(
          Entry(
            lines: header + first, priority: 6.8 - rank, name: "\(o.owner)'s manager", order: s.entries.count)
        )
        for (i, name) in o.redo.reversed().enumerated() where o.undo.isEmpty ? i > 0 : true {
          entry(
            "↻ " + name, Ink.dim, indent: 14, priority: 3.4 - rank - Double(i) * 0.001, name: "redo " + name)
        }
        for (i, name) in o.undo.reversed().enumerated() where i > 0 {
          entry("↺ " + name, Ink.dim, indent: 14, priority: 3.55 - rank - Double(i) * 0.001, name: name)
        }
      }
    }

    if panels.contains(.gestures), !asking {
      heading(keyed("Gestures", "F8"))
      if m.gestures.isEmpty { entry("none involved", Ink.dim) }
      if m.gestures.isEmpty, m.scrolls.isEmpty, m.animations.isEmpty, m.state.isEmpty { quietPanel() }
      for (i, g) in m.gestures.enumerated() {
        // An earlier gesture's row (its state came before the latest
        // episode): dim, last to keep, and saying which event it was.
        let earlier = g.earlierEvent != nil
        let active = !earlier && (g.state == "began" || g.state == "changed" || g.state == "ended")
        let when = g.earlierEvent.map { " (earlier: event #\($0))" } ?? ""
        entry(
          "\(g.id) (\(g.kind) on \(g.view)): \(g.shownState)\(when)", earlier ? Ink.dim : Ink.panelText,
          indent: 14,
          dot: earlier
            ? Ink.dim
            : active ? Ink.passed : g.state == "failed" || g.state == "cancelled" ? Ink.skipped : Ink.dim,
          // The recognizer that won decides the gesture: it outlives the
          // hit-test path and the chain's handler row, and the panel holding
          // it is the last to go whole (lesson 8, issue 39).
          priority: (earlier ? 1.9 : g.note != nil ? 6 : active ? 9.5 : g.state == "failed" ? 3 : 2)
            - Double(i) * 0.001,
          name: g.id)
        // A delegate answer that decided it (shouldBegin, shouldReceive): it
        // explains the lesson, so it outlives the other gesture rows.
        // Just below its row's priority: it goes first, never left under the
        // row above (closeTap's "shouldReceive" note read as inbox.pan's).
        if let note = g.note {
          entry(
            "↳ " + note, earlier ? Ink.dim : Ink.heading, size: 11, indent: 22,
            priority: (earlier ? 1.9 : 6) - Double(i) * 0.001 - 0.0005, name: g.id + "'s note")
        }
      }
      // The touches the gesture cancelled, beside the recognizer that won:
      // with it, what decided the step (the log says it too, further down,
      // where it goes first for room).
      if !m.gestures.isEmpty, let c = m.log.suffix(8).last(where: { !$0.cancelled.isEmpty }) {
        let why = c.cancelWhy.isEmpty ? "" : " — " + c.cancelWhy.joined(separator: "; ")
        entry(
          "✕ touchesCancelled: \(c.cancelled.joined(separator: ", "))\(why)", Ink.firstResponder, size: 11,
          bold: true, indent: 14, priority: 9.45, name: "the cancelled touches")
      }
      // Scroll views: their pan, their motion, and the latest rule applied to
      // their content's touches (delayed or cancelled, and why).
      for sc in m.scrolls {
        entry(
          "\(sc.id) scroll: pan \(sc.panState), \(sc.motion), offset \(sc.offset)"
            + (sc.zoomScale.map { ", zoom \(formatPoints($0))×" } ?? ""), indent: 14,
          dot: sc.motion == "at rest" ? Ink.dim : Ink.passed, priority: 5, name: sc.id)
        if let note = sc.note {
          entry("↳ " + note, Ink.dim, size: 11, indent: 22, priority: 4.9995, name: "")
        }
      }
      for a in m.animations.prefix(4) {
        entry("animating " + a, size: 11, indent: 14, dot: Ink.passed, priority: 2, name: "an animation")
      }
      for line in m.state.prefix(8) {
        entry("state " + line, Ink.panelText, size: 11, indent: 14, priority: 4, name: "state")
      }
    }

    if panels.contains(.log), !asking {
      heading(keyed("Event log, newest first", "F9"))
      if m.log.isEmpty { entry("nothing yet", Ink.dim) }
      // The Gestures panel names the newest cancel beside its winner: here
      // it is a log line like the others.
      let cancelInGestures = panels.contains(.gestures) && !m.gestures.isEmpty
      // Ages count the meaningful events only: a modifier's up after Ctrl+Z
      // is not "the newest event" that outlives the line of the undo itself.
      var age = 0
      for run in Self.logRuns(m.log).reversed() {
        let r = run.last!
        let p = r.point.map { " \($0)" } ?? ""
        let number = run.count == 1 ? "#\(r.number)" : "#\(run[0].number)–\(r.number)"
        let times = run.count == 1 ? "" : " ×\(run.count), last"
        var lines = measure.wrap(
          "\(number)  \(r.kind) \(r.detail)\(times)\(p) → \(r.handler)", width: textW, size: 11
        ).map { Line(text: $0, color: Ink.panelText, size: 11, bold: false, indent: 0) }
        for l in r.logs {
          lines += measure.wrap("log: " + l, width: textW - 14, size: 11).map {
            Line(text: $0, color: Ink.heading, size: 11, bold: false, indent: 14)
          }
        }
        // touchesCancelled: its own line, in the cancel's colour, with who
        // decided it; it outlives the other log lines and the gesture rows.
        if !r.cancelled.isEmpty {
          let why = r.cancelWhy.isEmpty ? "" : " — " + r.cancelWhy.joined(separator: "; ")
          lines += measure.wrap(
            "✕ touchesCancelled: \(r.cancelled.joined(separator: ", "))\(why)", width: textW - 14, size: 11,
            bold: true
          ).map { Line(text: $0, color: Ink.firstResponder, size: 11, bold: true, indent: 14) }
        }
        // The newest event outlives the chain's unreached rest; older ones go
        // first, a recent cancel (one of the last three events) last. An
        // older cancel is an old event like the others: kept above newer
        // ones, it hid the event the header names (seen under Xvfb: #135's
        // cancel shown, #136–#153 not).
        let recentCancel = !r.cancelled.isEmpty && age < Self.logCancelAge
        let priority =
          r.loneModifier
          ? 0.5 - Double(s.entries.count) * 0.0001
          : recentCancel
            ? (cancelInGestures ? 6.5 : 9.4) - Double(age) * 0.001 : age == 0 ? 2.5 : 1 - Double(age) * 0.001
        if !r.loneModifier { age += 1 }
        s.entries.append(Entry(lines: lines, priority: priority, order: s.entries.count))
      }
      s.more = { "… \($0) older events not shown" }
      s.moreOutOfOrder = { "… \($0) other events not shown" }
      s.moreAtEnd = true
      s.moreIndent = 0
    }
    sections.append(s)
    return sections
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

  /// The responder chain and, below it, the action the event sent. In step
  /// mode (`litHops`) only the hops replayed so far are lit, the event's
  /// first (up to its handler), then the action's.
  func chainSection(
    _ m: OverlayModel, heading: (String) -> Void,
    entry: (String, Color, Double, Bool, Double, Color?, Double?, Bool, String?) -> Void
  ) {
    func add(
      _ t: String, _ c: Color = Ink.panelText, size: Double = 12, bold: Bool = false, indent: Double = 0,
      dot: Color? = nil, priority: Double? = nil, name: String? = nil
    ) { entry(t, c, size, bold, indent, dot, priority, false, name) }

    if let list = m.shortcutList {
      // Command held: the chain the shortcut list was gathered on, each
      // responder with the commands it offers.
      heading(keyed("Shortcuts up the chain (⌘ or Ctrl held)", "F3"))
      for id in list.searched {
        let group = list.groups.first { $0.responderID == id }
        add(id, group == nil ? Ink.dim : Ink.panelText, bold: group != nil, indent: 14, name: id)
        for e in group?.entries ?? [] {
          add(
            "\(e.title)  \(e.chord)\(e.isDisabled ? "  (disabled)" : "")",
            e.isDisabled ? Ink.dim : Ink.panelText,
            size: 11, indent: 28)
        }
      }
      return
    }
    heading(keyed("Chain from the \(m.chainOrigin.isEmpty ? "event" : m.chainOrigin)", "F3"))
    let eventHops = m.eventHops
    let step = m.litHops
    if m.chain.isEmpty { add(m.chainNote ?? "no event yet", Ink.dim) }
    // The rule that decided: a key command found, control events sent, an exclusiveTouch block.
    for d in m.decisions { add("↳ " + d, Ink.heading, size: 11, priority: 7, name: "the rule that decided") }
    for (i, row) in m.chain.enumerated() {
      // Step mode holding an event: the hops F7 has not reached are not listed.
      if m.hidesUnlitHops, let k = step, i >= k { break }
      let lit = row.state != .notReached && (step.map { i < $0 } ?? true)
      let current = step.map { $0 <= eventHops && i == $0 - 1 } ?? false
      let state = lit ? row.state : .notReached
      let color: Color =
        current
        ? Ink.heading : state == .handled ? Ink.handledText : state == .visited ? Ink.panelText : Ink.dim
      add(
        "\(row.id)  ·  \(row.kind)\(state == .handled ? "  ✓ handled" : "")", color,
        bold: state == .handled || current, indent: 14,
        dot: state == .handled ? Ink.handled : state == .visited ? Ink.passed : Ink.dim,
        priority: row.state == .notReached ? 1.5 - Double(i) * 0.001 : nil, name: row.id)
      if current {
        let what =
          row.state == .handled
          ? "\(row.id) handles it: the walk stops here"
          : i == eventHops - 1 && m.discarded
            ? "\(row.id) passes it on: nobody is left" : "\(row.id) passes it on"
        add("↑ hop \(i + 1) of \(eventHops): \(what)", Ink.heading, size: 11, bold: true, indent: 14)
      }
    }
    if let end = m.chainEnd, step == nil {
      add("↳ " + end, Ink.heading, size: 11, indent: 14, priority: 6, name: "why the chain ends")
    }
    if m.discarded, step == nil || step! >= eventHops {
      add("discarded: nobody handled it", Ink.wrong, bold: true, indent: 14)
    }
    if m.hidesUnlitHops, let k = step, k < eventHops {
      add(keyHints ? "F7 steps to hop \(k + 1)" : "next: hop \(k + 1)", Ink.dim, indent: 14)
      return
    }
    guard let a = m.action else { return }
    add(
      "Action \(a.action)(_:) \(a.targeted ? "to its target" : "nil-targeted, up the chain")", Ink.panelText,
      bold: true)
    if a.recognizerWithoutTarget {
      add(
        "↳ sent by a recognizer with no target: a sandbox convention, not UIKit (nil is not a valid target there)",
        Ink.heading, size: 11, indent: 14, priority: 7, name: "the nil-target note")
    }
    if let k = step, k <= eventHops {
      let hops = "its \(m.actionHops) hop\(m.actionHops == 1 ? "" : "s") next"
      add(keyHints ? "F7 steps through " + hops : "next: " + hops, Ink.dim, indent: 14)
      return
    }
    let reached = a.rows.filter { $0.state != .notReached }
    let shown = step.map { min(reached.count, $0 - eventHops) } ?? reached.count
    let path = reached.prefix(shown).map { $0.state == .handled ? "[\($0.id)]" : $0.id }
    add(
      path.isEmpty ? "—" : path.joined(separator: " → "),
      a.handledBy == nil || (step != nil && shown < reached.count) ? Ink.panelText : Ink.handledText,
      indent: 14)
    if let k = step, shown > 0 {
      let row = reached[shown - 1]
      let what =
        row.state == .handled ? "\(row.id) implements it: performed" : "\(row.id) does not implement it"
      add(
        "↑ action hop \(k - eventHops) of \(reached.count): \(what)", Ink.heading, size: 11, bold: true,
        indent: 14)
    }
    if a.handledBy == nil, step == nil || shown >= reached.count {
      add("nobody implements it: discarded", Ink.wrong, indent: 14)
    }
    // canPerformAction's answers, when an override (canPerform, refuses) spoke.
    if a.answers.contains(where: { $0.contains(": refuses") || $0.contains(": canPerform") }) {
      add("canPerformAction: " + a.answers.joined(separator: ", "), Ink.heading, size: 11)
    }
  }
}
