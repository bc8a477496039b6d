import ResponderCore
import ResponderScene

// EXERCISE — make a tap on the photo reach `main` by overriding `next`.
//
// Scenes/exercise.yaml puts this view in a `frame` inside a `gallery` that
// handles touches, under the controller `main`. UIKit's rule makes a view's
// superview its next responder, so a tap on the photo is taken by the
// gallery. Override `next` so that the photo's touches go to the view
// controller instead, skipping the views between (find the controller
// without naming it: the nearest view above with an `owningController`).
//
// Check it: `GRADE=1 swift test --filter Grader` (from Examples/). See it:
// `swift run Playground Scenes/exercise.yaml` opens the scene with this
// class: tap the photo and read the chain panel. Sources/ExerciseSolution
// has one answer.

/// The photo of the exercise; a scene names it `type: PhotoView`.
public final class PhotoView: View, SceneConstructible {
  public required init() { super.init() }

  // Write the override here:
  // public override var next: Responder? { ... }
}

/// The classes the exercise scene names.
public enum PhotoExercise {
  public static var types: SceneTypes {
    var types = SceneTypes()
    types.register(PhotoView.self, as: "PhotoView")
    return types
  }
}
