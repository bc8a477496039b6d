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
  /// over its forward, and the forward it handed over.
  struct Walk {
    var isActive = false
    unowned(unsafe) var expecting: Responder?
    var pending: ForwardedMessage?
  }

  final class Box: @unchecked Sendable {
    var walk = Walk()
  }

  /// The walk of a message sent with no event (a task-local also works in
  /// synchronous code: it falls back to thread-local storage).
  @TaskLocal static var current: Box?

  static func forward(
    _ message: ForwardedMessage, from sender: Responder, to next: Responder, event: Event?
  ) {
    if let event {
      if event.walk.isActive, event.walk.expecting === sender {
        event.walk.expecting = nil
        event.walk.pending = message
        return
      }
      let outer = event.walk
      event.walk = Walk(isActive: true)
      var step: ForwardedMessage? = message
      for r in ResponderChain(from: next) {
        guard let m = step else { break }
        event.walk.expecting = r
        event.walk.pending = nil
        m.send(to: r, with: event)
        step = event.walk.pending
      }
      event.walk = outer
      return
    }
    if let box = current, box.walk.isActive, box.walk.expecting === sender {
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
        box.walk.expecting = r
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
