import ResponderCore

/// One check of an `expect` step.
public enum ScriptExpectation: Hashable, Sendable {
  case hitView(String?)
  case hitPath([String])
  case chain([String])
  case handledBy(String?)
  case actionChain([String])
  case actionHandledBy(String?)
  case firstResponder(String?)
  case undoStack(from: String?, [String])
  case redoStack(from: String?, [String])
  case props([(String, PropertyValue)])
  /// Each recognizer's expected state, as written (`recognized` or
  /// `ended` for the same state) and as the typed state it means.
  case gestures([(id: String, written: String, state: GestureRecognizer.State)])
  case calls([String])
  /// The action messages sent since the previous `expect`, by name, in
  /// order, a run of the same message once (a pan sends its action at every
  /// change, a long press at its start and end): what a recording checks
  /// a gesture did, whoever performed the messages.
  case actions([String])
  case logs([String])
  case menu([String])
  /// The titles of the context or edit menu shown now (UIKit's
  /// `UIContextMenuInteraction` menu), or nil for none.
  case contextMenu([String]?)
  /// The pointer's style now (`PointerStyle`: `automatic`, `verticalBeam`, …).
  case cursor(String)
  /// The shortcut list shown now (Command held: `KeyCommandList`), as
  /// `{ RESPONDER: ["Title (chord)", "Title (chord, disabled)"] }` in chain
  /// order, or nil for none shown.
  case shortcuts([ShortcutGroup]?)
  /// A golden picture: the whole canvas or one view's frame (`region`),
  /// with or without the overlay; with `settle`, taken once the running
  /// animations have come to rest (the model takes an animation's end value
  /// at once, so what is drawn is what settles).
  case image(path: String, tolerance: Int, fraction: Double, overlay: Bool, region: String?, settle: Bool)
  /// Whether any animation runs (a property animation, a scroll view's
  /// deceleration or bounce, a spring): `animations: settled` or `running`.
  case animations(settled: Bool)
  /// A golden file of the route of every dispatch so far (JSON Lines).
  case route(path: String)
  /// The quiz's running score: answers right, answers given, questions waiting.
  case quiz(score: Int?, asked: Int?, pending: Int?)
  /// `extremes: { drawer.frame.x: [-280, 0] }`: the least and greatest
  /// values a number property took since the previous `expect`, read after
  /// every tick; what a moved view's `limits:` allow, and an overshoot the
  /// end value hides (issue 44).
  case extremes([(path: String, least: Double, greatest: Double)])

  public static func == (a: ScriptExpectation, b: ScriptExpectation) -> Bool {
    String(describing: a) == String(describing: b)
  }

  public func hash(into h: inout Hasher) { h.combine(String(describing: self)) }

  /// Whether this check can fail: a `props` or `gestures` map that names
  /// nothing, or a `quiz` map without a count, compares nothing. (An empty
  /// list does check: `calls: []` says no method was called.)
  var comparesSomething: Bool {
    switch self {
    case .props(let p): return !p.isEmpty
    case .extremes(let e): return !e.isEmpty
    case .gestures(let g): return !g.isEmpty
    case .quiz(let score, let asked, let pending): return score != nil || asked != nil || pending != nil
    default: return true
    }
  }

  /// The key a script writes for this check.
  public var key: String {
    switch self {
    case .hitView: return "hitView"
    case .hitPath: return "hitPath"
    case .chain: return "chain"
    case .handledBy: return "handledBy"
    case .actionChain: return "actionChain"
    case .actionHandledBy: return "actionHandledBy"
    case .firstResponder: return "firstResponder"
    case .undoStack: return "undoStack"
    case .redoStack: return "redoStack"
    case .props: return "props"
    case .gestures: return "gestures"
    case .calls: return "calls"
    case .actions: return "actions"
    case .logs: return "logs"
    case .menu: return "menu"
    case .contextMenu: return "contextMenu"
    case .cursor: return "cursor"
    case .shortcuts: return "shortcuts"
    case .image: return "image"
    case .route: return "route"
    case .quiz: return "quiz"
    case .animations: return "animations"
    case .extremes: return "extremes"
    }
  }
}

/// One responder's entries of a `shortcuts` check.
public struct ShortcutGroup: Hashable, Sendable {
  public var responder: String
  public var entries: [String]
}
