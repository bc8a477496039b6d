import Synchronization

/// Where a responder's class is declared: in ResponderCore, whose methods are
/// UIKit's rules as this module writes them, or anywhere else (an app's
/// subclass, a test's), whose overrides dispatch must call and may compare
/// with Core's rule to explain them.
///
/// Swift has no `class_getMethodImplementation` to ask whether a class
/// overrides a method, so dispatch asks where the class is declared:
/// Core's own classes keep Core's `next` and `hitTest(_:with:)` and say
/// when they override a touch method (`Responder.overridesTouchMethods`).
/// A class is placed by the module of its qualified name
/// (`ResponderCore.View`), once per class: a new class in Core is Core's
/// without being listed anywhere, and a subclass declared elsewhere never is.
enum ClassOrigin {
  /// Each class asked about so far, by identity.
  private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

  /// Whether `type` is declared in ResponderCore.
  static func isDeclaredInCore(_ type: AnyClass) -> Bool {
    let id = ObjectIdentifier(type)
    if let answer = known.withLock({ $0[id] }) { return answer }
    let answer = _typeName(type, qualified: true).hasPrefix(moduleQualifier)
    known.withLock { $0[id] = answer }
    return answer
  }

  /// How the module prefixes its types' qualified names.
  private static let moduleQualifier = "ResponderCore."
}
