/// The generation of the responder chains one application remembers: a
/// change that can alter the `next` of a responder on one of them advances
/// it.
///
/// What `next` reads, for Core's classes (the only ones a snapshot covers):
/// a view's `owningController` and `superview`, a controller's
/// `presentingViewController` and its view's superview, a window's
/// `application`, the application's `delegate`, and any responder's
/// attached overrides (`Responder.overridesDidChange()`). Each of those
/// setters advances the generation of the store that walked the responder
/// (`Responder.chainGeneration`), and a responder going away advances it
/// too (a weak reference an override of `next` returns, or a
/// `presentingViewController`, turns nil
/// without a setter, and the one that went was a hop of the chain).
///
/// One per application, not one per process: a scene lives on one thread,
/// and a counter shared by every scene let one thread's change move the
/// generation under another thread's walk (a use-after-free between
/// parallel tests). A responder is walked by one store at a time: a store
/// that walks a responder another store walked takes it over and advances
/// the other's generation (`ChainSnapshotStore.adopt`).
final class ChainGeneration {
  @exclusivity(unchecked) private(set) var value: UInt64 = 0

  @inline(__always)
  func advance() { value &+= 1 }
}

extension Responder {
  /// Advances the generation of the store whose chains may hold this
  /// responder: a setter that `next` reads changed.
  @inline(__always)
  final func chainDidChange() { chainGeneration?.advance() }
}

/// The responders a chain walk from one responder visits, remembered while
/// the chain cannot have changed (its store's `ChainGeneration`).
///
/// A touch's three messages (began, moved, then ended or the cancel a
/// recognizer sends) walk the same chain, and so does the next touch in the
/// same view: a walk through a snapshot asks no responder for `next` and
/// keeps no cycle guard, and a run of hops that only pass the message on is
/// recorded in one copy of their identities (docs/PERFORMANCE.md, fifth
/// pass).
///
/// The snapshot does not own its responders: while its generation is the
/// current one every one of them is alive (a responder going away advances
/// the generation), so a snapshot never keeps a responder alive that would
/// otherwise go, and its owner (`ChainSnapshotStore`) holds no part of the
/// scene. It names each hop's `RecordedIdentity` for the records that name
/// its hops, unretained like theirs: its application's `IdentityRegistry`,
/// which it holds, keeps them.
final class ChainSnapshot {
  /// The generation the chain was walked at.
  @exclusivity(unchecked) fileprivate(set) var generation: UInt64
  /// The store's generation, which holds `generation` while the chain does.
  let clock: ChainGeneration
  /// What `ResponderChain(from:)` yields, unretained: a buffer the snapshot
  /// owns, so that a walk reads a hop with one load (reading an array held
  /// by a class retains its storage each time).
  let hops: UnsafeBufferPointer<Unretained<Responder>>
  /// Each hop's identity, in order: what a record names the hop by.
  let identities: ContiguousArray<Unretained<RecordedIdentity>>
  /// What keeps `identities`.
  let registry: IdentityRegistry

  private init(
    clock: ChainGeneration, registry: IdentityRegistry, hops: ContiguousArray<Unretained<Responder>>
  ) {
    self.clock = clock
    self.generation = clock.value
    self.registry = registry
    identities = ContiguousArray(hops.map { $0.borrow { $0.recordedIdentity(in: registry) } })
    let buffer = UnsafeMutableBufferPointer<Unretained<Responder>>.allocate(capacity: hops.count)
    _ = buffer.initialize(from: hops)
    self.hops = UnsafeBufferPointer(buffer)
  }

  deinit {
    UnsafeMutableBufferPointer(mutating: hops).deinitialize()
    hops.deallocate()
  }

  /// Where the run of hops from `start` that pass a touch message on
  /// without running code (`Responder.passesTouchesOn`) ends.
  @inline(__always)
  func endOfPassingRun(from start: Int) -> Int {
    var i = start
    while i < hops.count, hops[i].borrow({ $0.passesTouchesOn }) { i += 1 }
    return i
  }

  /// The chain from `start`, or nil when a responder on it is of a class
  /// outside Core, whose `next` may read anything. Every hop is adopted by
  /// `clock` (adopting advances only the store it leaves), so that a change
  /// to it advances `clock`.
  fileprivate static func walk(
    from start: Responder, clock: ChainGeneration, registry: IdentityRegistry
  ) -> ChainSnapshot? {
    var hops = ContiguousArray<Unretained<Responder>>()
    hops.reserveCapacity(8)
    for r in ResponderChain(from: start) {
      guard r.hasCoreNext else { return nil }
      ChainSnapshotStore.adopt(r, into: clock)
      hops.append(Unretained(r))
    }
    return ChainSnapshot(clock: clock, registry: registry, hops: hops)
  }
}

/// The snapshots one application's walks made in the current generation.
///
/// A responder points at its snapshot without owning it (a snapshot holds
/// the responder's ancestors, which own the responder); this store owns
/// them until the generation moves on, so a responder's snapshot is alive
/// whenever its generation is the current one. Emptying the store before
/// that advances the generation.
struct ChainSnapshotStore {
  private var snapshots: [ChainSnapshot] = []
  /// This store's generation: its responders advance it when their chain changes.
  let clock = ChainGeneration()
  /// Its application's, which keeps the identities its snapshots name.
  let registry: IdentityRegistry

  init(registry: IdentityRegistry) { self.registry = registry }
  private var generation: UInt64 = .max
  private var hopCount = 0
  /// At most this many responders in all the snapshots held: a long chain
  /// tapped in many places (a 4,096-hop presentation stack) costs a bounded
  /// amount of memory.
  static let hopBudget = 1 << 20

  /// Makes `clock` the generation `r` advances. A responder another store
  /// walked before leaves that store's chains: its generation moves on, so
  /// none of its snapshots is trusted again, and `r`'s own snapshot (made
  /// by that store) is forgotten.
  static func adopt(_ r: Responder, into clock: ChainGeneration) {
    guard r.chainGeneration !== clock else { return }
    r.chainGeneration?.advance()
    r.chainGeneration = clock
    r.chainSnapshot = nil
    r.chainSnapshotGeneration = .max
  }

  /// The snapshot of the chain from `start`, made now if it has none for
  /// this generation; nil when the chain cannot be remembered. Borrowed:
  /// the store keeps it until it is next asked after the generation moved,
  /// so a caller that runs code meanwhile takes its own reference.
  mutating func snapshot(from start: Responder) -> Unretained<ChainSnapshot>? {
    if start.chainSnapshotGeneration == clock.value, start.chainGeneration === clock {
      return start.chainSnapshot
    }
    if generation != clock.value {
      // Releasing old snapshots can free responders, which advances the
      // generation again: read it after.
      snapshots.removeAll(keepingCapacity: true)
      hopCount = 0
      generation = clock.value
    }
    Self.adopt(start, into: clock)
    guard let made = ChainSnapshot.walk(from: start, clock: clock, registry: registry) else {
      start.chainSnapshot = nil
      start.chainSnapshotGeneration = generation
      return nil
    }
    if hopCount + made.hops.count > Self.hopBudget {
      clock.advance()
      snapshots.removeAll()
      hopCount = 0
      generation = clock.value
      made.generation = generation
    }
    snapshots.append(made)
    hopCount += made.hops.count
    start.chainSnapshot = Unretained(made)
    start.chainSnapshotGeneration = generation
    return start.chainSnapshot
  }

  /// Lets go of every snapshot (the application is being dropped).
  mutating func removeAll() {
    guard !snapshots.isEmpty else { return }
    clock.advance()
    snapshots.removeAll()
    hopCount = 0
    generation = .max
  }
}

/// The hops of one walk: from a snapshot while the chain is unchanged, and
/// on from the responders themselves once a hop changed it.
///
/// A live walk asks each responder for `next` when it reaches it, before
/// the responder's method runs, and holds that next responder meanwhile
/// (`ResponderChain.Iterator`). While the generation holds, that answer is
/// the snapshot's next entry; when a hop's code changed the chain, the
/// cursor asks the responder it reaches next, as the live walk would, and
/// goes on live with the same cycle guard and hop limit.
struct ChainCursor {
  /// Keeps the snapshot (not its responders) for the walk.
  let snapshot: ChainSnapshot?
  /// The snapshot's hops, generation and clock, read without touching it
  /// (the snapshot keeps its clock).
  private let hops: UnsafeBufferPointer<Unretained<Responder>>
  private let generation: UInt64
  private let clock: Unretained<ChainGeneration>?
  /// The snapshot index of the next hop.
  private var index = 0
  /// Once the chain changed (or with no snapshot), the live walk.
  private var live: ResponderChain.Iterator?
  /// The responder a live hop returned, kept alive for its hop.
  private var held: Responder?
  /// The snapshot's hop after the one `next()` returned, kept alive while
  /// that hop runs code that may let go of it, as the live walk holds the
  /// responder it asked for.
  private var upcoming: Responder?

  /// A walk through `snapshot` from hop `index` (the ones before it were
  /// walked already, while the snapshot held).
  init(snapshot: ChainSnapshot, from index: Int = 0) {
    self.snapshot = snapshot
    hops = snapshot.hops
    generation = snapshot.generation
    clock = Unretained(snapshot.clock)
    self.index = index
  }

  init(from start: Responder) {
    snapshot = nil
    hops = UnsafeBufferPointer(start: nil, count: 0)
    generation = 0
    clock = nil
    live = ResponderChain(from: start).makeIterator()
  }

  /// Whether the snapshot still is the chain: every hop in it is alive.
  @inline(__always)
  private var snapshotHolds: Bool { clock?.borrow { $0.value } == generation }

  /// The next responder, alive until the next call: a live walk's hop is
  /// held here; a snapshot's hop is alive while the snapshot holds, and the
  /// hop after it is held here before the returned one runs any code (so
  /// the walk reaches it even if that code lets go of it and moves the
  /// generation, and then goes on live from it).
  @inline(__always)
  mutating func next() -> Responder? {
    if live == nil {
      guard index < hops.count else { return nil }
      let hop: Responder
      if snapshotHolds {
        hop = hops[index].object
      } else {
        // A hop's code changed the chain: go on live from the hop held for it.
        hop = upcoming ?? hops[index].object
        live = ResponderChain.Iterator(resumingAfter: hops[..<(index + 1)], last: hop)
      }
      index += 1
      upcoming = live == nil && index < hops.count ? hops[index].object : nil
      held = hop
      return hop
    }
    held = live!.next()
    return held
  }

  /// The snapshot index of the next hop while the cursor still walks a
  /// snapshot that holds (every hop in it alive); nil once it walks live.
  var snapshotPosition: Int? { live == nil && snapshotHolds ? index : nil }

  /// Moves past snapshot hops the caller walked itself (hops that run no
  /// code, so the snapshot still holds after them).
  mutating func skip(to position: Int) { index = position }
}
