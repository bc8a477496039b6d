import Foundation
import ResponderCore
import ResponderOverlay
import ResponderScene
import Testing

/// The overlay says why a control refused a touch: a slider tracks only a
/// touch that begins on its thumb (UISlider: "As you move the thumb of a
/// slider, it passes its updated value"), and a touch it does not track
/// moves nothing — a learner sees `touchesBegan` arrive and nothing happen.
///
///     window 390×600
///     └─ root
///        └─ volume [20, 100, 350, 44] slider, value 0: thumb centred at x 20, its 44-pt touch square −2…42 in the window
@Suite("overlay: why a control refused a touch")
struct ControlRefusalTests {
  let yaml = """
    window: { width: 390, height: 600 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - { id: volume, type: slider, frame: [20, 100, 350, 44], value: 0 }
    """

  @Test(
    "a touch on the track far from the thumb: the chain panel says beginTracking refused it off the thumb"
  )
  func offThumb() throws {
    let lab = try OverlayLab(yaml)
    let f = lab.down(200, 122)
    let line =
      "volume did not track: touchesBegan came 158 pt off its thumb, so beginTracking(_:with:) returned "
      + "false: a slider moves only when the touch begins on its thumb"
    #expect(lab.model.decisions.contains(line))
    let text = texts(OverlayLayout(sceneSize: Size(width: 390, height: 600)).sidebar(lab.model))
    // The sidebar wraps long lines; the refusal's first words open one.
    #expect(text.contains { $0.hasPrefix("↳ volume did not track: touchesBegan came 158 pt off") })
    lab.up(f, 200, 122)
  }

  @Test("a touch on the thumb is tracked, and no refusal is shown")
  func onThumb() throws {
    let lab = try OverlayLab(yaml)
    let f = lab.down(25, 122)
    #expect(!lab.model.decisions.contains { $0.contains("did not track") })
    lab.up(f, 25, 122)
  }
}
