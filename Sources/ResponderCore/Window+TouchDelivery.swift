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
      deliverOnlyTouch(only, event)
      return
    }
    let changed = event.changedTouches.sorted(by: Touch.deliveryOrder)
    for touch in changed where touch.phase == .began {
      beginTracking(touch, event: event)
    }

    // 1. Recognizers see the touches first.
    var recognizers: [GestureRecognizer] = []
    for touch in changed {
      for r in touch.gestureRecognizers where !recognizers.contains(where: { $0 === r }) {
        recognizers.append(r)
      }
    }
    for r in recognizers {
      deliver(changed.filter { t in t.gestureRecognizers.contains { $0 === r } }, to: r, event: event)
    }

    // 2. Then the views, unless a recognizer cancelled or holds the phase.
    var began = TouchesByView()
    var moved = TouchesByView()
    var ended = TouchesByView()
    var cancelled = TouchesByView()
    for touch in changed {
      guard let (view, phase) = viewDelivery(of: touch) else { continue }
      switch phase {
      case .began: began.add(touch, to: view)
      case .moved: moved.add(touch, to: view)
      case .ended: ended.add(touch, to: view)
      case .cancelled: cancelled.add(touch, to: view)
      case .stationary: break
      }
    }
    for (phase, byView) in [
      (TouchPhase.began, began), (.moved, moved), (.ended, ended), (.cancelled, cancelled),
    ] {
      for (v, ts) in byView.groups { v.touches(phase, ts, with: event) }
    }

    for touch in changed where touch.phase.isTerminal {
      activeTouches.removeAll { $0 === touch }
    }
  }

  /// `deliverTouches` for an event with one changed touch (every mouse and
  /// single-finger event): the same steps and calls, with no sorting or
  /// grouping; recognizers and the view get the event's own set.
  private func deliverOnlyTouch(_ touch: Touch, _ event: Event) {
    if touch.phase == .began { beginTracking(touch, event: event) }
    deliverToRecognizers(touch, event)
    if let (view, phase) = viewDelivery(of: touch) { view.touches(phase, event.changedTouches, with: event) }
    if touch.phase.isTerminal { activeTouches.removeEvery(touch) }
  }

  /// `for r in touch.gestureRecognizers { deliverOne(touch, to: r, event: event) }`:
  /// the same recognizers, each borrowed from that copy of the list, which
  /// holds it whatever the recognizer does (no retain per recognizer).
  private func deliverToRecognizers(_ touch: Touch, _ event: Event) {
    touch.gestureRecognizers.forEachBorrowed { deliverOne(touch, to: $0, event: event) }
  }

  /// Which message a changed touch's view gets now, if any, noting what it
  /// saw: none when a recognizer cancelled the touch in the view or holds
  /// its phase back (`delaysTouchesBegan`/`Ended`), or when the view never
  /// saw it begin.
  private func viewDelivery(of touch: Touch) -> (View, TouchPhase)? {
    guard let view = touch.view, touch.isDeliveredToView, !touch.isCancelledInView else { return nil }
    switch touch.phase {
    case .began:
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
    let recognizers = recognizerList(for: touch, hit: hit, event: event)
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
    var level: Unmanaged<View>? = Unmanaged.passUnretained(hit)
    while let u = level {
      if u._withUnsafeGuaranteedRef({ $0.gestureRecognizers.isEmpty }) {
        level = u._withUnsafeGuaranteedRef { $0.superview.map(Unmanaged.passUnretained) }
        continue
      }
      let view = u.takeUnretainedValue()
      collectRecognizers(of: view, for: touch, hit: hit, event: event, into: &list)
      level = view.superview.map(Unmanaged.passUnretained)
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
    var level = Unmanaged.passUnretained(hit)
    while true {
      var differs = false
      let up: Unmanaged<View>? = level._withUnsafeGuaranteedRef { view in
        var i = 0
        while i < view.gestureRecognizers.count {
          unowned(unsafe) let r = view.gestureRecognizers[i]
          i += 1
          switch r.touchReceipt {
          case .refused: continue
          case .received where matched < lastTouchRecognizers.count && lastTouchRecognizers[matched] === r:
            matched += 1
          case .received, .askDelegate:
            differs = true
            return nil
          }
        }
        return view.superview.map(Unmanaged.passUnretained)
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
      unowned(unsafe) let other = activeTouches[i]
      if other !== touch, other.isDeliveredToView, !other.phase.isTerminal { return true }
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

  /// Hands a recognizer its touches, grouped by phase.
  private func deliver(_ touches: [Touch], to r: GestureRecognizer, event: Event) {
    if touches.count == 1, event.changedTouches.count == 1 {
      deliverOne(touches[0], to: r, event: event)
      return
    }
    var began: Set<Touch> = []
    var moved: Set<Touch> = []
    var ended: Set<Touch> = []
    var cancelled: Set<Touch> = []
    for t in touches {
      switch t.phase {
      case .began: if r.acceptsTouches { began.insert(t) }
      case .moved: if r.trackedTouches.contains(where: { $0 === t }) { moved.insert(t) }
      case .ended: if r.trackedTouches.contains(where: { $0 === t }) { ended.insert(t) }
      case .cancelled: if r.trackedTouches.contains(where: { $0 === t }) { cancelled.insert(t) }
      case .stationary: break
      }
    }
    if !began.isEmpty {
      let ordered = began.sorted(by: Touch.deliveryOrder)
      r.trackedTouches.append(contentsOf: ordered)
      r.sequenceTouches.append(contentsOf: ordered)
      r.touchesBegan(began, with: event)
    }
    if !moved.isEmpty, !r.state.isTerminal { r.touchesMoved(moved, with: event) }
    if !ended.isEmpty {
      if !r.state.isTerminal { r.touchesEnded(ended, with: event) }
      r.trackedTouches.removeAll { ended.contains($0) }
    }
    if !cancelled.isEmpty {
      if !r.state.isTerminal { r.touchesCancelled(cancelled, with: event) }
      r.trackedTouches.removeAll { cancelled.contains($0) }
    }
  }

  /// `deliver` for an event with one changed touch: the recognizer gets the
  /// event's own set, the same calls in the same order, no sets built.
  private func deliverOne(_ t: Touch, to r: GestureRecognizer, event: Event) {
    // The event's set is read where it is handed over, so that a recognizer
    // that gets nothing costs no retain of it.
    switch t.phase {
    case .began:
      guard r.acceptsTouches else { return }
      r.trackedTouches.append(t)
      r.sequenceTouches.append(t)
      r.touchesBegan(event.changedTouches, with: event)
    case .moved:
      if r.tracks(t), !r.state.isTerminal {
        r.touchesMoved(event.changedTouches, with: event)
      }
    case .ended, .cancelled:
      guard r.tracks(t) else { return }
      if !r.state.isTerminal {
        if t.phase == .ended {
          r.touchesEnded(event.changedTouches, with: event)
        } else {
          r.touchesCancelled(event.changedTouches, with: event)
        }
      }
      r.stopTracking(t)
    case .stationary: break
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
  /// The first of the touch's recognizers that holds its phase back from
  /// its view now: one with `delaysTouchesBegan` (or `delaysTouchesEnded`)
  /// still deciding on a sequence this touch is part of. Its list is read
  /// in place, each recognizer borrowed from it: nothing here calls out, so
  /// the list keeps every recognizer alive while it is looked at.
  fileprivate func holdingRecognizer(delayingBegan: Bool) -> GestureRecognizer? {
    var i = 0
    while i < gestureRecognizers.count {
      let held = Unmanaged.passUnretained(gestureRecognizers[i])._withUnsafeGuaranteedRef { r in
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
