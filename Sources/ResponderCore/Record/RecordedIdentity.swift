/// How a dispatch record names an object it saw: an identity that never
/// keeps the object alive.
///
/// The record observes, it does not own (STYLE.md, "Diagnostics beside the
/// algorithm"; Flutter's gesture arena keeps its diagnostics beside the rule
/// the same way). Each responder and recognizer makes one identity the
/// first time a record names it and keeps it for its life; records hold
/// identities, which hold nothing of the scene, so a record keeps no view
/// alive and needs no retain or release by hand. When the object goes, its
/// `deinit` tells its identity (`objectWillGo`), which keeps the identifier
/// the object had, so a trace of a record that outlived it still names it,
/// and `object` reads nil from then on.
final class RecordedIdentity {
  /// The object while it lives: cleared by its `deinit` before it goes, so
  /// every read names a live object (the debug build checks, `Unretained`).
  private var reference: Unretained<AnyObject>?
  /// The identifier the object had when it went.
  private var identifierWhenGone = ""
  /// Whether it names a responder (else a gesture recognizer).
  let isResponder: Bool

  init(responder: Responder) {
    reference = Unretained(responder)
    isResponder = true
  }

  init(recognizer: GestureRecognizer) {
    reference = Unretained(recognizer)
    isResponder = false
  }

  /// The object, while it lives.
  var object: AnyObject? { reference?.object }

  /// The responder it names, while it lives.
  @inline(__always)
  var responder: Responder? {
    guard isResponder, let reference else { return nil }
    return unsafeDowncast(reference.object, to: Responder.self)
  }

  /// The recognizer it names, while it lives.
  @inline(__always)
  var recognizer: GestureRecognizer? {
    guard !isResponder, let reference else { return nil }
    return unsafeDowncast(reference.object, to: GestureRecognizer.self)
  }

  /// The object's identifier: its current one while it lives, else the one
  /// it had when it went.
  var identifier: String {
    if let r = responder { return r.identifier }
    if let g = recognizer { return g.identifier }
    return identifierWhenGone
  }

  /// The object is going away: from now on the identity names it by the
  /// identifier it had.
  func objectWillGo(identifier: String) {
    identifierWhenGone = identifier
    reference = nil
  }
}

/// What keeps alive the identities one application's records name objects
/// by in their hot lists.
///
/// A record names every hit-test visit, chain hop and call (`RecordedVisit`,
/// `chainStorage`, `RecordedCall`) by an identity it does not retain, so
/// that recording one is a pointer store and emptying the list for the next
/// event releases nothing: a retain and a release per entry were most of
/// what the value log added to a touch (docs/PERFORMANCE.md, issue 40). The
/// registry owns those identities instead: it keeps each identity its
/// records named, every record holds its registry, and so does every
/// responder and recognizer named through it. An identity therefore lives
/// as long as any record that may name it, and after its object has gone it
/// names the object by the identifier it had.
///
/// The cost is one identity (about 60 bytes) for each object this
/// application's records ever named, kept until the application and its
/// records go; objects no record named (most of a large scene) cost nothing.
final class IdentityRegistry {
  @exclusivity(unchecked) private var identities: [RecordedIdentity] = []

  /// Keeps `identity` for as long as this registry lives.
  func adopt(_ identity: RecordedIdentity) { identities.append(identity) }

  /// How many identities it keeps.
  var count: Int { identities.count }
}

extension Unretained where Object == RecordedIdentity {
  /// The identity's object's identifier (read through the registry that
  /// keeps the identity, which the record holding this name holds).
  var identifier: String { self.borrow { $0.identifier } }
  /// The responder it names, while it lives.
  var responder: Responder? { self.borrow { $0.responder } }
  /// The recognizer it names, while it lives.
  var recognizer: GestureRecognizer? { self.borrow { $0.recognizer } }
}
