import ResponderCore
import ResponderOverlay
import ResponderSDL

/// The finger marks the overlay draws, and their names: a touchscreen
/// finger's id, the mouse's "mouse", or "alt 1" and "alt 2" while the mouse
/// plays two fingers (Alt+drag).
enum FingerNames {
  /// Finger marks for `window`'s active touches, plus the mouse's ghost
  /// fingers (scene points) while Alt is held before a press.
  static func marks(in window: Window, ghosts: [Point] = []) -> [OverlayModel.FingerMark] {
    let touches = window.activeTouches
    // The mouse's two fingers keep the names their ghosts had before the press.
    let twoMouseFingers = touches.contains { $0.finger == MouseFingerSimulator.secondary }
    var marks = touches.map { t in
      OverlayModel.FingerMark(
        label: name(t.finger, twoMouseFingers: twoMouseFingers), point: t.location(in: nil), ghost: false)
    }
    for (i, g) in ghosts.enumerated() { marks.append(.init(label: "alt \(i + 1)", point: g, ghost: true)) }
    return marks
  }

  /// A finger mark's name.
  static func name(_ finger: FingerID, twoMouseFingers: Bool) -> String {
    guard finger.device == MouseFingerSimulator.primary.device, twoMouseFingers else {
      return finger.description
    }
    return "alt \(finger.finger + 1)"
  }
}
