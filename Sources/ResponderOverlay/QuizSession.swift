import ResponderCore

/// Quiz mode beside a running scene: the quiz, the record each question
/// asks about, and the picture of the scene before the events asked about.
/// It builds the overlay model while a question waits, so the live window,
/// a script's `shot:` and `rlab shot --script` draw the same quiz screen.
///
/// The owner feeds it every dispatch record (`observe`) and calls
/// `rememberBeforeDispatch` before each step of the run loop.
public final class QuizSession {
  public var quiz = Quiz()
  /// The record each quiz event number asks about (the last 256).
  private var records: [Int: DispatchRecord] = [:]
  /// The scene before the events being asked about were dispatched: while
  /// a question waits, the window keeps showing it (predict, then reveal).
  public private(set) var held: HeldPicture?

  public init() {}

  /// Adds the questions `r` raises, reading what the quiz needs from `app`.
  public func observe(_ r: DispatchRecord, in app: Application) {
    quiz.observe(r, in: app)
    records[quiz.events] = r
    records[quiz.events - 256] = nil
  }

  /// Gives `id` as the answer to the waiting question; a wrong one is read
  /// as the misconception it shows (`Misconception.diagnose`), from the
  /// record the question asks about and the scene (`lookup`).
  @discardableResult
  public func answer(_ id: String, lookup: Misconception.Lookup) -> Quiz.Verdict? {
    quiz.answer(id) { q, given in
      Misconception.diagnose(q, given: given, record: self.records[q.event], lookup: lookup)?.id
    }
  }

  /// The record `q` asks about.
  public func record(of q: Quiz.Question) -> DispatchRecord? { records[q.event] }

  /// Remembers the scene as drawn now, before the next step's events are
  /// dispatched, unless a question waits or a touch sequence is in play
  /// (the picture stays the one before its first event).
  public func rememberBeforeDispatch(
    app: Application, sceneSize: Size, measure: TextMeasure, recordsBefore: Int
  ) {
    guard quiz.current == nil, !quiz.sequenceInPlay else { return }
    held = HeldPicture(app: app, sceneSize: sceneSize, measure: measure, recordsBefore: recordsBefore)
  }

  /// The picture the window shows instead of the scene: the one before the
  /// events whose questions wait (nil: the scene as it is).
  public var shownPicture: HeldPicture? { quiz.current != nil ? held : nil }

  /// Asks the held questions once the touch sequence is decided, should
  /// time have decided it without a record (each record settles it too).
  public func settle(app: Application) {
    guard quiz.sequenceInPlay, !app.isTouchSequenceInPlay else { return }
    quiz.settle()
  }

  /// What the touch sequence in play still waits for, for the quiz card:
  /// fingers down, a tap recognizer between taps, one waiting for another
  /// to fail, a long press or a scroll view's delay still deciding.
  public static func sequenceWaits(in w: Window) -> String {
    if !w.activeTouches.isEmpty {
      let n = w.activeTouches.count
      return n == 1 ? "a finger is down" : "\(n) fingers are down"
    }
    let deciding = w.recognizersDeciding
    if let r = deciding.first(where: \.isWaitingForMoreTouches) {
      return "\(r.identifier) waits for another tap"
    }
    if let r = deciding.first(where: \.isWaitingForFailures) {
      return "\(r.identifier) waits for the recognizers it requires to fail"
    }
    if let r = deciding.first { return "\(r.identifier) (\(r.kindName)) is deciding" }
    return "the gesture is being decided"
  }

  /// The answers offered as buttons: "handles it" and "passes it on", the
  /// recognizers when the question is about them, else every responder
  /// that is not a view (controllers, the application, the app delegate),
  /// the window, and `nobody`.
  public static func choices(for q: Quiz.Question, responders: [String], recognizers: [String]) -> [String] {
    switch q.kind {
    case .handlesOrPasses: return [Quiz.handles, Quiz.passes]
    case .arrivesAsTouches: return [Quiz.touches, Quiz.noTouches]
    case .winningRecognizer: return recognizers.sorted()
    case .hitView: return []
    default:
      return responders.filter { $0 != "application" && $0 != "window" }.sorted() + [
        "window", "application", Quiz.nobody,
      ]
    }
  }

  /// The view a click at `p` (scene points) names while a question waits:
  /// the front-most, deepest view drawn there in the held picture.
  public func view(at p: Point, in window: Window) -> String? {
    if let shown = shownPicture?.views { return shown.deepest(at: p) }
    return ShownView(window, window: window)?.deepest(at: p)
  }

  /// Whether the questions of `q`'s batch answered so far walked the chain
  /// of its event (a hit test or a hop).
  func chainAnswered(before q: Quiz.Question) -> Bool {
    quiz.verdicts.contains {
      guard $0.question.batch == q.batch else { return false }
      switch $0.question.kind {
      case .hitView, .nextResponder, .handlesOrPasses: return true
      default: return false
      }
    }
  }

  /// The overlay model while quiz mode is on: a question waiting hides its
  /// answer; a touch sequence in play hides what its questions will ask;
  /// otherwise the last answered event stays explained, fully revealed.
  ///
  /// - Parameters:
  ///   - explained: the record step mode explains, if any.
  ///   - freshFrom: the quiz's event count when a lesson step was shown: an
  ///     earlier verdict is not shown beside the step's first question.
  ///   - choices: the buttons for a question.
  public func model(
    recorder: OverlayRecorder, window: Window?, fingers: [OverlayModel.FingerMark], error: String?,
    explained: DispatchRecord?, freshFrom: Int?, choices: (Quiz.Question) -> [String]
  ) -> OverlayModel {
    if let q = quiz.current, let r = records[q.event] {
      var model = recorder.model(explaining: r, fingers: fingers, error: error)
      // The picture from before the event first, then what the question
      // hides of it: its first responder is the answer to a key's first hop.
      if let held { model.show(held) }
      model.hide(for: q, chainAnswered: chainAnswered(before: q))
      // A touch sequence's later questions (the winner, the action a timer
      // sent) keep the revealed hit test of its first touch; a key or an
      // action alone is not hit-tested: the last touch's tags would stand
      // on the scene as if they were this event's.
      if let hit = quiz.verdicts.last(where: { $0.question.batch == q.batch && $0.question.kind == .hitView }
      ),
        let hr = records[hit.question.event]
      {
        if hr !== r { model.hitRows = recorder.model(explaining: hr).hitRows }
      } else if r.kind != .touch {
        model.hitRows = []
      }
      // Where the touch asked about landed, as a ghost finger: after "Do it
      // for me" nothing else shows where the tap was, and the question is
      // what that point hits (the point is the input, not the answer). No
      // label: a word in the ring would sit on the scene's own text.
      if r.kind == .touch, let p = r.point, !fingers.contains(where: { !$0.ghost }) {
        model.fingers.append(.init(label: "", point: p, ghost: true))
      }
      model.quiz = card(asking: q, freshFrom: freshFrom, choices: choices)
      return model
    }
    if quiz.sequenceInPlay {
      // The gesture is not decided yet: the learner goes on touching, and
      // nothing about the sequence so far is shown (its questions will ask it).
      var model = recorder.model(explaining: nil, fingers: fingers, error: error)
      model.hideWhileInPlay()
      if let held { model.show(held) }
      model.quiz = card(asking: nil, freshFrom: freshFrom, choices: choices)
      model.quiz?.waitingFor = window.map(Self.sequenceWaits) ?? "the gesture is being decided"
      return model
    }
    let last = explained == nil ? quiz.last.flatMap { records[$0.question.event] } : nil
    var model = recorder.model(explaining: last ?? explained, fingers: fingers, error: error)
    let shown = last ?? explained ?? recorder.latestEvent
    // The shown event is the one whose questions were dropped (Try again
    // after a miss), or a later record of its touches (their release):
    // nothing of its route is shown, as nothing of it was answered.
    if let shown, let n = records.first(where: { $0.value === shown })?.key,
      let dropped = quiz.droppedEvents.max(), n >= dropped, (quiz.last?.question.event ?? 0) < dropped
    {
      model.hideWhileInPlay()
    }
    // A touch's reveal says what the touch did, not what a key would do next.
    // Nor, before anything happened, what the first key or Ctrl+Z will do:
    // lesson 7 opened on "Undo stack of window's manager", the answer of
    // its second step (issue 39).
    if shown == nil || shown?.kind == .touch { model.hideForecasts() }
    model.quiz = card(asking: nil, freshFrom: freshFrom, choices: choices)
    return model
  }

  /// The quiz card: the question waiting, its buttons, the last verdict and the score.
  public func card(asking q: Quiz.Question?, freshFrom: Int?, choices: (Quiz.Question) -> [String])
    -> OverlayModel.QuizCard
  {
    var c = OverlayModel.QuizCard()
    c.prompt = q?.prompt
    c.choices = q.map(choices) ?? []
    c.viewsAnswer = q?.kind.isAnsweredByView ?? true
    // The last verdict stays beside the questions of its own batch, and
    // once all are answered; a new touch's questions start without it, and
    // a lesson step just shown has asked nothing yet (the last step's would be stale).
    if let last = quiz.last, q.map({ $0.batch == last.question.batch }) ?? !quiz.sequenceInPlay,
      freshFrom.map({ last.question.event > $0 }) ?? true
    {
      c.last = last
    }
    c.score = quiz.score
    c.asked = quiz.asked
    return c
  }
}

extension Quiz.Kind {
  /// Whether a view clicked in the scene can be the answer: not for "handles
  /// or passes" or "which recognizer wins", which are answered with buttons.
  public var isAnsweredByView: Bool {
    switch self {
    case .handlesOrPasses, .winningRecognizer, .arrivesAsTouches: return false
    case .hitView, .nextResponder, .actionHandler, .undoOwner: return true
    }
  }
}
