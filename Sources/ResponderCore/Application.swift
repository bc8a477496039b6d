/// Input as the platform layer reports it, before it becomes an `Event`.
///
/// The SDL translation switch produces these and nothing else; turning them
/// into touches, presses and commands is the application's job, so that it
/// is tested without SDL.
public enum InputEvent: Sendable, Hashable {
  /// A finger (or the mouse acting as one) went down, moved or up, at a window point.
  case touch(FingerID, TouchPhase, Point)
  /// A key went down or up.
  case key(Key, KeyModifiers, down: Bool)
  /// Text typed (one text-input event).
  case text(String)
  /// A shake motion began or ended.
  case shake(began: Bool)
  /// A remote-control command (media keys).
  case remote(EventSubtype)
  /// An editing command sent as a nil-targeted action from the application
  /// (the editing menu: `copy`, `cut`, `paste`, `select`, `selectAll`, `delete`).
  case editingCommand(String)
  /// A sensor sample: accelerometer in g, gyroscope in rad/s.
  case sensor(SensorKind, [Double])
  /// Focus lost or the app entering the background: every touch is cancelled.
  case interruption(String)
  /// The window was resized, in points.
  case resize(Size)
}

/// The singleton that owns the event queue and the windows (`UIApplication`).
///
/// "Because the application must handle each event separately, in order of
/// its arrival, these low-level events are placed in a first-in first-out
/// event queue." Input is queued by `enqueue` and dispatched in order by
/// `dispatchQueuedEvents`, one `Event` and one `DispatchRecord` each.
public final class Application: Responder {
  /// The app delegate; the chain reaches it only when it is a plain responder.
  @exclusivity(unchecked) public var delegate: Responder?
  @exclusivity(unchecked) public private(set) var windows: [Window] = []
  public var keyWindow: Window? { windows.last }

  /// Simulation time in seconds; only the stepper advances it.
  @exclusivity(unchecked) public private(set) var time: Double = 0
  /// Run-loop ticks so far.
  @exclusivity(unchecked) public private(set) var tick = 0
  public let timers = TimerQueue()
  public let sensors = SensorHub()
  public let pasteboard = Pasteboard()
  public let shakeDetector = ShakeDetector()
  /// Motions on the simulation clock (scroll deceleration, springs, animations).
  let animators = AnimatorList()
  /// Whether an unhandled shake undoes ("shake to undo").
  @exclusivity(unchecked) public var supportsShakeToEdit = true

  @exclusivity(unchecked) private var queue: [InputEvent] = []
  @exclusivity(unchecked) private var queueHead = 0
  @exclusivity(unchecked) private var touchesByFinger: [FingerID: Touch] = [:]
  @exclusivity(unchecked) private var touchSerial: UInt64 = 0
  @exclusivity(unchecked) private var lastTap: (point: Point, time: Double, count: Int)?

  // MARK: Recording
  /// The record being written by the current dispatch or timer.
  @exclusivity(unchecked) public private(set) var currentRecord: DispatchRecord?
  /// The latest event's record (timers excluded).
  @exclusivity(unchecked) public private(set) var lastEventRecord: DispatchRecord?
  /// The latest action message, from any source.
  @exclusivity(unchecked) public private(set) var lastActionRecord: ActionRecord?
  /// Called with every finished record (trace, overlay, test runner).
  @exclusivity(unchecked) public var recordObservers: [(DispatchRecord) -> Void] = []
  /// Called when the first responder changes (SDL text input on/off).
  @exclusivity(unchecked) public var firstResponderObservers: [(Responder?) -> Void] = []
  /// Input dropped as malformed (NaN coordinates, unknown fingers…).
  @exclusivity(unchecked) public private(set) var droppedInputCount = 0

  public override init(identifier: String = "application") {
    super.init(identifier: identifier)
  }

  public override var kindName: String { "application" }

  /// "The next responder is the app delegate, but only if the app delegate is
  /// an instance of UIResponder and is not a view, view controller, or the
  /// app object itself."
  public override var defaultNext: Responder? {
    guard let d = delegate, !(d is View), !(d is ViewController), d !== self else { return nil }
    return d
  }

  deinit {
    for w in windows where w.application === self { w.application = nil }
  }

  public func addWindow(_ window: Window) {
    windows.append(window)
    window.application = self
  }

  // MARK: - The queue

  /// Appends input to the FIFO queue.
  public func enqueue(_ input: InputEvent) {
    queue.append(input)
  }

  public var queuedCount: Int { queue.count - queueHead }

  /// Dispatches every queued input, oldest first.
  public func dispatchQueuedEvents() {
    while queueHead < queue.count {
      let input = queue[queueHead]
      queueHead += 1
      handle(input)
    }
    queue.removeAll(keepingCapacity: true)
    queueHead = 0
  }

  /// Advances simulation time by one step: fires due timers, then settles
  /// gestures (a timer may have failed or recognized one).
  public func advance(by dt: Double, tickCount: Int = 1) {
    tick += tickCount
    let target = time + dt
    while let due = timers.popDue(upTo: target) {
      time = max(time, due.time)
      withRecord(kind: .timer, detail: "timer") { _ in
        due.body()
        for w in windows { w.settleGestures(event: nil) }
      }
    }
    let before = time
    time = target
    animators.advance(from: before, to: target)
    if let shake = shakeDetector.tick(time: time) {
      handle(.shake(began: shake))
    }
  }

  // MARK: - Dispatch

  /// Turns one input into an event and dispatches it now, bypassing the queue.
  public func handle(_ input: InputEvent) {
    switch input {
    case .touch(let finger, let phase, let point):
      handleTouch(finger, phase, point)
    case .key(let key, let mods, let down):
      handleKey(key, mods, down: down)
    case .text(let text):
      withRecord(kind: .text, detail: text) { record in
        let target = keyWindow?.firstResponder
        if let input = target as? KeyInput {
          record.visit(target!, method: "insertText")
          record.markHandled(by: target!)
          input.insertText(text)
        } else if let target {
          record.visit(target, method: "insertText")
        }
      }
    case .shake(let began):
      dispatchMotion(began: began)
    case .remote(let subtype):
      withRecord(kind: .remoteControl, detail: subtype.rawValue) { record in
        let e = Event(type: .remoteControl, subtype: subtype, timestamp: time)
        e.record = record
        keyWindow?.sendEvent(e)
      }
    case .editingCommand(let action):
      withRecord(kind: .action, detail: action) { _ in
        sendAction(action, to: nil, from: self, for: nil)
      }
    case .sensor(let kind, let values):
      sensors.publish(kind, values, time: time)
      if kind == .accelerometer, values.count == 3 {
        shakeDetector.sample(values, time: time)
        if let shake = shakeDetector.tick(time: time) { handle(.shake(began: shake)) }
      }
    case .interruption(let reason):
      withRecord(kind: .interruption, detail: reason) { record in
        let e = Event(type: .touches, timestamp: time)
        e.record = record
        for w in windows { w.cancelAllTouches(event: e) }
        // Keys held when focus goes come up unseen: their presses are cancelled.
        if !keysDown.isEmpty, let target: Responder = keyWindow?.firstResponder ?? keyWindow {
          let p = Event(type: .presses, timestamp: time)
          p.record = record
          p.allPresses = Set(
            keysDown.sorted { $0.key.name < $1.key.name }.map {
              Press(key: $0.key, modifiers: $0.value, phase: .cancelled, timestamp: time)
            })
          keysDown.removeAll()
          target.pressesCancelled(p.allPresses, with: p)
        }
        for t in touchesByFinger.values where !t.phase.isTerminal { t.phase = .cancelled }
        touchesByFinger.removeAll()
        if shakeDetector.isShaking {
          shakeDetector.cancel()
          let m = Event(type: .motion, subtype: .motionShake, timestamp: time)
          m.record = record
          (keyWindow?.firstResponder ?? keyWindow)?.motionCancelled(.motionShake, with: m)
        }
      }
    case .resize(let size):
      for w in windows { w.resize(to: size) }
    }
  }

  private func handleTouch(_ finger: FingerID, _ phase: TouchPhase, _ point: Point) {
    guard point.isFinite, let window = keyWindow else {
      droppedInputCount += 1
      return
    }
    let touch: Touch
    switch phase {
    case .began:
      guard touchesByFinger[finger] == nil else {
        droppedInputCount += 1
        return
      }
      var taps = 1
      if let last = lastTap, time - last.time <= GestureConstants.multiTapInterval,
        last.point.distance(to: point) <= GestureConstants.multiTapSlop
      {
        taps = last.count + 1
      }
      touchSerial &+= 1
      touch = Touch(finger: finger, location: point, timestamp: time, tapCount: taps, serial: touchSerial)
      touchesByFinger[finger] = touch
    case .moved, .stationary:
      guard let t = touchesByFinger[finger] else {
        droppedInputCount += 1
        return
      }
      touch = t
      // "A finger is touching the surface but hasn't moved since the
      // previous event" is `UITouch.Phase.stationary`, and such a touch is
      // not reported to `touchesMoved`.
      touch.phase = point == touch.locationInWindow ? .stationary : .moved
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.timestamp = time
    case .ended, .cancelled:
      guard let t = touchesByFinger.removeValue(forKey: finger) else {
        droppedInputCount += 1
        return
      }
      touch = t
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.phase = phase
      touch.timestamp = time
      if phase == .ended { lastTap = (point, time, touch.tapCount) }
    }
    withRecord(kind: .touch, detail: touch.phase.rawValue, point: point) { record in
      let e = Event(type: .touches, timestamp: time)
      e.record = record
      e.changedTouches = [touch]
      if touchesByFinger.count <= 1 {
        e.allTouches = e.changedTouches
      } else {
        var all = Set(touchesByFinger.values)
        all.insert(touch)
        e.allTouches = all
        // The other fingers did not change in this event: each is stationary.
        for other in all where other !== touch && !other.phase.isTerminal { other.phase = .stationary }
      }
      (touch.window ?? window).sendEvent(e)
      if touch.phase == .began, record.hitView == nil { record.hitView = touch.view }
    }
  }

  private func handleKey(_ key: Key, _ mods: KeyModifiers, down: Bool) {
    let chord = KeyChord(key, modifiers: mods)
    if down, let (command, owner, searched) = matchingKeyCommand(chord) {
      keysTakenByCommands.insert(key)
      withRecord(kind: .key, detail: chord.description) { record in
        record.chain = searched
        record.handledBy = owner
        record.keyCommand = (command, owner)
        sendAction(command.action, to: nil, from: owner, for: nil)
      }
      return
    }
    if !down, keysTakenByCommands.remove(key) != nil { return }
    let command = mods.contains(.control) || mods.contains(.command)
    if command, down, let shortcut = keyCommand(key, mods) {
      withRecord(kind: .key, detail: describeKey(key, mods)) { _ in shortcut() }
      return
    }
    if command, !down, keyCommand(key, mods) != nil { return }
    if down { keysDown[key] = mods } else { keysDown[key] = nil }
    withRecord(kind: .key, detail: describeKey(key, mods) + (down ? " down" : " up")) { record in
      record.pressedKey = key
      let e = Event(type: .presses, timestamp: time)
      e.record = record
      e.allPresses = [Press(key: key, modifiers: mods, phase: down ? .began : .ended, timestamp: time)]
      keyWindow?.sendEvent(e)
    }
  }

  /// Keys that went down as presses and have not come up, for `pressesCancelled`.
  private var keysDown: [Key: KeyModifiers] = [:]

  /// Keys whose key-down a key command took: their key-up is not a press either.
  private var keysTakenByCommands: Set<Key> = []

  /// The first key command matching `chord`, searching `keyCommands` from
  /// the first responder (the key window when there is none) up the chain,
  /// with the responders searched and the one that listed it.
  ///
  /// A command whose action no responder can perform now is passed over,
  /// as UIKit passes over a command its responders cannot validate.
  func matchingKeyCommand(_ chord: KeyChord) -> (KeyCommand, Responder, [Responder])? {
    guard let start: Responder = keyWindow?.firstResponder ?? keyWindow else { return nil }
    var searched: [Responder] = []
    for r in start.responderChain {
      searched.append(r)
      for c in r.keyCommands where c.chord == chord {
        if target(forNilTargetedAction: c.action, sender: r) != nil { return (c, r, searched) }
      }
    }
    return nil
  }

  /// The built-in key commands, matched before presses reach responders as
  /// `UIKeyCommand`s are: undo, redo, the editing commands, and a shake.
  private func keyCommand(_ key: Key, _ mods: KeyModifiers) -> (() -> Void)? {
    let shift = mods.contains(.shift)
    switch (key.name, shift) {
    case ("z", false): return { [unowned self] in self.performUndo(redo: false) }
    case ("z", true), ("y", false): return { [unowned self] in self.performUndo(redo: true) }
    case ("x", false): return { [unowned self] in _ = self.sendAction("cut", to: nil, from: self, for: nil) }
    case ("c", false): return { [unowned self] in _ = self.sendAction("copy", to: nil, from: self, for: nil) }
    case ("v", false):
      return { [unowned self] in _ = self.sendAction("paste", to: nil, from: self, for: nil) }
    case ("a", false):
      return { [unowned self] in _ = self.sendAction("selectAll", to: nil, from: self, for: nil) }
    case ("s", true):
      return { [unowned self] in
        self.dispatchMotion(began: true)
        self.dispatchMotion(began: false)
      }
    default: return nil
    }
  }

  private func describeKey(_ key: Key, _ mods: KeyModifiers) -> String {
    KeyChord(key, modifiers: mods).description
  }

  private func dispatchMotion(began: Bool) {
    withRecord(kind: .motion, detail: began ? "motionBegan" : "motionEnded") { record in
      let e = Event(type: .motion, subtype: .motionShake, timestamp: time)
      e.record = record
      e.isEnding = !began
      keyWindow?.sendEvent(e)
    }
  }

  /// The undo manager that Ctrl+Z and shake work on: the one the first
  /// responder finds, or the key window's when there is none.
  public var activeUndoManager: UndoManager? {
    if let fr = keyWindow?.firstResponder { return fr.undoManager }
    return keyWindow?.undoManager
  }

  /// Undoes (or redoes) on `activeUndoManager`.
  public func performUndo(redo: Bool) {
    guard let m = activeUndoManager else { return }
    m.closeOpenGroups()
    if redo { m.redo() } else { m.undo() }
    keyWindow?.setNeedsDisplay()
  }

  /// Shake to edit: an unhandled shake reaches the application, which undoes.
  public override func motionEnded(_ motion: EventSubtype, with event: Event?) {
    if supportsShakeToEdit, motion == .motionShake, !handledEvents.contains(.motion),
      let m = activeUndoManager, m.canUndo || m.canRedo
    {
      noteHandled("motionEnded", event: event)
      performUndo(redo: !m.canUndo)
      return
    }
    super.motionEnded(motion, with: event)
  }

  // MARK: - Actions

  /// Sends an action message (`sendAction(_:to:from:for:)`).
  ///
  /// A targeted action goes to its target alone. A nil-targeted one starts
  /// at the first responder — or at the sender when there is none — and
  /// walks `next` to the first responder that implements it. Returns whether
  /// someone performed it.
  @discardableResult
  public func sendAction(_ action: String, to target: Responder?, from sender: AnyObject?, for event: Event?)
    -> Bool
  {
    let record = ActionRecord(action: action, sender: sender, target: target)
    lastActionRecord = record
    currentRecord?.actions.append(record)
    var receiver: Responder?
    if let target {
      record.chain = [target]
      if target.implements(action) { receiver = target }
    } else {
      let start: Responder? =
        keyWindow?.firstResponder ?? (sender as? Responder) ?? (sender as? GestureRecognizer)?.view
        ?? keyWindow
      for r in ResponderChain(from: start) {
        record.chain.append(r)
        let answer = r.canPerformActionAnswer(action)
        record.answers.append(answer)
        if answer.isYes {
          receiver = r
          break
        }
      }
    }
    guard let receiver else { return false }
    record.handledBy = receiver
    currentRecord?.callPairs.append((receiver, action))
    receiver.perform(ActionMessage(action: action, sender: sender, event: event, receiver: receiver))
    keyWindow?.setNeedsDisplay()
    return true
  }

  /// The responder that would receive a nil-targeted `action`, from where
  /// the walk starts (`target(forAction:withSender:)` on the first responder).
  public func target(forNilTargetedAction action: String, sender: AnyObject?) -> Responder? {
    let start = keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow
    return start?.target(forAction: action, withSender: sender)
  }

  /// The editing-menu commands some responder can perform now.
  public func availableEditingCommands() -> [String] {
    let start = keyWindow?.firstResponder ?? keyWindow
    return StandardEditAction.allCases.map(\.rawValue).filter {
      start?.canPerformAction($0, withSender: self) ?? false
    }
  }

  // MARK: - Records

  /// Runs `body` with a fresh record as `currentRecord`, then publishes it.
  func withRecord(kind: DispatchKind, detail: String, point: Point? = nil, _ body: (DispatchRecord) -> Void) {
    if let outer = currentRecord {
      body(outer)
      return
    }
    let record: DispatchRecord
    if spareRecord != nil, isKnownUniquelyReferenced(&spareRecord!) {
      record = spareRecord!
      spareRecord = nil
      record.reset(tick: tick, time: time, kind: kind, detail: detail, point: point)
    } else {
      record = DispatchRecord(tick: tick, time: time, kind: kind, detail: detail, point: point)
    }
    currentRecord = record
    body(record)
    for w in windows { w.settleGestures(event: nil) }
    for m in openUndoManagers { m.closeOpenGroups() }
    openUndoManagers.removeAll()
    currentRecord = nil
    if kind != .timer {
      spareRecord = lastEventRecord
      lastEventRecord = record
    }
    for observer in recordObservers { observer(record) }
  }

  /// The previous event's record, reused when nobody kept it.
  @exclusivity(unchecked) private var spareRecord: DispatchRecord?

  /// Lets go of what points back into the scene, so that dropping the
  /// application frees it: the latest records hold the responders they
  /// visited (this application among them), and touches still down hold
  /// their window and view while the window and recognizers hold them.
  /// `Session` calls it when it replaces or drops its app.
  public func discardRecords() {
    lastEventRecord = nil
    lastActionRecord = nil
    spareRecord = nil
    touchesByFinger.removeAll()
    for w in windows {
      for r in w.activeRecognizers { r.performReset() }
      w.activeRecognizers.removeAll()
      w.activeTouches.removeAll()
    }
  }

  /// Undo managers that opened an implicit per-event group in this dispatch.
  @exclusivity(unchecked) var openUndoManagers: [UndoManager] = []

  /// Registers an undo action in the current event's group of `manager`.
  public func registerUndo(on manager: UndoManager, named name: String, _ undo: @escaping () -> Void) {
    if manager.groupsByEvent, !openUndoManagers.contains(where: { $0 === manager }) {
      openUndoManagers.append(manager)
    }
    manager.registerUndo(named: name, undo)
    if currentRecord == nil { manager.closeOpenGroups() }
  }

  /// Starts stepping `animator` on the simulation clock until it rests.
  public func addAnimator(_ animator: Animator) { animators.add(animator) }

  public func removeAnimator(_ animator: Animator) { animators.remove(animator) }

  /// Whether something is still moving (a script's `wait` needs no more).
  public var hasRunningAnimations: Bool { !animators.isEmpty }

  /// What is moving now, for the overlay.
  public var runningAnimators: [Animator] { animators.all }

  func noteGesture(_ r: GestureRecognizer, state: GestureRecognizer.State) {
    currentRecord?.gestureChanges.append((r, state))
  }

  /// Records a delegate answer that decided a recognizer's fate.
  func noteGestureDecision(_ r: GestureRecognizer, _ note: String) {
    currentRecord?.gestureNotes.append((r, note))
  }

  func firstResponderChanged(to responder: Responder?) {
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

  /// An event to carry touch messages sent outside a touch dispatch (a
  /// recognizer cancelling touches, held phases released by a timer).
  func makeSyntheticTouchEvent(touches: [Touch]) -> Event {
    let e = Event(type: .touches, timestamp: time)
    e.record = currentRecord
    let set = Set(touches)
    e.allTouches = set
    e.changedTouches = set
    return e
  }
}

/// The standard editing commands (`UIResponderStandardEditActions`).
public enum StandardEditAction: String, CaseIterable, Sendable {
  case cut, copy, paste, select, selectAll, delete
}

/// A responder that accepts typed text (`UIKeyInput`).
public protocol KeyInput: AnyObject {
  func insertText(_ text: String)
  func deleteBackward()
}
