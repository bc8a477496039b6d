/// The base of every gesture recognizer (UIKit's `UIGestureRecognizer`).
///
/// "Gesture recognizers receive touch and press events before their view
/// does." A recognizer sees every touch that begins in its view or the
/// view's subviews; subclasses override the four touch methods and move
/// `state` through UIKit's state machine. Arbitration between recognizers —
/// `require(toFail:)`, simultaneous recognition, cancelling touches in the
/// view — is the window's (`Window+GestureArbitration.swift`).
open class GestureRecognizer {
  /// UIKit's states; `recognized` is `ended`.
  public enum State: String, Sendable, Hashable, BitwiseCopyable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended

    @inline(__always) public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    @inline(__always) public var isActive: Bool { self == .began || self == .changed }
    /// Began, changed or recognized (`.ended`): the gesture has won. A
    /// recognizer that requires this one to fail then fails, and a
    /// competitor that may not recognize with it fails too.
    @inline(__always) public var hasRecognized: Bool { isActive || self == .ended }

    /// The legal transitions of UIKit's state machine (reset aside).
    public func canTransition(to next: State) -> Bool {
      switch (self, next) {
      case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
      case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
      case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
      default: return false
      }
    }
  }

  public var identifier: String
  /// The view it is attached to; the view clears this when it goes away.
  public internal(set) var view: View? {
    get { viewReference?.object }
    set { viewReference = newValue.map(Unretained.init) }
  }
  /// `view`, unretained (`Unretained`, whose debug build checks it).
  @exclusivity(unchecked) final var viewReference: Unretained<View>?
  /// Whether it receives touches. "If you change this property to false
  /// while a gesture recognizer is currently recognizing a gesture, the
  /// gesture recognizer transitions to a cancelled state"
  /// (UIGestureRecognizer.isEnabled): one that had begun is cancelled, one
  /// still deciding on touches fails.
  public var isEnabled: Bool {
    get { isEnabledStorage }
    set {
      let oldValue = isEnabledStorage
      isEnabledStorage = newValue
      guard oldValue, !newValue else { return }
      if storedState.isActive {
        state = .cancelled
      } else if storedState == .possible, !sequenceTouches.isEmpty {
        pendingState = nil
        state = .failed
      }
    }
  }
  @exclusivity(unchecked) final var isEnabledStorage = true
  /// When true (the default) the view gets `touchesCancelled` for the
  /// recognizer's touches once it recognizes.
  public var cancelsTouchesInView: Bool {
    get { cancelsTouchesInViewStorage }
    set { cancelsTouchesInViewStorage = newValue }
    _modify { yield &cancelsTouchesInViewStorage }
  }
  @exclusivity(unchecked) final var cancelsTouchesInViewStorage: Bool = true
  /// When true, `touchesBegan` reaches the view only after this recognizer fails.
  public var delaysTouchesBegan: Bool {
    get { delaysTouchesBeganStorage }
    set { delaysTouchesBeganStorage = newValue }
    _modify { yield &delaysTouchesBeganStorage }
  }
  @exclusivity(unchecked) final var delaysTouchesBeganStorage: Bool = false
  /// When true (the default), `touchesEnded` reaches the view only after
  /// this recognizer fails; if it recognizes, the view gets `touchesCancelled`.
  public var delaysTouchesEnded: Bool {
    get { delaysTouchesEndedStorage }
    set { delaysTouchesEndedStorage = newValue }
    _modify { yield &delaysTouchesEndedStorage }
  }
  @exclusivity(unchecked) final var delaysTouchesEndedStorage: Bool = true

  /// Target-action pairs; a nil target sends the action up the chain.
  ///
  /// The nil target is this sandbox's convention, so a scene can name an
  /// action without a target: UIKit's `init(target:action:)` says nil is
  /// not a valid target. The overlay says so wherever such an action walks.
  /// Held weakly, as a control's are (`TargetReference`).
  @exclusivity(unchecked) private var targetActions: [(target: TargetReference, action: String)] = []
  /// Called after every state change (scene effects, the overlay).
  public var stateObservers: [(GestureRecognizer) -> Void] {
    get { stateObserversStorage }
    set { stateObserversStorage = newValue }
    _modify { yield &stateObserversStorage }
  }
  @exclusivity(unchecked) final var stateObserversStorage: [(GestureRecognizer) -> Void] = []
  /// The owning view's own handler, run on every state change before the
  /// targets' actions: `UIScrollView` adds itself as the first target of
  /// its pan in its initializer, so an app's action for `.ended` runs
  /// after the scroll view started decelerating, and a `setContentOffset`
  /// there stops it.
  @exclusivity(unchecked) var firstTarget: ((GestureRecognizer) -> Void)?

  @exclusivity(unchecked) var failureRequirements: [Weak<GestureRecognizer>] = []
  @exclusivity(unchecked) var simultaneousPartners: [Weak<GestureRecognizer>] = []
  /// Answers the delegate questions; held weakly, as UIKit holds it.
  public var delegate: GestureRecognizerDelegate? {
    get { delegateStorage }
    set {
      delegateStorage = newValue
      delegateWasSet = newValue != nil
    }
  }
  @exclusivity(unchecked) private weak var delegateStorage: GestureRecognizerDelegate?
  /// Whether a delegate was set (and not set back to nil): without one,
  /// `delegateIfSet` answers nil without a weak load, which costs a call
  /// and a retain on every question on the dispatch path.
  @exclusivity(unchecked) private(set) var delegateWasSet = false
  /// `delegate`, read only when one was set.
  @inline(__always) var delegateIfSet: GestureRecognizerDelegate? { delegateWasSet ? delegate : nil }
  /// Whether this recognizer recognizes alongside every other one, as
  /// UIKit's private delayed-touches recognizer of a scroll view does.
  @exclusivity(unchecked) var recognizesWithEveryRecognizer = false

  @exclusivity(unchecked) private var storedState: State = .possible
  /// A recognition held back until the recognizers this one requires fail.
  @exclusivity(unchecked) var pendingState: State?
  /// Touches this recognizer is tracking (began, not yet ended).
  public internal(set) var trackedTouches: [Touch] {
    get { trackedTouchesStorage }
    set { trackedTouchesStorage = newValue }
    _modify { yield &trackedTouchesStorage }
  }
  @exclusivity(unchecked) final var trackedTouchesStorage: [Touch] = []
  /// Every touch seen since the last reset (for cancelling them in views).
  @exclusivity(unchecked) var sequenceTouches: [Touch] = []
  /// Still possible with touches in its sequence: a recognizer that requires
  /// this one to fail waits for it, and a cancelled gesture fails it.
  @inline(__always) final var isStillDeciding: Bool { state == .possible && !sequenceTouches.isEmpty }
  /// Illegal transitions attempted; a correct recognizer never makes one.
  public internal(set) var illegalTransitions = 0
  @exclusivity(unchecked) private var timerTokens: [TimerToken] = []

  public init(identifier: String = "") {
    self.identifier = identifier
  }

  /// Where dispatch records find this recognizer's identity (`RecordNamed`).
  @exclusivity(unchecked) final var identitySlot = IdentitySlot()

  /// The records that named this recognizer keep its identifier only.
  deinit { identitySlot.objectWillGo(identifier: identifier) }

  /// A short kind name for traces and the overlay (`tap`, `pan`…).
  open var kindName: String { "gesture" }

  /// Continuous recognizers (pan, pinch, rotation, long press) go through
  /// began/changed/ended; discrete ones (tap, swipe) jump to recognized.
  open var isContinuous: Bool { false }

  public var state: State {
    get { storedState }
    set { requestTransition(to: newValue) }
  }

  /// Adds a target-action pair. "If you request to add a target-action
  /// pair that has already been added, the request is ignored"
  /// (UIGestureRecognizer.addTarget(_:action:)).
  public func addTarget(_ target: Responder?, action: String) {
    if targetActions.contains(where: { $0.action == action && $0.target.refers(to: target) }) { return }
    targetActions.append((TargetReference(target), action))
  }

  /// Makes this recognizer wait until `other` fails before it recognizes.
  public func require(toFail other: GestureRecognizer) {
    failureRequirements.append(Weak(other))
  }

  /// Allows this recognizer and `other` to recognize at the same time.
  public func recognizeSimultaneously(with other: GestureRecognizer) {
    simultaneousPartners.append(Weak(other))
    other.simultaneousPartners.append(Weak(self))
  }

  /// Whether this recognizer and `other` may recognize together:
  /// `recognizeSimultaneously(with:)`, or either one's delegate answering
  /// yes to `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`
  /// (UIKit asks both; one yes is enough).
  func allowsSimultaneous(with other: GestureRecognizer) -> Bool {
    if recognizesWithEveryRecognizer || other.recognizesWithEveryRecognizer { return true }
    if simultaneousPartners.contains(where: { $0.value === other }) { return true }
    if let d = delegateIfSet, d.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) {
      return true
    }
    if let d = other.delegateIfSet, d.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) {
      return true
    }
    return false
  }

  /// Whether this recognizer waits for `other` to fail: `require(toFail:)`,
  /// its delegate's `shouldRequireFailureOf`, or `other`'s delegate's
  /// `shouldBeRequiredToFailBy`.
  func requiresFailure(of other: GestureRecognizer) -> Bool {
    if failureRequirements.contains(where: { $0.value === other }) { return true }
    if let d = delegateIfSet, d.gestureRecognizer(self, shouldRequireFailureOf: other) { return true }
    if let d = other.delegateIfSet, d.gestureRecognizer(other, shouldBeRequiredToFailBy: self) { return true }
    return false
  }

  /// Whether it may wait for any of `active` to fail: `requiredFailures(among:)`
  /// is empty without `require(toFail:)` and without a delegate on it or on
  /// one of `active` (read in place: this runs for every recognition).
  func mayRequireFailures(among active: [GestureRecognizer]) -> Bool {
    if !failureRequirements.isEmpty || delegateWasSet { return true }
    var i = 0
    while i < active.count {
      if Unretained(active[i]).borrow({ $0 !== self && $0.delegateWasSet }) { return true }
      i += 1
    }
    return false
  }

  /// The recognizers this one waits for: those of `require(toFail:)`, and
  /// those among `active` for which `requiresFailure(of:)` holds through a
  /// delegate.
  func requiredFailures(among active: [GestureRecognizer]) -> [GestureRecognizer] {
    var list = failureRequirements.compactMap(\.value)
    let mine = delegateIfSet
    for o in active where o !== self && !list.contains(where: { $0 === o }) {
      if let d = mine, d.gestureRecognizer(self, shouldRequireFailureOf: o) {
        list.append(o)
      } else if let d = o.delegateIfSet, d.gestureRecognizer(o, shouldBeRequiredToFailBy: self) {
        list.append(o)
      }
    }
    return list
  }

  // MARK: - State machine

  private func requestTransition(to next: State) {
    guard storedState.canTransition(to: next) else {
      illegalTransitions += 1
      assertionFailure("illegal gesture transition \(storedState) → \(next) in \(kindName) \(identifier)")
      return
    }
    if storedState == .possible, next == .began || next == .ended, let window = view?.window {
      if let d = delegateIfSet, !d.gestureRecognizerShouldBegin(self) {
        window.application?.noteGestureDecision(self, .shouldBeginRefused)
        applyState(.failed)
        window.recognizerDidFail(self)
        return
      }
      window.recognizerWantsToRecognize(self, as: next)
      return
    }
    applyState(next)
    if next == .failed { view?.window?.recognizerDidFail(self) }
  }

  /// Sets the state without arbitration and tells targets and observers.
  func applyState(_ next: State) {
    storedState = next
    pendingState = nil
    view?.window?.application?.noteGesture(self, state: next)
    if let firstTarget, next != .possible { firstTarget(self) }
    // The lists are looked at only when they hold something: most
    // recognizers on the dispatch path have neither targets nor observers.
    if next != .failed && next != .possible && !targetActions.isEmpty {
      for (target, action) in targetActions where target.isLive {
        view?.window?.application?.sendAction(action, to: target.target, from: self, for: nil)
      }
    }
    if !stateObservers.isEmpty {
      for observer in stateObservers { observer(self) }
    }
    if next.isTerminal { cancelTimers() }
  }

  /// Back to `.possible` after a terminal state, ready for new touches.
  func performReset() {
    storedState = .possible
    pendingState = nil
    // Storage kept: the next gesture fills these again.
    trackedTouches.removeAllKeepingStorage()
    sequenceTouches.removeAllKeepingStorage()
    cancelTimers()
    reset()
  }

  /// Detaches the recognizer from its view.
  public func removeFromView() {
    view?.removeGestureRecognizer(self)
  }

  /// Subclasses clear their own per-gesture state here.
  open func reset() {}

  /// True while a recognizer with no touches down still expects more (a
  /// double tap between its taps); otherwise it fails once its touches end.
  open var isWaitingForMoreTouches: Bool { false }

  /// Whether new touches are delivered to this recognizer.
  @inline(__always) var acceptsTouches: Bool { isEnabled && !storedState.isTerminal && pendingState == nil }

  /// Whether a new touch in this recognizer's view or below reaches it:
  /// not when it accepts no touches, and when it has a delegate only if
  /// `gestureRecognizer(_:shouldReceive:)` says so. The one rule for which
  /// recognizers a touch gets (`Window.recognizerList`), answered without
  /// calling out where it can.
  @inline(__always) var touchReceipt: TouchReceipt {
    !acceptsTouches ? .refused : delegateWasSet ? .askDelegate : .received
  }

  /// `touchReceipt`'s answer.
  enum TouchReceipt {
    case refused, received
    /// The delegate decides (`gestureRecognizer(_:shouldReceive:)`).
    case askDelegate
  }

  // MARK: - Its touches, read in place
  //
  // The window asks these for every event. They read the lists through
  // `self` and borrow each touch (`Unretained`) while looking at it, which
  // the optimizer compiles without retaining the list or the touch (the
  // same questions asked through `contains(where:)` from the window retained
  // both). Nothing in them calls out, so nothing can let go of a touch while
  // it is looked at.

  /// Whether `touch` is among the tracked touches.
  func tracks(_ touch: Touch) -> Bool { trackedTouches.containsIdentical(touch) }

  /// Whether a changed touch that goes to this recognizer is handed to it
  /// now: a new one while it accepts touches, any other while it tracks it
  /// (the one rule of `Window.deliverTouches` for recognizers).
  @inline(__always)
  func takes(_ touch: Touch) -> Bool { touch.phase == .began ? acceptsTouches : tracks(touch) }

  /// Whether this recognizer and `other` saw a touch in common since their last reset.
  func sharesSequenceTouch(with other: GestureRecognizer) -> Bool {
    var i = 0
    while i < sequenceTouches.count {
      if other.sawInSequence(sequenceTouches[i]) { return true }
      i += 1
    }
    return false
  }

  /// Whether `touch` was seen since the last reset.
  func sawInSequence(_ touch: Touch) -> Bool { sequenceTouches.containsIdentical(touch) }

  /// Starts tracking `touch`, a new touch it takes, for this sequence.
  @inline(__always)
  func startTracking(_ touch: Touch) {
    trackedTouches.append(touch)
    sequenceTouches.append(touch)
  }

  /// Leaves `touch` out of this gesture: it is no longer tracked, gets no
  /// later phase, and is not cancelled in its view when this recognizer
  /// recognizes. UIKit's `ignore(_:for:)`: "if a touch isn't part of this
  /// gesture it can be passed to this method to be ignored. ignored touches
  /// won't be cancelled on the view even if cancelsTouchesInView is YES"
  /// (UIGestureRecognizerSubclass.h). For a subclass to call from its
  /// touch methods.
  public final func ignore(_ touch: Touch, for event: Event?) {
    trackedTouches.removeEvery(touch)
    sequenceTouches.removeEvery(touch)
  }

  /// Stops tracking `touch` (it ended or was cancelled).
  func stopTracking(_ touch: Touch) { trackedTouches.removeEvery(touch) }

  /// Whether every tracked touch has ended or been cancelled (true with none).
  @inline(__always)
  var trackedTouchesAreGone: Bool {
    var i = 0
    while i < trackedTouches.count {
      if Unretained(trackedTouches[i]).borrow({ !$0.phase.isTerminal }) { return false }
      i += 1
    }
    return true
  }

  /// Whether a phase of one of the sequence's touches is held back from its view.
  @inline(__always)
  var holdsTouchPhase: Bool {
    var i = 0
    while i < sequenceTouches.count {
      if Unretained(sequenceTouches[i]).borrow({ $0.heldBegan || $0.heldEnded }) { return true }
      i += 1
    }
    return false
  }

  /// Still possible on a touch that is down, waiting for no one and
  /// holding nothing back: settling has nothing to do for it.
  @inline(__always)
  var isUndecidedOnTouchDown: Bool {
    storedState == .possible && pendingState == nil && !sequenceTouches.isEmpty
      && !trackedTouchesAreGone && !holdsTouchPhase
  }

  // MARK: - Touches (overridden by subclasses)

  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}

  /// An interrupted touch fails a recognizer still deciding and cancels
  /// one already recognizing.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if state.isActive {
      state = .cancelled
    } else if state == .possible {
      state = .failed
    }
  }

  // MARK: - Presses (overridden by subclasses)
  //
  // Presses of the first responder's view and its superviews
  // (`Window.deliverPressesToRecognizers`); none of the built-in kinds
  // reads them.

  open func pressesBegan(_ presses: Set<Press>, with event: Event?) {}
  open func pressesEnded(_ presses: Set<Press>, with event: Event?) {}

  /// The press types that count as this recognizer's gesture
  /// (`allowedPressTypes`). UIKit documents `[select]` as the default, the
  /// Apple TV remote's click; here the default is none, so that a desk
  /// keyboard's Return does not tap every recognizer above the first
  /// responder — a scene asks for it by name (`allowedPressTypes: [select]`).
  public var allowedPressTypes: [PressType] {
    get { allowedPressTypesStorage }
    set { allowedPressTypesStorage = newValue }
    _modify { yield &allowedPressTypesStorage }
  }
  @exclusivity(unchecked) final var allowedPressTypesStorage: [PressType] = []

  // MARK: - Touch types and buttons (GestureRecognizer+TouchKinds.swift)

  /// The kinds of touch this recognizer receives (`allowedTouchTypes`):
  /// every kind by default, as UIKit's.
  public var allowedTouchTypes: [TouchType] {
    get { allowedTouchTypesStorage }
    set { allowedTouchTypesStorage = newValue }
    _modify { yield &allowedTouchTypesStorage }
  }
  @exclusivity(unchecked) final var allowedTouchTypesStorage: [TouchType] = TouchType.allCases
  /// Whether, once it has a touch of one kind, it leaves touches of other
  /// kinds alone until it resets (`requiresExclusiveTouchType`, default true).
  public var requiresExclusiveTouchType: Bool {
    get { requiresExclusiveTouchTypeStorage }
    set { requiresExclusiveTouchTypeStorage = newValue }
    _modify { yield &requiresExclusiveTouchTypeStorage }
  }
  @exclusivity(unchecked) final var requiresExclusiveTouchTypeStorage: Bool = true
  /// The buttons a touch must carry for this recognizer to receive it:
  /// `primary`, so a right click passes every recognizer by unless one
  /// asks for it (`TapGestureRecognizer.buttonMaskRequired`).
  open var requiredButtonMask: ButtonMask { .primary }
  /// Whether a touch holding `buttons` reaches this recognizer: exactly its
  /// `requiredButtonMask`, unless a kind takes several (a context menu's
  /// press takes a finger's touch and a secondary click).
  open func receives(buttons: ButtonMask) -> Bool { buttons == requiredButtonMask }

  // MARK: - Helpers for subclasses

  /// "The number of touches involved in the gesture": the touches it
  /// tracks now; a tap counts the fingers of its first tap.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the tracked touches (of the sequence's touches once
  /// all have lifted) in `view`'s coordinates, where they are now: what
  /// `location(in:)` answers unless a kind says otherwise, and what the
  /// recognizers measure their own movement with.
  public final func touchCentroid(in view: View?) -> Point {
    let touches = trackedTouches.isEmpty ? sequenceTouches : trackedTouches
    guard !touches.isEmpty else { return .zero }
    var sum = Point.zero
    for t in touches { sum = sum + t.location(in: view) }
    return sum * (1 / Double(touches.count))
  }

  /// The location of the gesture in `view`'s coordinates (window
  /// coordinates for nil): "usually the centroid of the touches involved in
  /// the gesture" (UIGestureRecognizer.location(in:)). Taps and swipes
  /// override it: for them the location "has a significance special to the
  /// gesture".
  open func location(in view: View?) -> Point { touchCentroid(in: view) }

  /// The location of one touch of the gesture in `view`'s coordinates.
  open func location(ofTouch index: Int, in view: View?) -> Point {
    guard trackedTouches.indices.contains(index) else { return .zero }
    return trackedTouches[index].location(in: view)
  }

  /// Simulation time now, from the application's clock.
  public var currentTime: Double { view?.window?.application?.time ?? 0 }

  /// Runs `body` after `delay` seconds of simulation time, unless the
  /// recognizer reaches a terminal state or resets first.
  public func schedule(after delay: Double, _ body: @escaping () -> Void) {
    guard let app = view?.window?.application else { return }
    let token = app.timers.schedule(at: app.time + delay) { [weak self] in
      guard self != nil else { return }
      body()
    }
    timerTokens.append(token)
  }

  /// Inlined for its first test: most recognizers have no timer, and this
  /// runs on every terminal state, reset and tap.
  @inline(__always)
  func cancelTimers() {
    if !timerTokens.isEmpty { cancelScheduledTimers() }
  }

  private func cancelScheduledTimers() {
    guard let app = view?.window?.application else {
      timerTokens.removeAll()
      return
    }
    for t in timerTokens { app.timers.cancel(t) }
    timerTokens.removeAll()
  }
}

extension GestureRecognizer: CustomStringConvertible {
  public var description: String { identifier.isEmpty ? kindName : identifier }
}

/// A weak reference, for lists that must not keep their elements alive.
public struct Weak<T: AnyObject> {
  public weak var value: T?
  public init(_ value: T) { self.value = value }
}
