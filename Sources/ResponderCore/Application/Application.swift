/// The singleton that owns the event queue and the windows (`UIApplication`).
///
/// "Because the application must handle each event separately, in order of
/// its arrival, these low-level events are placed in a first-in first-out
/// event queue." Input is queued by `enqueue` and dispatched in order by
/// `dispatchQueuedEvents`, one `Event` and one `DispatchRecord` each.
public final class Application: Responder {
  /// The app delegate; the chain reaches it only when it is a plain responder.
  public var delegate: Responder? {
    didSet {
      delegateIsNext = delegate.map { d in !(d is View) && !(d is ViewController) && d !== self } ?? false
      chainDidChange()
    }
  }
  /// Whether `delegate` is the next responder, decided when it is set
  /// (every event's walk asks `next`; the casts cost more than the hop).
  @exclusivity(unchecked) private(set) var delegateIsNext = false
  public internal(set) var windows: [Window] {
    get { windowsStorage }
    set { windowsStorage = newValue }
    _modify { yield &windowsStorage }
  }
  @exclusivity(unchecked) final var windowsStorage: [Window] = []
  public var keyWindow: Window? { windows.last }

  /// Simulation time in seconds; only the stepper advances it.
  public internal(set) var time: Double {
    get { timeStorage }
    set { timeStorage = newValue }
    _modify { yield &timeStorage }
  }
  @exclusivity(unchecked) final var timeStorage: Double = 0
  /// Run-loop ticks so far.
  public internal(set) var tick: Int {
    get { tickStorage }
    set { tickStorage = newValue }
    _modify { yield &tickStorage }
  }
  @exclusivity(unchecked) final var tickStorage: Int = 0
  public let timers = TimerQueue()
  public let sensors = SensorHub()
  public let pasteboard = Pasteboard()
  public let shakeDetector = ShakeDetector()
  /// Motions on the simulation clock (scroll deceleration, springs, animations).
  let animators = AnimatorList()
  /// The prototype's named values (`state:`).
  public let state = StateStore()
  /// Continuous mappings (`bind:`), applied after each input and clock step.
  public var bindings: [PropertyBinding] {
    get { bindingsStorage }
    set { bindingsStorage = newValue }
    _modify { yield &bindingsStorage }
  }
  @exclusivity(unchecked) final var bindingsStorage: [PropertyBinding] = []
  /// A scene's `validate:` answers, by the responder that gives them: run
  /// after that responder's own `validate(_:)` (Application+KeyCommands).
  public var commandValidators: [ObjectIdentifier: (inout KeyCommand) -> Void] = [:]
  /// Whether an unhandled shake undoes ("shake to undo").
  public var supportsShakeToEdit = true
  /// `UIApplicationSupportsIndirectInputEvents`: a click is an
  /// `indirectPointer` touch and a trackpad's pinch a `transform` event;
  /// without it a click is a `direct` touch and a pinch two simulated
  /// touches, as UIKit does for apps that did not opt in.
  public var supportsIndirectInputEvents: Bool {
    get { supportsIndirectInputEventsStorage }
    set { supportsIndirectInputEventsStorage = newValue }
    _modify { yield &supportsIndirectInputEventsStorage }
  }
  @exclusivity(unchecked) final var supportsIndirectInputEventsStorage: Bool = false
  /// What device the app runs on (`UIUserInterfaceIdiom`): only on a `pad`
  /// does the pointer hover anything ("On iOS, this class doesn't
  /// recognize gestures", UIHoverGestureRecognizer, outside iPadOS).
  public var userInterfaceIdiom: UserInterfaceIdiom {
    get { userInterfaceIdiomStorage }
    set { userInterfaceIdiomStorage = newValue }
    _modify { yield &userInterfaceIdiomStorage }
  }
  @exclusivity(unchecked) final var userInterfaceIdiomStorage: UserInterfaceIdiom = .phone
  /// Whether a hardware keyboard is attached (`window: { hardwareKeyboard:
  /// true }`): then no software keyboard shows for a text input, as on an
  /// iPad with its keyboard (`Application+Keyboard`).
  public var hasHardwareKeyboard: Bool {
    get { hasHardwareKeyboardStorage }
    set { hasHardwareKeyboardStorage = newValue }
    _modify { yield &hasHardwareKeyboardStorage }
  }
  @exclusivity(unchecked) final var hasHardwareKeyboardStorage: Bool = false
  /// The software keyboard's window, made the first time a text input
  /// becomes first responder (`KeyboardWindow`).
  public internal(set) var keyboardWindow: KeyboardWindow? {
    get { keyboardWindowStorage }
    set { keyboardWindowStorage = newValue }
    _modify { yield &keyboardWindowStorage }
  }
  @exclusivity(unchecked) final var keyboardWindowStorage: KeyboardWindow?
  /// The pointer's state: its buttons, hover and the menu shown (`PointerState`).
  public internal(set) var pointer: PointerState {
    get { pointerStorage }
    set { pointerStorage = newValue }
    _modify { yield &pointerStorage }
  }
  @exclusivity(unchecked) final var pointerStorage: PointerState = PointerState()

  @exclusivity(unchecked) var queue: [InputEvent] = []
  @exclusivity(unchecked) var queueHead = 0
  @exclusivity(unchecked) var touchesByFinger = FingerTable()
  /// The latest touch of each finger, down or lifted, so that a test can
  /// read a touch's `tapCount`, `phase` and location after it ended.
  @exclusivity(unchecked) var latestTouchByFinger = FingerTable()
  @exclusivity(unchecked) var touchSerial: UInt64 = 0
  @exclusivity(unchecked) var lastTap: (point: Point, time: Double, count: Int)?

  // MARK: Recording
  /// The record being written by the current dispatch or timer.
  public internal(set) var currentRecord: DispatchRecord? {
    get { currentRecordStorage }
    set {
      currentRecordStorage = newValue
      currentRecordReference = newValue.map(Unretained.init)
    }
  }
  @exclusivity(unchecked) private var currentRecordStorage: DispatchRecord?
  /// `currentRecord` without ownership, for `withCurrentRecord` (as
  /// `Event.recordReference` is for the event's record).
  @exclusivity(unchecked) private var currentRecordReference: Unretained<DispatchRecord>?

  /// Runs `body` with the current record, if any, borrowed: the strong
  /// `currentRecord` holds it, and nothing here replaces it.
  @inline(__always)
  func withCurrentRecord(_ body: (DispatchRecord) -> Void) {
    currentRecordReference?.borrow(body)
  }
  /// The latest event's record (timers excluded), written while
  /// `recordsEvents`.
  public internal(set) var lastEventRecord: DispatchRecord? {
    get { lastEventRecordStorage }
    set { lastEventRecordStorage = newValue }
    _modify { yield &lastEventRecordStorage }
  }
  @exclusivity(unchecked) final var lastEventRecordStorage: DispatchRecord?
  /// The latest action message, from any source.
  public internal(set) var lastActionRecord: ActionRecord? {
    get { lastActionRecordStorage }
    set { lastActionRecordStorage = newValue }
    _modify { yield &lastActionRecordStorage }
  }
  @exclusivity(unchecked) final var lastActionRecordStorage: ActionRecord?
  /// The nil-targeted action whose receiver `sendAction` is asking for: the
  /// default `target(forAction:withSender:)` takes it and notes each hop's
  /// answer in it (`takeActionWalk(for:)`).
  @exclusivity(unchecked) var actionWalk: ActionRecord?
  /// Whether events write a `DispatchRecord`: only while someone reads
  /// them, a record observer (the overlay, the trace, the quiz, the test
  /// runner) or a reader of `lastEventRecord` that set this. Otherwise
  /// dispatch makes no record and each of its notes is one test of nil
  /// (STYLE.md, "Diagnostics beside the algorithm"); what UIKit does is the
  /// same either way.
  public var recordsEvents: Bool {
    get { recordsEventsAsked || !recordObserversStorage.isEmpty }
    set { recordsEventsAsked = newValue }
  }
  @exclusivity(unchecked) private var recordsEventsAsked = false
  /// Whether an event's dispatch is under way (`withRecord`): an event
  /// dispatched meanwhile is part of it, and an undo registered outside
  /// every event closes its group at once.
  @exclusivity(unchecked) var eventInProgress = false
  /// Called with every finished record (trace, overlay, test runner); while
  /// any is registered, events are recorded (`recordsEvents`).
  public var recordObservers: [(DispatchRecord) -> Void] {
    get { recordObserversStorage }
    set { recordObserversStorage = newValue }
    _modify { yield &recordObserversStorage }
  }
  @exclusivity(unchecked) final var recordObserversStorage: [(DispatchRecord) -> Void] = []
  /// Called when the first responder changes (SDL text input on/off).
  public var firstResponderObservers: [(Responder?) -> Void] = []
  /// Input dropped as malformed (NaN coordinates, unknown fingers…).
  public internal(set) var droppedInputCount = 0

  public override init(identifier: String = "application") {
    let registry = IdentityRegistry()
    identityRegistry = registry
    chainSnapshots = ChainSnapshotStore(registry: registry)
    super.init(identifier: identifier)
  }

  public override var kindName: String { "application" }

  /// "The next responder is the app delegate, but only if the app delegate is
  /// an instance of UIResponder and is not a view, view controller, or the
  /// app object itself."
  public override var next: Responder? {
    if let declared = overriddenNext { return declared }
    return delegateIsNext ? delegate : nil
  }

  deinit {
    // Compared by address: this application is going, so it is not read.
    for w in windows where w.applicationReference?.refers(to: self) == true { w.application = nil }
    if let kw = keyboardWindow, kw.applicationReference?.refers(to: self) == true { kw.application = nil }
  }

  public func addWindow(_ window: Window) {
    windows.append(window)
    window.application = self
  }

  // MARK: State the extensions keep

  /// Keys that went down as presses and have not come up, for `pressesCancelled`.
  var keysDown: [Key: KeyModifiers] = [:]

  /// Keys whose key-down a key command took: their key-up is not a press either.
  var keysTakenByCommands: Set<Key> = []
  /// The shortcut list shown while Command is held (`KeyCommandList`), nil
  /// when it is not shown.
  public internal(set) var keyCommandList: KeyCommandList? {
    get { keyCommandListStorage }
    set { keyCommandListStorage = newValue }
    _modify { yield &keyCommandListStorage }
  }
  @exclusivity(unchecked) final var keyCommandListStorage: KeyCommandList?
  /// Pending while Command is held and the list not shown yet.
  var keyCommandListTimer: TimerToken?
  /// The Command or Ctrl key held alone towards the list, until it comes up
  /// (`shortcutListKey(_:down:)`): its repeats restart nothing.
  var heldShortcutListKey: Key?

  /// The previous event's record, reused when nobody kept it.
  @exclusivity(unchecked) var spareRecord: DispatchRecord?

  /// The touch event `handleTouch` is dispatching, if any: set only while
  /// it sends the event, which it holds meanwhile (`Unretained`).
  @exclusivity(unchecked) var touchEventInFlight: Unretained<Event>?

  /// The chains this application's touch walks remembered (`ChainSnapshot`).
  @exclusivity(unchecked) var chainSnapshots: ChainSnapshotStore
  /// What keeps the identities this application's records and chain
  /// snapshots name objects by (`IdentityRegistry`).
  let identityRegistry: IdentityRegistry

  /// Touch events whose dispatch ended, for reuse (`takeTouchEvent`).
  @exclusivity(unchecked) var spareTouchEvents: [Event] = []

  /// Undo managers that opened an implicit per-event group in this dispatch.
  @exclusivity(unchecked) var openUndoManagers: [UndoManager] = []

  /// Shake to edit: an unhandled shake reaches the application, which asks
  /// first — it shows the undo alert ("Undo Typing": Cancel / Undo), and the
  /// button tapped undoes (`applicationSupportsShakeToEdit`, default true;
  /// `ShakeToEditAlert`). A shake while the alert is up changes nothing.
  public override func motionEnded(_ motion: EventSubtype, with event: Event?) {
    if supportsShakeToEdit, motion == .motionShake, !handledEvents.contains(.motion),
      let m = activeUndoManager, m.canUndo || m.canRedo, let window = keyWindow
    {
      noteHandled(.motionEnded, event: event)
      if window.shakeToEditAlert == nil {
        m.closeOpenGroups()
        window.addSubview(ShakeToEditAlert(window: window, manager: m, application: self))
      }
      return
    }
    super.motionEnded(motion, with: event)
  }

  /// Starts stepping `animator` on the simulation clock until it rests.
  public func addAnimator(_ animator: Animator) { animators.add(animator) }

  public func removeAnimator(_ animator: Animator) { animators.remove(animator) }

  /// Whether something is still moving (a script's `wait` needs no more).
  public var hasRunningAnimations: Bool { !animators.isEmpty }

  /// What is moving now, for the overlay.
  public var runningAnimators: [Animator] { animators.all }

  func firstResponderChanged(to responder: Responder?) {
    updateKeyboard(for: responder)
    for o in firstResponderObservers { o(responder) }
  }

  /// Appends a line to the current record's log (the `log` effect).
  public func log(_ line: String) {
    currentRecord?.logs.append(line)
  }

  /// Logs a warning where UIKit prints one to the console and carries on
  /// (a refused presentation): `warning: ` and the text, in the current
  /// record's log, so that the trace, the overlay's event log and a script's
  /// `logs` see it.
  public func warn(_ text: String) {
    log(Self.warningPrefix + text)
  }

  /// How a warning line starts in a record's log.
  public static let warningPrefix = "warning: "
}
