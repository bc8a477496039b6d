import ResponderCore

/// Predict, then reveal: the questions an event raises, asked one at a time,
/// each answer marked right or wrong with the overlay's reasons.
///
/// Fed every dispatch record (`observe`), it asks for a touch that began:
/// which view is the hit-test view, then the next responder hop by hop
/// until the handler (or "nobody": discarded); for a key, who gets it first
/// and then hop by hop; for an action message, who handles it; for Ctrl+Z,
/// whose undo manager answers; for a touch recognizers took, which
/// recognizer wins. Learners do better when they predict before they see
/// (Hundhausen, Douglas and Stasko 2002, cited by issue 18); the live window
/// hides what a question asks until it is answered.
///
/// The state machine is plain data: the live window, the script runner
/// (`answer:` steps) and the tests drive it the same way.
public struct Quiz: Sendable {
  public enum Kind: Sendable, Hashable {
    case hitView
    /// Whether the responder (an id) handles the event or passes it on:
    /// asked before "who is next", so the question does not say it.
    case handlesOrPasses(String)
    /// The responder after `after` in the chain (the first hop: `after` is nil).
    case nextResponder(after: String?)
    case actionHandler(String)
    case undoOwner
    case winningRecognizer
    /// Whether a trackpad's pinch or rotation reaches the app as touches
    /// (`Quiz.touches`) or as a transform event (`Quiz.noTouches`).
    case arrivesAsTouches

    /// The kind's name in a results file (`rlab run --results`).
    public var name: String {
      switch self {
      case .hitView: "hitView"
      case .handlesOrPasses: "handlesOrPasses"
      case .nextResponder: "nextResponder"
      case .actionHandler: "actionHandler"
      case .undoOwner: "undoOwner"
      case .winningRecognizer: "winningRecognizer"
      case .arrivesAsTouches: "arrivesAsTouches"
      }
    }
  }

  public struct Question: Sendable, Hashable {
    public var kind: Kind
    public var prompt: String
    /// The right answer: an id, or `nobody`.
    public var answer: String
    /// Why, in the overlay's words, shown once answered.
    public var reason: String
    /// The record's event number (the sidebar's "Event #n").
    public var event: Int
    /// The hop this question reveals in step-mode numbering (0: none).
    public var revealsHop: Int
    /// The questions asked together share one batch: one touch sequence's,
    /// or one key's or action's (the card shows the last verdict beside a
    /// question of its own batch only).
    public var batch = 0
  }

  public struct Verdict: Sendable, Hashable {
    public var question: Question
    public var given: String
    public var right: Bool
    /// The belief a wrong answer shows (`Misconception.id`); nil when right,
    /// or when nobody diagnosed it (a script's `answer:`).
    public var misconception: String? = nil
  }

  /// The answer a learner gives to "who is next" past the end of the chain.
  public static let nobody = "nobody"
  /// The answers to "does X handle it, or pass it on?" (a script's
  /// `answer: handles` or `answer: passes`).
  public static let handles = "handles"
  public static let passes = "passes"
  /// The answers to "does this trackpad pinch arrive as touches?".
  public static let touches = "touches"
  public static let noTouches = "noTouches"

  public private(set) var pending: [Question] = []
  public private(set) var verdicts: [Verdict] = []
  /// The events whose questions were dropped unanswered (Try again after a
  /// miss): their routes stay hidden (the last 256 events).
  public private(set) var droppedEvents: Set<Int> = []
  /// How many records have been observed (numbers the events).
  public private(set) var events = 0
  /// How many batches of questions have been asked.
  private var batches = 0
  /// The questions of the touch sequence in play, asked once it is decided.
  public private(set) var held: [Question] = []
  /// A touch sequence is in play: its touches are down, or a recognizer is
  /// still deciding it (a double tap between its taps, a single tap waiting
  /// for the double tap to fail). Its questions are held meanwhile, so the
  /// learner's next tap is a tap, not an answer.
  public private(set) var sequenceInPlay = false
  /// The sequence in play has asked its hit-test view (its first touch's),
  /// and the chain that view's touch went up.
  private var sequenceHitAsked = false
  private var sequenceChainAsked = false
  private var sequenceHitView: ObjectIdentifier?
  /// Recognizers already asked about in the sequence in play.
  private var decided: Set<String> = []
  /// The recognizers that won in the sequence in play, in order.
  private var winners: [Winner] = []
  /// A recognizer that won, held weakly: the quiz lives beside its scene on
  /// the one thread that dispatches, and asks only while the scene does.
  private struct Winner: @unchecked Sendable {
    weak var recognizer: GestureRecognizer?
  }
  /// Actions already asked about in the sequence in play (a pan sends its
  /// action on every move: asked once), as `action handler`.
  private var askedActions: Set<String> = []
  /// The recognizer a trackpad transform began, asked about then: its end,
  /// a timer's record 0.3 s after the last step, asks nothing again.
  private var transformAsked: String?

  public init() {}

  public var current: Question? { pending.first }
  /// Every question raised so far: answered, waiting, or held while a
  /// gesture is decided (a lone modifier key, Alt before Alt+drag, raises none).
  public var raised: Int { verdicts.count + pending.count + held.count }
  public var score: Int { verdicts.filter(\.right).count }
  public var asked: Int { verdicts.count }
  public var last: Verdict? { verdicts.last }

  /// Adds the questions `r` raises, reading what the quiz needs from `app`:
  /// whose undo manager Ctrl+Z would use, and whether a touch sequence is
  /// still in play once `r` was dispatched.
  public mutating func observe(_ r: DispatchRecord, in app: Application) {
    observe(
      r, undoOwner: Self.undoOwner(in: app),
      touchesInPlay: app.isTouchSequenceInPlay)
  }

  /// Adds the questions `r` raises (none for timers without actions, moves,
  /// key ups). A touch opens a sequence; the records dispatched while it is
  /// in play (`touchesInPlay`: after `r`, a finger is down or a recognizer
  /// is deciding) hold their questions, and once it is decided they are
  /// asked in the order things happened: the first touch's hit-test view
  /// and its chain (touchesBegan goes up it at once), then the recognizer
  /// that won, when it won, and the actions sent, as they were sent. UIKit
  /// decides no later: a double tap's recognizer fails or recognizes only on
  /// its second tap or its timer ("Gesture recognizers").
  public mutating func observe(_ r: DispatchRecord, undoOwner: String? = nil, touchesInPlay: Bool = false) {
    events += 1
    if r.kind == .touch, !sequenceInPlay {
      sequenceInPlay = true
      sequenceHitAsked = false
      decided.removeAll()
      winners.removeAll()
      askedActions.removeAll()
    }
    if sequenceInPlay {
      held += questions(r, undoOwner: undoOwner)
      if !touchesInPlay { settle() }
    } else {
      ask(questions(r, undoOwner: undoOwner))
    }
  }

  /// The sequence in play is decided: its questions are asked now.
  /// (`observe` settles it when a record ends it; the live window and the
  /// script runner also call this when time passed without a record.)
  public mutating func settle() {
    guard sequenceInPlay else { return }
    sequenceInPlay = false
    ask(held)
    held.removeAll()
  }

  /// Makes `questions` wait for answers, as one batch.
  private mutating func ask(_ questions: [Question]) {
    guard !questions.isEmpty else { return }
    batches += 1
    pending += questions.map {
      var q = $0
      q.batch = batches
      return q
    }
  }

  /// The questions record `r` raises: the hit-test view and the chain as a
  /// touch sequence begins, the recognizer that wins, the undo manager
  /// Ctrl+Z asks, a key's chain, and who handles each action sent.
  private mutating func questions(_ r: DispatchRecord, undoOwner: String?) -> [Question] {
    let n = events
    var out: [Question] = []
    if r.kind == .hover || r.kind == .transform { return pointerQuestions(r, event: n) }
    if r.kind == .timer, let asked = transformAsked, !r.gestureChanges.isEmpty,
      r.gestureChanges.allSatisfy({ $0.recognizer.identifier == asked })
    {
      transformAsked = nil
      return []
    }
    if r.touchPhase == .began, r.pointerNotes.contains(.input(.trackpadSimulatedTouches)) {
      out.append(Self.touchesQuestion(asTouches: true, event: n))
    }
    if r.touchPhase == .began, !sequenceHitAsked, let hit = r.hitView {
      sequenceHitAsked = true
      sequenceChainAsked = false
      sequenceHitView = ObjectIdentifier(hit)
      out.append(
        Question(
          kind: .hitView, prompt: "Which view will be the hit-test view?", answer: hit.identifier,
          reason: Self.hitReason(r), event: n, revealsHop: 1))
    }
    // The chain the first touch went up: at once, or, when a recognizer
    // (`delaysTouchesBegan`, a scroll view's content delay) held
    // touchesBegan back, in the record that finally delivered it.
    if sequenceHitAsked, !sequenceChainAsked, r.kind == .touch || r.kind == .timer,
      let first = r.chain.first, ObjectIdentifier(first) == sequenceHitView
    {
      sequenceChainAsked = true
      out += chainQuestions(r, event: n, firstHop: 2)
    }
    if r.kind == .touch || r.kind == .timer,
      // A scroll view's delayed-touches recognizer (UIKit's private one)
      // "recognizes" only to release the held touches: it wins nothing.
      let won = r.gestureChanges.first(where: {
        ["recognized", "ended", "began"].contains($0.state.rawValue)
          && !decided.contains($0.recognizer.identifier)
          && !($0.recognizer is ScrollViewDelayedTouchesGestureRecognizer)
      })
    {
      out.append(winnerQuestion(won.recognizer, state: won.state, r, event: n))
    } else if let key = r.key {
      if key.transition == .command, Self.undoChords.contains(key.chord), let owner = undoOwner {
        out.append(
          Question(
            kind: .undoOwner, prompt: "Whose undo manager answers Ctrl+Z?", answer: owner,
            reason: "Ctrl+Z asks the first responder's undoManager (the window's when nothing is first "
              + "responder): the nearest responder up that chain that owns one is " + owner, event: n,
            revealsHop: 0))
      } else if key.transition == .down, !key.isLoneModifier, !r.chain.isEmpty {
        out += chainQuestions(r, event: n, firstHop: 1)
      }
    }
    out += actionQuestions(r, event: n)
    return out
  }

  /// The question "which recognizer wins?" about `won`, which reached
  /// `state` in `r`: the reason names the recognizers it waited for
  /// (require(toFail:)), those it recognized alongside, and those that
  /// failed as it won. Marks it decided, so it is asked once per gesture.
  private mutating func winnerQuestion(
    _ won: GestureRecognizer, state: GestureRecognizer.State, _ r: DispatchRecord, event n: Int
  ) -> Question {
    // Asked once per gesture: a pinch that began is not asked about again as it ends.
    decided.insert(won.identifier)
    let others = r.gestureChanges.filter {
      $0.recognizer !== won && $0.state.rawValue == "failed"
    }
    // Those it had to wait for (require(toFail:)) are named as the reason it could win.
    let waitedFor = Set(won.requiredToFail.map(\.identifier))
    let awaited = others.map(\.recognizer.identifier).filter { waitedFor.contains($0) }
    let failed = others.map(\.recognizer.identifier).filter { !waitedFor.contains($0) }
    // A second winner in one sequence recognizes alongside the first: two
    // recognizers of the same touches do so only when one of them allows it
    // (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`; by default
    // no two do, UIGestureRecognizerDelegate).
    let alongside = winners.compactMap(\.recognizer).filter {
      $0.recognizesSimultaneously(with: won) || won.recognizesSimultaneously(with: $0)
    }.map(\.identifier)
    winners.append(Winner(recognizer: won))
    let prompt =
      alongside.isEmpty
      ? "Which gesture recognizer wins?"
      : "\(alongside.joined(separator: ", ")) won. Which recognizer recognizes too, at the same time?"
    return Question(
      kind: .winningRecognizer, prompt: prompt,
      answer: won.identifier,
      reason: "\(won.identifier) (\(won.kindName)) "
        + (won.isContinuous ? state.rawValue : "recognized")
        + (awaited.isEmpty
          ? "" : " once \(awaited.joined(separator: ", ")) failed (it requires that: require(toFail:))")
        + (alongside.isEmpty
          ? ""
          : " alongside \(alongside.joined(separator: ", ")): they may recognize simultaneously "
            + "(simultaneousWith, the delegate's shouldRecognizeSimultaneouslyWith)")
        + (failed.isEmpty ? "" : "; failed as it won: \(failed.joined(separator: ", "))"),
      event: n, revealsHop: 0)
  }

  /// A question per action `r` sent ("who will handle it?"), each asked
  /// once in a touch sequence, the reason naming the responders it passed.
  private mutating func actionQuestions(_ r: DispatchRecord, event n: Int) -> [Question] {
    var out: [Question] = []
    for a in r.actions {
      if sequenceInPlay, !askedActions.insert("\(a.action) \(a.handledBy?.identifier ?? "")").inserted {
        continue
      }
      let asked = a.chain.prefix { $0 !== a.handledBy }.map(\.identifier)
      var why =
        a.target != nil
        ? "the action has a target: it goes straight there"
        : "nil target: it walks the chain from the first responder (the sender when there is none)"
      if !asked.isEmpty {
        why +=
          "; \(asked.joined(separator: ", ")) \(asked.count == 1 ? "does" : "do") not implement \(a.action)"
      }
      if let h = a.handledBy { why += "; \(h.identifier) implements it" }
      out.append(
        Question(
          kind: .actionHandler(a.action), prompt: "Who will handle `\(a.action)`?",
          answer: a.handledBy?.identifier ?? Self.nobody,
          reason: why + (a.handledBy == nil ? "; nobody does: it is dropped" : ""), event: n, revealsHop: 0))
    }
    return out
  }

  /// The questions of a hover or a trackpad transform, which no responder
  /// gets: asked only as a gesture begins (the pointer entering a hover
  /// recognizer's view, a pinch's first step), not at every move — where
  /// it is hit-tested, which recognizer takes it, whether a trackpad's
  /// pinch is touches, and who handles the actions the recognizer sent.
  private mutating func pointerQuestions(_ r: DispatchRecord, event n: Int) -> [Question] {
    guard let began = r.gestureChanges.first(where: { $0.state == .began }) else { return [] }
    if r.kind == .transform { transformAsked = began.recognizer.identifier }
    var out: [Question] = []
    if let hit = r.hitView {
      out.append(
        Question(
          kind: .hitView, prompt: "Which view will be the hit-test view?", answer: hit.identifier,
          reason: (r.kind == .hover
            ? "the pointer is hit-tested as a touch is: "
            : "a trackpad gesture is hit-tested at the pointer: ")
            + Self.hitReason(r), event: n, revealsHop: 1))
    }
    if r.kind == .transform { out.append(Self.touchesQuestion(asTouches: false, event: n)) }
    out.append(
      Question(
        kind: .winningRecognizer, prompt: "Which gesture recognizer wins?",
        answer: began.recognizer.identifier,
        reason: "\(began.recognizer.identifier) (\(began.recognizer.kindName)) began: "
          + (r.kind == .hover
            ? "a hover goes to the hover recognizers of the view under the pointer and its superviews, never to a responder"
            : "a transform goes to the first pinch or rotation recognizer from the hit-test view up"),
        event: n, revealsHop: 0))
    for a in r.actions {
      out.append(
        Question(
          kind: .actionHandler(a.action), prompt: "Who will handle `\(a.action)`?",
          answer: a.handledBy?.identifier ?? Self.nobody,
          reason: (a.target != nil
            ? "the recognizer's action goes to its target"
            : "the recognizer's action is nil-targeted: it walks the chain from the first responder (the sender's view when there is none)")
            + (a.handledBy.map { "; \($0.identifier) implements it" } ?? "; nobody does: it is dropped"),
          event: n, revealsHop: 0))
    }
    return out
  }

  /// "Does this trackpad pinch arrive as touches?"
  static func touchesQuestion(asTouches: Bool, event n: Int) -> Question {
    Question(
      kind: .arrivesAsTouches, prompt: "Does this trackpad pinch reach the app as touches?",
      answer: asTouches ? touches : noTouches,
      reason: asTouches
        ? "the app does not support indirect input events: UIKit gives it the pinch as two touches, so the view's own touches see them"
        : "the app supports indirect input events: the pinch is a transform event (UIEvent.EventType.transform), not touches: no view gets touchesBegan",
      event: n, revealsHop: 0)
  }

  /// The questions of the chain an event went up, hop by hop: for each
  /// responder it reached, whether that responder handles it or passes it
  /// on, and after "passes", who is next — until the handler or, for a
  /// discarded event, "nobody" past the app delegate. The first responder
  /// itself is asked by the hit-test question (a touch, `firstHop` 2) or
  /// here as "who gets it first?" (a key, `firstHop` 1). "Handles or
  /// passes" comes first so that "who is next" gives nothing away: the
  /// learner has said that it passes.
  func chainQuestions(_ r: DispatchRecord, event n: Int, firstHop: Int) -> [Question] {
    var out: [Question] = []
    let chain = r.chain
    func handlesOrPasses(_ responder: Responder, hop: Int) -> Bool {
      let handled = responder === r.handledBy
      out.append(
        Question(
          kind: .handlesOrPasses(responder.identifier),
          prompt: "Does \(responder.identifier) handle it, or pass it on?",
          answer: handled ? Self.handles : Self.passes,
          reason: handled
            ? "\(responder.identifier) handles it: the walk stops here"
            : "\(responder.identifier) does not handle it: it passes it to its next responder",
          event: n, revealsHop: hop))
      return handled
    }
    guard let first = chain.first else { return [] }
    if firstHop == 1 {
      out.append(
        Question(
          kind: .nextResponder(after: nil), prompt: "Who gets it first?", answer: first.identifier,
          reason: Self.linkReason(from: nil, to: first, record: r), event: n, revealsHop: 1))
    }
    if handlesOrPasses(first, hop: 1) { return out }
    var previous = first
    for (i, next) in chain.enumerated().dropFirst() {
      out.append(
        Question(
          kind: .nextResponder(after: previous.identifier),
          prompt: "\(previous.identifier) passes it on: who is next?",
          answer: next.identifier, reason: Self.linkReason(from: previous, to: next, record: r), event: n,
          revealsHop: i + 1))
      if handlesOrPasses(next, hop: i + 1) { return out }
      previous = next
    }
    out.append(
      Question(
        kind: .nextResponder(after: previous.identifier),
        prompt: "\(previous.identifier) passes it on: who is next?",
        answer: Self.nobody, reason: "\(previous.identifier) is the end of the chain: the event is discarded",
        event: n, revealsHop: 0))
    return out
  }

  /// The chords that ask the undo manager to undo (the editing shortcut).
  static let undoChords: Set<KeyChord> = [
    KeyChord(Key("z"), modifiers: .control), KeyChord(Key("z"), modifiers: .command),
  ]

  /// Whose undo manager Ctrl+Z would use now: the first responder's (or
  /// the window's) `undoManager`, found up the chain as UIKit's is.
  public static func undoOwner(in app: Application) -> String? {
    guard app.activeUndoManager != nil, let w = app.keyWindow else { return nil }
    let start: Responder = w.firstResponder ?? w
    return start.undoManagerOwner?.identifier ?? "window"
  }

  /// Marks the current question and moves on; nil when none is waiting.
  ///
  /// - Parameter diagnose: the misconception a wrong answer shows (`Misconception.diagnose`).
  @discardableResult
  public mutating func answer(_ id: String, diagnose: ((Question, String) -> String?)? = nil) -> Verdict? {
    guard !pending.isEmpty else { return nil }
    let q = pending.removeFirst()
    var v = Verdict(question: q, given: id, right: id == q.answer)
    if !v.right { v.misconception = diagnose?(q, id) }
    verdicts.append(v)
    return v
  }

  /// Forgets questions not yet answered or asked (quiz mode switched off).
  /// Their events are remembered as dropped: nothing of their route is
  /// revealed, as their questions were never answered.
  public mutating func dropPending() {
    for q in pending + held { droppedEvents.insert(q.event) }
    // A sequence whose questions were not raised yet (its touches still in play).
    if sequenceInPlay { droppedEvents.insert(events) }
    droppedEvents = droppedEvents.filter { $0 > events - 256 }
    pending.removeAll()
    held.removeAll()
    sequenceInPlay = false
  }

  /// The hit test's reasons: the hit view, then each view skipped and why.
  static func hitReason(_ r: DispatchRecord) -> String {
    let skipped = r.hitTest.compactMap { v in v.skipped.map { "\(v.view.identifier) \($0.rawValue)" } }
    var s = "\(r.hitView?.identifier ?? "?") is the deepest, front-most view containing the point"
    if !skipped.isEmpty { s += "; skipped: " + skipped.joined(separator: ", ") }
    return s
  }

  /// Why `next` follows `prev`: the rules of "Altering the responder chain".
  static func linkReason(from prev: Responder?, to next: Responder, record r: DispatchRecord) -> String {
    let handled = next === r.handledBy ? "; \(next.identifier) handles it" : ""
    guard let prev else { return "\(next.identifier) is the first responder\(handled)" }
    let why: String
    if case .next(let by, _, _, let rule)? = prev.nextDecision, prev.next === next {
      // A Swift subclass's `next` override or a `next:` key decided, not one
      // of the rules below: named the same way, the class or the key.
      let who = by.isSwiftClass ? by.name : "its key \(by.name)"
      why = "\(who) overrides next: it returns \(next.identifier) (UIKit's rule: \(rule ?? "nil"))"
    } else if let v = prev as? View, v.owningController === next {
      why = "\(prev.identifier) is the root view of controller \(next.identifier)"
    } else if let v = prev as? View, v.superview === next {
      why = "\(next.identifier) is \(prev.identifier)'s superview"
    } else if let c = prev as? ViewController, c.presentingViewController === next {
      // "If the view controller was presented by another view controller,
      // the next responder is the presenting view controller" (UIResponder.next).
      why =
        "\(prev.identifier) was presented by \(next.identifier): "
        + "a presented controller's next responder is its presenter"
    } else if let c = prev as? ViewController, let w = next as? Window, w.rootViewController === c {
      // Before the child-controller rule: the root view's superview is the
      // window as well ("if the view controller's view is the root view of
      // a window, the next responder is the window object").
      why = "\(prev.identifier)'s view is the window's root: next is the window"
    } else if let c = prev as? ViewController, c.view.superview === next {
      why =
        "\(prev.identifier) is a child controller: it passes on to its view's superview, \(next.identifier)"
    } else if next is Application {
      why = "after the window comes the application"
    } else if prev is Application {
      why = "the application passes it to its app delegate"
    } else {
      why = "\(prev.identifier)'s next responder is \(next.identifier)"
    }
    return "\(prev.identifier) does not handle it; " + why + handled
  }
}
