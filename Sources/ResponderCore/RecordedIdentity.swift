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
