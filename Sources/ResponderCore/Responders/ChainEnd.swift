/// Why a responder chain stops where it does: the answer `next` gave nil
/// for, as a typed value the overlay words (it never works the rule out
/// again itself).
///
/// UIResponder.next: "UIView implements this method by returning the
/// UIViewController object that manages it (if it has one) or its
/// superview (if it doesn't). UIViewController similarly implements the
/// method and returns its view's superview. UIWindow returns the
/// application object. The shared UIApplication object normally returns
/// nil, but it returns its app delegate if the app delegate is a subclass
/// of UIResponder and isn't a view, view controller, or the app object
/// itself."
public enum ChainEnd: Hashable, Sendable {
  /// The application, with no app delegate that is a plain responder.
  case application
  /// Attached overrides of `next` returned nil (`ResponderOverrides`).
  case overridden
  /// A view controller whose view has no superview and that nobody
  /// presented: its view left the window (a navigation controller pushed
  /// another over it, a presentation covered it) or was never in one.
  case controllerViewNotInHierarchy(view: String)
  /// A view with no superview and no controller: it is not in a window.
  case viewNotInHierarchy
  /// Anything else whose `next` is nil (a Swift subclass's override).
  case other
}

extension Responder {
  /// Why `next` is nil here, or nil when it is not.
  public var chainEnd: ChainEnd? {
    guard next == nil else { return nil }
    if case .some(nil) = overriddenNext { return .overridden }
    switch self {
    case is Application: return .application
    case let c as ViewController:
      return c.view.superview == nil && c.presentingViewController == nil
        ? .controllerViewNotInHierarchy(view: c.view.identifier) : .other
    case let v as View where !(v is Window):
      return v.superview == nil && v.owningController == nil ? .viewNotInHierarchy : .other
    default: return .other
    }
  }
}
