import ResponderCore
import ResponderScene

/// A view whose touches skip the views around it and go straight to its
/// view controller.
///
/// The `next` override of "Altering the Responder Chain": UIKit's rule
/// makes the superview next (here the tray, which would take the touch);
/// this returns the controller that owns the nearest root view above it.
public final class Shortcut: View, SceneConstructible {
  public required init() { super.init() }

  public override var next: Responder? {
    var view = superview
    while let v = view {
      if let controller = v.owningController { return controller }
      view = v.superview
    }
    return super.next
  }
}
