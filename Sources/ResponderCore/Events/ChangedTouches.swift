/// The changed touches of one touch event, as the window hands them out:
/// the rules of delivery (`Window.deliverTouches`) are written once over
/// this, and each kind below makes its own copy of them when the compiler
/// specializes the generic code.
///
/// Most events change one touch (every mouse event, one finger):
/// `OneChangedTouch` gives each recognizer and the view the event's own
/// `changedTouches` set, and sorts, groups and builds nothing. Touches that
/// changed together (fingers of one frame, every touch cancelled at once)
/// are `ChangedTouchGroups`: ordered by `Touch.deliveryOrder`, and one set
/// per recipient and phase, as UIKit's `touchesMoved(_:with:)` carries every
/// touch of one view that moved.
protocol ChangedTouches {
  /// Each changed touch, in delivery order.
  func forEach(_ body: (Touch) -> Void)

  /// Each recognizer one of the touches goes to, once, in the order the
  /// touches meet them.
  func forEachRecognizer(_ body: (GestureRecognizer) -> Void)

  /// For each phase, in UIKit's order (began, moved, ended, cancelled), the
  /// touches `r` takes in that phase (`GestureRecognizer.takes`), in
  /// delivery order (the first, and any more: nil for none), and the set it
  /// is sent (read when a message is sent, so that a recognizer that gets
  /// none costs no retain of it);
  /// phases with none are left out.
  func forEachPhase(
    takenBy r: GestureRecognizer, _ body: (TouchPhase, Touch, ArraySlice<Touch>?, () -> Set<Touch>) -> Void)

  /// The views' messages: `message` says which one each touch's view gets
  /// now, if any; `send` is called once per phase (in UIKit's order) and
  /// view (in the order the views first appear) with that view's touches.
  func forEachViewMessage(
    _ message: (Touch) -> (View, TouchPhase)?, send: (View, TouchPhase, Set<Touch>) -> Void)
}

/// An event that changed one touch.
///
/// Named without retains (`Unretained`): the event's `changedTouches`
/// holds the touch, and the caller of `Window.sendEvent` holds the event,
/// for the whole delivery.
struct OneChangedTouch: ChangedTouches {
  private let touch: Unretained<Touch>
  /// The event, whose `changedTouches` is the one set every recipient
  /// gets; read where it is handed over, so that a recognizer that gets
  /// nothing costs no retain of it.
  private let event: Unretained<Event>

  @inline(__always)
  init(_ touch: Touch, of event: Event) {
    self.touch = Unretained(touch)
    self.event = Unretained(event)
  }

  @inline(__always)
  func forEach(_ body: (Touch) -> Void) { touch.borrow(body) }

  /// `for r in touch.gestureRecognizers { body(r) }`: each borrowed from
  /// that copy of the list, which holds it whatever the recognizer does.
  @inline(__always)
  func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
    touch.borrow { $0.gestureRecognizers }.forEachBorrowed(body)
  }

  @inline(__always)
  func forEachPhase(
    takenBy r: GestureRecognizer, _ body: (TouchPhase, Touch, ArraySlice<Touch>?, () -> Set<Touch>) -> Void
  ) {
    touch.borrow { t in
      if r.takes(t) { body(t.phase, t, nil, { event.borrow { $0.changedTouches } }) }
    }
  }

  @inline(__always)
  func forEachViewMessage(
    _ message: (Touch) -> (View, TouchPhase)?, send: (View, TouchPhase, Set<Touch>) -> Void
  ) {
    if let (view, phase) = touch.borrow(message) { send(view, phase, event.borrow { $0.changedTouches }) }
  }
}

/// An event that changed several touches (or none).
struct ChangedTouchGroups: ChangedTouches {
  /// The changed touches in delivery order.
  let touches: [Touch]

  /// The phases a recipient is sent, in UIKit's order.
  private static let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

  init(_ changed: Set<Touch>) { touches = changed.sorted(by: Touch.deliveryOrder) }

  func forEach(_ body: (Touch) -> Void) {
    for t in touches { body(t) }
  }

  func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
    var recognizers: [GestureRecognizer] = []
    for touch in touches {
      for r in touch.gestureRecognizers where !recognizers.containsIdentical(r) {
        recognizers.append(r)
      }
    }
    for r in recognizers { body(r) }
  }

  func forEachPhase(
    takenBy r: GestureRecognizer, _ body: (TouchPhase, Touch, ArraySlice<Touch>?, () -> Set<Touch>) -> Void
  ) {
    // Every group is decided before any is sent, as the recognizer's
    // touches are when it is handed the event.
    var groups: [[Touch]] = Array(repeating: [], count: Self.phases.count)
    for t in touches where t.gestureRecognizers.containsIdentical(r) && r.takes(t) {
      if let i = Self.phases.firstIndex(of: t.phase) { groups[i].append(t) }
    }
    for (phase, group) in zip(Self.phases, groups) where !group.isEmpty {
      var set: Set<Touch> = []
      for t in group { set.insert(t) }
      body(phase, group[0], group.dropFirst(), { set })
    }
  }

  func forEachViewMessage(
    _ message: (Touch) -> (View, TouchPhase)?, send: (View, TouchPhase, Set<Touch>) -> Void
  ) {
    // Every touch's message is decided before any is sent.
    var groups = Array(repeating: TouchesByView(), count: Self.phases.count)
    for t in touches {
      guard let (view, phase) = message(t), let i = Self.phases.firstIndex(of: phase) else { continue }
      groups[i].add(t, to: view)
    }
    for (phase, byView) in zip(Self.phases, groups) {
      for (v, ts) in byView.groups { send(v, phase, ts) }
    }
  }
}
