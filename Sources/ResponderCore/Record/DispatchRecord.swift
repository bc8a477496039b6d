/// Why hit-testing skipped a view and its subtree.
public enum HitTestSkipReason: String, Sendable, Hashable, BitwiseCopyable {
  /// `isHidden` is true.
  case hidden
  /// `isUserInteractionEnabled` is false.
  case interactionDisabled
  /// `alpha` is below 0.01.
  case transparent
  /// The point is outside the view's bounds (its subviews are not tried,
  /// even when `clipsToBounds` is false).
  case outside
}

/// One view that hit-testing visited, in visiting order.
public struct HitTestVisit {
  public let view: View
  /// Whether `point(inside:with:)` held; false when skipped.
  public let inside: Bool
  public let skipped: HitTestSkipReason?
  /// Depth below the view hit-testing started from (the window is 0).
  public let depth: Int
  /// Which override decided, when one did (attached overrides, a Swift
  /// subclass's, `hitTestTarget`); nil for the plain bounds check.
  public internal(set) var rule: HitTestRule?
}

/// A hit-test visit as a record keeps it: the view's identity and the
/// verdict, plain values that keep nothing alive (the record's
/// `IdentityRegistry` keeps the identity).
struct RecordedVisit {
  let view: Unretained<RecordedIdentity>
  let inside: Bool
  let skipped: HitTestSkipReason?
  let depth: Int
  /// Index into the record's `hitTestRules`, or -1.
  var rule: Int32
}

/// A recognizer's state change as a record keeps it: the recognizer's
/// identity and the state.
struct RecordedGestureChange {
  let recognizer: Unretained<RecordedIdentity>
  let state: GestureRecognizer.State
}

/// A gesture decision as a record keeps it: the kind and the identities of
/// the recognizer and the view.
struct RecordedGestureDecision {
  let kind: GestureDecision.Kind
  let recognizer: Unretained<RecordedIdentity>
  let view: Unretained<RecordedIdentity>

  /// The decision, while the recognizer and the view live.
  var decision: GestureDecision? {
    guard let r = recognizer.recognizer, let v = view.responder.map({ unsafeDowncast($0, to: View.self) })
    else { return nil }
    switch kind {
    case .heldBegan: return .heldBegan(r, view: v)
    case .heldEnded: return .heldEnded(r, view: v)
    case .cancelledTouchesInView: return .cancelledTouchesInView(r, view: v)
    }
  }
}

/// What kind of input a dispatch record is for; the raw value is the
/// trace's `type` (SPEC §5), so the JSON text is what it was when this was a string.
public enum DispatchKind: String, Sendable, Hashable, CustomStringConvertible {
  case touch, key, text, motion, remoteControl, action, interruption, timer
  /// A wheel or trackpad scroll (`UIEvent.EventType.scroll`).
  case scroll
  /// The pointer moving with no button down (`UIEvent.EventType.hover`).
  case hover
  /// A trackpad's pinch or rotation as a `transform` event (`UIEvent.EventType.transform`).
  case transform

  public var description: String { rawValue }
}

/// The result of one action message: where its walk started and who took it.
///
/// Like the dispatch record it belongs to, it names the objects it saw by
/// their identities (`RecordedIdentity`) and keeps none of them alive; the
/// object accessors read nil (or leave out) one that has gone since.
public final class ActionRecord {
  public let action: String
  /// Who sent it, while it lives: a responder or recognizer by identity,
  /// any other object weakly.
  public var sender: AnyObject? { senderIdentity?.object ?? otherSender }
  private let senderIdentity: RecordedIdentity?
  private weak var otherSender: AnyObject?
  /// The explicit target, or nil for a nil-targeted action.
  public var target: Responder? { targetIdentity?.responder }
  let targetIdentity: RecordedIdentity?
  /// The responders asked, in order (just the target for a targeted action).
  public internal(set) var chain: [Responder] {
    get { chainIdentities.compactMap(\.responder) }
    set { chainIdentities = newValue.map(\.recordedIdentity) }
  }
  private(set) var chainIdentities: [RecordedIdentity] = []
  /// What each responder of `chain` answered, in order: `implements`,
  /// `canPerform`, `refuses`, or `no` (`canPerformAction(_:withSender:)`).
  public internal(set) var answers: [CanPerformAnswer] = []
  /// Whether each answer was a Swift subclass's override disagreeing with
  /// Core's (`Responder.coreCanPerformAnswer(to:)`), told when it was given.
  public internal(set) var answeredByCode: [Bool] = []
  public internal(set) var handledBy: Responder? {
    get { handledByIdentity?.responder }
    set { handledByIdentity = newValue?.recordedIdentity }
  }
  private(set) var handledByIdentity: RecordedIdentity?

  init(action: String, sender: AnyObject?, target: Responder?) {
    self.action = action
    switch sender {
    case let r as Responder: senderIdentity = r.recordedIdentity
    case let g as GestureRecognizer: senderIdentity = g.recordedIdentity
    default:
      senderIdentity = nil
      otherSender = sender
    }
    targetIdentity = target?.recordedIdentity
  }

  /// Notes a hop of the walk for a nil-targeted action: `r` was asked and
  /// its `canPerformAction(_:withSender:)` returned `yes`.
  func note(_ r: Responder, answered yes: Bool) {
    chainIdentities.append(r.recordedIdentity)
    let core = r.coreCanPerformAnswer(to: action)
    answers.append(CanPerformAnswer(yes, core: core))
    answeredByCode.append(yes != core.isYes)
  }
}

/// One method a dispatch called on a responder, or one action message it
/// performed: the responder's identity, the method, and for an action
/// message its index in the record's `actions`.
struct RecordedCall {
  let responder: Unretained<RecordedIdentity>
  /// The event method; unused for an action message.
  let method: ResponderMethod
  /// How many touches a touch method's call carried (1 for every other
  /// call): stored in the padding after `method`, so a call costs no more.
  let touchCount: UInt16
  /// For an action message, its index in the record's `actions`; else -1.
  let action: Int32
}

/// A key event as a record keeps it.
public struct RecordedKey: Hashable, Sendable {
  /// What the key did.
  public enum Transition: Hashable, Sendable {
    /// A press went down or came up (`pressesBegan`/`pressesEnded`).
    case down, up
    /// A key command or a shortcut took the chord: no press was sent.
    case command
  }
  public var chord: KeyChord
  public var transition: Transition

  public init(_ chord: KeyChord, _ transition: Transition) {
    self.chord = chord
    self.transition = transition
  }

  /// A press of a modifier key alone going down or up (Ctrl before Z).
  public var isLoneModifier: Bool { transition != .command && chord.key.isModifier }

  /// As a record's `detail` writes it: "ctrl+z" (taken by a command),
  /// "a down", "shift+a up".
  public var text: String {
    switch transition {
    case .command: chord.description
    case .down: chord.description + " down"
    case .up: chord.description + " up"
    }
  }
}

/// Everything one dispatched event did: the hit test, the responders it
/// visited, who handled it, the methods called, gesture state changes and
/// the action messages it set off. The trace, the overlay and the test
/// expectations all read this one record.
public final class DispatchRecord {
  /// Run-loop tick and simulation time of the dispatch.
  public private(set) var tick: Int {
    get { tickStorage }
    set { tickStorage = newValue }
    _modify { yield &tickStorage }
  }
  @exclusivity(unchecked) final var tickStorage: Int
  public private(set) var time: Double {
    get { timeStorage }
    set { timeStorage = newValue }
    _modify { yield &timeStorage }
  }
  @exclusivity(unchecked) final var timeStorage: Double
  public private(set) var kind: DispatchKind {
    get { kindStorage }
    set { kindStorage = newValue }
    _modify { yield &kindStorage }
  }
  @exclusivity(unchecked) final var kindStorage: DispatchKind
  /// The touch phase, key name, motion subtype or action name.
  public var detail: String {
    get { detailStorage }
    set { detailStorage = newValue }
    _modify { yield &detailStorage }
  }
  @exclusivity(unchecked) final var detailStorage: String
  /// The window point of a touch event (its first touch's, when it
  /// carried several).
  public var point: Point? {
    get { pointStorage }
    set { pointStorage = newValue }
    _modify { yield &pointStorage }
  }
  @exclusivity(unchecked) final var pointStorage: Point?
  /// Each touch a touch event carried, when it carried more than one
  /// (fingers that changed in one frame, `Application.handleTouches`), in
  /// the order they were reported; empty for a one-touch event, whose
  /// `detail` and `point` say it all.
  public internal(set) var frameTouches: [TouchChange] {
    get { frameTouchesStorage }
    set { frameTouchesStorage = newValue }
    _modify { yield &frameTouchesStorage }
  }
  @exclusivity(unchecked) final var frameTouchesStorage: [TouchChange] = []
  /// Every view hit-testing visited, in visiting order.
  public var hitTest: [HitTestVisit] {
    if let cached = hitTestCache { return cached }
    var list: [HitTestVisit] = []
    list.reserveCapacity(visits.count)
    for i in 0..<visits.count {
      let v = visits[i]
      guard let view = v.view.responder else { continue }
      list.append(
        HitTestVisit(
          view: unsafeDowncast(view, to: View.self), inside: v.inside, skipped: v.skipped, depth: v.depth,
          rule: v.rule >= 0 ? hitTestRules[Int(v.rule)] : nil))
    }
    hitTestCache = list
    return list
  }
  /// `hitTest` as plain values, each view named by its identity; the rare
  /// rules that carry text live beside them.
  let visits = PlainList<RecordedVisit>()
  @exclusivity(unchecked) private var hitTestRules: [HitTestRule] = []
  @exclusivity(unchecked) private var hitTestCache: [HitTestVisit]?
  /// How many views hit-testing has visited so far.
  var visitCount: Int { visits.count }
  public internal(set) var hitView: View? {
    get { hitViewIdentity?.responder.map { unsafeDowncast($0, to: View.self) } }
    set { hitViewIdentity = newValue?.recordedIdentity }
  }
  @exclusivity(unchecked) final var hitViewIdentity: RecordedIdentity?
  /// The responders the event visited, in order (consecutive repeats once).
  public var chain: [Responder] {
    if let cached = chainCache { return cached }
    var list: [Responder] = []
    list.reserveCapacity(chainStorage.count)
    for i in 0..<chainStorage.count {
      if let r = chainStorage[i].responder { list.append(r) }
    }
    chainCache = list
    return list
  }
  /// `chain` as identities; a snapshot's run of hops is one copy.
  let chainStorage = PlainList<Unretained<RecordedIdentity>>()
  /// `chain` as an array, built when first read after a change.
  @exclusivity(unchecked) private var chainCache: [Responder]?
  public internal(set) var handledBy: Responder? {
    get { handledByIdentity?.responder }
    set { handledByIdentity = newValue?.recordedIdentity }
  }
  @exclusivity(unchecked) final var handledByIdentity: RecordedIdentity?
  /// Methods called on responders, in order; kept as plain values so that a
  /// dispatch builds no strings unless someone reads `calls`.
  let callPairs = PlainList<RecordedCall>()
  /// Methods called on responders and action messages they performed, in
  /// order (calls on responders that have gone since are left out).
  public var callLog: [ResponderCall] {
    (0..<callPairs.count).compactMap { i in
      let c = callPairs[i]
      guard let responder = c.responder.responder else { return nil }
      return ResponderCall(
        responder: responder,
        message: c.action >= 0 ? .action(actions[Int(c.action)]) : .event(c.method),
        touchCount: Int(c.touchCount))
    }
  }
  /// Every call as `id.method`, in order (scripts' `calls:`), named by
  /// identity, so a responder that went since is still written.
  public var calls: [String] {
    (0..<callPairs.count).map { i in
      let c = callPairs[i]
      return ResponderCall.text(
        responder: c.responder.identifier,
        message: c.action >= 0 ? .action(actions[Int(c.action)]) : .event(c.method),
        touchCount: Int(c.touchCount))
    }
  }
  /// State changes of recognizers, in order.
  public var gestureChanges: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] {
    if let cached = gestureChangesCache { return cached }
    var list: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
    list.reserveCapacity(gestureChangeList.count)
    for i in 0..<gestureChangeList.count {
      let c = gestureChangeList[i]
      if let r = c.recognizer.recognizer { list.append((r, c.state)) }
    }
    gestureChangesCache = list
    return list
  }
  /// `gestureChanges` as plain values, each recognizer named by identity.
  let gestureChangeList = PlainList<RecordedGestureChange>(capacity: 4)
  @exclusivity(unchecked) private var gestureChangesCache:
    [(recognizer: GestureRecognizer, state: GestureRecognizer.State)]?

  /// Records a recognizer's state change.
  func noteGestureChange(_ r: GestureRecognizer, _ state: GestureRecognizer.State) {
    gestureChangeList.append(
      RecordedGestureChange(recognizer: r.recordedIdentity(in: registry), state: state))
    if gestureChangesCache != nil { gestureChangesCache = nil }
  }

  /// Records a decision about `recognizer` and `view`.
  func noteGestureDecision(_ kind: GestureDecision.Kind, _ recognizer: GestureRecognizer, _ view: View) {
    decisionList.append(
      RecordedGestureDecision(
        kind: kind, recognizer: recognizer.recordedIdentity(in: registry),
        view: view.recordedIdentity(in: registry)))
    if gestureDecisionsCache != nil { gestureDecisionsCache = nil }
  }

  private func clearGestureDecisions() {
    if decisionList.isEmpty { return }
    decisionList.removeAll()
    gestureDecisionsCache = nil
  }

  private func clearGestureChanges() {
    if gestureChangeList.isEmpty { return }
    gestureChangeList.removeAll()
    gestureChangesCache = nil
  }
  public internal(set) var actions: [ActionRecord] {
    get { actionsStorage }
    set { actionsStorage = newValue }
    _modify { yield &actionsStorage }
  }
  @exclusivity(unchecked) final var actionsStorage: [ActionRecord] = []
  /// Lines logged by `log` effects while this event was dispatched.
  public var logs: [String] {
    get { logsStorage }
    set { logsStorage = newValue }
    _modify { yield &logsStorage }
  }
  @exclusivity(unchecked) final var logsStorage: [String] = []
  /// Control events sent, in order, one event each.
  public internal(set) var controlEvents: [(control: Control, event: ControlEvents)] {
    get {
      controlEventsStorage.compactMap { e in
        e.control.responder.map { (unsafeDowncast($0, to: Control.self), e.event) }
      }
    }
    set { controlEventsStorage = newValue.map { ($0.control.recordedIdentity, $0.event) } }
  }
  @exclusivity(unchecked) final var controlEventsStorage:
    [(control: RecordedIdentity, event: ControlEvents)] = []
  /// A new touch that `exclusiveTouch` kept from every view: the view whose
  /// exclusivity decided, and whether it was the tracking one or the hit one.
  public internal(set) var exclusiveTouchBlock: (by: View, hitView: View?)? {
    get {
      guard let block = exclusiveTouchBlockStorage, let by = block.by.responder else { return nil }
      return (
        unsafeDowncast(by, to: View.self), block.hitView?.responder.map { unsafeDowncast($0, to: View.self) }
      )
    }
    set {
      exclusiveTouchBlockStorage = newValue.map { ($0.by.recordedIdentity, $0.hitView?.recordedIdentity) }
    }
  }
  @exclusivity(unchecked) final var exclusiveTouchBlockStorage:
    (by: RecordedIdentity, hitView: RecordedIdentity?)?
  /// What a key event was, typed: its chord and whether it went down, came
  /// up or was taken whole by a key command or shortcut. `detail` is this
  /// written out for people ("ctrl+z", "a down"); readers ask this.
  public internal(set) var key: RecordedKey? {
    get { keyStorage }
    set { keyStorage = newValue }
    _modify { yield &keyStorage }
  }
  @exclusivity(unchecked) final var keyStorage: RecordedKey?
  /// The key of a press event (not of one a key command took); the overlay
  /// passes over lone modifier keys when it picks the event to explain.
  public var pressedKey: Key? {
    guard let key, key.transition != .command else { return nil }
    return key.chord.key
  }
  /// The phase of a touch event's (first) changed touch; nil for every
  /// other kind. `detail` is its raw value.
  public internal(set) var touchPhase: TouchPhase? {
    get { touchPhaseStorage }
    set { touchPhaseStorage = newValue }
    _modify { yield &touchPhaseStorage }
  }
  @exclusivity(unchecked) final var touchPhaseStorage: TouchPhase?
  /// The key command a key press matched, and the responder that listed it.
  public internal(set) var keyCommand: (command: KeyCommand, owner: Responder)? {
    get {
      guard let k = keyCommandStorage, let owner = k.owner.responder else { return nil }
      return (k.command, owner)
    }
    set { keyCommandStorage = newValue.map { ($0.command, $0.owner.recordedIdentity) } }
  }
  @exclusivity(unchecked) final var keyCommandStorage: (command: KeyCommand, owner: RecordedIdentity)?
  /// Why a recognizer failed or never saw a touch: its delegate's answers
  /// (`gestureRecognizerShouldBegin`, `gestureRecognizer(_:shouldReceive:)`).
  public internal(set) var gestureNotes: [GestureNoteEntry] {
    get {
      gestureNotesStorage.compactMap { n in
        n.recognizer.recognizer.map { GestureNoteEntry(recognizer: $0, answer: n.answer) }
      }
    }
    set { gestureNotesStorage = newValue.map { ($0.recognizer.recordedIdentity, $0.answer) } }
  }
  @exclusivity(unchecked) final var gestureNotesStorage:
    [(recognizer: RecordedIdentity, answer: GestureNote)] = []
  /// What the window decided about recognizers and their views' touches,
  /// in order, appended where each decision is made.
  public var gestureDecisions: [GestureDecision] {
    if let cached = gestureDecisionsCache { return cached }
    let list = (0..<decisionList.count).compactMap { decisionList[$0].decision }
    gestureDecisionsCache = list
    return list
  }
  /// `gestureDecisions` as plain values, recognizer and view named by identity.
  private let decisionList = PlainList<RecordedGestureDecision>(capacity: 4)
  @exclusivity(unchecked) private var gestureDecisionsCache: [GestureDecision]?
  /// What scroll views decided about content touches and scrolling.
  public internal(set) var scrollNotes: [ScrollNote] {
    get { scrollNotesStorage.compactMap(\.note) }
    set { scrollNotesStorage = newValue.map(RecordedScrollNote.init) }
  }
  @exclusivity(unchecked) final var scrollNotesStorage: [RecordedScrollNote] = []
  /// What the pointer did in this event (`PointerNote`): the input named,
  /// a menu shown, chosen or refused.
  public internal(set) var pointerNotes: [PointerNote] {
    get { pointerNotesStorage }
    set { pointerNotesStorage = newValue }
    _modify { yield &pointerNotesStorage }
  }
  @exclusivity(unchecked) final var pointerNotesStorage: [PointerNote] = []
  /// The shortcut list this record showed (Command held: `KeyCommandList`).
  public internal(set) var shortcutList: KeyCommandList? {
    get { shortcutListStorage }
    set { shortcutListStorage = newValue }
    _modify { yield &shortcutListStorage }
  }
  @exclusivity(unchecked) final var shortcutListStorage: KeyCommandList?
  /// Controls that got a touch and did not track it, with why (plain values:
  /// the control is named by its identifier).
  public internal(set) var controlNotes: [ControlNote] {
    get { controlNotesStorage }
    set { controlNotesStorage = newValue }
    _modify { yield &controlNotesStorage }
  }
  @exclusivity(unchecked) final var controlNotesStorage: [ControlNote] = []

  /// What keeps the identities this record's lists name (`visits`,
  /// `chainStorage`, `callPairs`, gesture changes and decisions): its
  /// application's, shared by every record that application writes.
  let registry: IdentityRegistry

  /// A record of its own, outside any application (tests).
  public convenience init(
    tick: Int, time: Double, kind: DispatchKind, detail: String, point: Point? = nil, key: RecordedKey? = nil,
    touchPhase: TouchPhase? = nil
  ) {
    self.init(
      registry: IdentityRegistry(), tick: tick, time: time, kind: kind, detail: detail, point: point,
      key: key,
      touchPhase: touchPhase)
  }

  init(
    registry: IdentityRegistry, tick: Int, time: Double, kind: DispatchKind, detail: String, point: Point?,
    key: RecordedKey?, touchPhase: TouchPhase?
  ) {
    self.registry = registry
    self.tickStorage = tick
    self.timeStorage = time
    self.kindStorage = kind
    self.detailStorage = detail
    self.pointStorage = point
    self.key = key
    self.touchPhase = touchPhase
  }

  /// Empties the record for reuse, keeping its storage: the application
  /// recycles records nobody else holds, so a dispatch allocates nothing
  /// for its record once the loop is warm.
  func reset(
    tick: Int, time: Double, kind: DispatchKind, detail: String, point: Point?, key: RecordedKey?,
    touchPhase: TouchPhase?
  ) {
    (self.tick, self.time, self.kind, self.detail, self.point) = (tick, time, kind, detail, point)
    (self.key, self.touchPhase) = (key, touchPhase)
    // Empty arrays are left alone: clearing one still costs a call.
    clearVisits()
    hitViewIdentity = nil
    clearChain()
    lastVisited = nil
    handledByIdentity = nil
    callPairs.removeAll()
    clearGestureChanges()
    if !actions.isEmpty { actions.removeAll(keepingCapacity: true) }
    if !logs.isEmpty { logs.removeAll(keepingCapacity: true) }
    if !controlEventsStorage.isEmpty { controlEventsStorage.removeAll(keepingCapacity: true) }
    if exclusiveTouchBlockStorage != nil { exclusiveTouchBlockStorage = nil }
    if keyCommandStorage != nil { keyCommandStorage = nil }
    if !gestureNotesStorage.isEmpty { gestureNotesStorage.removeAll(keepingCapacity: true) }
    if !scrollNotesStorage.isEmpty { scrollNotesStorage.removeAll(keepingCapacity: true) }
    if !pointerNotes.isEmpty { pointerNotes.removeAll() }
    if shortcutList != nil { shortcutList = nil }
    if !frameTouches.isEmpty { frameTouches.removeAll(keepingCapacity: true) }
    clearGestureDecisions()
    hitTestDepth = 0
  }

  /// Depth of the view being hit-tested, while a hit test runs.
  @exclusivity(unchecked) var hitTestDepth = 0

  /// Records a visit that no rule beyond the bounds check decided (the
  /// plain path: no optional rule is made or destroyed).
  func noteHitTest(_ view: View, inside: Bool, skipped: HitTestSkipReason?, depth: Int) {
    appendVisit(view, inside: inside, skipped: skipped, depth: depth, rule: -1)
  }

  /// Records a visit and the rule that decided it, if any.
  func noteHitTest(
    _ view: View, inside: Bool, skipped: HitTestSkipReason?, depth: Int, rule: HitTestRule?
  ) {
    var ruleIndex: Int32 = -1
    if let rule {
      hitTestRules.append(rule)
      ruleIndex = Int32(hitTestRules.count - 1)
    }
    appendVisit(view, inside: inside, skipped: skipped, depth: depth, rule: ruleIndex)
  }

  @inline(__always)
  private func appendVisit(
    _ view: View, inside: Bool, skipped: HitTestSkipReason?, depth: Int, rule: Int32
  ) {
    visits.append(
      RecordedVisit(
        view: view.recordedIdentity(in: registry), inside: inside, skipped: skipped, depth: depth, rule: rule)
    )
    if hitTestCache != nil { hitTestCache = nil }
  }

  /// The rule kept at `index` of the rules beside the visits.
  func hitTestRule(at index: Int) -> HitTestRule { hitTestRules[index] }

  /// The index of the first visit of `view` from visit `start` on.
  func firstVisit(of view: View, from start: Int) -> Int? {
    let identity = view.recordedIdentity
    return (start..<visits.count).first { visits[$0].view.refers(to: identity) }
  }

  /// Names the override that decided visit `index` after the fact (a hit on
  /// the view itself, known once its subviews were tried).
  func setHitTestRule(_ rule: HitTestRule, at index: Int) {
    hitTestRules.append(rule)
    visits[index].rule = Int32(hitTestRules.count - 1)
    if hitTestCache != nil { hitTestCache = nil }
  }

  /// The responder `chain` ends with, compared without a retain.
  @exclusivity(unchecked) private var lastVisited: ObjectIdentifier?

  private func clearVisits() {
    if visits.isEmpty { return }
    visits.removeAll()
    if !hitTestRules.isEmpty { hitTestRules.removeAll(keepingCapacity: true) }
    if hitTestCache != nil { hitTestCache = nil }
  }

  private func clearChain() {
    chainStorage.removeAll()
    if chainCache != nil { chainCache = nil }
  }

  /// Records a call of `method` on `responder`; `touches` is how many
  /// touches a touch method carried.
  func visit(_ responder: Responder, method: ResponderMethod, touches: Int = 1) {
    let identity = responder.recordedIdentity(in: registry)
    let id = ObjectIdentifier(responder)
    if lastVisited != id {
      chainStorage.append(identity)
      if chainCache != nil { chainCache = nil }
      lastVisited = id
    }
    callPairs.append(
      RecordedCall(
        responder: identity, method: method, touchCount: UInt16(clamping: touches), action: -1))
  }

  /// `visit` for hops `range` of `snapshot`, each a distinct responder
  /// alive while the snapshot holds (the caller checked), named by the
  /// identities the snapshot names them by: one copy of plain values when
  /// the snapshot's registry keeps them for this record too.
  func visitHops(of snapshot: ChainSnapshot, _ range: Range<Int>, method: ResponderMethod, touches: Int) {
    guard !range.isEmpty else { return }
    guard snapshot.registry === registry else {
      for i in range { snapshot.hops[i].borrow { visit($0, method: method, touches: touches) } }
      return
    }
    let hops = snapshot.hops
    // A snapshot names each responder once, so only the range's first hop
    // can repeat the responder the chain ends with.
    let newInChain = lastVisited == hops[range.lowerBound].id ? range.dropFirst() : range[...]
    snapshot.identities.withUnsafeBufferPointer { identities in
      chainStorage.append(contentsOf: UnsafeBufferPointer(rebasing: identities[newInChain]))
      let touchCount = UInt16(clamping: touches)
      let first = range.lowerBound
      callPairs.append(count: range.count) { i in
        RecordedCall(responder: identities[first + i], method: method, touchCount: touchCount, action: -1)
      }
    }
    lastVisited = hops[range.upperBound - 1].id
    if chainCache != nil { chainCache = nil }
  }

  /// Records that `receiver` performed the action message of `action`,
  /// one of this record's `actions`.
  func noteActionCall(_ receiver: Responder, action: ActionRecord) {
    guard let i = actions.lastIndex(where: { $0 === action }) else { return }
    callPairs.append(
      RecordedCall(
        responder: receiver.recordedIdentity(in: registry), method: .touchesBegan, touchCount: 1,
        action: Int32(i)))
  }

  /// Replaces the chain (a key command's search); the calls recorded so
  /// far keep their own identities.
  func setChain(_ responders: [Responder]) {
    clearChain()
    for r in responders { chainStorage.append(r.recordedIdentity(in: registry)) }
    lastVisited = responders.last.map(ObjectIdentifier.init)
  }

  func markHandled(by responder: Responder) {
    handledBy = responder
  }

  /// The hit-test view and its superviews, from the window down: the path
  /// a hit normally takes, whatever a `hitTest` override or a hit-area rule
  /// decided on the way (`hitTest` lists what was really visited).
  ///
  /// Read from the hit test's own visits when the hit view is among them
  /// (the view's visit, then each enclosing one a level up), so the path
  /// is the one the touch took even after the tree changed (a full-screen
  /// presentation takes the presenter's views out of the window); else the
  /// hit view's superviews now.
  public var hitPath: [View] {
    guard let hit = hitView else { return [] }
    let visited = hitTest
    if let i = visited.lastIndex(where: { $0.view === hit && $0.inside }) {
      var fromVisits = [visited[i].view]
      var depth = visited[i].depth
      var j = i
      while depth > 0, j > 0 {
        j -= 1
        if visited[j].depth == depth - 1, visited[j].inside {
          fromVisits.append(visited[j].view)
          depth -= 1
        }
      }
      if depth == 0 { return fromVisits.reversed() }
    }
    var path: [View] = []
    var v: View? = hit
    while let view = v {
      path.append(view)
      v = view.superview
    }
    return path.reversed()
  }
}
