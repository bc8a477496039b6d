/// Arbitration between recognizers: who may recognize, who must wait or
/// fail, and what the views get when a recognizer wins.
extension Window {
  /// Recognizers whose touches overlap `r`'s in the current sequence,
  /// among the active ones now (a subset, so that no array is built: this
  /// runs for every recognized gesture).
  private func competitors(of r: GestureRecognizer) -> RecognizerSubset {
    var rivals = RecognizerSubset(base: activeRecognizers)
    var i = 0
    while i < activeRecognizers.count {
      let rival = Unretained(activeRecognizers[i]).borrow {
        $0 !== r && $0.sharesSequenceTouch(with: r)
      }
      if rival { rivals.insert(i) }
      i += 1
    }
    return rivals
  }

  /// A recognizer asks to leave `.possible` for `.began` or `.recognized`.
  ///
  /// It waits while a recognizer it requires to fail is still possible
  /// ("A recognizer that waits for another to fail recognizes as soon as that
  /// one fails"); it fails when a competitor that does not allow
  /// simultaneous recognition has already begun; otherwise it wins: its
  /// competitors still possible fail, and with `cancelsTouchesInView` the
  /// view gets `touchesCancelled` for its touches.
  func recognizerWantsToRecognize(_ r: GestureRecognizer, as next: GestureRecognizer.State) {
    if !viewsAllowBeginning(r) {
      r.applyState(.failed)
      recognizerDidFail(r)
      return
    }
    // Only failure requirements or a delegate give it any recognizer to
    // wait for.
    if r.mayRequireFailures(among: activeRecognizers) {
      let required = r.requiredFailures(among: activeRecognizers)
      let waiting = required.contains { f in
        f.isStillDeciding && activeRecognizers.contains { $0 === f }
      }
      if waiting {
        r.pendingState = next
        return
      }
      if required.contains(where: { $0.state.hasRecognized }) {
        r.applyState(.failed)
        recognizerDidFail(r)
        return
      }
    }
    // Each loop below first asks, without retaining, whether any recognizer
    // is in the state it acts on (the loop calls out, so it holds each one).
    let rivals = competitors(of: r)
    if rivals.anyBorrowed({ $0.state.hasRecognized }),
      rivals.contains(where: { $0.state.hasRecognized && !r.allowsSimultaneous(with: $0) })
    {
      r.applyState(.failed)
      recognizerDidFail(r)
      return
    }
    r.applyState(next)
    if rivals.anyBorrowed({ $0.state == .possible }) {
      rivals.forEachBorrowed { o in
        if o.state == .possible && !r.allowsSimultaneous(with: o) { o.applyState(.failed) }
      }
    }
    if anyActiveRecognizer({ $0.state == .possible }) {
      for o in activeRecognizers where o.state == .possible && o.requiresFailure(of: r) {
        o.applyState(.failed)
      }
    }
    if r.cancelsTouchesInView { cancelTouchesInViews(of: r) }
    // A failed rival matters only to a recognizer waiting with a pending
    // recognition (`recognizerDidFail` does nothing without one).
    if rivals.anyBorrowed({ $0.state == .failed }), anyActiveRecognizer({ $0.pendingState != nil }) {
      rivals.forEachBorrowed { o in
        if o.state == .failed { recognizerDidFail(o) }
      }
    }
  }

  /// Whether the recognizer's view and every view its touches began in
  /// let it begin (`gestureRecognizerShouldBegin(_:)`). A button under an
  /// ancestor's tap recognizer says no, so that "the button's action method
  /// receives the touch event instead of the gesture recognizer" (Event
  /// Handling Guide, "Interacting with Other User Interface Controls").
  private func viewsAllowBeginning(_ r: GestureRecognizer) -> Bool {
    // Each view once, the recognizer's own first, then its touches' views
    // in order (no arrays built: this runs for every recognized gesture).
    let own = r.view
    if let own, !own.gestureRecognizerShouldBegin(r) { return false }
    // The copy of the list keeps its touches alive while the views are asked.
    let touches = r.sequenceTouches
    return withExtendedLifetime(touches) {
      var i = 0
      while i < touches.count {
        let asked = Unretained(touches[i]).borrow { t -> Bool? in
          guard let v = t.view, v !== own, !Self.anyTouch(touches, before: i, isIn: v) else { return nil }
          return v.gestureRecognizerShouldBegin(r)
        }
        if asked == false { return false }
        i += 1
      }
      return true
    }
  }

  /// Whether one of the first `end` touches began in `v`.
  private static func anyTouch(_ touches: [Touch], before end: Int, isIn v: View) -> Bool {
    var i = 0
    while i < end {
      if Unretained(touches[i]).borrow({ $0.view === v }) { return true }
      i += 1
    }
    return false
  }

  /// A recognizer failed: those waiting on it may now recognize, and touch
  /// phases it held back may reach their views.
  func recognizerDidFail(_ failed: GestureRecognizer) {
    // Only a recognizer with a pending recognition waits (asked first
    // without retaining).
    guard anyActiveRecognizer({ $0.pendingState != nil }) else { return }
    for waiter in activeRecognizers where waiter.pendingState != nil && waiter.requiresFailure(of: failed) {
      let stillWaiting = waiter.requiredFailures(among: activeRecognizers).contains {
        $0 !== failed && $0.isStillDeciding
      }
      if !stillWaiting, let pending = waiter.pendingState {
        waiter.pendingState = nil
        recognizerWantsToRecognize(waiter, as: pending)
      }
    }
  }

  /// With `cancelsTouchesInView`, a winning recognizer takes its touches
  /// from the view: a view that saw `touchesBegan` gets `touchesCancelled`,
  /// held phases are dropped.
  private func cancelTouchesInViews(of r: GestureRecognizer) {
    let touches = r.sequenceTouches
    if touches.count == 1 {
      // One finger (the common case): no grouping, and the view gets the
      // synthetic event's own set.
      guard let v = takeFromView(touches[0]) else { return }
      appendGestureDecision(.cancelledTouchesInView, r, v)
      if let current = application?.touchEventCarrying(only: touches[0]) {
        v.touchesCancelled(current.changedTouches, with: current)
        return
      }
      let event = syntheticTouchEvent(touches)
      v.touchesCancelled(event.changedTouches, with: event)
      application?.recycleTouchEvent(event)
      return
    }
    var byView = TouchesByView()
    for t in touches {
      if let v = takeFromView(t) { byView.add(t, to: v) }
    }
    guard !byView.isEmpty else { return }
    for (v, _) in byView.groups {
      appendGestureDecision(.cancelledTouchesInView, r, v)
    }
    let event = syntheticTouchEvent(touches)
    for (v, ts) in byView.groups { v.touchesCancelled(ts, with: event) }
    application?.recycleTouchEvent(event)
  }

  /// Marks a touch as taken from its view by a recognizer; returns the
  /// view when it saw the touch begin and not end, so it gets `touchesCancelled`.
  private func takeFromView(_ t: Touch) -> View? {
    guard !t.isCancelledInView else { return nil }
    t.isCancelledInView = true
    t.heldBegan = false
    t.heldEnded = false
    guard t.viewSawBegan, !t.viewSawEnd, t.isDeliveredToView, let v = t.view else { return nil }
    t.viewSawEnd = true
    return v
  }

  private func syntheticTouchEvent(_ touches: [Touch]) -> Event {
    application?.makeSyntheticTouchEvent(touches: touches) ?? Event(type: .touches, timestamp: 0)
  }

  /// After an event or a timer: release held touch phases whose recognizers
  /// have all failed, reset recognizers that finished, forget idle ones.
  public func settleGestures(event: Event?) {
    if activeRecognizers.isEmpty || gesturesAreUndecided { return }
    // Each step first asks, without retaining anything, whether it has
    // anything to do: after most events none but the last two have.
    //
    // A recognizer still possible once its touches are gone, and not
    // waiting for more (a multi-tap between taps), has failed.
    if anyActiveRecognizer({ $0.isPossibleWithTouchesGone }) {
      for r in activeRecognizers where r.isPossibleWithTouchesGone && !r.isWaitingForMoreTouches {
        r.applyState(.failed)
        recognizerDidFail(r)
      }
    }
    // A recognizer waiting on others that are no longer deciding goes ahead.
    if anyActiveRecognizer({ $0.pendingState != nil }) {
      for r in activeRecognizers where r.pendingState != nil {
        let blocked = r.requiredFailures(among: activeRecognizers).contains {
          $0.isStillDeciding
        }
        if !blocked, let pending = r.pendingState {
          r.pendingState = nil
          recognizerWantsToRecognize(r, as: pending)
        }
      }
    }
    if anyActiveRecognizer({ $0.holdsTouchPhase }) { releaseHeldTouchPhases(event: event) }
    activeRecognizers.forEachBorrowed { r in
      if r.isReadyForReset { r.performReset() }
    }
    forgetIdleRecognizers()
  }

  /// Gives the views the touch phases recognizers held back from them, once
  /// no recognizer still deciding holds them.
  private func releaseHeldTouchPhases(event: Event?) {
    var heldBegan = TouchesByView()
    var heldEnded = TouchesByView()
    for t in allHeldTouches() {
      guard let v = t.view, !t.isCancelledInView else { continue }
      if t.heldBegan, !isHeldByRecognizer(t, delayingBegan: true) {
        t.heldBegan = false
        t.viewSawBegan = true
        heldBegan.add(t, to: v)
      }
      if t.heldEnded, !t.heldBegan, !isHeldByRecognizer(t, delayingBegan: false) {
        t.heldEnded = false
        if t.viewSawBegan, !t.viewSawEnd {
          t.viewSawEnd = true
          heldEnded.add(t, to: v)
        }
      }
    }
    if !heldBegan.isEmpty || !heldEnded.isEmpty {
      let e =
        event ?? application?.makeSyntheticTouchEvent(touches: []) ?? Event(type: .touches, timestamp: 0)
      for (v, ts) in heldBegan.groups { v.touchesBegan(ts, with: e) }
      for (v, ts) in heldEnded.groups { v.touchesEnded(ts, with: e) }
    }
  }

  /// Drops the recognizers that are possible with no touches seen and that
  /// no touch still down goes to.
  private func forgetIdleRecognizers() {
    var idle = 0
    var i = 0
    while i < activeRecognizers.count {
      if Unretained(activeRecognizers[i]).borrow({ isIdle($0) }) { idle += 1 }
      i += 1
    }
    if idle == 0 { return }
    if idle == activeRecognizers.count {
      // All of them (the end of most gestures): emptied keeping storage,
      // as `removeAll(where:)` would, without its general path.
      activeRecognizers.removeAllKeepingStorage()
      return
    }
    activeRecognizers.removeAll { isIdle($0) }
  }

  private func isIdle(_ r: GestureRecognizer) -> Bool {
    guard r.state == .possible, r.pendingState == nil, r.sequenceTouches.isEmpty else { return false }
    var i = 0
    while i < activeTouches.count {
      if Unretained(activeTouches[i]).borrow({ $0.goesTo(r) }) {
        return false
      }
      i += 1
    }
    return true
  }

  /// Whether settling has nothing to do: every active recognizer is still
  /// deciding on a touch that is down, waits for no one and holds nothing
  /// back (the moves of a drag, the first event of a tap).
  private var gesturesAreUndecided: Bool {
    !anyActiveRecognizer { !$0.isUndecidedOnTouchDown }
  }

  /// Whether an active recognizer passes `test`, each borrowed from the
  /// list: `test` only reads stored state and calls out to nothing, so the
  /// list keeps every recognizer alive while it is looked at (no retains;
  /// `contains(where:)` retained each recognizer and the lists read from it).
  @inline(__always)
  private func anyActiveRecognizer(_ test: (GestureRecognizer) -> Bool) -> Bool {
    var i = 0
    while i < activeRecognizers.count {
      if Unretained(activeRecognizers[i]).borrow(test) { return true }
      i += 1
    }
    return false
  }

  /// Touches whose phases a recognizer held back from their view.
  private func allHeldTouches() -> [Touch] {
    var seen = Set<ObjectIdentifier>()
    var result: [Touch] = []
    for r in activeRecognizers {
      for t in r.sequenceTouches
      where (t.heldBegan || t.heldEnded) && seen.insert(ObjectIdentifier(t)).inserted {
        result.append(t)
      }
    }
    return result
  }
}

extension GestureRecognizer {
  /// Still possible though every touch it tracked is gone: it fails when
  /// settling, unless it waits for more touches or for others to fail.
  fileprivate var isPossibleWithTouchesGone: Bool {
    isStillDeciding && pendingState == nil && trackedTouchesAreGone
  }

  /// Finished (terminal, its touches gone, nothing pending): it goes back to `.possible`.
  fileprivate var isReadyForReset: Bool {
    state.isTerminal && trackedTouchesAreGone && pendingState == nil
  }
}

extension Touch {
  /// Whether `r` is among the recognizers this touch goes to (read in place).
  fileprivate func goesTo(_ r: GestureRecognizer) -> Bool { gestureRecognizers.containsIdentical(r) }
}

/// Some of a list of recognizers, in the list's order, marked by index.
struct RecognizerSubset: Sequence {
  let base: [GestureRecognizer]
  private var low: UInt64 = 0
  private var high: [Int] = []

  init(base: [GestureRecognizer]) { self.base = base }

  mutating func insert(_ i: Int) {
    if i < 64 { low |= 1 << UInt64(i) } else { high.append(i) }
  }

  func contains(index i: Int) -> Bool {
    i < 64 ? low & (1 << UInt64(i)) != 0 : high.contains(i)
  }

  /// `for o in self { body(o) }`, each member borrowed from `base`, which
  /// holds it whatever `body` does (no retain per member).
  @inline(__always)
  func forEachBorrowed(_ body: (GestureRecognizer) -> Void) {
    withExtendedLifetime(base) {
      var i = 0
      while i < base.count {
        if contains(index: i) { Unretained(base[i]).borrow(body) }
        i += 1
      }
    }
  }

  /// Whether a member passes `test`, each borrowed from `base` (which keeps
  /// it alive): `test` only reads stored state and calls out to nothing.
  @inline(__always)
  func anyBorrowed(_ test: (GestureRecognizer) -> Bool) -> Bool {
    var i = 0
    while i < base.count {
      if contains(index: i), Unretained(base[i]).borrow(test) { return true }
      i += 1
    }
    return false
  }

  func makeIterator() -> Iterator { Iterator(subset: self) }

  struct Iterator: IteratorProtocol {
    let subset: RecognizerSubset
    var i = 0

    mutating func next() -> GestureRecognizer? {
      while i < subset.base.count {
        let k = i
        i += 1
        if subset.contains(index: k) { return subset.base[k] }
      }
      return nil
    }
  }
}
