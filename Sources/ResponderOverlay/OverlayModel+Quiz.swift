import ResponderCore

extension OverlayModel {
  /// What the sidebar's quiz card shows.
  public struct QuizCard: Sendable, Hashable {
    /// The question waiting for an answer (nil: none yet).
    public var prompt: String?
    /// Answers given as buttons; views are answered by clicking them in the scene.
    public var choices: [String] = []
    /// Whether a view clicked in the scene can be the answer (not for
    /// "which recognizer wins": those are buttons only).
    public var viewsAnswer = true
    public var last: Quiz.Verdict?
    public var score = 0
    public var asked = 0
    /// The key that toggles quiz mode, for the card's heading.
    public var key = "Shift+F12"
    /// A touch sequence is in play: what it waits for before the questions
    /// come (nil: none in play).
    public var waitingFor: String?

    /// Whether the panels that would give an answer away are withheld: a
    /// question waits, or the touches it will ask about are still in play.
    public var withholds: Bool { prompt != nil || waitingFor != nil }

    public init() {}
  }

  /// What the sidebar's lesson card shows (a scene's `lesson:` section).
  public struct LessonCard: Sendable, Hashable {
    public var title = ""
    public var index = 0
    public var count = 0
    public var text = ""
    public var yourself: String?
    public var question: String?
    /// The explanation, once the step's questions are answered.
    public var explain: String?
    /// Its buttons: `lesson:do`, `lesson:next`, `lesson:back`.
    public var buttons: [Button] = []

    public struct Button: Sendable, Hashable {
      public var label: String
      public var action: String
      public init(_ label: String, _ action: String) { (self.label, self.action) = (label, action) }
    }

    public init() {}
  }

  /// Hides everything the questions of a touch sequence still in play will
  /// ask: the hit test, the chain, the recognizers and the timeline.
  public mutating func hideWhileInPlay() {
    hidesUnlitHops = true
    handlerFrame = nil
    hitRows = []
    litHops = 0
    gestures = []
    timeline = nil
  }

  /// Hides what the quiz's current question asks, and reveals what earlier
  /// answers earned: the hit test only once its question is answered, the
  /// chain's hops as they are answered (step mode's `litHops`), the action's
  /// walk, the undo stack and the recognizers only once theirs are.
  public mutating func hide(for q: Quiz.Question) {
    hidesUnlitHops = true
    handlerFrame = nil
    switch q.kind {
    case .hitView:
      hitRows = []
      litHops = 0
    case .nextResponder:
      // "Who is next" past the app delegate (revealsHop 0): every hop is answered.
      litHops = q.revealsHop == 0 ? eventHops : max(0, q.revealsHop - 1)
    case .actionHandler, .undoOwner, .winningRecognizer:
      litHops = eventHops
    }
    switch q.kind {
    case .undoOwner: undo = nil
    case .winningRecognizer:
      gestures = []
      timeline = nil
    default: break
    }
  }
}
