import Testing

@testable import ResponderCore

/// `delaysContentTouches`, `canCancelContentTouches`, `touchesShouldCancel(in:)`,
/// `touchesShouldBegin(_:with:in:)` and a touch that catches a fling.
@Suite("Scroll view content touches")
struct ScrollViewContentTouchTests {
  @Test("content gets touchesBegan only after 0.15 s without scrolling")
  func delayedBegan() {
    let f = ListFixture()
    f.h.down(Point(100, 30))
    f.h.wait(0.1)
    #expect(f.methods(0) == [])
    f.h.wait(0.06)
    #expect(f.methods(0) == ["touchesBegan"])
    #expect(f.decisions == [.delayed, .delivered])
    f.h.up(Point(100, 30))
    #expect(f.methods(0) == ["touchesBegan", "touchesEnded"])
  }

  @Test("one finger lifting releases every held touchesBegan at once")
  func liftReleasesAll() {
    let f = ListFixture()
    f.rows[0].isMultipleTouchEnabled = true
    f.h.down(Point(100, 30), finger: 0)
    f.h.down(Point(100, 330), finger: 1)
    f.h.wait(0.05)
    f.h.up(Point(100, 30), finger: 0)
    // Both began at the lift; row0's end waits for the pan, which still
    // tracks finger 1 (its delaysTouchesEnded).
    #expect(f.methods(0) == ["touchesBegan"])
    #expect(f.methods(5) == ["touchesBegan"])
    f.h.up(Point(100, 330), finger: 1)
    #expect(f.methods(0) == ["touchesBegan", "touchesEnded"])
    #expect(f.methods(5) == ["touchesBegan", "touchesEnded"])
  }

  @Test("with delaysContentTouches false, content gets touchesBegan at once")
  func notDelayed() {
    let f = ListFixture()
    f.list.delaysContentTouches = false
    f.h.down(Point(100, 30))
    #expect(f.methods(0) == ["touchesBegan"])
  }

  @Test("a quick tap reaches the content on lift: began, then ended")
  func quickTap() {
    let f = ListFixture()
    f.h.down(Point(100, 30))
    f.h.wait(0.05)
    #expect(f.methods(0) == [])
    f.h.up(Point(100, 30))
    #expect(f.methods(0) == ["touchesBegan", "touchesEnded"])
    #expect(f.list.contentOffset == .zero)
  }

  @Test("scrolling within the delay: the content never sees the touch")
  func droppedWithinDelay() {
    let f = ListFixture()
    f.h.down(Point(100, 300))
    f.move(from: Point(100, 300), by: Point(0, -60))
    f.h.up(Point(100, 240))
    f.h.wait(3)
    #expect(f.rows[5].log.isEmpty)
    #expect(f.list.contentOffset.y > 59)
    #expect(f.decisions.contains(.dropped))
  }

  @Test("after the delay, scrolling cancels a plain view's touch")
  func cancelsPlainView() {
    let f = ListFixture()
    f.h.down(Point(100, 30))
    f.h.wait(0.2)
    f.move(from: Point(100, 30), by: Point(0, -60))
    #expect(f.methods(0).first == "touchesBegan")
    #expect(f.methods(0).last == "touchesCancelled")
    #expect(f.list.isDragging)
    #expect(f.list.contentOffset.y == 60)
    #expect(f.decisions.contains(.cancelled))
  }

  @Test("a control keeps its touch: touchesShouldCancel(in:) is false and the list does not scroll")
  func controlKeepsTouch() {
    let f = ListFixture()
    let p = f.h.center(of: f.button)
    f.h.down(p)
    f.h.wait(0.2)
    #expect(f.button.isTracking)
    f.move(from: p, by: Point(0, -60))
    #expect(f.button.isTracking)
    #expect(f.list.contentOffset == .zero)
    #expect(f.list.panGestureRecognizer.state == .failed)
    #expect(f.decisions.contains(.keptByContent))
    #expect(f.list.touchesShouldCancel(in: f.button) == false)
    #expect(f.list.touchesShouldCancel(in: f.rows[0]) == true)
  }

  @Test("canCancelContentTouches false: tracking content keeps the touch, no scroll")
  func cannotCancel() {
    let f = ListFixture()
    f.list.canCancelContentTouches = false
    f.h.down(Point(100, 30))
    f.h.wait(0.2)
    f.move(from: Point(100, 30), by: Point(0, -60))
    #expect(f.methods(0).contains("touchesCancelled") == false)
    #expect(f.methods(0).contains("touchesMoved"))
    #expect(f.list.contentOffset == .zero)
  }

  @Test("canCancelContentTouches false still scrolls when the drag starts within the delay")
  func cannotCancelButNotTracking() {
    let f = ListFixture()
    f.list.canCancelContentTouches = false
    f.h.down(Point(100, 30))
    f.move(from: Point(100, 30), by: Point(0, -60))
    #expect(f.list.contentOffset.y == 60)
    #expect(f.methods(0) == [])
  }

  @Test("touchesShouldBegin(_:with:in:) false: the content gets nothing")
  func shouldBeginRefuses() {
    final class Refusing: ScrollView {
      override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        view.identifier != "row0"
      }
    }
    let f = ListFixture(list: Refusing(identifier: "list"))
    f.h.tap(Point(100, 30))
    f.h.tap(Point(100, 90))
    #expect(f.methods(0) == [])
    #expect(f.methods(1) == ["touchesBegan", "touchesEnded"])
    #expect(f.decisions.contains(.refused))
  }

  @Test("a tap during deceleration stops the scroll and is not a tap")
  func tapStopsFling() {
    let f = ListFixture()
    f.h.down(Point(100, 500))
    f.move(from: Point(100, 500), by: Point(0, -200), steps: 8)
    f.h.up(Point(100, 300))
    f.h.wait(0.2)
    #expect(f.list.isDecelerating)
    // The row under the list's middle now.
    let row = Int((f.list.contentOffset.y + 300) / 60)
    let tap = f.h.attach(TapGestureRecognizer(identifier: "rowTap"), to: f.rows[row])
    let p = Point(100, Double(row) * 60 + 30 - f.list.contentOffset.y)
    f.h.tap(p)
    #expect(f.list.isDecelerating == false)
    let stoppedAt = f.list.contentOffset
    f.h.wait(1)
    #expect(f.list.contentOffset == stoppedAt)
    #expect(f.h.states(of: tap).contains(.ended) == false)
    #expect(f.rows.allSatisfy { !$0.log.map(\.method).contains("touchesEnded") })
    #expect(f.decisions.contains(.stopped))
  }

  @Test("a tap at rest still recognizes the row's tap")
  func tapAtRest() {
    let f = ListFixture()
    let tap = f.h.attach(TapGestureRecognizer(identifier: "rowTap"), to: f.rows[1])
    f.h.tap(Point(100, 90))
    #expect(f.h.states(of: tap) == [.ended])
  }
}
