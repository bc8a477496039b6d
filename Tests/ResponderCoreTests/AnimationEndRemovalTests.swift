import Testing

@testable import ResponderCore

/// A view that an animation's end takes out of the window with a finger on
/// it gets `touchesCancelled`, in a timer's dispatch record.
///
/// UIKit cancels the touches of a view removed from its window (the
/// UIResponder reference: `touchesCancelled(_:with:)` ends a sequence that a
/// system event interrupts); the end of a sheet's slide off the bottom and of
/// a navigation transition runs on a later turn of the run loop, outside any
/// touch event, as a timer does. Found by the event storm over
/// Scenes/keyboard/presentation.yaml ("sheetView: 0 touchesEnded/Cancelled
/// deliveries for 1 touches"): the cancellation happened in no record, so the
/// trace and the overlay never showed it.
///
///     window (0,0 400×800)
///     └─ root (main)
///     details (pageSheet, large: top 57) / a navigation stack of two
///     └─ sheetView / first, second (TouchLogViews)
@Suite("Views an animation's end takes out of the window")
struct AnimationEndRemovalTests {
  /// The calls of every timer record since `start`.
  func timerCalls(_ h: Harness, from start: Int) -> [String] {
    h.records[start...].filter { $0.kind == .timer }.flatMap(\.calls)
  }

  @Test("a finger on a sheet that slides off after a flick down is cancelled in a timer's record")
  func sheetSlidesOff() {
    let h = Harness()
    let sheetView = TouchLogView(identifier: "sheetView")
    let details = ViewController(identifier: "details", view: sheetView)
    details.modalPresentationStyle = .pageSheet
    h.main.present(details)
    let sheet = details.sheetPresentationController!
    // A fast flick down: the sheet slides off and is dismissed when it stops.
    h.drag(from: Point(200, 300), to: Point(200, 600), duration: 0.05)
    #expect(sheet.isSettling)
    #expect(h.main.presentedViewController === details)
    // The drag's own touch: begun, then taken by the sheet's pan.
    #expect(sheetView.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
    // A finger comes down on the sheet while it slides.
    let start = h.records.count
    h.down(Point(200, 790), finger: 1)
    #expect(sheetView.log.last?.method == "touchesBegan")
    h.wait(1)
    #expect(h.main.presentedViewController == nil)
    #expect(sheetView.window == nil)
    let finger1 = sheetView.log.dropFirst(2)
    #expect(finger1.map(\.method) == ["touchesBegan", "touchesCancelled"])
    #expect(finger1.allSatisfy { $0.touches.map(\.finger.finger) == [1] })
    #expect(
      timerCalls(h, from: start).filter { $0.hasPrefix("sheetView.") } == ["sheetView.touchesCancelled"])
    h.up(Point(200, 790), finger: 1)
    #expect(sheetView.log.count == 4)
  }

  @Test("a finger on the view a push slides out is cancelled in a timer's record when the slide ends")
  func navigationSlideOut() {
    let h = Harness()
    let nav = NavigationController(identifier: "nav", view: View(identifier: "navView"))
    nav.view.frame = h.root.bounds
    h.root.addSubview(nav.view)
    let firstView = TouchLogView(identifier: "first")
    let secondView = TouchLogView(identifier: "second")
    nav.setViewControllers([ViewController(identifier: "firstVC", view: firstView)])
    h.down(Point(200, 400), finger: 0)
    #expect(firstView.log.map(\.method) == ["touchesBegan"])
    let start = h.records.count
    nav.push(ViewController(identifier: "secondVC", view: secondView), animated: true)
    #expect(firstView.window != nil, "the old view stays while it slides")
    h.wait(1)
    #expect(firstView.window == nil)
    #expect(firstView.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
    #expect(timerCalls(h, from: start).filter { $0.hasPrefix("first.") } == ["first.touchesCancelled"])
    h.up(Point(200, 400), finger: 0)
    #expect(firstView.log.count == 2)
  }
}
