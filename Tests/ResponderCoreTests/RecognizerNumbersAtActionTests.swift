import ResponderScene
import Testing

@testable import ResponderCore

/// What a recognizer reports to its action: UIGestureRecognizer.numberOfTouches
/// ("The number of touches involved in the gesture represented by the
/// receiver") and location(in:) ("usually the centroid of the touches
/// involved in the gesture"); UISwipeGestureRecognizer: "You may determine
/// the location where a swipe began by calling the UIGestureRecognizer
/// methods location(in:) and location(ofTouch:in:)".
@Suite("A recognizer's numbers at its action")
struct RecognizerNumbersAtActionTests {
  @Test("a recognized tap's action reads one touch and the tap's point")
  func tapNumbers() {
    let (h, _) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    var seen: (Int, Point)?
    h.root.sceneOverrides.actionHandlers["t"] = { _ in seen = (tap.numberOfTouches, tap.location(in: nil)) }
    tap.addTarget(h.root, action: "t")
    h.tap(Point(120, 140))
    #expect(seen?.0 == 1)
    #expect(seen?.1 == Point(120, 140))
  }

  @Test("a tap that waited for a double tap to fail reads its touch and point when its action runs")
  func tapAfterFailure() {
    let (h, _) = padHarness()
    let single = h.attach(TapGestureRecognizer(identifier: "single"), to: h.root)
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: h.root)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    var seen: (Int, Point)?
    h.root.sceneOverrides.actionHandlers["t"] = { _ in
      seen = (single.numberOfTouches, single.location(in: nil))
    }
    single.addTarget(h.root, action: "t")
    h.tap(Point(120, 140))
    h.wait(0.5)
    #expect(h.states(of: single) == [.ended])
    #expect(seen?.0 == 1)
    #expect(seen?.1 == Point(120, 140))
  }

  @Test("a swipe's action reads where the swipe began, with one touch")
  func swipeNumbers() {
    let (h, _) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: h.root)
    swipe.direction = .right
    var seen: (Int, Point)?
    h.root.sceneOverrides.actionHandlers["s"] = { _ in seen = (swipe.numberOfTouches, swipe.location(in: nil))
    }
    swipe.addTarget(h.root, action: "s")
    h.swipe(from: Point(100, 200), direction: .right)
    #expect(seen?.0 == 1)
    #expect(seen?.1 == Point(100, 200))
  }
}
