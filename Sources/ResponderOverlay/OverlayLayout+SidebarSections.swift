import ResponderCore

extension OverlayLayout {
  /// The sidebar's sections as they are built: the ones done and the one
  /// being filled, every entry wrapped to the text width.
  ///
  /// A class so that each panel's function (and `chainSection`) adds to the
  /// same sections: they were closures over two locals of one 295-line
  /// function before it was split along its panels.
  final class SectionBuilder {
    private(set) var sections: [Section] = []
    /// The section being filled: a heading starts the next one.
    var current = Section()
    let measure: TextMeasure
    let textWidth: Double

    init(measure: TextMeasure, textWidth: Double) {
      self.measure = measure
      self.textWidth = textWidth
    }

    /// Adds `text`, wrapped to the text width less `indent`, as one entry
    /// of the current section (the dot and the rule on its first line).
    func entry(
      _ text: String, _ color: Color = Ink.panelText, size: Double = 12, bold: Bool = false,
      indent: Double = 0,
      dot: Color? = nil, priority: Double? = nil, rule: Bool = false, name: String? = nil
    ) {
      let wrapped = measure.wrap(text, width: textWidth - indent, size: size, bold: bold)
      var lines: [Line] = []
      for (i, t) in wrapped.enumerated() {
        lines.append(
          Line(
            text: t, color: color, size: size, bold: bold, indent: indent,
            dot: i == 0 ? dot : nil, rule: rule && i == 0))
      }
      current.entries.append(
        Entry(lines: lines, priority: priority, name: name, order: current.entries.count))
    }

    /// Closes the current section (unless it is empty) and opens a panel
    /// under `text`.
    func heading(_ text: String) {
      if !current.entries.isEmpty { sections.append(current) }
      current = Section()
      entry(text, Ink.heading, size: 13, bold: true, rule: true)
    }

    /// Makes the current panel one quiet entry: it has nothing to say, so
    /// it goes first and without a "more" line (see `Section.quiet`).
    func quietPanel() {
      current.entries = [Entry(lines: current.entries.flatMap(\.lines), priority: 0.5)]
      current.quiet = true
    }

    /// Every section, the current one last.
    func finish() -> [Section] {
      sections.append(current)
      return sections
    }
  }

  /// The sidebar's content, top to bottom, wrapped to `textWidth`.
  func sidebarSections(_ m: OverlayModel, textWidth textW: Double) -> [Section] {
    let b = SectionBuilder(measure: measure, textWidth: textW)
    titleEntries(m, into: b)
    // A quiz question waiting: the panels that would give its answer away wait too.
    let asking = m.quiz?.withholds == true
    if panels.contains(.hitTest), !asking { hitTestPanel(m, into: b) }
    if panels.contains(.chain), !asking {
      chainSection(m, into: b)
      editingMenuEntry(m, into: b)
    }
    if panels.contains(.undo), !asking, let u = m.undo { undoStackPanel(u, m, into: b) }
    if panels.contains(.undo), !asking, !m.otherUndo.isEmpty { otherUndoManagers(m, into: b) }
    if panels.contains(.gestures), !asking { gesturesPanel(m, into: b) }
    if panels.contains(.log), !asking { eventLogPanel(m, into: b) }
    return b.finish()
  }

  /// The lines above the panels: the scene's title and description, step
  /// mode's state, and the event the panels describe (or where the keys are
  /// explained, before any event).
  func titleEntries(_ m: OverlayModel, into b: SectionBuilder) {
    // A lesson card above already names the scene: its room goes to the panels.
    let titled = m.lesson != nil
    if !titled {
      b.entry(m.sceneName.isEmpty ? "ResponderLab" : m.sceneName, Ink.strong, size: 15, bold: true)
    }
    // The description says what to do with the scene: it keeps its room,
    // wrapped whole, like the title (a panel's lines go for room instead,
    // named on the "not shown" line, and F2–F9 hide a panel to make room).
    // Dropped line by line it left "…" once an event filled the panels.
    if !titled, !m.sceneDescription.isEmpty { b.entry(m.sceneDescription, Ink.dim) }
    if m.paused {
      let held =
        m.heldInputs == 0
        ? "nothing held" : m.heldInputs == 1 ? "1 event held" : "\(m.heldInputs) events held"
      b.entry(
        keyHints
          ? "PAUSED (step mode), \(held): F6 delivers the next event, F7 steps one hop, F5 resumes"
          : "Paused (step mode), \(held)", Ink.heading, bold: true)
    }
    if !m.eventTitle.isEmpty {
      b.entry((m.eventNumber > 0 ? "Event #\(m.eventNumber): " : "Last event: ") + m.eventTitle)
    } else if m.log.isEmpty, keyHints {
      // The start screen: where the keys are explained.
      b.entry("F1 opens the key card.", Ink.dim, size: 11, priority: 4.5)
    }
  }

  /// The hit-test path: each view the walk visited, inside or skipped (and
  /// why), down to the hit-test view, with the override that decided.
  func hitTestPanel(_ m: OverlayModel, into b: SectionBuilder) {
    b.heading(keyed(m.hitRowsFromEarlierTouch ? "Hit-test path of the last touch" : "Hit-test path", "F2"))
    if m.hitRows.isEmpty {
      // Step mode holds the event F6 delivered: its hit test shows at its first hop.
      let held = m.hidesUnlitHops && m.litHops == 0 && !m.eventTitle.isEmpty && m.quiz == nil
      b.entry(
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
      b.entry(
        text, row.inside ? Ink.panelText : Ink.dim, bold: row.isHitView,
        indent: 14 + Double(min(row.depth, 8)) * 8, dot: color, priority: priority,
        name: "\(row.number). \(row.id)")
      // Just below its row's priority: dropped before the row, never left
      // alone under the row above.
      if let note = row.skipNote {
        b.entry(
          "↳ " + note, Ink.dim, size: 11, indent: 24 + Double(min(row.depth, 8)) * 8,
          priority: priority - 0.0005, name: "")
      }
      // The override that decided (hitTestInsets, hitShape, passThrough, hitTestTarget).
      if let rule = row.rule {
        b.entry(
          "↳ " + rule, Ink.heading, size: 11, indent: 22 + Double(min(row.depth, 8)) * 8, priority: 8.5,
          name: "")
      }
    }
  }

  /// The editing menu UIKit would show over the first responder: only the
  /// commands some responder on its chain can perform (canPerformAction).
  func editingMenuEntry(_ m: OverlayModel, into b: SectionBuilder) {
    guard let fr = m.firstResponder, !m.hidesForecasts else { return }
    let shortcut = ["cut": "X", "copy": "C", "paste": "V", "selectAll": "A"]
    let items = m.menu.map { c in shortcut[c].map { "\(c) (\(PlatformKeys.shortcut($0)))" } ?? c }
    b.entry(
      "Editing menu for \(fr): " + (items.isEmpty ? "empty" : items.joined(separator: " · ")),
      items.isEmpty ? Ink.dim : Ink.panelText, size: 11, indent: 14, priority: items.isEmpty ? 2 : 6,
      name: "the editing menu")
  }

  /// The undo stack of the manager Ctrl+Z uses (the first responder's
  /// nearest): its redos, "now", then its undos, the next of each kept
  /// longest (they are what the keys do now).
  func undoStackPanel(_ u: OverlayModel.UndoSummary, _ m: OverlayModel, into b: SectionBuilder) {
    if m.hidesForecasts {
      // Which manager Ctrl+Z uses is not said: the managers are listed alike.
      b.heading(keyed("Undo managers", "F4"))
      b.entry("\(u.owner)'s manager", Ink.panelText, size: 11, priority: 6.95, name: "\(u.owner)'s manager")
    } else {
      b.heading(keyed("Undo stack of \(u.owner)'s manager", "F4"))
    }
    if u.undo.isEmpty && u.redo.isEmpty {
      b.entry("empty", Ink.dim)
      if m.otherUndo.isEmpty { b.quietPanel() }
    }
    if !m.otherUndo.isEmpty, !m.hidesForecasts {
      b.entry(
        "↳ \(PlatformKeys.shortcut("Z")) undoes here: the first responder's nearest manager", Ink.heading,
        size: 11, indent: 14, priority: 3.0, name: "where \(PlatformKeys.shortcut("Z")) goes")
    }
    // The next redo (the last, listed first) and the next undo outlive the
    // other managers' rows: they are what the keys do now.
    for (i, name) in u.redo.reversed().enumerated() {
      b.entry("↻ " + name, Ink.dim, indent: 14, priority: i == 0 ? 6.9 : 3.5, name: "redo " + name)
    }
    // "now" outlives the entries around it, and goes after them: never alone.
    if !u.undo.isEmpty || !u.redo.isEmpty {
      b.entry("▶ now", Ink.heading, size: 11, bold: true, priority: 3.65)
    }
    for (i, name) in u.undo.reversed().enumerated() {
      b.entry(
        "↺ " + name, Ink.panelText, indent: 14, priority: i == 0 ? 6.9 : 3.6 - Double(i) * 0.001, name: name
      )
    }
  }

  /// The other managers that hold entries, each with its owner: Ctrl+Z does
  /// not reach them from the first responder now.
  func otherUndoManagers(_ m: OverlayModel, into b: SectionBuilder) {
    let textW = b.textWidth
    if m.undo == nil { b.heading(keyed("Undo managers", "F4")) }
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
      b.current.entries.append(
        Entry(
          lines: header + first, priority: 6.8 - rank, name: "\(o.owner)'s manager",
          order: b.current.entries.count)
      )
      for (i, name) in o.redo.reversed().enumerated() where o.undo.isEmpty ? i > 0 : true {
        b.entry(
          "↻ " + name, Ink.dim, indent: 14, priority: 3.4 - rank - Double(i) * 0.001, name: "redo " + name)
      }
      for (i, name) in o.undo.reversed().enumerated() where i > 0 {
        b.entry("↺ " + name, Ink.dim, indent: 14, priority: 3.55 - rank - Double(i) * 0.001, name: name)
      }
    }
  }

  /// The Gestures panel: each recognizer involved and its state (the one
  /// that won kept longest), the delegate answers that decided, the touches
  /// the gesture cancelled, scroll views, animations and the scene's state.
  func gesturesPanel(_ m: OverlayModel, into b: SectionBuilder) {
    b.heading(keyed("Gestures", "F8"))
    if m.gestures.isEmpty { b.entry("none involved", Ink.dim) }
    if m.gestures.isEmpty, m.scrolls.isEmpty, m.animations.isEmpty, m.state.isEmpty { b.quietPanel() }
    recognizerRows(m, into: b)
    // The touches the gesture cancelled, beside the recognizer that won:
    // with it, what decided the step (the log says it too, further down,
    // where it goes first for room).
    if !m.gestures.isEmpty, let c = m.log.suffix(8).last(where: { !$0.cancelled.isEmpty }) {
      let why = c.cancelWhy.isEmpty ? "" : " — " + c.cancelWhy.joined(separator: "; ")
      b.entry(
        "✕ touchesCancelled: \(c.cancelled.joined(separator: ", "))\(why)", Ink.firstResponder, size: 11,
        bold: true, indent: 14, priority: 9.45, name: "the cancelled touches")
    }
    // Scroll views: their pan, their motion, and the latest rule applied to
    // their content's touches (delayed or cancelled, and why).
    for sc in m.scrolls {
      b.entry(
        "\(sc.id) scroll: pan \(sc.panState), \(sc.motion), offset \(sc.offset)"
          + (sc.zoomScale.map { ", zoom \(formatPoints($0))×" } ?? ""), indent: 14,
        dot: sc.motion == "at rest" ? Ink.dim : Ink.passed, priority: 5, name: sc.id)
      if let note = sc.note {
        b.entry("↳ " + note, Ink.dim, size: 11, indent: 22, priority: 4.9995, name: "")
      }
    }
    for a in m.animations.prefix(4) {
      b.entry("animating " + a, size: 11, indent: 14, dot: Ink.passed, priority: 2, name: "an animation")
    }
    for line in m.state.prefix(8) {
      b.entry("state " + line, Ink.panelText, size: 11, indent: 14, priority: 4, name: "state")
    }
  }

  /// One row per recognizer involved, with the delegate answer that decided
  /// it under its row; an earlier gesture's rows dimmed and kept last.
  func recognizerRows(_ m: OverlayModel, into b: SectionBuilder) {
    for (i, g) in m.gestures.enumerated() {
      // An earlier gesture's row (its state came before the latest
      // episode): dim, last to keep, and saying which event it was.
      let earlier = g.earlierEvent != nil
      let active = !earlier && (g.state == "began" || g.state == "changed" || g.state == "ended")
      let when = g.earlierEvent.map { " (earlier: event #\($0))" } ?? ""
      b.entry(
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
        b.entry(
          "↳ " + note, earlier ? Ink.dim : Ink.heading, size: 11, indent: 22,
          priority: (earlier ? 1.9 : 6) - Double(i) * 0.001 - 0.0005, name: g.id + "'s note")
      }
    }
  }

  /// The event log, newest first: one entry per run of events (see
  /// `logRuns`), with what the handlers logged and the touches cancelled.
  func eventLogPanel(_ m: OverlayModel, into b: SectionBuilder) {
    b.heading(keyed("Event log, newest first", "F9"))
    if m.log.isEmpty { b.entry("nothing yet", Ink.dim) }
    // The Gestures panel names the newest cancel beside its winner: here
    // it is a log line like the others.
    let cancelInGestures = panels.contains(.gestures) && !m.gestures.isEmpty
    // Ages count the meaningful events only: a modifier's up after Ctrl+Z
    // is not "the newest event" that outlives the line of the undo itself.
    var age = 0
    for run in Self.logRuns(m.log).reversed() {
      let r = run.last!
      let lines = logLines(run, textWidth: b.textWidth)
      // The newest event outlives the chain's unreached rest; older ones go
      // first, a recent cancel (one of the last three events) last. An
      // older cancel is an old event like the others: kept above newer
      // ones, it hid the event the header names (seen under Xvfb: #135's
      // cancel shown, #136–#153 not).
      let recentCancel = !r.cancelled.isEmpty && age < Self.logCancelAge
      let priority =
        r.loneModifier
        ? 0.5 - Double(b.current.entries.count) * 0.0001
        : recentCancel
          ? (cancelInGestures ? 6.5 : 9.4) - Double(age) * 0.001 : age == 0 ? 2.5 : 1 - Double(age) * 0.001
      if !r.loneModifier { age += 1 }
      b.current.entries.append(Entry(lines: lines, priority: priority, order: b.current.entries.count))
    }
    b.current.more = { "… \($0) older events not shown" }
    b.current.moreOutOfOrder = { "… \($0) other events not shown" }
    b.current.moreAtEnd = true
    b.current.moreIndent = 0
  }

  /// One log entry's lines: the run's numbers, kind, point and handler,
  /// then what the handler logged and the touches it cancelled.
  func logLines(_ run: [OverlayModel.LogRow], textWidth textW: Double) -> [Line] {
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
    return lines
  }

  /// The responder chain and, below it, the action the event sent. In step
  /// mode (`litHops`) only the hops replayed so far are lit, the event's
  /// first (up to its handler), then the action's.
  func chainSection(_ m: OverlayModel, into b: SectionBuilder) {
    if let list = m.shortcutList { return shortcutChain(list, into: b) }
    b.heading(keyed("Chain from the \(m.chainOrigin.isEmpty ? "event" : m.chainOrigin)", "F3"))
    let eventHops = m.eventHops
    let step = m.litHops
    if m.chain.isEmpty { b.entry(m.chainNote ?? "no event yet", Ink.dim) }
    // The rule that decided: a key command found, control events sent, an exclusiveTouch block.
    for d in m.decisions {
      b.entry("↳ " + d, Ink.heading, size: 11, priority: 7, name: "the rule that decided")
    }
    chainRows(m, into: b)
    if let end = m.chainEnd, step == nil {
      b.entry("↳ " + end, Ink.heading, size: 11, indent: 14, priority: 6, name: "why the chain ends")
    }
    if m.discarded, step == nil || step! >= eventHops {
      b.entry("discarded: nobody handled it", Ink.wrong, bold: true, indent: 14)
    }
    if m.hidesUnlitHops, let k = step, k < eventHops {
      b.entry(keyHints ? "F7 steps to hop \(k + 1)" : "next: hop \(k + 1)", Ink.dim, indent: 14)
      return
    }
    guard let a = m.action else { return }
    actionWalk(a, m, into: b)
  }

  /// Command held: the chain the shortcut list was gathered on, each
  /// responder with the commands it offers.
  func shortcutChain(_ list: KeyCommandList, into b: SectionBuilder) {
    b.heading(keyed("Shortcuts up the chain (⌘ or Ctrl held)", "F3"))
    for id in list.searched {
      let group = list.groups.first { $0.responderID == id }
      b.entry(id, group == nil ? Ink.dim : Ink.panelText, bold: group != nil, indent: 14, name: id)
      for e in group?.entries ?? [] {
        b.entry(
          "\(e.title)  \(e.chord)\(e.isDisabled ? "  (disabled)" : "")",
          e.isDisabled ? Ink.dim : Ink.panelText,
          size: 11, indent: 28)
      }
    }
  }

  /// The chain's stops, lit up to the step mode's hop, the current hop
  /// said in words under its row.
  func chainRows(_ m: OverlayModel, into b: SectionBuilder) {
    let eventHops = m.eventHops
    let step = m.litHops
    for (i, row) in m.chain.enumerated() {
      // Step mode holding an event: the hops F7 has not reached are not listed.
      if m.hidesUnlitHops, let k = step, i >= k { break }
      let lit = row.state != .notReached && (step.map { i < $0 } ?? true)
      let current = step.map { $0 <= eventHops && i == $0 - 1 } ?? false
      let state = lit ? row.state : .notReached
      let color: Color =
        current
        ? Ink.heading : state == .handled ? Ink.handledText : state == .visited ? Ink.panelText : Ink.dim
      b.entry(
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
        b.entry("↑ hop \(i + 1) of \(eventHops): \(what)", Ink.heading, size: 11, bold: true, indent: 14)
      }
    }
  }

  /// The action the event sent and its walk to the responder that
  /// implements it (in step mode, up to the hop replayed), with
  /// canPerformAction's answers when an override spoke.
  func actionWalk(_ a: OverlayModel.ActionSummary, _ m: OverlayModel, into b: SectionBuilder) {
    let eventHops = m.eventHops
    let step = m.litHops
    b.entry(
      "Action \(a.action)(_:) \(a.targeted ? "to its target" : "nil-targeted, up the chain")", Ink.panelText,
      bold: true)
    if a.recognizerWithoutTarget {
      b.entry(
        "↳ sent by a recognizer with no target: a sandbox convention, not UIKit (nil is not a valid target there)",
        Ink.heading, size: 11, indent: 14, priority: 7, name: "the nil-target note")
    }
    if let k = step, k <= eventHops {
      let hops = "its \(m.actionHops) hop\(m.actionHops == 1 ? "" : "s") next"
      b.entry(keyHints ? "F7 steps through " + hops : "next: " + hops, Ink.dim, indent: 14)
      return
    }
    let reached = a.rows.filter { $0.state != .notReached }
    let shown = step.map { min(reached.count, $0 - eventHops) } ?? reached.count
    let path = reached.prefix(shown).map { $0.state == .handled ? "[\($0.id)]" : $0.id }
    b.entry(
      path.isEmpty ? "—" : path.joined(separator: " → "),
      a.handledBy == nil || (step != nil && shown < reached.count) ? Ink.panelText : Ink.handledText,
      indent: 14)
    if let k = step, shown > 0 {
      let row = reached[shown - 1]
      let what =
        row.state == .handled ? "\(row.id) implements it: performed" : "\(row.id) does not implement it"
      b.entry(
        "↑ action hop \(k - eventHops) of \(reached.count): \(what)", Ink.heading, size: 11, bold: true,
        indent: 14)
    }
    if a.handledBy == nil, step == nil || shown >= reached.count {
      b.entry("nobody implements it: discarded", Ink.wrong, indent: 14)
    }
    // canPerformAction's answers, when an override (canPerform, refuses) spoke.
    if a.answers.contains(where: { $0.contains(": refuses") || $0.contains(": canPerform") }) {
      b.entry("canPerformAction: " + a.answers.joined(separator: ", "), Ink.heading, size: 11)
    }
  }
}
