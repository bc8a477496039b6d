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

  /// iOS's keyboard moves the key highlight to the key under a finger that
  /// slides across the keys (its observed behaviour; see `KeyboardKey`).
  @Test("the highlight is drawn on the key under a sliding finger, not the key it went down on")
  func highlightFollowsSlide() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(195, 82)
    lab.app.advance(by: 0.3)
    let kb = try #require(lab.app.keyboard)
    let h = try #require(kb.descendant(withIdentifier: "key-h")).frameInWindow
    let j = try #require(kb.descendant(withIdentifier: "key-j")).frameInWindow
    let f = lab.down(h.midX, h.midY)
    lab.move(f, h.midX + 12, h.midY)
    lab.move(f, j.midX, j.midY)
    let highlight = Color(r: 0, g: 0, b: 0, a: 40)
    let shaded = draw(lab).compactMap { item -> Rect? in
      if case .fill(let r, let c, _) = item, c == highlight { return r }
      return nil
    }
    #expect(shaded == [j])
    lab.up(f, j.midX, j.midY)
    #expect(lab.scene.views["field"].flatMap { $0.value(forProperty: "text") } == .string("j"))
  }

  @Test("the event log and the hit-test panel show a key's touch going to the key in the keyboard's window")
  func keyTouchInPanels() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(195, 82)
    lab.app.advance(by: 0.3)
    let key = try #require(lab.app.keyboard?.descendant(withIdentifier: "key-q"))
    let p = key.frameInWindow.center
    lab.tap(p.x, p.y)
    let m = lab.model
    #expect(m.hitRows.first?.id == "keyboardWindow")
    #expect(m.hitRows.filter(\.isHitView).map(\.id) == ["key-q"])
    let t = texts(OverlayLayout(sceneSize: Size(width: 390, height: 844), panels: [.log]).sidebar(m))
    #expect(t.contains { $0.contains("touch ended") && $0.hasSuffix("→ key-q") })
    #expect(lab.scene.views["field"].flatMap { $0.value(forProperty: "text") } == .string("q"))
  }
}
