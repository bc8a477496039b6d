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
    /// Chains are short: the first hops are remembered in place (a walk
    /// allocates nothing), the next ones in an array searched linearly, and
    /// hashing starts only after `untrackedHops`.
    private static let inlineHops = 8
    private static let untrackedHops = 32
    private var hops = 0
    private var inline: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The hops past the inline ones; nil (nothing to copy or release) for
    /// the chains of real scenes.
    private var overflow: Overflow?

    private final class Overflow {
      var seen: Set<UInt> = []
      var early: [UInt] = []
    }

    init(current: Responder?, remaining: Int) {
      self.current = current
      self.remaining = remaining
    }

    /// The walk as it stands once it has returned `walked` (a remembered
    /// chain's first hops, `ChainCursor`) ending with `last`: they count
    /// against the limit and the cycle guard, and the next hop is asked of
    /// `last` now, as `next()` asks it when it returns a hop. Only `last`
    /// needs to be alive: the others are compared by address.
    init(
      resumingAfter walked: Slice<UnsafeBufferPointer<Unretained<Responder>>>, last: Responder,
      limit: Int = Responder.maximumChainLength
    ) {
      self.init(current: nil, remaining: limit)
      for h in walked {
        _ = firstVisit(bits: h.bits)
        hops += 1
        remaining -= 1
      }
      current = last.next
    }

    /// Whether the responder `id` was walked already; remembers it when not.
    @inline(__always)
    private mutating func firstVisit(_ id: ObjectIdentifier) -> Bool {
      firstVisit(bits: UInt(bitPattern: id))
    }

    @inline(__always)
    private mutating func firstVisit(bits: UInt) -> Bool {
      let n = hops
      if n < Self.inlineHops {
        return withUnsafeMutableBytes(of: &inline) { raw in
          let slots = raw.bindMemory(to: UInt.self)
          for i in 0..<n where slots[i] == bits { return false }
          slots[n] = bits
          return true
        }
      }
      let inInline = withUnsafeBytes(of: inline) { $0.bindMemory(to: UInt.self).contains(bits) }
      if inInline { return false }
      if overflow == nil {
        overflow = Overflow()
      } else if !isKnownUniquelyReferenced(&overflow!) {
        // A copied iterator walks on alone (value semantics).
        let copy = Overflow()
        copy.seen = overflow!.seen
        copy.early = overflow!.early
        overflow = copy
      }
      let more = overflow!
      if n < Self.untrackedHops {
        if more.early.contains(bits) { return false }
        more.early.append(bits)
        return true
      }
      if more.seen.isEmpty { more.seen = Set(more.early) }
      return more.seen.insert(bits).inserted
    }

    @inline(__always)
    public mutating func next() -> Responder? {
      guard remaining > 0 else { return nil }
      // Moved out rather than copied: one retain a hop instead of two.
      let taken = current
      current = nil
      guard let r = taken, firstVisit(ObjectIdentifier(r)) else { return nil }
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
