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
enum EventForwarding {
  final class Walk: @unchecked Sendable {
    /// The responder whose `route` is expected to hand over its forward.
    var expecting: Responder?
    var pending: ((Responder) -> Void)?
  }

  /// The walk in progress on this thread (a task-local also works in
  /// synchronous code: it falls back to thread-local storage).
  @TaskLocal static var current: Walk?

  static func forward(from sender: Responder, to next: Responder, _ forward: @escaping (Responder) -> Void) {
    if let walk = current, walk.expecting === sender {
      walk.expecting = nil
      walk.pending = forward
      return
    }
    let walk = Walk()
    $current.withValue(walk) {
      var step: ((Responder) -> Void)? = forward
      for r in ResponderChain(from: next) {
        guard let f = step else { break }
        walk.expecting = r
        walk.pending = nil
        f(r)
        step = walk.pending
      }
    }
  }
}
