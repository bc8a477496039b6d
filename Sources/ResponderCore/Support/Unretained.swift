/// A reference to an object that something else owns: the one way the
/// dispatch path reads an object without retaining it.
///
/// **Why dispatch may skip the retain.** Every object a dispatch touches has
/// an owner that outlives the read, on the one thread its scene lives on:
///
/// - *Borrowed from a list or a property* (`borrow`, `Array.forEachBorrowed`,
///   `RecognizerSubset.anyBorrowed`): the scene tree owns its views (a
///   superview its `subviews`), a view owns its `gestureRecognizers`, a
///   window its `activeTouches` and `activeRecognizers`, a touch its
///   recognizer list. The body either calls out to nothing (it reads stored
///   state, so nothing can change the owner), or reads from a local copy of
///   the list, held with `withExtendedLifetime`, which keeps every element
///   whatever the body does.
/// - *Named by its identity* (`RecordedIdentity`, what a dispatch record
///   names objects by): the object's `deinit` clears the identity's
///   reference before the object goes. The identities themselves, named
///   unretained in a record's hot lists and in chain snapshots, are owned
///   by the application's `IdentityRegistry`, which every such record and
///   snapshot holds.
/// - *A chain snapshot's hops* (`ChainSnapshot.hops`): a snapshot is only read
///   while its store's generation is the one it was made at, and a responder
///   going away advances that generation, so every hop of a snapshot that
///   holds is alive (`ChainCursor.next` holds the hop after the one it
///   returns, strongly, before that one runs any code).
/// - *A record mirrored beside its strong reference* (`Event.record`,
///   `Application.currentRecord`): the unretained copy is set by the strong
///   property's `didSet`, so it names exactly what the strong one holds.
/// - *Held by the caller while the name exists* (`Application.touchEventInFlight`,
///   set and restored around `sendEvent` by the dispatch that holds the event;
///   `OneChangedTouch`, whose touch the event's `changedTouches` holds for the
///   delivery the caller holds the event through).
///
/// Retains and releases were a third of a touch's instructions before these
/// paths borrowed (docs/PERFORMANCE.md); the wrapper is a struct of one
/// `Unmanaged` whose members are all inlined, so it costs nothing over
/// `Unmanaged` (callgrind, issue 28).
///
/// **Back-pointers** to an owner are stored through this type too, behind
/// a safe public accessor that reads a strong reference
/// (`View.superview` and `owningController`, `GestureRecognizer.view`,
/// `Window.application`, `ViewController.windowOfRoot`,
/// `WindowToken.window`, `ShakeToEditAlert`'s application,
/// `Event.chainOwner`, `ChainCursor`'s clock). Each owner clears the
/// pointer when it lets go of the object. (A `weak` one gives the object a
/// side table, which puts every retain and release of it on the runtime's
/// slow path.) Nothing public is unretained.
///
/// **The debug build checks what the release build assumes**, as
/// swift-collections' `Deque._UnsafeHandle` asserts in debug only: with
/// `DEBUG` defined every `Unretained` also keeps a `weak` reference to its
/// object, and every read asserts that the object is still alive, so a
/// read an owner did not cover stops with a message instead of reading
/// freed memory. `make asan` runs the tests and an event storm under
/// AddressSanitizer over the release assumptions' other half.
struct Unretained<Object: AnyObject> {
  private let reference: Unmanaged<Object>
  #if DEBUG
    /// The object while it lives: what every read checks.
    private weak var check: Object?
  #endif

  /// Names `object` without retaining it: the caller says who owns it.
  @inline(__always)
  init(_ object: Object) {
    reference = .passUnretained(object)
    #if DEBUG
      check = object
    #endif
  }

  /// Asserts, in a debug build, that the object is alive (its owner
  /// kept it as the caller said); nothing in a release build.
  @inline(__always)
  private func assertAlive() {
    #if DEBUG
      precondition(check != nil, "Unretained: \(Object.self) read after its owner let it go")
    #endif
  }

  /// Runs `body` with the object, borrowed: no retain or release around it.
  /// Safe while the owner the caller names keeps the object for all of `body`.
  @inline(__always)
  func borrow<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    assertAlive()
    return try reference._withUnsafeGuaranteedRef(body)
  }

  /// The object as a strong reference, for code that keeps it or calls out.
  @inline(__always)
  var object: Object {
    assertAlive()
    return reference.takeUnretainedValue()
  }

  /// The object's identity, read without touching it.
  @inline(__always)
  var id: ObjectIdentifier { reference._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }

  /// Whether this names `object` itself (compared by address).
  @inline(__always)
  func refers(to object: Object) -> Bool {
    reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }

  /// The object's address as bits (never dereferenced): what a cycle guard
  /// compares.
  @inline(__always)
  var bits: UInt { UInt(bitPattern: reference.toOpaque()) }
}

#if !DEBUG
  // A release build's `Unretained` is one pointer: lists of them copy and
  // empty without touching the objects (`PlainList`).
  extension Unretained: BitwiseCopyable {}
#endif
