/// The FIFO event queue and the simulation clock that the stepper advances.
extension Application {
  /// Appends input to the FIFO queue.
  public func enqueue(_ input: InputEvent) {
    queue.append(input)
  }

  public var queuedCount: Int { queue.count - queueHead }

  /// `enqueue` then `dispatchQueuedEvents`: with nothing queued ahead of
  /// it the input is handled at once, in the same order, without a trip
  /// through the queue (the run loop does this for every SDL event).
  public func enqueueAndDispatch(_ input: InputEvent) {
    guard queueHead >= queue.count else {
      enqueue(input)
      dispatchQueuedEvents()
      return
    }
    handle(input)
    dispatchQueuedEvents()
  }

  /// Dispatches every queued input, oldest first.
  public func dispatchQueuedEvents() {
    if queue.isEmpty { return }
    while queueHead < queue.count {
      let input = queue[queueHead]
      queueHead += 1
      handle(input)
    }
    // One input (the run loop dispatches after every SDL event): dropping
    // the last element costs less than emptying the whole array.
    if queue.count == 1 { queue.removeLast() } else { queue.removeAll(keepingCapacity: true) }
    queueHead = 0
  }

  /// Advances simulation time by one step: fires due timers, then settles
  /// gestures (a timer may have failed or recognized one).
  public func advance(by dt: Double, tickCount: Int = 1) {
    tick += tickCount
    let target = time + dt
    while let due = timers.popDue(upTo: target) {
      time = max(time, due.time)
      dispatchAsTimer(due.body)
    }
    let before = time
    time = target
    animators.advance(from: before, to: target)
    if !bindings.isEmpty { applyBindings() }
    if let shake = shakeDetector.tick(time: time) {
      handle(.shake(began: shake))
    }
  }

  /// Runs work the clock sets off, not an input, as one timer dispatch: a
  /// due timer's body, or the end of an animation that takes views with
  /// touches out of the window (`endAnimation(takingViewsOut:)`). Its record shows what that work did — the
  /// `touchesCancelled` of a view that left the window with a finger on it,
  /// the recognizers that failed — and recognizers settle after it, as
  /// after every event.
  ///
  /// UIKit runs timers and an animation's completion on later turns of the
  /// run loop, outside any touch event; a view removed from the window
  /// while tracking a touch gets `touchesCancelled(_:with:)` then (the
  /// UIResponder reference: the sequence is cancelled "when a system event
  /// … cancels a touch sequence").
  func dispatchAsTimer(_ body: () -> Void) {
    withRecord(kind: .timer, detail: "timer") { _ in
      body()
      windows.forEachBorrowed { $0.settleGestures(event: nil) }
    }
  }

  /// Runs the end of an animation that takes views out of the window (a
  /// sheet slid off the bottom, a navigation transition's outgoing view):
  /// as a timer's dispatch while a touch sequence is in play, whose touches
  /// and gestures in those views it cancels; at once otherwise, where it
  /// cancels nothing and a record would only add an empty line to the trace.
  func endAnimation(takingViewsOut body: () -> Void) {
    if isTouchSequenceInPlay { dispatchAsTimer(body) } else { body() }
  }
}
