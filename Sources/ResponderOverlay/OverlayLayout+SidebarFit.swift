extension OverlayLayout {
  /// The state of one `fit`: which entries and panels are out, each panel's
  /// kept height and what it adds now, so that a drop or a put-back costs
  /// one panel's update rather than a sum over every line (issue 37).
  ///
  /// A type of its own because the state is shared by the three steps of a
  /// fit (drop, put back, the sections as left), which were one 137-line
  /// function with five closures over eleven locals.
  struct SidebarFit {
    let original: [Section]
    /// The layout whose `notShownLines` measures the "Not shown for room" line.
    let layout: OverlayLayout
    let notShownWidth: Double?
    let alsoNotShown: [String]
    let heights: [[Double]]
    let isPanel: [Bool]
    /// Each panel's importance: its most important line past its heading (a
    /// line that never goes counts 9).
    let importance: [Double]
    var droppedEntry: [[Bool]]
    var panelDropped: [Bool]
    var kept: [Int]
    var keptHeight: [Double]
    /// What each panel adds to the height now; -1 when it is out, whole.
    var contribution: [Double]
    var removedCount = 0
    var sum = 0.0
    /// The "Not shown for room" line's height for the panels out now, by
    /// which are out (a handful of panels: a few wraps however many drops).
    var notShownHeights: [[Bool]: Double] = [:]

    /// A drop, in the order it was made: put back in reverse.
    enum Drop {
      case entry(Int, Int)
      case panel(Int)
    }

    init(_ sections: [Section], layout: OverlayLayout, notShownWidth: Double?, alsoNotShown: [String]) {
      original = sections
      self.layout = layout
      self.notShownWidth = notShownWidth
      self.alsoNotShown = alsoNotShown
      let n = original.count
      heights = original.map { $0.entries.map { $0.lines.reduce(0) { $0 + $1.height } } }
      isPanel = original.map { $0.entries.first?.lines.first?.rule == true }
      importance = original.map(OverlayLayout.importance)
      droppedEntry = original.map { Array(repeating: false, count: $0.entries.count) }
      panelDropped = Array(repeating: false, count: n)
      kept = original.map(\.entries.count)
      keptHeight = heights.map { $0.reduce(0, +) }
      contribution = Array(repeating: 0.0, count: n)
      for si in 0..<n { refresh(si) }
    }

    /// Updates what panel `si` adds to the height now (0 when it is out, whole).
    mutating func refresh(_ si: Int) {
      let gone = original[si].entries.count - kept[si]
      let out =
        isPanel[si] && (panelDropped[si] || (kept[si] == 1 && gone > 0 && !droppedEntry[si][0]))
      let wasOut = contribution[si] < 0
      let c = out ? -1 : keptHeight[si] + (gone > 0 && !(original[si].quiet && kept[si] == 0) ? 16 : 0)
      sum += max(0, c) - max(0, contribution[si])
      if out != wasOut { removedCount += out ? 1 : -1 }
      contribution[si] = c
    }

    /// The "Not shown for room" line's height with the panels out now.
    mutating func notShownHeight() -> Double {
      guard removedCount > 0 || !alsoNotShown.isEmpty else { return 0 }
      guard let width = notShownWidth else { return 27 }
      let n = original.count
      let out = (0..<n).map { isPanel[$0] && contribution[$0] < 0 }
      if let h = notShownHeights[out] { return h }
      let names = (0..<n).filter { out[$0] }.compactMap { original[$0].entries.first?.lines.first?.text }
      let h = layout.notShownLines(names + alsoNotShown, width: width).reduce(0) { $0 + $1.height }
      notShownHeights[out] = h
      return h
    }

    /// The height the sections take now, the "Not shown" line included.
    mutating func total() -> Double { sum + notShownHeight() }

    mutating func setEntry(_ si: Int, _ ei: Int, dropped d: Bool) {
      droppedEntry[si][ei] = d
      kept[si] += d ? -1 : 1
      keptHeight[si] += d ? -heights[si][ei] : heights[si][ei]
      refresh(si)
    }

    mutating func setPanel(_ si: Int, dropped d: Bool) {
      panelDropped[si] = d
      refresh(si)
    }

    /// Drops entries by priority, lowest first, or a whole panel, the least
    /// important first, until the sections fit `height`; returns the drops
    /// in the order they were made.
    mutating func drop(toFit height: Double) -> [Drop] {
      let n = original.count
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
      return drops
    }

    /// Uses the room left: the latest to go (the most important) come back
    /// first; a line only with every line of its panel that matters more (a
    /// note under its own row, a path from its top).
    mutating func putBack(_ drops: [Drop], height: Double) {
      var blocked = Array(repeating: false, count: original.count)
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
    }

    /// The sections as left, entries out counted and named where they
    /// were, and the headings of the panels that went whole.
    func result() -> (sections: [Section], removed: [String]) {
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
      return (out, removed)
    }
  }
}
