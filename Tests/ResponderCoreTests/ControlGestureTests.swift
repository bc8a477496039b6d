import ResponderScene
import Testing

@testable import ResponderCore

/// A control's own gesture beats a recognizer on an ancestor (Event Handling
/// Guide for iOS, "Interacting with Other User Interface Controls"), through
/// `gestureRecognizerShouldBegin(_:)`.
///
///     window 400×800
///     └─ root (controller main)
///        └─ pad [50, 50, 300, 300]           ancestor recognizers go here
///           ├─ button [10, 10, 100, 44]      window centre (110, 82)
///           ├─ slider [10, 100, 200, 40]     value 0.5: thumb at window (160, 170)
///           └─ toggle [10, 200, 51, 31]      off: thumb at window (75.5, 265.5)
@Suite("Controls beat ancestor recognizers")
struct ControlGestureTests {
  final class Receiver: Responder {
    var received: [String] = []
    func handle(_ action: String) {
      sceneOverrides.actionHandlers[action] = { [unowned self] _ in self.received.append(action) }
    }
  }

  struct Tree {
    let h: Harness
    let pad: TouchLogView
    let button: Button
    let slider: Slider
    let toggle: Switch
    let receiver = Receiver(identifier: "receiver")
  }

  func tree() -> Tree {
    let (h, pad) = padHarness()
    let button = h.add(
      Button(identifier: "button", frame: Rect(x: 10, y: 10, width: 100, height: 44)), to: pad)
    let slider = h.add(
      Slider(identifier: "slider", frame: Rect(x: 10, y: 100, width: 200, height: 40)), to: pad)
    slider.value = 0.5
    let toggle = h.add(
      Switch(identifier: "toggle", frame: Rect(x: 10, y: 200, width: 51, height: 31)), to: pad)
    let t = Tree(h: h, pad: pad, button: button, slider: slider, toggle: toggle)
    for a in ["pressed", "flipped", "slid", "gesture"] { t.receiver.handle(a) }
    button.addTarget(t.receiver, action: "pressed", for: .touchUpInside)
    toggle.addTarget(t.receiver, action: "flipped", for: .valueChanged)
    slider.addTarget(t.receiver, action: "slid", for: .valueChanged)
    return t
  }

  @Test("a single tap on a button fires its action; the ancestor's tap fails")
  func buttonTap() {
    let t = tree()
    let tap = t.h.attach(TapGestureRecognizer(identifier: "tap"), to: t.pad)
    tap.addTarget(t.receiver, action: "gesture")
    t.h.tap(Point(110, 82))
    #expect(t.h.states(of: tap) == [.failed])
    #expect(t.receiver.received == ["pressed"])
  }

  @Test("a tap recognizer attached to the button itself wins")
  func ownRecognizer() {
    let t = tree()
    let own = t.h.attach(TapGestureRecognizer(identifier: "own"), to: t.button)
    own.addTarget(t.receiver, action: "gesture")
    t.h.tap(Point(110, 82))
    #expect(t.h.states(of: own) == [.ended])
    #expect(t.receiver.received == ["gesture"])
  }

  @Test("a disabled button blocks nothing: the ancestor's tap recognizes")
  func disabled() {
    let t = tree()
    t.button.isEnabled = false
    let tap = t.h.attach(TapGestureRecognizer(identifier: "tap"), to: t.pad)
    t.h.tap(Point(110, 82))
    #expect(t.h.states(of: tap) == [.ended])
  }

  @Test("a double-tap recognizer is not a button's gesture and still recognizes")
  func doubleTap() {
    let t = tree()
    let double = t.h.attach(TapGestureRecognizer(identifier: "double"), to: t.pad)
    double.numberOfTapsRequired = 2
    t.h.tap(Point(110, 82))
    t.h.wait(0.1)
    t.h.tap(Point(110, 82))
    #expect(t.h.states(of: double) == [.ended])
  }

  @Test("a single tap on a switch flips it; the ancestor's tap fails")
  func switchTap() {
    let t = tree()
    let tap = t.h.attach(TapGestureRecognizer(identifier: "tap"), to: t.pad)
    t.h.tap(Point(75.5, 265.5))
    #expect(t.h.states(of: tap) == [.failed])
    #expect(t.toggle.isOn)
  }

  @Test("a pan along the switch's thumb is the switch's; across it, the ancestor's")
  func switchPan() {
    let t = tree()
    let pan = t.h.attach(PanGestureRecognizer(identifier: "pan"), to: t.pad)
    t.h.drag(from: Point(75, 265), to: Point(115, 265), duration: 0.3)
    #expect(t.h.states(of: pan) == [.failed])
    #expect(t.toggle.isOn)
    t.h.wait(1)
    t.h.drag(from: Point(100, 265), to: Point(100, 330), duration: 0.3)
    #expect(t.h.states(of: pan).contains(.began))
  }

  @Test("a swipe along the slider's thumb is the slider's; one from the track is the ancestor's")
  func sliderSwipe() {
    let t = tree()
    let swipe = t.h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: t.pad)
    swipe.direction = [.left, .right]
    t.h.drag(from: Point(160, 170), to: Point(260, 170), duration: 0.1)
    #expect(t.h.states(of: swipe) == [.failed])
    #expect(t.slider.value == 1)
    t.h.wait(1)
    t.h.drag(from: Point(70, 170), to: Point(170, 170), duration: 0.1)
    #expect(t.h.states(of: swipe) == [.failed, .ended])
  }

  @Test("any view can refuse a recognizer through gestureRecognizerShouldBegin")
  func customRefusal() {
    final class Refusing: View {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
    }
    let (h, pad) = padHarness()
    h.add(Refusing(identifier: "refusing", frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: pad)
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.tap(Point(100, 100))
    #expect(h.states(of: tap) == [.failed])
    h.wait(1)
    h.tap(Point(300, 300))
    #expect(h.states(of: tap) == [.failed, .ended])
  }
}
