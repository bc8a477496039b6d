/// UIKit's default event methods forward to `next` ("If the first
/// responder is unable to handle an event, it forwards it to its next
/// responder"): `next?.touchesBegan(touches, with: event)`, one loop over
/// the chain.
///
/// Done literally, every hop is a nested call, so a long or cyclic chain
/// overflows the stack. Here the first forward of a message walks the
/// chain in a loop (`ChainCursor`: a remembered chain while it holds, else
/// `ResponderChain`, hop-limited and cycle-safe). Before the loop calls a
/// hop it tells the hop which method a walk is waiting for it to forward
/// (`Responder.awaitsHandOver`); the hop's `route` for that method, instead
/// of calling its `next` itself, hands the message back (`handedOver`), and
/// the loop sends that message on to the next hop. An override that calls
/// `super` with other touches hands over those touches; one that does not
/// call `super` ends the walk. The state lives on the hop being called, so
/// a message sent with no event walks the same way, and a walk started
/// inside a hop's code (another message) saves and restores it.
enum EventForwarding {
  /// Records the visits of the snapshot's hops from `start` that pass a
  /// touch message on without running code (`Responder.passesTouchesOn`),
  /// each named through the snapshot; returns where that run ends.
  private static func recordPassingHops(
    _ method: ResponderMethod, of snapshot: ChainSnapshot, from start: Int, event: Event, touches: Int
  ) -> Int {
    let end = snapshot.endOfPassingRun(from: start)
    if end > start {
      event.withRecord { $0.visitHops(of: snapshot, start..<end, method: method, touches: touches) }
    }
    return end
  }

  /// Sends `message` from `sender` on to `next` and up the chain, until a
  /// hop handles it (does not forward it) or the chain ends.
  static func forward(
    _ message: ForwardedMessage, from sender: Responder, to next: Responder, event: Event?
  ) {
    // The application dispatching a touch remembers the chain from `next`
    // (`ChainSnapshot`). The hops at its start that only record their visit
    // and pass a touch message on run no code (most chains are nothing
    // else): they are recorded in one go, and a walk that meets nothing
    // else is over without calling any hop. The snapshot is borrowed from
    // the store while no code runs; the cursor below holds it for hops that
    // do run code.
    var snapshot: Unretained<ChainSnapshot>?
    var passed = 0
    if let event, let owner = event.chainOwner, let s = owner.chainSnapshots.snapshot(from: next) {
      snapshot = s
      if let method = message.touchMethod {
        let walkedAll = s.borrow { s in
          passed = recordPassingHops(method, of: s, from: 0, event: event, touches: message.touchCount)
          return passed == s.hops.count
        }
        if walkedAll { return }
      }
    }
    var hops: ChainCursor
    if let snapshot = snapshot?.object {
      hops = ChainCursor(snapshot: snapshot, from: passed)
    } else {
      hops = ChainCursor(from: next)
    }
    event?.walksUnderWay += 1
    defer { event?.walksUnderWay -= 1 }
    var step = message
    var stepTouchMethod = step.touchMethod
    while true {
      // Hops that only record their visit and pass a touch message on
      // (most of a chain) run no code of their own: the record names them
      // through the snapshot in one copy.
      if let event, let method = stepTouchMethod, let snapshot = hops.snapshot, let at = hops.snapshotPosition
      {
        hops.skip(
          to: recordPassingHops(method, of: snapshot, from: at, event: event, touches: step.touchCount))
      }
      // The cursor holds the hop after this one while this one runs code
      // (an override, effects), which may let go of it.
      guard let r = hops.next() else { break }
      let outer = r.takeWalkState()
      r.awaitsHandOver = step.method
      if let event, let method = stepTouchMethod, r.routesTouchesByDefault {
        r.route(method, category: .touches, event: event, forward: step)
      } else {
        step.send(to: r, with: event)
      }
      let handed = r.handedOver
      r.restoreWalkState(outer)
      guard let handed else { break }
      step = handed
      stepTouchMethod = step.touchMethod
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

  /// The method this message calls.
  var method: ResponderMethod {
    switch self {
    case .touchesBegan: .touchesBegan
    case .touchesMoved: .touchesMoved
    case .touchesEnded: .touchesEnded
    case .touchesCancelled: .touchesCancelled
    case .pressesBegan: .pressesBegan
    case .pressesEnded: .pressesEnded
    case .pressesCancelled: .pressesCancelled
    case .motionBegan: .motionBegan
    case .motionEnded: .motionEnded
    case .motionCancelled: .motionCancelled
    case .remoteControlReceived: .remoteControlReceived
    }
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
