import Testing

@testable import ResponderCore

/// Animations on the simulation clock: the presentation moves, the model
/// (and so hit-testing) is at the end value from the start.
@Suite("Property animations")
struct PropertyAnimationTests {
  @Test("the presentation moves along the curve while hit-testing uses the model")
  func modelAndPresentation() throws {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let from = PropertyValue.rect(box.frame)
    box.frame = Rect(x: 200, y: 0, width: 100, height: 100)
    let a = try #require(
      PropertyAnimation(
        view: box, property: "frame", from: from, to: .rect(box.frame), duration: 1, curve: .linear))
    a.start(in: h.app)
    h.wait(0.25)
    #expect(abs(box.presentedFrame.origin.x - 50) < 1e-6)
    #expect(box.frame.origin.x == 200)
    #expect(h.window.hitTest(Point(250, 50), with: nil) === box)
    #expect(h.window.hitTest(Point(50, 50), with: nil) !== box)
    h.wait(1)
    #expect(box.presentation == nil)
    #expect(box.presentedFrame == box.frame)
  }

  @Test("ease-in-out is slow at both ends; a spring with damping below 1 overshoots and settles")
  func curves() throws {
    let v = View(identifier: "v")
    let ease = try #require(
      PropertyAnimation(
        view: v, property: "alpha", from: .number(0), to: .number(1), duration: 1, curve: .easeInOut))
    #expect(ease.progress(0.1) < 0.1 && ease.progress(0.5) == 0.5 && ease.progress(0.9) > 0.9)
    let spring = try #require(
      PropertyAnimation(
        view: v, property: "alpha", from: .number(0), to: .number(1), duration: 1, curve: .spring,
        damping: 0.4))
    let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(spring.progress)
    #expect(samples.max()! > 1.05)
    #expect(abs(spring.progress(1) - 1) < 0.002)
  }

  @Test("a value set without animation drops the running animation")
  func removedByPlainSet() throws {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    box.alpha = 0
    try #require(
      PropertyAnimation(
        view: box, property: "alpha", from: .number(1), to: .number(0), duration: 1, curve: .linear)
    ).start(in: h.app)
    h.wait(0.5)
    #expect(abs(box.presentedAlpha - 0.5) < 1e-6)
    box.removeAnimation(forProperty: "alpha")
    #expect(box.presentedAlpha == 0)
    h.wait(1)
    #expect(box.presentedAlpha == 0)
  }

  @Test("a delayed animation shows the start value until its delay is over; the model is at the end at once")
  func delayedPresentation() throws {
    // UIView.animate(withDuration:delay:options:animations:completion:).
    let h = Harness()
    let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    v.alpha = 0
    var ended: [Bool] = []
    let a = try #require(
      PropertyAnimation(
        view: v, property: "alpha", from: .number(1), to: .number(0), duration: 0.5, curve: .linear, delay: 1)
    )
    a.completion = { ended.append($0) }
    a.start(in: h.app)
    h.wait(0.9)
    #expect(v.alpha == 0)
    #expect(v.presentedAlpha == 1)
    h.wait(0.35)
    #expect(abs(v.presentedAlpha - 0.5) < 0.05)
    #expect(ended == [])
    h.wait(0.3)
    #expect(ended == [true])
    #expect(!v.isAnimating)
  }

  @Test("setting the property again or removing the view cuts the animation short: finished is false")
  func cutShort() throws {
    let h = Harness()
    let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    var ended: [Bool] = []
    let a = try #require(
      PropertyAnimation(
        view: v, property: "alpha", from: .number(1), to: .number(0), duration: 0.5, curve: .linear))
    a.completion = { ended.append($0) }
    a.start(in: h.app)
    h.wait(0.1)
    v.removeAnimation(forProperty: "alpha")
    h.wait(0.1)
    #expect(ended == [false])
    let b = try #require(
      PropertyAnimation(
        view: v, property: "alpha", from: .number(1), to: .number(0), duration: 0.5, curve: .linear))
    b.completion = { ended.append($0) }
    b.start(in: h.app)
    h.wait(0.1)
    v.removeFromSuperview()
    h.wait(0.1)
    #expect(ended == [false, false])
    #expect(v.presentation == nil)
  }
}
