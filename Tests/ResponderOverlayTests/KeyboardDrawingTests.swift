import ResponderCore
import ResponderOverlay
import ResponderTestSupport
import Testing

/// What the software keyboard and a row button's insets look like: the
/// keyboard's window is drawn after the scene's (it is above it), only while
/// the keyboard shows; a button's title is laid out inside its
/// `contentEdgeInsets` (UIButton).
@Suite("Keyboard and button insets drawn")
struct KeyboardDrawingTests {
  static let scene = sceneWith(
    subviews: """
      - { id: field, type: textField, frame: [16, 60, 358, 44] }
      - { id: row, type: button, title: "Wi-Fi", frame: [0, 200, 390, 44], textAlignment: left, contentEdgeInsets: [0, 16, 0, 16] }
      - { id: plain, type: button, title: "Plain", frame: [0, 260, 390, 44], textAlignment: left }
      """)

  func draw(_ lab: OverlayLab) -> [DisplayItem] {
    SceneDrawing(canvas: Rect(x: 0, y: 0, width: 390, height: 844)).items(for: lab.scene.window)
  }

  func textRect(_ items: [DisplayItem], _ text: String) -> Rect? {
    for item in items {
      if case .text(let t, let r, _, _, _, _) = item, t == text { return r }
    }
    return nil
  }

  @Test("a left-aligned title sits contentEdgeInsets.left in from the button's edge; without insets, at it")
  func insetTitle() throws {
    let lab = try OverlayLab(Self.scene)
    let items = draw(lab)
    #expect(textRect(items, "Wi-Fi") == Rect(x: 16, y: 200, width: 358, height: 44))
    #expect(textRect(items, "Plain") == Rect(x: 0, y: 260, width: 390, height: 44))
  }

  @Test("the keyboard's keys are drawn after the scene once a field is first responder, and not before")
  func keyboardDrawnAbove() throws {
    let lab = try OverlayLab(Self.scene)
    #expect(textRect(draw(lab), "space") == nil)
    lab.tap(195, 82)
    lab.app.advance(by: 0.3)
    let items = draw(lab)
    let space = try #require(textRect(items, "space"))
    #expect(space.minY > 508)
    let spaceIndex = try #require(
      items.firstIndex { if case .text("space", _, _, _, _, _) = $0 { true } else { false } })
    let rowIndex = try #require(
      items.firstIndex { if case .text("Wi-Fi", _, _, _, _, _) = $0 { true } else { false } })
    #expect(spaceIndex > rowIndex)
    _ = lab.app.keyWindow?.firstResponder?.resignFirstResponder()
    lab.app.advance(by: 0.3)
    #expect(textRect(draw(lab), "space") == nil)
  }
}
