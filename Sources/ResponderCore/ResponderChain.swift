/// The responders from one responder up `next`, walked without recursion.
///
/// The one walk of the chain: event forwarding, nil-targeted actions,
/// `canPerformAction`, `target(forAction:)`, undo-manager lookup, key
/// commands and the overlay all use it. UIKit walks `nextResponder` the same
/// way ("If the first responder is unable to handle an event, it forwards it
/// to its next responder"), but a `next` override made at run time can form
/// a cycle (a presented controller naming an ancestor), so the walk stops at
/// the first responder it has already visited and after `limit` hops, and a
/// cycle costs one pass round it, never a stack overflow.
public struct ResponderChain: Sequence {
  public let start: Responder?
  public let limit: Int

  public init(from start: Responder?, limit: Int = Responder.maximumChainLength) {
    self.start = start
    self.limit = limit
  }

  public func makeIterator() -> Iterator { Iterator(current: start, remaining: limit) }

  public struct Iterator: IteratorProtocol {
    var current: Responder?
    var remaining: Int
    /// Chains are short: a linear search of the responders seen beats
    /// hashing until the walk passes this many hops.
    private static let untrackedHops = 32
    private var hops = 0
    private var seen: Set<ObjectIdentifier> = []
    private var early: [ObjectIdentifier] = []

    init(current: Responder?, remaining: Int) {
      self.current = current
      self.remaining = remaining
    }

    public mutating func next() -> Responder? {
      guard let r = current, remaining > 0 else { return nil }
      let id = ObjectIdentifier(r)
      if hops < Self.untrackedHops {
        if early.contains(id) { return nil }
        early.append(id)
      } else {
        if seen.isEmpty { seen = Set(early) }
        guard seen.insert(id).inserted else { return nil }
      }
      hops += 1
      remaining -= 1
      current = r.next
      return r
    }
  }
}

extension Responder {
  /// This responder and the ones after it, each once, at most `limit`.
  public func chain(limit: Int = Responder.maximumChainLength) -> ResponderChain {
    ResponderChain(from: self, limit: limit)
  }
}
