/// An object a dispatch record can name: a responder or a gesture
/// recognizer, each of which keeps its `RecordedIdentity` in one
/// `IdentitySlot`.
///
/// The record observes, it does not own (STYLE.md, "Diagnostics beside the
/// algorithm"): both kinds of object are named the same way, so the rule
/// for making, adopting and clearing an identity is written once, here.
protocol RecordNamed: AnyObject {
  /// Where this object keeps its identity and the registry that adopted it.
  var identitySlot: IdentitySlot { get set }
}

extension RecordNamed {
  /// What dispatch records name this object by (made when a record first
  /// names it): it never keeps the object alive.
  var recordedIdentity: RecordedIdentity {
    if let identity = identitySlot.identity { return identity }
    let identity = RecordedIdentity(naming: self)
    identitySlot.identity = identity
    return identity
  }

  /// This object's identity as a record of `registry` names it in its hot
  /// lists, unretained: `registry` keeps it (`IdentityRegistry`). One
  /// comparison and a load when `registry` already adopted it, which is
  /// every visit after an object's first.
  @inline(__always)
  func recordedIdentity(in registry: IdentityRegistry) -> Unretained<RecordedIdentity> {
    if identitySlot.registry === registry, let identity = identitySlot.identity {
      return Unretained(identity)
    }
    return adoptIdentity(into: registry)
  }

  @inline(never)
  private func adoptIdentity(into registry: IdentityRegistry) -> Unretained<RecordedIdentity> {
    let identity = recordedIdentity
    registry.adopt(identity)
    identitySlot.registry = registry
    return Unretained(identity)
  }
}

/// One object's identity for the records that name it, and the registry
/// that keeps the identity for the records naming it unretained.
struct IdentitySlot {
  /// Made when a record first names the object; kept for its life.
  fileprivate(set) var identity: RecordedIdentity?
  /// The registry that keeps `identity` for records that name it without
  /// retaining it. Held, so that no other registry can take its address
  /// while the object compares against it.
  fileprivate(set) var registry: IdentityRegistry?

  /// The object is going away: the records that named it keep its
  /// identifier only (called from its `deinit`).
  func objectWillGo(identifier: String) {
    identity?.objectWillGo(identifier: identifier)
  }
}

extension Responder: RecordNamed {}
extension GestureRecognizer: RecordNamed {}
