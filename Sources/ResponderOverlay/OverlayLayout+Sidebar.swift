import ResponderCore

extension OverlayLayout {
  /// One logical sidebar entry: its wrapped lines, dropped together.
  struct Entry {
    var lines: [Line]
    /// Lower goes first when the sidebar is too short; nil never goes. In use:
    /// older log events 1, the chain's unreached rest 1.5, gestures 2, the
    /// newest event 2.5, skipped hit-test rows 3, the undo stack 3.5, hit-test
    /// rows that held 4. The scene's title and description never go.
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
    if panels.contains(.gestures), m.quiz?.withholds != true, let t = m.timeline {
      let room = min((legendTop - y) * 0.4, 260)
      let probe = timelineBlock(t, left: left, width: textW, top: 0, maxHeight: room)
      // Only when it shows a recognizer's bar (a heading over "… 2 more" says
      // nothing) and leaves the panels room for the lines they never drop.
      let top = legendTop - probe.height - 6
      var trial = sections
      let trialRemoved = fit(&trial, height: top - y - 6)
      if probe.height >= 56, height(of: trial, removed: trialRemoved) <= top - y - 6 {
        out += timelineBlock(t, left: left, width: textW, top: top, maxHeight: probe.height).items
        bottom = top
        timelineShown = true
      }
    }
    var removed = fit(&sections, height: bottom - y - 6)
    if panels.contains(.gestures), m.quiz?.withholds != true, m.timeline != nil, !timelineShown {
      removed.append("Gestures over time")
    }

    var all: [Line] = []
    for section in sections { all += lines(of: section, width: textW) }
    // Whole panels that went for room are named, not silently left out.
    if !removed.isEmpty {
      all.append(
        Line(
          text: fitted(
            "Not shown for room: " + removed.map(Self.shortPanelName).joined(separator: ", "), width: textW,
            size: 11),
          color: Ink.dim, size: 11, bold: false, indent: 0, rule: true))
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
      let rest = unnamed == 0 ? "" : " and \(unnamed) more line\(unnamed == 1 ? "" : "s")"
      let outOfOrder = section.entries.contains { $0.order > section.firstDropped }
      let more = outOfOrder ? section.moreOutOfOrder ?? section.more : section.more
      let text =
        section.moreAtEnd || names.isEmpty
        ? more(section.dropped) : "… not shown for room: " + names.joined(separator: ", ") + rest
      marker = Line(
        text: fitted(text, width: width - section.moreIndent, size: 11), color: Ink.dim, size: 11,
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

  /// Drops the least important entries until the sections fit `height`;
  /// returns the headings of the panels that went whole.
  @discardableResult
  ///
  /// Entries go lowest priority first, in panel order among equals: the
  /// order is sorted once, and each panel's height is kept as entries go.
  /// (Scanning for the lowest and summing every line after each drop made
  /// the chain of a 3,000-level presentation stack quadratic, issue 37.)
  func fit(_ sections: inout [Section], height: Double) -> [String] {
    var removed: [String] = []
    func lineHeight(_ e: Entry) -> Double { e.lines.reduce(0) { $0 + $1.height } }
    // Beside `sections`, index for index: each panel's first index, its
    // entries' first indices, and the height of its entries.
    var panel = Array(sections.indices)
    var entryIndex = sections.map { Array($0.entries.indices) }
    var sums = sections.map { $0.entries.reduce(0) { $0 + lineHeight($1) } }
    func total() -> Double {
      zip(sections, sums).reduce(removed.isEmpty ? 0 : 27) { $0 + $1.1 + ($1.0.moreLine ? 16 : 0) }
    }
    var queue: [(priority: Double, panel: Int, entry: Int)] = []
    for (si, s) in sections.enumerated() {
      for (ei, e) in s.entries.enumerated() {
        if let p = e.priority { queue.append((p, si, ei)) }
      }
    }
    queue.sort { ($0.priority, $0.panel, $0.entry) < ($1.priority, $1.panel, $1.entry) }
    var next = 0
    var current = total()
    while current > height {
      var pick: (Int, Int)?
      while pick == nil, next < queue.count {
        let q = queue[next]
        next += 1
        if let si = panel.firstIndex(of: q.panel), let ei = entryIndex[si].firstIndex(of: q.entry) {
          pick = (si, ei)
        }
      }
      guard let (si, ei) = pick else {
        // Nothing left that may go line by line: whole panels go from the
        // foot (never the first, the event's own lines), named on the last
        // line, rather than being cut off unsaid.
        guard sections.count > 1, let head = sections.last?.entries.first?.lines.first, head.rule else {
          return removed
        }
        sections.removeLast()
        panel.removeLast()
        entryIndex.removeLast()
        sums.removeLast()
        removed.insert(head.text, at: 0)
        current = total()
        continue
      }
      let gone = sections[si].entries.remove(at: ei)
      entryIndex[si].remove(at: ei)
      sums[si] -= lineHeight(gone)
      sections[si].dropped += 1
      sections[si].firstDropped = min(sections[si].firstDropped, gone.order)
      if gone.name == "" {
        sections[si].attachedDrops += 1
      } else if let name = gone.name {
        // Kept in order by insertion (sorting after each drop was n² log n).
        let at =
          sections[si].droppedNames.firstIndex { $0.order > gone.order } ?? sections[si].droppedNames.count
        sections[si].droppedNames.insert((gone.order, name), at: at)
      }
      // A panel left with its heading alone ("… 6 more") says nothing: it
      // goes whole, named on the last line, and its room goes to the others.
      if sections[si].entries.count == 1, let head = sections[si].entries[0].lines.first, head.rule {
        removed.append(head.text)
        sections.remove(at: si)
        panel.remove(at: si)
        entryIndex.remove(at: si)
        sums.remove(at: si)
      }
      current = total()
    }
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
        "PAUSED (step mode), \(held): F6 delivers the next event, F7 steps one hop, F5 resumes", Ink.heading,
        bold: true)
    }
    if !m.eventTitle.isEmpty {
      entry((m.eventNumber > 0 ? "Event #\(m.eventNumber): " : "Last event: ") + m.eventTitle)
    } else if m.log.isEmpty {
      // The start screen: where the keys are explained.
      entry("F1 opens the key card.", Ink.dim, size: 11, priority: 4.5)
    }

    // A quiz question waiting: the panels that would give its answer away wait too.
    let asking = m.quiz?.withholds == true
    if panels.contains(.hitTest), !asking {
      heading(m.hitRowsFromEarlierTouch ? "Hit-test path of the last touch  (F2)" : "Hit-test path  (F2)")
      if m.hitRows.isEmpty {
        // Step mode holds the event F6 delivered: its hit test shows at its first hop.
        let held = m.hidesUnlitHops && m.litHops == 0 && !m.eventTitle.isEmpty && m.quiz == nil
        entry(held ? "held: F7 shows it with hop 1" : "no touch yet", Ink.dim)
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
        heading("Undo managers  (F4)")
        entry("\(u.owner)'s manager", Ink.panelText, size: 11, priority: 6.95, name: "\(u.owner)'s manager")
      } else {
        heading("Undo stack of \(u.owner)'s manager  (F4)")
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
      if m.undo == nil { heading("Undo managers  (F4)") }
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
      heading("Gestures  (F8)")
      if m.gestures.isEmpty { entry("none involved", Ink.dim) }
      if m.gestures.isEmpty, m.scrolls.isEmpty, m.animations.isEmpty, m.state.isEmpty { quietPanel() }
      for (i, g) in m.gestures.enumerated() {
        let active = g.state == "began" || g.state == "changed" || g.state == "ended"
        entry(
          "\(g.id) (\(g.kind) on \(g.view)): \(g.state == "ended" ? "recognized" : g.state)", indent: 14,
          dot: active ? Ink.passed : g.state == "failed" || g.state == "cancelled" ? Ink.skipped : Ink.dim,
          priority: (g.note == nil ? 2 : 6) - Double(i) * 0.001, name: g.id)
        // A delegate answer that decided it (shouldBegin, shouldReceive): it
        // explains the lesson, so it outlives the other gesture rows.
        // Just below its row's priority: it goes first, never left under the
        // row above (closeTap's "shouldReceive" note read as inbox.pan's).
        if let note = g.note {
          entry(
            "↳ " + note, Ink.heading, size: 11, indent: 22, priority: 6 - Double(i) * 0.001 - 0.0005,
            name: g.id + "'s note")
        }
      }
      // Scroll views: their pan, their motion, and the latest rule applied to
      // their content's touches (delayed or cancelled, and why).
      for sc in m.scrolls {
        entry(
          "\(sc.id) scroll: pan \(sc.panState), \(sc.motion), offset \(sc.offset)", indent: 14,
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
      heading("Event log, newest first  (F9)")
      if m.log.isEmpty { entry("nothing yet", Ink.dim) }
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
        // first, a cancel last.
        let priority =
          r.loneModifier
          ? 0.5 - Double(s.entries.count) * 0.0001
          : !r.cancelled.isEmpty ? 6.5 - Double(age) * 0.001 : age == 0 ? 2.5 : 1 - Double(age) * 0.001
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

    heading("Chain from the \(m.chainOrigin.isEmpty ? "event" : m.chainOrigin)  (F3)")
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
    if m.discarded, step == nil || step! >= eventHops {
      add("discarded: nobody handled it", Ink.wrong, bold: true, indent: 14)
    }
    if m.hidesUnlitHops, let k = step, k < eventHops {
      add("F7 steps to hop \(k + 1)", Ink.dim, indent: 14)
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
      add("F7 steps through its \(m.actionHops) hop\(m.actionHops == 1 ? "" : "s") next", Ink.dim, indent: 14)
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
