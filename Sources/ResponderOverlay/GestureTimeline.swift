import ResponderCore

/// The latest gesture episode over time: one row per recognizer with its
/// state changes, the touches' phases below, and the relations that decided
/// it — so that "why did my single tap wait" is answered by looking.
///
/// An episode starts at the touch that opened the latest touch sequence (no
/// finger down and no recognizer deciding; else the latest touch that began
/// with no other finger down) and runs to the latest record (a timer that recognized a tap later
/// included). From "Gesture recognizers": recognizers see touches first, a
/// recognizer with `require(toFail:)` waits, `cancelsTouchesInView` cancels
/// the view's touches once one recognizes, `delaysTouchesBegan/Ended` hold
/// phases back from the view.
public struct GestureTimeline: Sendable, Hashable {
  public struct Mark: Sendable, Hashable {
    public var time: Double
    public var state: String
  }

  public struct Row: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var marks: [Mark]
  }

  public struct TouchMark: Sendable, Hashable {
    public var time: Double
    public var phase: TouchPhase
    /// Whether the view's own responder got this phase (false: held or taken by recognizers).
    public var delivered: Bool
  }

  public var start: Double
  public var end: Double
  public var rows: [Row]
  public var touches: [TouchMark]
  /// The deciding relations, as sentences.
  public var edges: [String]

  /// The timeline of the latest episode in `history`; nil when no recognizer took part.
  /// `opensSequence` (aligned with `history`, from `OverlayRecorder`) marks
  /// the records that opened a touch sequence: the episode then starts at
  /// the latest one, so a double tap's timeline holds both taps.
  public static func build(history: [DispatchRecord], opensSequence: [Bool] = []) -> GestureTimeline? {
    guard let first = history.lastIndex(where: { $0.touchPhase == .began }) else {
      return nil
    }
    var startIndex = first
    // Earlier fingers of the same episode (a second finger down while the first was).
    while startIndex > 0 {
      let prev = history[startIndex - 1]
      guard let phase = prev.touchPhase, !phase.isTerminal else { break }
      startIndex -= 1
    }
    // Earlier taps of the same sequence (a recognizer was still deciding).
    if opensSequence.count == history.count, !opensSequence[startIndex],
      let opened = opensSequence[..<startIndex].lastIndex(of: true)
    {
      startIndex = opened
    }
    let episode = history[startIndex...]
    var rows: [Row] = []
    var index: [ObjectIdentifier: Int] = [:]
    var recognizers: [GestureRecognizer] = []
    var touches: [TouchMark] = []
    for r in episode {
      if let phase = r.touchPhase {
        touches.append(TouchMark(time: r.time, phase: phase, delivered: !r.chain.isEmpty))
      }
      // A view's touches cancelled mid-sequence (a scroll view began
      // scrolling, a recognizer won): the finger stays down, the view's
      // sequence ends here, and the timeline marks the moment.
      if r.touchPhase != .cancelled,
        r.callLog.contains(where: { call in
          if case .event(.touchesCancelled) = call.message { true } else { false }
        })
      {
        touches.append(TouchMark(time: r.time, phase: .cancelled, delivered: true))
      }
      for change in r.gestureChanges {
        let g = change.recognizer
        let key = ObjectIdentifier(g)
        if index[key] == nil {
          index[key] = rows.count
          rows.append(Row(id: g.identifier, kind: g.kindName, marks: []))
          recognizers.append(g)
        }
        rows[index[key]!].marks.append(Mark(time: r.time, state: change.state.rawValue))
      }
    }
    // It ends with its last touch or recognizer change: a key pressed later
    // (Alt before an Alt+drag) does not stretch it.
    let last = episode.last { $0.kind == .touch || !$0.gestureChanges.isEmpty } ?? episode.last
    guard !rows.isEmpty, let startTime = episode.first?.time, let endTime = last?.time else {
      return nil
    }
    return GestureTimeline(
      start: startTime, end: max(endTime, startTime + 0.05), rows: rows, touches: touches,
      edges: edges(among: recognizers, in: episode))
  }

  /// The deciding relations among the episode's `recognizers`, as
  /// sentences: who waits for whom to fail, who may recognize together, and
  /// what the window did to the views' touches (cancelled, held back), as
  /// it recorded it.
  static func edges(among recognizers: [GestureRecognizer], in episode: ArraySlice<DispatchRecord>)
    -> [String]
  {
    var edges: [String] = []
    for g in recognizers {
      for f in g.requiredToFail {
        edges.append("\(g.identifier) waits for \(f.identifier) to fail (require(toFail:))")
      }
    }
    for (i, a) in recognizers.enumerated() {
      for b in recognizers[(i + 1)...] where a.recognizesSimultaneously(with: b) {
        edges.append("\(a.identifier) and \(b.identifier) may recognize simultaneously")
      }
    }
    // What the window did to the views' touches, as it recorded it.
    let decisions = episode.flatMap(\.gestureDecisions)
    func views(_ g: GestureRecognizer, _ kind: (GestureDecision) -> Bool) -> [String] {
      var seen: [String] = []
      for d in decisions where d.recognizer === g && kind(d) && !seen.contains(d.view.identifier) {
        seen.append(d.view.identifier)
      }
      return seen
    }
    for g in recognizers {
      for v in views(g, { if case .cancelledTouchesInView = $0 { true } else { false } }) {
        edges.append("\(g.identifier) won; cancelsTouchesInView: \(v) got touchesCancelled")
      }
      for v in views(g, { if case .heldBegan = $0 { true } else { false } }) {
        edges.append("\(g.identifier): delaysTouchesBegan holds \(v)'s began back")
      }
      for v in views(g, { if case .heldEnded = $0 { true } else { false } }) {
        edges.append("\(g.identifier): delaysTouchesEnded held \(v)'s ended while it decided")
      }
    }
    return edges
  }
}
