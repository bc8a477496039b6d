/// The top of a view hierarchy, and the dispatcher of its events (`UIWindow`).
///
/// "When the application object gets an event from the event queue, it
/// dispatches it to the window in which the user event occurred. The window
/// sends the event to the view that is the most appropriate handler for it."
///
/// ## One touch, from `Application.handle` to the responder that handles it
///
/// This file is that path, in order, with UIKit's names:
///
/// 1. `Application.handle(.touch(…))` → `handleTouch` (Application+Touches.swift)
///    finds the finger's `Touch` (a new one on `.began`), starts the event's
///    `DispatchRecord` and calls the window's `sendEvent(_:)`: UIKit's
///    `UIApplication.sendEvent(_:)` handing the event to `UIWindow.sendEvent(_:)`.
/// 2. `sendEvent(_:)` → `deliverTouches(_:)`, below.
/// 3. `beginTracking`: a new touch is hit-tested, `hitTest(_:with:)` (View.swift),
///    and keeps that view for life; the gesture recognizers of the view and
///    its ancestors are collected once (`recognizerList`).
/// 4. Recognizers see the touch first: `touchesBegan(_:with:)` on each
///    (`deliver(_:_:_:_:to:event:)`). One that recognizes hands over to
///    arbitration (`recognizerWantsToRecognize`, Window+GestureArbitration.swift),
///    which may take the touches from the view (`cancelsTouchesInView`).
/// 5. Then the view, unless a recognizer cancelled or holds the phase
///    (`viewDelivery(of:)`): `view.touchesBegan(touches, with: event)`.
/// 6. A responder that does not handle touches passes the message on: the
///    default `touchesBegan(_:with:)` is `Responder.route` (Responder.swift),
///    whose last branch is UIKit's `next?.touchesBegan(touches, with: event)`,
///    sent on in a loop (`EventForwarding.forward`) so that a long chain does
///    not recurse, until a responder handles it or the chain ends.
///
/// Every unretained read on the way goes through `Unretained`, which states
/// once why dispatch may skip the retain.
open class Window: View {
  /// The application; it clears this when it goes away.
  public internal(set) var application: Application? {
    get { applicationReference?.object }
    set {
      applicationReference = newValue.map(Unretained.init)
      chainDidChange()
    }
  }
  /// `application`, unretained (`Unretained`, whose debug build checks it).
  @exclusivity(unchecked) final var applicationReference: Unretained<Application>?
  public private(set) var firstResponder: Responder?
  /// Bumped on every visible change; a renderer redraws when it moved.
  public var displayRevision = 0

  /// Touches on the screen that began in this window and have not ended.
  public internal(set) var activeTouches: [Touch] {
    get { activeTouchesStorage }
    set { activeTouchesStorage = newValue }
    _modify { yield &activeTouchesStorage }
  }
  @exclusivity(unchecked) final var activeTouchesStorage: [Touch] = []
  /// Recognizers involved in current or unfinished gestures.
  @exclusivity(unchecked) var activeRecognizers: [GestureRecognizer] = []
  /// The recognizer list of the last touch that began here, which the next
  /// touch shares when its list comes out the same (`beginTracking`). It
  /// keeps those recognizers alive until a touch with other ones begins.
  @exclusivity(unchecked) var lastTouchRecognizers: [GestureRecognizer] = []

  public override init(identifier: String = "window", frame: Rect = .zero) {
    super.init(identifier: identifier, frame: frame)
    isWindow = true
    ownedUndoManager = UndoManager()
  }

  deinit {
    // Compared by address: this window is going, so it is not read.
    if let root = rootViewController, root.windowOfRootReference?.refers(to: self) == true {
      root.windowOfRoot = nil
    }
  }

  /// What others hold weakly instead of the window (`ViewController.presentationWindow`).
  lazy var token = WindowToken(self)

  open override var kindName: String { "window" }

  /// "The window's next responder is the UIApplication object."
  open override var next: Responder? {
    if let declared = overriddenNext { return declared }
    return application
  }

  open override var window: Window? { self }

  /// The controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      if let oldValue {
        oldValue.view.owningController = nil
        oldValue.windowOfRoot = nil
      }
      guard let root = rootViewController else { return }
      root.view.owningController = root
      root.windowOfRoot = self
      if root.view.bounds.size == .zero {
        root.view.frame = Rect(origin: .zero, size: bounds.size)
      }
      insertSubview(root.view, at: 0)
    }
  }

  func setFirstResponder(_ responder: Responder?) {
    firstResponder = responder
    setNeedsDisplay()
    application?.firstResponderChanged(to: responder)
  }

  /// A view is leaving this window: it may not stay first responder, and
  /// touches in it are cancelled, as UIKit does for removed views.
  func viewWillLeave(_ view: View) {
    cancelTouches(leaving: view)
    let leaving: Bool
    switch firstResponder {
    case let v as View: leaving = v.isDescendant(of: view)
    // A controller first responder leaves with its view (a dismissed sheet).
    case let c as ViewController: leaving = c.view.isDescendant(of: view)
    default: leaving = false
    }
    if leaving, let fr = firstResponder {
      firstResponder = nil
      fr.didResignFirstResponder()
      application?.firstResponderChanged(to: nil)
    }
  }

  /// Changes the window's size; the root view follows.
  public func resize(to size: Size) {
    frame = Rect(origin: .zero, size: size)
    for sub in subviews where sub.owningController != nil {
      sub.frame = Rect(origin: .zero, size: size)
    }
  }

  /// Dispatches an event (`UIWindow.sendEvent(_:)`): touches to their
  /// views, through gesture recognizers first (step 2 of the path above),
  /// everything else to the first responder.
  open func sendEvent(_ event: Event) {
    switch event.type {
    case .touches:
      deliverTouches(event)
    case .presses:
      let target = firstResponder ?? self
      let began = event.allPresses.filter { $0.phase == .began }
      let ended = event.allPresses.filter { $0.phase == .ended }
      deliverPressesToRecognizers(began: began, ended: ended, from: target, event: event)
      if !began.isEmpty { target.pressesBegan(began, with: event) }
      if !ended.isEmpty { target.pressesEnded(ended, with: event) }
    case .motion:
      let target = firstResponder ?? self
      event.isEnding
        ? target.motionEnded(event.subtype, with: event)
        : target.motionBegan(event.subtype, with: event)
    case .remoteControl:
      (firstResponder ?? self).remoteControlReceived(with: event)
    case .scroll, .hover, .transform:
      // Scrolls go to pan recognizers, hovers to hover recognizers,
      // transforms to pinch and rotation recognizers, not responders
      // (`Application+Scroll`, `Application+Hover`, `Application+Trackpad`).
      break
    }
  }
}

// MARK: - Touch delivery: steps 2 to 5

/// Touch delivery: hit-testing, recognizers first, then the views.
extension Window {
  /// Delivers the changed touches of a touch event.
  ///
  /// New touches are hit-tested and keep their view for life; each touch's
  /// recognizers (the hit-test view's and its ancestors', window included)
  /// are collected once and see the touch before the view does. A touch that
  /// begins in a single-touch view already tracking one goes to no responder.
  func deliverTouches(_ event: Event) {
    if event.changedTouches.count == 1, let only = event.changedTouches.first {
      deliver(OneChangedTouch(only, of: event), event)
    } else {
      deliver(ChangedTouchGroups(event.changedTouches), event)
    }
  }

  /// `deliverTouches`' steps, once for both kinds of event (the one-touch
  /// kind builds no sets and sorts nothing: `ChangedTouches`).
  @inline(__always)
  private func deliver<Touches: ChangedTouches>(_ touches: Touches, _ event: Event) {
    // 3. A new touch is hit-tested and collects its recognizers.
    touches.forEach { if $0.phase == .began { beginTracking($0, event: event) } }
    // 4. Recognizers see the touches first.
    touches.forEachRecognizer { r in
      touches.forEachPhase(takenBy: r) { phase, first, more, set in
        deliver(phase, first, more, set, to: r, event: event)
      }
    }
    // 5. Then the views, unless a recognizer cancelled or holds the phase.
    touches.forEachViewMessage({ viewDelivery(of: $0) }) { view, phase, set in
      view.touches(phase, set, with: event)
    }
    // A touch that ended or was cancelled is no longer in play.
    touches.forEach { if $0.phase.isTerminal { activeTouches.removeEvery($0) } }
  }

  /// Hit-tests a new touch and collects its recognizers.
  private func beginTracking(_ touch: Touch, event: Event) {
    let hit = hitTest(touch.locationInWindow, with: event)
    if event.record?.hitView == nil { event.record?.hitView = hit }
    touch.view = hit
    touch.window = self
    activeTouches.append(touch)
    guard let hit else {
      touch.isDeliveredToView = false
      return
    }
    // Both rules below are about another touch in play: a first finger
    // (most touches) skips them, asked without retaining any touch.
    if hasOtherTouchInPlay(than: touch) {
      if let blocker = exclusiveTouchBlocker(for: touch, hit: hit) {
        touch.isDeliveredToView = false
        event.record?.exclusiveTouchBlock = (blocker, hit)
        return
      }
      if !hit.isMultipleTouchEnabled,
        activeTouches.contains(where: {
          $0 !== touch && $0.view === hit && $0.isDeliveredToView && !$0.phase.isTerminal
        })
      {
        touch.isDeliveredToView = false
      }
    }
    var recognizers = recognizerList(for: touch, hit: hit, event: event)
    if !touch.isPlainFinger || recognizers.contains(where: \.restrictsTouchKinds) {
      recognizers = recognizersReceivingKind(of: touch, among: recognizers, hit: hit, event: event)
    }
    touch.gestureRecognizers = recognizers
    for i in recognizers.indices {
      let r = recognizers[i]
      if !isActive(r) { activeRecognizers.append(r) }
    }
  }

  /// The recognizers that receive a new touch: those of the hit-test view
  /// and its ancestors, nearest first, that accept touches and whose
  /// delegate (if any) lets them receive it.
  private func recognizerList(for touch: Touch, hit: View, event: Event) -> [GestureRecognizer] {
    // Most touches meet the last touch's recognizers, none with a delegate
    // to ask: a climb that calls out to nothing (so retains nothing) says so.
    if climbMeetsLastTouchRecognizers(from: hit) { return lastTouchRecognizers }
    var list = RecognizerListBuilder(reusing: lastTouchRecognizers)
    // Up the superviews, each borrowed (the hierarchy holds it) where it has
    // no recognizers; one with recognizers is held while its recognizers'
    // delegates are asked, and its superview read after they answered.
    var level: Unretained<View>? = Unretained(hit)
    while let u = level {
      if u.borrow({ $0.gestureRecognizers.isEmpty }) {
        level = u.borrow { $0.superview.map(Unretained.init) }
        continue
      }
      let view = u.object
      collectRecognizers(of: view, for: touch, hit: hit, event: event, into: &list)
      level = view.superview.map(Unretained.init)
    }
    let (recognizers, isNew) = list.result
    if isNew { lastTouchRecognizers = recognizers }
    return recognizers
  }

  /// Whether the recognizers that receive a touch from `hit` up to the top
  /// (`touchReceipt`) are exactly `lastTouchRecognizers`, in order, with no
  /// delegate to ask. Each view and recognizer is borrowed: nothing here
  /// calls out.
  private func climbMeetsLastTouchRecognizers(from hit: View) -> Bool {
    var matched = 0
    var level = Unretained(hit)
    while true {
      var differs = false
      let up: Unretained<View>? = level.borrow { view in
        var i = 0
        while i < view.gestureRecognizers.count {
          let r = Unretained(view.gestureRecognizers[i])
          i += 1
          switch r.borrow({ $0.touchReceipt }) {
          case .refused: continue
          case .received
          where matched < lastTouchRecognizers.count && r.refers(to: lastTouchRecognizers[matched]):
            matched += 1
          case .received, .askDelegate:
            differs = true
            return nil
          }
        }
        return view.superview.map(Unretained.init)
      }
      if differs { return false }
      guard let up else { break }
      level = up
    }
    return matched == lastTouchRecognizers.count
  }

  /// Appends the recognizers of `view` that receive `touch`.
  private func collectRecognizers(
    of view: View, for touch: Touch, hit: View, event: Event, into list: inout RecognizerListBuilder
  ) {
    // The copy of the view's list holds its recognizers while delegates
    // answer; each is borrowed from it (no retain but the list's own).
    view.gestureRecognizers.forEachBorrowed { r in
      switch r.touchReceipt {
      case .refused: return
      case .received: list.append(r)
      case .askDelegate:
        if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) {
          event.record?.gestureNotes.append(
            GestureNoteEntry(recognizer: r, answer: .shouldReceiveRefused(hitView: hit.identifier)))
          return
        }
        list.append(r)
      }
    }
  }

  /// Whether a touch other than `touch` is down and delivered to its view
  /// (what `exclusiveTouchBlocker` and `isMultipleTouchEnabled` look for).
  private func hasOtherTouchInPlay(than touch: Touch) -> Bool {
    var i = 0
    while i < activeTouches.count {
      let inPlay = Unretained(activeTouches[i]).borrow { other in
        other !== touch && other.isDeliveredToView && !other.phase.isTerminal
      }
      if inPlay { return true }
      i += 1
    }
    return false
  }

  /// Whether `r` is among the active recognizers (read in place, no retains).
  private func isActive(_ r: GestureRecognizer) -> Bool { activeRecognizers.containsIdentical(r) }

  /// The view whose `isExclusiveTouch` keeps a new touch from every view
  /// and recognizer, or nil.
  ///
  /// UIKit's `isExclusiveTouch`: "Setting this property to true causes the
  /// receiver to block the delivery of touch events to other views in the
  /// same window" — a new touch is refused while an exclusive view tracks
  /// one, and an exclusive view gets no new touch while another view tracks
  /// one. Touches in the same view are `isMultipleTouchEnabled`'s business.
  func exclusiveTouchBlocker(for touch: Touch, hit: View) -> View? {
    for other in activeTouches where other !== touch && !other.phase.isTerminal && other.isDeliveredToView {
      guard let tracking = other.view, tracking !== hit else { continue }
      if tracking.isExclusiveTouch { return tracking }
      if hit.isExclusiveTouch { return hit }
    }
    return nil
  }

  /// Hands a recognizer the touches of one phase it takes (`first`, then
  /// any `more`, in delivery order; `set` gives what it is sent, read only
  /// when a message is sent): a new touch
  /// starts being tracked, and a terminal one stops; a recognizer that
  /// reached a terminal state gets no more touch messages.
  @inline(__always)
  private func deliver(
    _ phase: TouchPhase, _ first: Touch, _ more: ArraySlice<Touch>?, _ set: () -> Set<Touch>,
    to r: GestureRecognizer, event: Event
  ) {
    switch phase {
    case .began:
      r.startTracking(first)
      if let more { for t in more { r.startTracking(t) } }
      r.touchesBegan(set(), with: event)
    case .moved:
      if !r.state.isTerminal { r.touchesMoved(set(), with: event) }
    case .ended, .cancelled:
      if !r.state.isTerminal {
        if phase == .ended {
          r.touchesEnded(set(), with: event)
        } else {
          r.touchesCancelled(set(), with: event)
        }
      }
      r.stopTracking(first)
      if let more { for t in more { r.stopTracking(t) } }
    case .stationary: break
    }
  }

  /// Which message a changed touch's view gets now, if any, noting what it
  /// saw: none when a recognizer cancelled the touch in the view or holds
  /// its phase back (`delaysTouchesBegan`/`Ended`), or when the view never
  /// saw it begin.
  @inline(never)
  private func viewDelivery(of touch: Touch) -> (View, TouchPhase)? {
    guard let view = touch.view, touch.isDeliveredToView, !touch.isCancelledInView else { return nil }
    switch touch.phase {
    case .began:
      // A finger that joins a gesture already recognized is one of "the
      // touches of that gesture that are pending", which with
      // `cancelsTouchesInView` "aren't delivered to the view"
      // (UIGestureRecognizer.cancelsTouchesInView; the Event Handling
      // Guide: it "unbinds the remaining touches of that gesture from their
      // view"). The view never sees it, so there is nothing to cancel.
      if touch.joinsRecognizedGesture {
        touch.isCancelledInView = true
        return nil
      }
      if let holder = touch.holdingRecognizer(delayingBegan: true) {
        touch.heldBegan = true
        appendGestureDecision(.heldBegan, holder, view)
        return nil
      }
      touch.viewSawBegan = true
      return (view, .began)
    case .moved:
      return touch.viewSawBegan ? (view, .moved) : nil
    case .stationary:
      // `touchesMoved` gets only the touches that moved; a view none of
      // whose touches moved gets none (UITouch.Phase.stationary).
      return nil
    case .ended:
      if touch.heldBegan {
        // Its began is still held: the ended waits behind it.
        touch.heldEnded = true
        return nil
      }
      if let holder = touch.holdingRecognizer(delayingBegan: false) {
        touch.heldEnded = true
        appendGestureDecision(.heldEnded, holder, view)
        return nil
      }
      guard touch.viewSawBegan, !touch.viewSawEnd else { return nil }
      touch.viewSawEnd = true
      return (view, .ended)
    case .cancelled:
      touch.heldBegan = false
      touch.heldEnded = false
      guard touch.viewSawBegan, !touch.viewSawEnd else { return nil }
      touch.viewSawEnd = true
      return (view, .cancelled)
    }
  }

  /// Whether a recognizer still deciding holds this touch's phase back from
  /// the view (`delaysTouchesBegan`, or `delaysTouchesEnded` when false).
  func isHeldByRecognizer(_ touch: Touch, delayingBegan: Bool) -> Bool {
    touch.holdingRecognizer(delayingBegan: delayingBegan) != nil
  }

  /// Cancels every active touch and gesture: focus lost, app backgrounded.
  ///
  /// Each view that saw a touch begin gets `touchesCancelled` exactly once;
  /// each recognizer tracking it gets `touchesCancelled` and ends cancelled
  /// (or failed, when it had not begun).
  public func cancelAllTouches(event: Event) {
    let touches = activeTouches
    // A gesture can be under way with no finger down: a multi-tap between
    // its taps, or a recognizer waiting for that one to fail.
    guard isTouchSequenceInPlay else {
      settleGestures(event: event)
      return
    }
    for t in touches {
      t.phase = .cancelled
      t.timestamp = event.timestamp
    }
    event.changedTouches = Set(touches)
    event.allTouches = Set(touches)
    deliverTouches(event)
    let involved = activeRecognizers
    for r in involved where r.pendingState != nil {
      r.applyState(.failed)
    }
    for r in involved where r.state.isActive {
      r.state = .cancelled
    }
    for r in involved where r.isStillDeciding {
      r.applyState(.failed)
    }
    settleGestures(event: event)
  }
}
/// Builds a new touch's recognizer list. Touches that begin one after the
/// other in the same place meet the same recognizers: when the list comes
/// out the same as the last touch's, that list's storage is shared, instead
/// of allocating one per touch (and freeing it when the touch goes).
struct RecognizerListBuilder {
  private let reusable: [GestureRecognizer]
  /// How many of `reusable`'s first recognizers came out the same, in order.
  private var matched = 0
  /// The list, once it differs from `reusable`.
  private var built: [GestureRecognizer]?

  init(reusing list: [GestureRecognizer]) { reusable = list }

  mutating func append(_ r: GestureRecognizer) {
    if built == nil {
      if matched < reusable.count, reusable[matched] === r {
        matched += 1
        return
      }
      // Room for a few (a touch usually meets one to three).
      var list: [GestureRecognizer] = []
      list.reserveCapacity(Swift.max(4, matched + 1))
      list.append(contentsOf: reusable[..<matched])
      built = list
    }
    built?.append(r)
  }

  /// The list, and whether it is new storage rather than `reusable`'s.
  var result: (list: [GestureRecognizer], isNew: Bool) {
    if let built { return (built, true) }
    if matched == reusable.count { return (reusable, false) }
    if matched == 0 { return ([], false) }
    return (Array(reusable[..<matched]), true)
  }
}

extension View {
  /// The touch method a view gets for `phase` (none for `.stationary`:
  /// "touchesMoved gets only the touches that moved").
  @inline(__always)
  fileprivate func touches(_ phase: TouchPhase, _ touches: Set<Touch>, with event: Event) {
    switch phase {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    case .stationary: break
    }
  }
}

/// Touches grouped by view, in the order the views first appear, so that
/// delivery (and therefore every trace and test) is deterministic.
struct TouchesByView {
  private(set) var groups: [(View, Set<Touch>)] = []

  var isEmpty: Bool { groups.isEmpty }

  mutating func add(_ t: Touch, to v: View) {
    if let i = groups.firstIndex(where: { $0.0 === v }) {
      groups[i].1.insert(t)
    } else {
      groups.append((v, [t]))
    }
  }
}

extension Touch {
  /// Whether one of the touch's recognizers took it while that recognizer
  /// had already begun (`.began`/`.changed`) and cancels touches in its
  /// view. Read in place, as `holdingRecognizer(delayingBegan:)` reads.
  fileprivate var joinsRecognizedGesture: Bool {
    var i = 0
    while i < gestureRecognizers.count {
      let joins = Unretained(gestureRecognizers[i]).borrow { r in
        r.cancelsTouchesInView && r.state.isActive && r.sawInSequence(self)
      }
      if joins { return true }
      i += 1
    }
    return false
  }

  /// The first of the touch's recognizers that holds its phase back from
  /// its view now: one with `delaysTouchesBegan` (or `delaysTouchesEnded`)
  /// still deciding on a sequence this touch is part of. Its list is read
  /// in place, each recognizer borrowed from it: nothing here calls out, so
  /// the list keeps every recognizer alive while it is looked at.
  fileprivate func holdingRecognizer(delayingBegan: Bool) -> GestureRecognizer? {
    var i = 0
    while i < gestureRecognizers.count {
      let held = Unretained(gestureRecognizers[i]).borrow { r in
        (delayingBegan ? r.delaysTouchesBegan : r.delaysTouchesEnded)
          && r.isEnabled
          && r.state == .possible
          && r.sawInSequence(self)
      }
      if held { return gestureRecognizers[i] }
      i += 1
    }
    return nil
  }

  /// Touches are delivered in the order their fingers went down.
  static func deliveryOrder(_ a: Touch, _ b: Touch) -> Bool {
    if a.serial != b.serial { return a.serial < b.serial }
    if a.finger.device != b.finger.device { return a.finger.device < b.finger.device }
    return a.finger.finger < b.finger.finger
  }
}

/// A stand-in that code holds `weak` instead of a window: a weak reference
/// gives its object a side table, which puts every retain and release of
/// that object on the runtime's slow path, and a window is retained at
/// every event. Only its window holds it, so it goes when the window goes
/// and the weak references turn nil.
final class WindowToken {
  /// Valid while the token is: the window owns the token.
  private let reference: Unretained<Window>
  var window: Window { reference.object }

  init(_ window: Window) { reference = Unretained(window) }
}
