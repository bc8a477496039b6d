import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import ResponderTesting
import Testing

private let figure1 =
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Scenes/figure1.yaml").path

extension SDLRendering {
  /// A failed expectation names what it read.
  @Suite("Failures name what they read") struct FailureMessageTests {
    @Test("a failed undoStack names the undo manager it read and how it was found")
    func undoManagerNamed() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let h = try SceneHarness(path: figure1)
      let noFirstResponder = try h.check("expect: { undoStack: [Paint] }")
      #expect(noFirstResponder.count == 1)
      #expect(
        noFirstResponder.first?.contains(
          "read: the undo manager of `window`, found from the window (there is no first responder)") == true,
        "\(noFirstResponder)")
      try h.send("tap: field\ntype: \"hi\"")
      let typing = try h.check("expect: { undoStack: [] }")
      #expect(
        typing.first?.contains(
          "read: the undo manager of `field`, found walking next from the first responder `field`") == true,
        "\(typing)")
      let named = try h.check("expect: { undoStack: { background: [Typing] } }")
      #expect(
        named.first?.contains("read: the undo manager of `window`, found walking next from `background`")
          == true,
        "\(named)")
    }

    @Test("a failed handledBy after a recognizer took the touch names the recognizer")
    func recognizerNamed() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let h = try SceneHarness(
        yaml: """
          window: { width: 300, height: 300 }
          root:
            controller: main
            view:
              id: root
              subviews:
                - id: card
                  frame: [0, 0, 300, 300]
                  handles: [touches]
                  gestures: [{ id: cardPan, type: pan, action: slide }]
          """)
      // The pan recognizes while the finger moves and cancels the card's
      // touch; the touch's end then visits no responder.
      try h.send("drag: { from: [50, 150], to: [250, 150], duration: 0.3 }")
      let failures = try h.check("expect: { handledBy: card }")
      #expect(failures.count == 1)
      #expect(
        failures.first?.contains(
          "(no responder was visited): the touch went to the gesture recognizer `cardPan`, which recognized")
          == true,
        "\(failures)")
    }
  }
}
