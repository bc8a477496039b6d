/// The finger table: which `Touch` each finger is, its tap count, and the
/// event that carries it.
extension Application {
  func handleTouch(_ finger: FingerID, _ phase: TouchPhase, _ point: Point) {
    guard point.isFinite, let window = keyWindow else {
      droppedInputCount += 1
      return
    }
    guard let touch = updateFingerTable(finger, phase, point) else { return }
    withRecord(touch: touch.phase, at: point) { record in
      if touch.type == .pencil, !record.pointerNotes.contains(.input(.pencil)) {
        record.pointerNotes.append(.input(.pencil))
      }
      let e = takeTouchEvent()
      e.record = record
      e.setOnlyChangedTouch(touch)
      if touchesByFinger.count <= 1 {
        e.setAllTouchesToChanged()
      } else {
        var all = Set(touchesByFinger.values)
        all.insert(touch)
        e.allTouches = all
        // The other fingers did not change in this event: each is stationary.
        for other in all where other !== touch && !other.phase.isTerminal { other.phase = .stationary }
      }
      let outer = touchEventInFlight
      touchEventInFlight = Unretained(e)
      e.chainOwner = self
      (touch.window ?? self.window(forNewTouchAt: point) ?? window).sendEvent(e)
      e.chainOwner = nil
      touchEventInFlight = outer
      if touch.phase == .began, record.hitView == nil { record.hitView = touch.view }
      recycleTouchEvent(e)
    }
  }

  /// The touch `finger`'s change makes, updated in the finger table (a
  /// new touch for `.began`, with its tap count); nil, counted as dropped,
  /// when the change does not fit the table (a second down, a move or lift
  /// of a finger that is not down).
  @inline(__always)
  private func updateFingerTable(_ finger: FingerID, _ phase: TouchPhase, _ point: Point) -> Touch? {
    let touch: Touch
    switch phase {
    case .began:
      guard touchesByFinger[finger] == nil else {
        droppedInputCount += 1
        return nil
      }
      var taps = 1
      if let last = lastTap, time - last.time <= GestureConstants.multiTapInterval,
        last.point.distance(to: point) <= GestureConstants.multiTapSlop
      {
        taps = last.count + 1
      }
      touchSerial &+= 1
      touch = Touch(finger: finger, location: point, timestamp: time, tapCount: taps, serial: touchSerial)
      if finger.device == FingerID.mouse.device {
        pointer.describe(touch, indirect: supportsIndirectInputEvents)
      } else if finger.device < 0, let type = TouchType(device: finger.device) {
        touch.type = type
      }
      touchesByFinger[finger] = touch
      // `latestTouch(ofFinger:)` never answers with the mouse's touch, so
      // the mouse's are not kept (nor the views they hold).
      if finger.device != FingerID.mouse.device { latestTouchByFinger[finger] = touch }
    case .moved, .stationary:
      guard let t = touchesByFinger[finger] else {
        droppedInputCount += 1
        return nil
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
        return nil
      }
      touch = t
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.phase = phase
      touch.timestamp = time
      if phase == .ended { lastTap = (point, time, touch.tapCount) }
    }
    return touch
  }

  /// Dispatches the changes of several fingers as one touch event, as
  /// UIKit delivers every touch that changed in one frame in one `UIEvent`
  /// ("allTouches": "the touches associated with the event"; the view
  /// gets one `touchesMoved(_:with:)` carrying each of its touches that
  /// moved). The run loop hands over the finger events of one SDL poll
  /// this way (`Session.pollAndDispatch`), scripts a `touch: { fingers: … }`
  /// step and the synthetic pinch and rotation.
  ///
  /// One change is `handleTouch`'s event, as before. Changes that name the
  /// same finger twice are split there: one touch has one phase in an event.
  /// A change that does not fit the finger table is dropped on its own.
  /// Touches of different windows go to their own window, each in one event.
  public func handleTouches(_ changes: [TouchChange]) {
    if pointer.menu != nil || !pointer.menuFingers.isEmpty {
      // A menu is up: each change goes through `handle`, where it may take it.
      for c in changes { handle(c.input) }
      return
    }
    if changes.count <= 1 {
      if let c = changes.first { handle(c.input) }
      return
    }
    var start = 0
    while start < changes.count {
      var end = start + 1
      while end < changes.count, !changes[start..<end].contains(where: { $0.finger == changes[end].finger }) {
        end += 1
      }
      dispatchTouchFrame(changes[start..<end])
      start = end
    }
    if !bindings.isEmpty { applyBindings() }
  }

  /// Handles inputs that arrived together (one SDL poll's worth, one
  /// synthetic gesture step): runs of finger changes gathered into one
  /// touch event each by `TouchChange.canJoin`, as `Session.pollAndDispatch`
  /// gathers them, and every other input on its own, in order.
  public func handleTogether(_ inputs: [InputEvent]) {
    var frame: [TouchChange] = []
    for input in inputs {
      if let change = TouchChange(input) {
        if !change.canJoin(frame) {
          handleTouches(frame)
          frame.removeAll(keepingCapacity: true)
        }
        frame.append(change)
      } else {
        handleTouches(frame)
        frame.removeAll(keepingCapacity: true)
        handle(input)
      }
    }
    handleTouches(frame)
  }

  /// One event for fingers that each change once.
  private func dispatchTouchFrame(_ changes: ArraySlice<TouchChange>) {
    guard let window = keyWindow else {
      droppedInputCount += changes.count
      return
    }
    var changed: [Touch] = []
    changed.reserveCapacity(changes.count)
    for c in changes {
      guard c.point.isFinite else {
        droppedInputCount += 1
        continue
      }
      if let t = updateFingerTable(c.finger, c.phase, c.point) { changed.append(t) }
    }
    guard let first = changed.first else { return }
    if changed.count == 1 {
      // The others were dropped: the one left is an ordinary event.
      dispatchChangedTouches(
        changed, in: first.window ?? self.window(forNewTouchAt: first.locationInWindow) ?? window)
      return
    }
    var byWindow: [(Window, [Touch])] = []
    for t in changed {
      let w = t.window ?? self.window(forNewTouchAt: t.locationInWindow) ?? window
      if let i = byWindow.firstIndex(where: { $0.0 === w }) {
        byWindow[i].1.append(t)
      } else {
        byWindow.append((w, [t]))
      }
    }
    for (w, touches) in byWindow { dispatchChangedTouches(touches, in: w) }
  }

  /// Sends one touch event carrying `touches` as its changed touches to
  /// `window`; every other finger down is in `allTouches`, stationary.
  private func dispatchChangedTouches(_ touches: [Touch], in window: Window) {
    let first = touches[0]
    withRecord(touch: first.phase, at: first.locationInWindow) { record in
      record.frameTouches = touches.map { TouchChange($0.finger, $0.phase, $0.locationInWindow) }
      let e = takeTouchEvent()
      e.record = record
      e.allTouches = []
      e.changedTouches.removeAll(keepingCapacity: true)
      for t in touches { e.changedTouches.insert(t) }
      var all = e.changedTouches
      for other in touchesByFinger.values where !e.changedTouches.contains(other) {
        // The fingers that did not change in this event are stationary.
        if !other.phase.isTerminal { other.phase = .stationary }
        all.insert(other)
      }
      e.allTouches = all
      let outer = touchEventInFlight
      touchEventInFlight = Unretained(e)
      e.chainOwner = self
      window.sendEvent(e)
      e.chainOwner = nil
      touchEventInFlight = outer
      if record.hitView == nil, let began = touches.first(where: { $0.phase == .began }) {
        record.hitView = began.view
      }
      recycleTouchEvent(e)
    }
  }

  /// The touch of `finger` (a touch device's finger number; the mouse is
  /// not one): the one down now, else the latest one, lifted or cancelled.
  /// Of several devices' (a finger and a Pencil both number 0), the one
  /// that began last.
  public func latestTouch(ofFinger finger: Int64) -> Touch? {
    var latest: Touch?
    for t in latestTouchByFinger.values
    where t.finger.device != FingerID.mouse.device && t.finger.finger == finger {
      if latest.map({ t.serial > $0.serial }) ?? true { latest = t }
    }
    return latest
  }

  /// An event to carry touch messages sent outside a touch dispatch (a
  /// recognizer cancelling touches, held phases released by a timer).
  func makeSyntheticTouchEvent(touches: [Touch]) -> Event {
    let e = takeTouchEvent()
    e.record = currentRecord
    if touches.count == 1 {
      e.setOnlyChangedTouch(touches[0])
    } else {
      e.allTouches = []
      e.changedTouches.removeAll(keepingCapacity: true)
      for t in touches { e.changedTouches.insert(t) }
    }
    e.allTouches = e.changedTouches
    return e
  }

  /// The touch event being dispatched when it carries exactly `touch`
  /// (changed and all) and no chain walk is under way on it, so that a
  /// recognizer cancelling that touch in its view can send it on this event.
  ///
  /// UIKit reuses its touches event object the same way ("you should never
  /// retain an event object… UIKit reuses them", UIEvent reference).
  func touchEventCarrying(only touch: Touch) -> Event? {
    guard let e = touchEventInFlight?.object, e.walksUnderWay == 0, e.record === currentRecord,
      e.changedTouches.count == 1, e.allTouches.count == 1, e.changedTouches.contains(touch),
      e.allTouches.contains(touch)
    else { return nil }
    return e
  }

  /// A touch event from the pool (one nobody kept), or a new one: a
  /// dispatch then allocates no event, and no set while its storage is
  /// not shared.
  func takeTouchEvent() -> Event {
    while spareTouchEvents.count > 0 {
      if isKnownUniquelyReferenced(&spareTouchEvents[spareTouchEvents.count - 1]) {
        let e = spareTouchEvents.removeLast()
        e.timestamp = time
        return e
      }
      // Someone kept it: it is theirs now.
      spareTouchEvents.removeLast()
    }
    return Event(type: .touches, timestamp: time)
  }

  /// Hands a touch event back to the pool once its messages are sent; it
  /// keeps no record alive there (its touches stay until the next event,
  /// `Event.clearForReuse`).
  func recycleTouchEvent(_ e: Event) {
    guard e.type == .touches, spareTouchEvents.count < 4 else { return }
    e.clearForReuse()
    spareTouchEvents.append(e)
  }
}

/// The touches down, by finger: a few entries searched in order, which
/// costs less per event than hashing a `FingerID` into a dictionary.
struct FingerTable {
  private var entries: [(finger: FingerID, touch: Touch)] = []

  var count: Int { entries.count }
  var values: [Touch] { entries.map(\.touch) }

  subscript(finger: FingerID) -> Touch? {
    get { entries.first { $0.finger == finger }?.touch }
    set {
      let i = entries.firstIndex { $0.finger == finger }
      switch (i, newValue) {
      case (let i?, let t?): entries[i].touch = t
      case (let i?, nil): entries.remove(at: i)
      case (nil, let t?): entries.append((finger, t))
      case (nil, nil): break
      }
    }
  }

  mutating func removeValue(forKey finger: FingerID) -> Touch? {
    guard let i = entries.firstIndex(where: { $0.finger == finger }) else { return nil }
    return entries.remove(at: i).touch
  }

  mutating func removeAll() { entries.removeAll() }
}
