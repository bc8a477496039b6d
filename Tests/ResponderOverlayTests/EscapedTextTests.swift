import ResponderCore
import Testing

@testable import ResponderOverlay

/// The overlay shows the scene's text (log lines, undo names, typed text)
/// one line per entry: a newline in it is escaped, never a line of its own.
@Suite("Escaped scene text in the overlay")
struct EscapedTextTests {
  @Test("a log line and an undo name with a newline stay one line, escaped")
  func logAndUndo() throws {
    let lab = try OverlayLab(
      """
      window: { width: 300, height: 400 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - id: box
              frame: [0, 0, 300, 400]
              on:
                touchesEnded:
                  - log: "one\\n#9  touch ended (1, 1) → forged"
                  - { set: { box.alpha: 0.5 }, undo: "Paint\\nforged" }
      """)
    lab.tap(50, 50)
    let m = lab.model
    #expect(m.log.last?.logs == ["one\\u{A}#9  touch ended (1, 1) → forged"])
    #expect(m.undo?.undo == ["Paint\\u{A}forged"])
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.log]).sidebar(m))
    #expect(!t.contains { $0.hasPrefix("#9  touch ended (1, 1) → forged") })
  }
}
