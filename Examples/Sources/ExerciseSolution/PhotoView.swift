import ResponderCore
import ResponderScene

/// One answer to the exercise (Sources/Exercise/PhotoView.swift): `next`
/// climbs to the nearest view that is a controller's root view and returns
/// that controller; UIKit's rule (`super.next`) when there is none.
public final class PhotoView: View, SceneConstructible {
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

/// The classes the exercise scene names, with the solution's `PhotoView`.
public enum PhotoSolution {
  public static var types: SceneTypes {
    var types = SceneTypes()
    types.register(PhotoView.self, as: "PhotoView")
    return types
  }
}
