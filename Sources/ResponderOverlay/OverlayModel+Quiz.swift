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
    /// Its buttons.
    public var buttons: [Button] = []
    /// The course is done: each lesson's score, shown in place of the step
    /// (the last lesson's last step answered, with no lesson after it).
    public var course: [CourseScore]?
    /// A line under the course's total: where the results were saved, or why not.
    public var courseNote: String?
    /// Every step's text, in order: the card gives its text the room the
    /// longest one needs, so the quiz card below, and its answer buttons,
    /// stay in one place from step to step (empty: as long as its own).
    public var stepTexts: [String] = []
    /// What the card may say in its question slot while a quiz question
    /// waits below ("Answer the quiz below.", a miss's one line): the card
    /// gives the slot the room the tallest needs, and keeps its button row,
    /// so a miss told then, with its Try again and Do it for me, does not
    /// push the quiz's answer buttons down under the pointer (empty: as
    /// long as what it shows).
    public var promptsWhileAsking: [String] = []

    /// What a lesson card button does.
    public enum Action: Sendable, Hashable {
      case back, next
      /// Drops the questions of an event that missed the step.
      case retry
      /// "Do it for me": plays the step's `do:`.
      case perform
      /// "Next lesson ›": opens the course's next lesson in the same window.
      case openNextLesson
      /// "Save results": the course-complete card writes the student's results file.
      case saveResults
    }

    public struct Button: Sendable, Hashable {
      public var label: String
      public var action: Action
      public init(_ label: String, _ action: Action) { (self.label, self.action) = (label, action) }
    }

    /// One lesson's score on the course-complete card.
    public struct CourseScore: Sendable, Hashable {
      public var title: String
      public var score: Int
      public var asked: Int
      public init(title: String, score: Int, asked: Int) {
        (self.title, self.score, self.asked) = (title, score, asked)
      }
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
  /// chain's stops one by one as they are answered (step mode's
  /// `litHops`), a stop's "handled" mark only once "handles or passes" is
  /// answered for it, and the action's walk, the undo stack and the
  /// recognizers only once theirs are.
  ///
  /// - Parameter chainAnswered: whether the questions of `q`'s batch have
  ///   walked the event's chain (a touch's hit test and hops). A key whose
  ///   chain is not asked (Ctrl+Z, an editing command) reveals none of its
  ///   stops while its own question waits: "1 editor" would be the answer.
  public mutating func hide(for q: Quiz.Question, chainAnswered: Bool) {
    hidesUnlitHops = true
    handlerFrame = nil
    switch q.kind {
    case .hitView:
      hitRows = []
      litHops = 0
    case .nextResponder:
      // "Who is next" past the app delegate (revealsHop 0): every hop is answered.
      litHops = q.revealsHop == 0 ? eventHops : max(0, q.revealsHop - 1)
    case .handlesOrPasses:
      // The stop asked about is shown, but not whether it handled the event.
      litHops = q.revealsHop
      withholdHandler()
    case .actionHandler, .undoOwner, .winningRecognizer, .arrivesAsTouches:
      litHops = chainAnswered ? eventHops : 0
    }
    // "Who gets it first?" of a key (or any event not hit-tested) is the
    // first responder: its ring would stand on the scene as the answer.
    if case .nextResponder(after: nil) = q.kind {
      firstResponder = nil
      firstResponderFrame = nil
    }
    switch q.kind {
    case .undoOwner:
      undo = nil
      otherUndo = []
    case .winningRecognizer:
      gestures = []
      timeline = nil
    case .arrivesAsTouches:
      // The event's kind and the log's input name ("trackpad transform")
      // are the answer: both wait, with the recognizers that saw it.
      eventTitle = "Event: a trackpad pinch (how it arrives is the question)"
      log = []
      gestures = []
      timeline = nil
    default: break
    }
  }

  /// Hides what the scene would do next rather than what the explained
  /// event did: the editing menu it would offer and the undo manager Ctrl+Z
  /// would use. In quiz mode a touch's reveal shows neither: each is a
  /// later question's answer (lesson 6 asks who handles copy after the tap
  /// that made note first responder; lesson 7 whose manager answers Ctrl+Z
  /// after the tap on pad).
  public mutating func hideForecasts() {
    menu = []
    hidesForecasts = true
  }

  /// The chain's handler drawn as a responder it passed through.
  mutating func withholdHandler() {
    handlerFrame = nil
    for i in chain.indices where chain[i].state == .handled { chain[i].state = .visited }
  }
}
