import ResponderScene
import Testing

@testable import ResponderCore

/// UIControl's tracking: which control events a touch produces, where
/// "inside" ends (bounds + 70 pt), and the enabled/highlighted states.
///
///     window
///     └─ root
///        └─ button [100, 100, 100, 50]   every event → main.<eventName>
@Suite("control tracking sends UIKit's control events")
struct ControlTrackingTests {
  /// A harness whose button registers one action per control event, named
  /// after the event, all targeted at `main`, which records them in order.
  final class Lab {
    let h = Harness()
    let button = Button(identifier: "button", frame: Rect(x: 100, y: 100, width: 100, height: 50))
    var events: [String] = []

    init() {
      h.add(button)
      for (name, event) in ControlEvents.named {
        h.main.sceneOverrides.actionHandlers[name] = { [unowned self] _ in self.events.append(name) }
        button.addTarget(h.main, action: name, for: event)
      }
    }

    func take() -> [String] {
      defer { events.removeAll() }
      return events
    }
  }

  @Test("a tap is touchDown, touchUpInside, then a button's primaryActionTriggered")
  func tap() {
    let lab = Lab()
    lab.h.tap(lab.button)
    #expect(lab.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @Test("a lift 60 pt below the bounds is still inside: the slop is 70 pt")
  func liftWithinSlop() {
    let lab = Lab()
    lab.h.down(Point(x: 150, y: 125))
    lab.h.move(Point(x: 150, y: 210))
    lab.h.up(Point(x: 150, y: 210))
    #expect(lab.take() == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    #expect(Control.trackingSlop == 70)
  }

  @Test("leaving the slop is touchDragExit once, then touchDragOutside, and the lift is touchUpOutside")
  func exitAndOutside() {
    let lab = Lab()
    lab.h.down(Point(x: 150, y: 125))
    lab.h.move(Point(x: 150, y: 230))
    #expect(!lab.button.isHighlighted)
    lab.h.move(Point(x: 150, y: 260))
    lab.h.up(Point(x: 150, y: 260))
    #expect(lab.take() == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
  }

  @Test("coming back inside is touchDragEnter and highlights again")
  func enter() {
    let lab = Lab()
    lab.h.down(Point(x: 150, y: 125))
    #expect(lab.button.isHighlighted)
    lab.h.move(Point(x: 150, y: 300))
    lab.h.move(Point(x: 150, y: 130))
    #expect(lab.button.isHighlighted)
    #expect(lab.take() == ["touchDown", "touchDragExit", "touchDragEnter"])
  }

  @Test("the second tap of a quick pair is touchDown and touchDownRepeat")
  func repeatTap() {
    let lab = Lab()
    lab.h.tap(lab.button)
    lab.h.wait(0.1)
    lab.h.down(lab.h.center(of: lab.button))
    #expect(
      lab.take() == ["touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchDownRepeat"])
  }

  @Test("an interruption mid-touch is touchCancel and clears the highlight")
  func cancel() {
    let lab = Lab()
    lab.h.down(lab.h.center(of: lab.button))
    lab.h.app.handle(.interruption("focus lost"))
    #expect(lab.take() == ["touchDown", "touchCancel"])
    #expect(!lab.button.isHighlighted && !lab.button.isTracking)
  }

  @Test("a disabled control sends nothing and lets the touch travel up the chain")
  func disabled() {
    let lab = Lab()
    lab.button.isEnabled = false
    lab.h.tap(lab.button)
    #expect(lab.take() == [])
    #expect(
      ids(lab.h.records.last!.chain) == ["button", "root", "main", "window", "application", "appDelegate"])
  }

  @Test("each control event sent is in the dispatch record, for the trace")
  func recorded() {
    let lab = Lab()
    lab.h.tap(lab.button)
    let sent = lab.h.records.flatMap { $0.controlEvents.map { "\($0.control.identifier).\($0.event.name)" } }
    #expect(sent == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
  }

  @Test("a switch flips on touch up inside and reports valueChanged; not on touch up outside")
  func switchValue() {
    let h = Harness()
    let s = h.add(Switch(identifier: "s", frame: Rect(x: 100, y: 100, width: 51, height: 31)))
    var seen: [String] = []
    h.main.sceneOverrides.actionHandlers["changed"] = { _ in seen.append("changed") }
    s.addTarget(h.main, action: "changed", for: .valueChanged)
    h.tap(s)
    #expect(s.isOn && seen == ["changed"])
    h.down(h.center(of: s))
    h.move(Point(x: 400, y: 400))
    h.up(Point(x: 400, y: 400))
    #expect(s.isOn && seen == ["changed"])
  }

  /// UISlider: "As you move the thumb of a slider, it passes its updated
  /// value to any actions attached to it" — only the thumb moves it.
  @Test("a slider touched on its track away from the thumb neither moves nor reports valueChanged")
  func sliderTrack() {
    let h = Harness()
    let s = h.add(Slider(identifier: "s", frame: Rect(x: 100, y: 100, width: 200, height: 40)))
    s.value = 0.5  // thumb centre (200, 120)
    var seen = 0
    h.main.sceneOverrides.actionHandlers["slid"] = { _ in seen += 1 }
    s.addTarget(h.main, action: "slid", for: .valueChanged)
    h.down(Point(x: 280, y: 120))
    #expect(!s.isTracking && !s.isHighlighted)
    h.move(Point(x: 290, y: 120))
    h.up(Point(x: 290, y: 120))
    #expect(s.value == 0.5 && seen == 0)
    // From the thumb, 10 pt right of its centre: the value follows the
    // finger's travel (40 pt of 200 is 0.2), not the finger's position.
    h.down(Point(x: 210, y: 120))
    h.move(Point(x: 250, y: 120))
    h.up(Point(x: 250, y: 120))
    #expect(abs(s.value - 0.7) < 1e-9 && seen == 1)
  }

  /// UISlider.isContinuous: "If false, the slider triggers the associated
  /// action method just once, when the user releases the slider's thumb".
  @Test("a slider that is not continuous reports valueChanged once, as the finger lifts")
  func sliderNotContinuous() {
    let h = Harness()
    let s = h.add(Slider(identifier: "s", frame: Rect(x: 100, y: 100, width: 200, height: 40)))
    s.value = 0.5
    s.isContinuous = false
    var seen = 0
    h.main.sceneOverrides.actionHandlers["slid"] = { _ in seen += 1 }
    s.addTarget(h.main, action: "slid", for: .valueChanged)
    h.down(Point(x: 200, y: 120))
    h.move(Point(x: 220, y: 120))
    h.move(Point(x: 240, y: 120))
    #expect(abs(s.value - 0.7) < 1e-9 && seen == 0)
    h.up(Point(x: 240, y: 120))
    #expect(seen == 1)
  }

  /// UIButton.changesSelectionAsPrimaryAction: with no menu, true "makes
  /// the button toggle its selected state".
  @Test("a button that changes selection as its primary action toggles selected on each tap inside")
  func selectionButton() {
    let lab = Lab()
    lab.button.changesSelectionAsPrimaryAction = true
    var selectedAtAction: [Bool] = []
    lab.h.main.sceneOverrides.actionHandlers["touchUpInside"] = { [unowned lab] _ in
      selectedAtAction.append(lab.button.isSelected)
    }
    lab.h.tap(lab.button)
    lab.h.wait(1)
    lab.h.tap(lab.button)
    #expect(selectedAtAction == [true, false])
    #expect(!lab.button.isSelected)
  }

  @Test("every control event has its UIKit bit and a unique name")
  func names() {
    #expect(ControlEvents.touchUpInside.rawValue == 1 << 6)
    #expect(ControlEvents.valueChanged.rawValue == 1 << 12)
    #expect(ControlEvents.editingDidEnd.rawValue == 1 << 18)
    #expect(Set(ControlEvents.named.map(\.name)).count == 14)
    #expect(ControlEvents(named: "touchUpOutside") == .touchUpOutside)
    #expect(ControlEvents(named: "touchUpOutsde") == nil)
  }
}
