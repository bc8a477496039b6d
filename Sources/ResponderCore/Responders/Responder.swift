/// The categories of event a responder can consume instead of forwarding.
public enum EventCategory: String, Sendable, Hashable, CaseIterable {
  case touches, presses, motion, remoteControl

  var bit: UInt8 {
    switch self {
    case .touches: 1
    case .presses: 2
    case .motion: 4
    case .remoteControl: 8
    }
  }
}

/// An object that can respond to and handle events: UIKit's `UIResponder`.
///
/// Every event method's default implementation forwards the message to
/// `next` ("If the first responder is unable to handle an event, it forwards
/// it to its next responder"). A responder consumes a category of events when
/// it lists it in `handledEvents` (a scene's `handles`), or when a subclass
/// overrides the method without forwarding, as controls do.
open class Responder {
  /// The scene id, used in traces, expectations and the overlay.
  public var identifier: String
  /// Categories of event this responder consumes instead of forwarding.
  public var handledEvents: Set<EventCategory> = [] {
    didSet { handledMask = handledEvents.reduce(0) { $0 | $1.bit } }
  }
  /// `handledEvents` as bits: `route` asks it on every hop, and hashing
  /// the set there cost more than the rest of the hop.
  @exclusivity(unchecked) private var handledMask: UInt8 = 0
  /// An undo manager this responder owns, found by `undoManager` lookups.
  public var ownedUndoManager: UndoManager?
  /// Overrides of UIKit's methods attached to this object at run time (a
  /// scene's declarations): the one seam, asked by Core's implementations
  /// of the methods it names (`ResponderOverrides`).
  public var overrides: (any ResponderOverrides)? {
    didSet { overridesDidChange() }
  }
  /// `overrides?.points`, read when they are attached: a method asks one
  /// bit before calling them.
  @exclusivity(unchecked) final private(set) var overridden = OverridePoints()

  /// Reads again which methods the attached overrides override; they call
  /// it when that changes (a chain that `next` changes moves on too).
  public final func overridesDidChange() {
    overridden = overrides?.points ?? []
    chainDidChange()
    overridesChanged()
  }

  /// What a subclass updates when attached overrides change.
  func overridesChanged() {}

  /// The key commands this responder offers (`UIResponder.keyCommands`).
  public var keyCommands: [KeyCommand] = []

  /// Updates a command this responder is about to perform
  /// (`UIResponder.validate(_:)`): "UIKit calls this method on the target"
  /// so it can set the command's attributes, such as `disabled`. The default
  /// leaves it as it is.
  open func validate(_ command: inout KeyCommand) {}
  /// Whether this responder's touch methods are `Responder`'s own, which
  /// only `route` the message: a chain walk then runs `route` in place for
  /// its hop instead of calling the overridable method, which would build
  /// the message again and compare it with the one sent (a third of a hop in
  /// callgrind, docs/PERFORMANCE.md, fourth pass). True for a class declared
  /// in ResponderCore that does not say it overrides them
  /// (`overridesTouchMethods`); a class declared anywhere else (an app's, a
  /// test's) always goes through its methods, as UIKit's `nextResponder`
  /// walk calls each responder's own implementation.
  @exclusivity(unchecked) final private(set) var routesTouchesByDefault = false
  /// Whether this responder's class is declared in ResponderCore
  /// (`ClassOrigin`), so its `next` is one of Core's, which reads only what
  /// advances its `chainGeneration` when it changes: only chains of such
  /// responders are remembered (`ChainSnapshot`). A class from elsewhere may
  /// override `next` to read anything.
  @exclusivity(unchecked) final private(set) var hasCoreNext = false
  /// The snapshot of the chain from this responder, valid while
  /// `chainSnapshotGeneration` is the current generation (its owner,
  /// `ChainSnapshotStore`, keeps it that long); nil then means the chain
  /// cannot be remembered.
  @exclusivity(unchecked) final var chainSnapshot: Unretained<ChainSnapshot>?
  @exclusivity(unchecked) final var chainSnapshotGeneration: UInt64 = .max
  /// The generation of the application store whose snapshots may hold this
  /// responder (`ChainSnapshotStore.adopt`); nil until a store walks it.
  @exclusivity(unchecked) final var chainGeneration: ChainGeneration?

  public init(identifier: String = "") {
    self.identifier = identifier
    let type = type(of: self)
    hasCoreNext = ClassOrigin.isDeclaredInCore(type)
    routesTouchesByDefault = hasCoreNext && !type.overridesTouchMethods
  }

  /// Where dispatch records find this responder's identity (`RecordNamed`).
  @exclusivity(unchecked) final var identitySlot = IdentitySlot()

  /// A responder going away changes every chain it was on, including those
  /// that reached it through a weak reference (an attached override of `next`, a presented
  /// controller's presenter), which turn nil without a setter; the records
  /// that named it keep its identifier only.
  deinit {
    identitySlot.objectWillGo(identifier: identifier)
    chainDidChange()
  }

  /// Whether this class overrides the touch methods (`touchesBegan` and
  /// the rest), as `Control` does to track its touches. Only a class
  /// declared in ResponderCore is asked (`routesTouchesByDefault`), so the
  /// property is internal: Core's classes that override a touch method say
  /// so here, and `CoreClassRulesTests` checks each of them.
  class var overridesTouchMethods: Bool { false }

  /// Walks of the chain (`ResponderChain`) stop after this many hops, so
  /// that no `next` override can make one unbounded.
  public static let maximumChainLength = 4096

  /// A short kind name for the overlay and traces: `view`, `button`, `window`…
  open var kindName: String { "responder" }

  // MARK: - Managing the responder chain

  /// The next responder in the chain, or nil.
  ///
  /// From the UIResponder reference: "The UIResponder class does not store or
  /// set the next responder automatically, instead returning nil by default.
  /// Subclasses must override this method to set the next responder." Core's
  /// subclasses (`View`, `ViewController`, `Window`, `Application`) override
  /// it with UIKit's rules; a Swift subclass overrides it to alter the chain
  /// ("Altering the Responder Chain"), and so may attached overrides
  /// (`overriddenNext`), which Core's implementations ask first. A walk of
  /// the chain (`ResponderChain`) asks it once per hop.
  open var next: Responder? { overriddenNext ?? nil }

  /// What the attached overrides make `next` return (`.some(nil)` ends the
  /// chain), or nil to keep the class's rule: each of Core's
  /// implementations of `next` returns it first.
  @inline(__always)
  public final var overriddenNext: Responder?? {
    guard overridden.contains(.next), let o = overrides else { return nil }
    return o.next(of: self)
  }

  /// The responders from this one up the chain, this one first, each once.
  public var responderChain: [Responder] { Array(chain()) }

  // MARK: - First responder

  /// Whether this responder accepts first-responder status; false by default.
  open var canBecomeFirstResponder: Bool { overriddenCanBecomeFirstResponder ?? false }

  /// Whether this responder gives up first-responder status; true by default.
  open var canResignFirstResponder: Bool {
    (overridden.contains(.firstResponder) ? overrides?.canResignFirstResponder(of: self) : nil) ?? true
  }

  /// What the attached overrides answer for `canBecomeFirstResponder`, or
  /// nil for the class's own answer: Core's implementations return it first.
  final var overriddenCanBecomeFirstResponder: Bool? {
    overridden.contains(.firstResponder) ? overrides?.canBecomeFirstResponder(of: self) : nil
  }

  /// The window whose first responder this responder can be.
  open var responderWindow: Window? { nil }

  public var isFirstResponder: Bool {
    guard let w = responderWindow else { return false }
    return w.firstResponder === self
  }

  /// Asks to become the first responder of its window.
  ///
  /// "A responder object only becomes the first responder if the current
  /// responder can resign first-responder status and the new responder can
  /// become first responder." A responder outside any window is refused.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = window.firstResponder {
      guard current.resignFirstResponder() else { return false }
    }
    window.setFirstResponder(self)
    didBecomeFirstResponder()
    return true
  }

  /// Gives up first-responder status unless `canResignFirstResponder` refuses.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.setFirstResponder(nil)
    didResignFirstResponder()
    return true
  }

  /// Called after this responder became first responder.
  open func didBecomeFirstResponder() {}
  /// Called after this responder resigned first responder.
  open func didResignFirstResponder() {}

  // MARK: - Undo

  /// The nearest undo manager walking `next`: this responder's own, else its
  /// next responder's ("the request goes up the responder chain").
  open var undoManager: UndoManager? { undoManagerOwner?.ownedUndoManager }

  /// The responder that owns `undoManager`, for the overlay.
  public var undoManagerOwner: Responder? {
    chain().first { $0.ownedUndoManager != nil }
  }

  // MARK: - Event delivery

  /// Delivers a message here: records the visit, and either consumes it
  /// (when this responder handles `category`) or forwards it to `next`:
  /// UIKit's `next?.touchesBegan(touches, with: event)`.
  ///
  /// This is the default implementation of every event method, and the one
  /// place a hop's rule is written: a chain walk runs it in place for a Core
  /// class that keeps the default touch methods (`routesTouchesByDefault`)
  /// rather than calling the method, which would only come back here.
  ///
  /// A hop the chain loop calls hands its forward back to the loop, which
  /// knows the next responder (`ResponderChain` computed it), so `next` is
  /// asked once per hop.
  final func route(
    _ method: ResponderMethod, category: EventCategory, event: Event?, forward: ForwardedMessage
  ) {
    event?.withRecord { $0.visit(self, method: method, touches: forward.touchCount) }
    if overridden.contains(.eventMethods), let o = overrides, o.handles(method, event: event, of: self) {
      event?.record?.markHandled(by: self)
      o.handled(method, event: event, of: self, byOverride: true)
    } else if handledMask & category.bit != 0 {
      event?.record?.markHandled(by: self)
      overrides?.handled(method, event: event, of: self, byOverride: false)
    } else if awaitsHandOver == method {
      // UIKit's `next?.touchesBegan(touches, with: event)`, for whichever
      // message this is: the chain loop calling this hop sends it on.
      awaitsHandOver = nil
      handedOver = forward
    } else if let next {
      // The same, when no loop is calling: this starts one.
      EventForwarding.forward(forward, from: self, to: next, event: event)
    }
  }

  /// The method the chain loop (`EventForwarding.forward`) is calling on
  /// this responder, while it does: `route` hands a forward of that method
  /// back to the loop (`handedOver`) instead of starting a walk of its own.
  /// Another message this responder's code sends (a motion from inside
  /// `touchesBegan`) starts its own walk.
  @exclusivity(unchecked) final var awaitsHandOver: ResponderMethod?
  /// The message this responder forwarded while `awaitsHandOver` was set.
  @exclusivity(unchecked) final var handedOver: ForwardedMessage?

  /// Clears the walk state for a loop about to call this responder and
  /// returns what an outer loop calling it had set.
  @inline(__always)
  final func takeWalkState() -> (awaits: ResponderMethod?, handed: ForwardedMessage?) {
    let outer = (awaitsHandOver, handedOver)
    awaitsHandOver = nil
    handedOver = nil
    return outer
  }

  /// Puts back an outer loop's walk state after a call.
  @inline(__always)
  final func restoreWalkState(_ outer: (awaits: ResponderMethod?, handed: ForwardedMessage?)) {
    (awaitsHandOver, handedOver) = outer
  }

  /// Whether a touch message's hop here only records its visit and passes
  /// the message on: a Core class keeping the default touch methods
  /// (`routesTouchesByDefault`), no effects for one kind of press or
  /// command, and touches not among `handledEvents`. `route` does nothing
  /// else for such a hop, so a walk through a snapshot records a
  /// run of them at once (`EventForwarding.forward`).
  @inline(__always)
  final var passesTouchesOn: Bool {
    routesTouchesByDefault && !overridden.contains(.eventMethods)
      && handledMask & EventCategory.touches.bit == 0
  }

  /// Records that a subclass consumed `method` itself, as a control does;
  /// `touches` is how many touches a touch method carried.
  public final func noteHandled(_ method: ResponderMethod, event: Event?, touches: Int = 1) {
    event?.record?.visit(self, method: method, touches: touches)
    event?.record?.markHandled(by: self)
    overrides?.handled(method, event: event, of: self, byOverride: false)
  }

  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    route(.touchesBegan, category: .touches, event: event, forward: .touchesBegan(touches))
  }

  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    route(.touchesMoved, category: .touches, event: event, forward: .touchesMoved(touches))
  }

  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    route(.touchesEnded, category: .touches, event: event, forward: .touchesEnded(touches))
  }

  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    route(.touchesCancelled, category: .touches, event: event, forward: .touchesCancelled(touches))
  }

  open func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    route(.pressesBegan, category: .presses, event: event, forward: .pressesBegan(presses))
  }

  open func pressesEnded(_ presses: Set<Press>, with event: Event?) {
    route(.pressesEnded, category: .presses, event: event, forward: .pressesEnded(presses))
  }

  open func pressesCancelled(_ presses: Set<Press>, with event: Event?) {
    route(.pressesCancelled, category: .presses, event: event, forward: .pressesCancelled(presses))
  }

  /// "iPhone OS informs the first responder only when a motion event starts
  /// and when it ends; for example, it doesn't report individual shakes."
  open func motionBegan(_ motion: EventSubtype, with event: Event?) {
    route(.motionBegan, category: .motion, event: event, forward: .motionBegan(motion))
  }

  open func motionEnded(_ motion: EventSubtype, with event: Event?) {
    route(.motionEnded, category: .motion, event: event, forward: .motionEnded(motion))
  }

  open func motionCancelled(_ motion: EventSubtype, with event: Event?) {
    route(.motionCancelled, category: .motion, event: event, forward: .motionCancelled(motion))
  }

  open func remoteControlReceived(with event: Event?) {
    route(.remoteControlReceived, category: .remoteControl, event: event, forward: .remoteControlReceived)
  }

  // MARK: - Actions

  /// Whether this responder itself implements the action method `action`
  /// (no chain walk): the Swift stand-in for `responds(to:)` on an action
  /// selector. A subclass that implements action methods overrides it and
  /// `perform(_:)` together; by default only attached overrides add any.
  open func implements(_ action: String) -> Bool {
    overridden.contains(.actions) && overrides?.implements(action, of: self) == true
  }

  /// Runs the action method `message.action` (the stand-in for
  /// `perform(_:with:)`): a subclass that implements it overrides this.
  open func perform(_ message: ActionMessage) {
    if overridden.contains(.actions) { overrides?.perform(message, of: self) }
  }

  /// What Core's `canPerformAction(_:withSender:)` answers here, and why:
  /// the attached overrides' own answer (`.canPerform`, `.refuses`), else
  /// whether the class implements the action. A Swift subclass's override
  /// that answers otherwise decided (`OverrideDecision.canPerformAction`).
  /// For the record and the overlay, which say which rule answered.
  public final func coreCanPerformAnswer(to action: String) -> CanPerformAnswer {
    if overridden.contains(.canPerformAction),
      let own = overrides?.canPerformAction(action, withSender: nil, of: self)
    {
      return own ? .canPerform : .refuses
    }
    return implements(action) ? .implements : .no
  }

  /// Whether this responder can perform `action` now.
  ///
  /// UIKit's reference: "This default implementation of this method returns
  /// YES if the responder class implements the requested action and calls
  /// the next responder if it does not." The call to the next responder is
  /// `target(forAction:withSender:)`'s walk, which asks this method at every
  /// hop (as UIKit's does), so this default answers for this responder
  /// alone: the attached overrides' answer, else whether it implements the
  /// action. A subclass overrides it to enable or refuse a
  /// command in the current state; "if your class returns NO for a
  /// command, another responder further up the responder chain may still
  /// return YES".
  open func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
    if overridden.contains(.canPerformAction),
      let own = overrides?.canPerformAction(action, withSender: sender, of: self)
    {
      return own
    }
    return implements(action)
  }

  /// The responder that receives `action`: this one if it can perform it,
  /// else the first one up the chain whose `canPerformAction(_:withSender:)`
  /// says yes; nil when none does.
  ///
  /// "The default implementation calls the canPerformAction(_:withSender:)
  /// method to determine whether it can invoke the action. If the object
  /// can invoke the action, it returns itself, otherwise it passes the
  /// request up the responder chain." UIKit passes it by calling `next`'s
  /// `target(forAction:withSender:)`; this default walks the chain itself
  /// (`ResponderChain`: hop-limited, cycle-safe), so an override is asked
  /// on the responder the walk starts from: the first responder for a
  /// nil-targeted action (`Application.nilTargetedActionStart(sender:)`).
  open func target(forAction action: String, withSender sender: AnyObject?) -> Responder? {
    let walk = (responderWindow?.application ?? (self as? Application))?.takeActionWalk(for: action)
    for r in chain() {
      let yes = r.canPerformAction(action, withSender: sender)
      walk?.note(r, answered: yes)
      if yes { return r }
    }
    return nil
  }
}

extension Responder: CustomStringConvertible {
  public var description: String { identifier.isEmpty ? kindName : identifier }
}

/// What one responder answered when asked whether it can perform an action.
public enum CanPerformAnswer: String, Sendable, Hashable {
  /// It implements the action (an action method, a built-in command).
  case implements
  /// An override says yes where the class does not implement it.
  case canPerform
  /// An override says no; the question moves on.
  case refuses
  /// It does not implement the action; the question moves on.
  case no

  public var isYes: Bool { self == .implements || self == .canPerform }

  /// What a responder answered, as `canPerformAction(_:withSender:)`
  /// returned `yes`, told apart by Core's answer (`coreCanPerformAnswer`):
  /// a subclass's override that disagrees is a `canPerform` or a `refuses`.
  init(_ yes: Bool, core: CanPerformAnswer) {
    if yes == core.isYes {
      self = core
    } else {
      self = yes ? .canPerform : .refuses
    }
  }
}
