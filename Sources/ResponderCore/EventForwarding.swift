/// Forwards an event message up the chain in a loop instead of a recursion.
///
/// UIKit's default event methods call the same method on `nextResponder`,
/// and subclasses (controls, text fields, the application) override them and
/// call `super` when they do not consume the event. Done literally, every hop
/// is a nested call, so a long or cyclic chain overflows the stack. Here the
/// first forward of a message walks `ResponderChain`; each hop's `route`
/// hands its forward back to that walk (a trampoline) rather than calling the
/// next responder itself, so the stack stays flat and the walk's cycle and
/// hop limits apply.
///
/// The walk in progress lives on the event it carries (no allocation, no
/// task-local look-up per hop: both were a third of a touch's dispatch time
/// in callgrind, docs/PERFORMANCE.md); a message sent with no event keeps
/// its walk in a task-local.
enum EventForwarding {
  /// The state of one walk: the responder whose `route` is expected to hand
  /// over its forward, and what it handed over.
  struct Walk {
    var isActive = false
    /// Compared by identity only: loading an `unowned(unsafe)` reference
    /// still retains it, and this is asked at every hop.
    var expecting: ObjectIdentifier?
    /// The identity of the message the walk sent to `expecting`.
    var sent: ForwardedMessage.Identity?
    /// Set when `expecting` forwarded the very message it was sent: the
    /// walk sends it on without copying it.
    var handedOverSame = false
    /// A different message `expecting` forwarded (an override calling
    /// `super` with other touches).
    var pending: ForwardedMessage?
  }

  final class Box: @unchecked Sendable {
    var walk = Walk()
  }

  /// The walk of a message sent with no event (a task-local also works in
  /// synchronous code: it falls back to thread-local storage).
  @TaskLocal static var current: Box?

  /// A hop of the walk under way on `event` forwards `message`: the walk
  /// takes it from here.
  static func handOver(_ message: ForwardedMessage, event: Event) {
    event.walk.expecting = nil
    if let id = message.identity, id == event.walk.sent {
      event.walk.handedOverSame = true
    } else {
      event.walk.pending = message
    }
  }

  /// Records the visits of the snapshot's hops from `start` that pass a
  /// touch message on without running code (`Responder.passesTouchesOn`),
  /// each named through the snapshot; returns where that run ends.
  private static func recordPassingHops(
    _ method: ResponderMethod, of snapshot: ChainSnapshot, from start: Int, event: Event, touches: Int
  ) -> Int {
    let end = snapshot.endOfPassingRun(from: start)
    if end > start {
      event.withRecord { record in
        record.hold(snapshot)
        record.visitHops(of: snapshot, start..<end, method: method, touches: touches)
      }
    }
    return end
  }

  static func forward(
    _ message: ForwardedMessage, from sender: Responder, to next: Responder, event: Event?
  ) {
    if let event {
      if event.walk.isActive, event.walk.expecting == ObjectIdentifier(sender) {
        handOver(message, event: event)
        return
      }
      // The application dispatching a touch remembers the chain from
      // `next` (`ChainSnapshot`). The hops at its start that only record
      // their visit and pass a touch message on run no code (most chains
      // are nothing else): they are recorded in one go, and a walk that
      // meets nothing else is over without any of the state below.
      // The snapshot is borrowed from the store while no code runs; the
      // cursor below holds it for hops that do run code.
      var snapshot: Unretained<ChainSnapshot>?
      var passed = 0
      if let owner = event.chainOwner, let s = owner.chainSnapshots.snapshot(from: next) {
        snapshot = s
        if let method = message.touchMethod {
          let walkedAll = s.borrow { s in
            passed = recordPassingHops(method, of: s, from: 0, event: event, touches: message.touchCount)
            return passed == s.hops.count
          }
          if walkedAll { return }
        }
      }
      let outer = event.walk
      event.walk = Walk(isActive: true)
      var step = message
      var stepIdentity = step.identity
      var stepTouchMethod = step.touchMethod
      var hops: ChainCursor
      if let snapshot = snapshot?.object {
        hops = ChainCursor(snapshot: snapshot, from: passed)
        event.withRecord { $0.hold(snapshot) }
      } else {
        hops = ChainCursor(from: next)
      }
      while true {
        // Hops that only record their visit and pass a touch message on
        // (most of a chain) run no code of their own: the record names
        // them through the snapshot, without a retain each.
        if let method = stepTouchMethod, let snapshot = hops.snapshot, let at = hops.snapshotPosition {
          hops.skip(
            to: recordPassingHops(method, of: snapshot, from: at, event: event, touches: step.touchCount))
        }
        guard let hop = hops.next() else { break }
        event.walk.expecting = hop.id
        event.walk.sent = stepIdentity
        event.walk.handedOverSame = false
        // This hop runs code (an override, effects), which may let go of
        // the next one: hold it, as a live walk does.
        hops.holdUpcoming()
        let r = hop.object
        if let method = stepTouchMethod, r.routesTouchesByDefault {
          r.route(method, category: .touches, event: event, forward: step)
        } else {
          step.send(to: r, with: event)
        }
        if event.walk.handedOverSame { continue }
        guard let other = event.walk.pending else { break }
        event.walk.pending = nil
        step = other
        stepIdentity = step.identity
        stepTouchMethod = step.touchMethod
      }
      event.walk = outer
      return
    }
    if let box = current, box.walk.isActive, box.walk.expecting == ObjectIdentifier(sender) {
      box.walk.expecting = nil
      box.walk.pending = message
      return
    }
    let box = Box()
    box.walk.isActive = true
    $current.withValue(box) {
      var step: ForwardedMessage? = message
      for r in ResponderChain(from: next) {
        guard let m = step else { break }
        box.walk.expecting = ObjectIdentifier(r)
        box.walk.pending = nil
        m.send(to: r, with: nil)
        step = box.walk.pending
      }
    }
  }
}

/// One event message of `Responder` on its way up the chain, as a value: the
/// method it calls on each responder and that method's argument.
enum ForwardedMessage {
  case touchesBegan(Set<Touch>), touchesMoved(Set<Touch>), touchesEnded(Set<Touch>)
  case touchesCancelled(Set<Touch>)
  case pressesBegan(Set<Press>), pressesEnded(Set<Press>), pressesCancelled(Set<Press>)
  case motionBegan(EventSubtype), motionEnded(EventSubtype), motionCancelled(EventSubtype)
  case remoteControlReceived

  /// Whether a responder's effect for one kind of press or remote command
  /// runs for this message (once per press, on its way down).
  var runsSpecificReaction: Bool {
    switch self {
    case .pressesBegan, .remoteControlReceived: true
    default: false
    }
  }

  /// What a message is, cheaply: its case and the address of its set's
  /// storage. Two messages with equal identities are the same message (the
  /// same case and the very same set value), so a walk can tell that a hop
  /// forwarded what it was sent without copying or comparing sets. Nil for
  /// messages without a set, which are compared by copying them.
  struct Identity: Equatable {
    let tag: UInt8
    let storage: UInt
  }

  var identity: Identity? {
    switch self {
    case .touchesBegan(let t): Self.identity(0, t)
    case .touchesMoved(let t): Self.identity(1, t)
    case .touchesEnded(let t): Self.identity(2, t)
    case .touchesCancelled(let t): Self.identity(3, t)
    case .pressesBegan(let p): Self.identity(4, p)
    case .pressesEnded(let p): Self.identity(5, p)
    case .pressesCancelled(let p): Self.identity(6, p)
    case .remoteControlReceived: Identity(tag: 7, storage: 0)
    case .motionBegan, .motionEnded, .motionCancelled: nil
    }
  }

  /// A set's storage address, read as bits (never dereferenced); nil where
  /// a set is not one word (no shortcut there).
  private static func identity<T>(_ tag: UInt8, _ set: Set<T>) -> Identity? {
    guard MemoryLayout<Set<T>>.size == MemoryLayout<UInt>.size else { return nil }
    return withUnsafeBytes(of: set) { Identity(tag: tag, storage: $0.load(as: UInt.self)) }
  }

  /// The method a touch message calls, for a hop the walk runs in place
  /// (`Responder.route`); nil for the other messages.
  var touchMethod: ResponderMethod? {
    switch self {
    case .touchesBegan: .touchesBegan
    case .touchesMoved: .touchesMoved
    case .touchesEnded: .touchesEnded
    case .touchesCancelled: .touchesCancelled
    default: nil
    }
  }

  /// How many touches a touch message carries; 1 for the other messages
  /// (what a recorded call says it carried, `ResponderCall.touchCount`).
  @inline(__always)
  var touchCount: Int {
    switch self {
    case .touchesBegan(let t), .touchesMoved(let t), .touchesEnded(let t), .touchesCancelled(let t): t.count
    default: 1
    }
  }

  func send(to r: Responder, with event: Event?) {
    switch self {
    case .touchesBegan(let t): r.touchesBegan(t, with: event)
    case .touchesMoved(let t): r.touchesMoved(t, with: event)
    case .touchesEnded(let t): r.touchesEnded(t, with: event)
    case .touchesCancelled(let t): r.touchesCancelled(t, with: event)
    case .pressesBegan(let p): r.pressesBegan(p, with: event)
    case .pressesEnded(let p): r.pressesEnded(p, with: event)
    case .pressesCancelled(let p): r.pressesCancelled(p, with: event)
    case .motionBegan(let m): r.motionBegan(m, with: event)
    case .motionEnded(let m): r.motionEnded(m, with: event)
    case .motionCancelled(let m): r.motionCancelled(m, with: event)
    case .remoteControlReceived: r.remoteControlReceived(with: event)
    }
  }
}
