import ResponderCore
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// `rlab run`'s window on the Settings prototype, the password field
  /// first responder, and a back swipe made with the mouse from the
  /// scene's left edge, in window points. UIKit moves the keyboard with an
  /// interactive pop (`UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`
  /// keeps it in step with the transition): it follows the outgoing view,
  /// leaves with it when the pop completes (the field resigns) and comes
  /// back with it when the swipe is cancelled. Before the fix the keyboard
  /// stayed put and the field stayed first responder after the pop.
  @Suite("The live window's keyboard during a back swipe")
  struct LiveBackSwipeKeyboardTests {
    /// Opens the password screen and waits for the keyboard.
    func openPassword(_ h: LiveHarness) throws {
      h.click(try h.windowPoint(of: "wifiRow"))
      h.tick(60)
      h.click(try h.windowPoint(of: "homeRow"))
      h.tick(60)
      #expect(h.app.keyboard?.phase == .shown)
    }

    /// A scene point, in window points.
    func at(_ h: LiveHarness, _ x: Double, _ y: Double) -> Point {
      h.layout.toWindow(Point(x: x, y: y))
    }

    @Test("the keyboard follows the swiped view sideways and leaves with it when the pop completes")
    func followsAndLeaves() throws {
      try withLiveWindow("prototypes/settings.yaml") { h in
        try openPassword(h)
        let join = try #require(h.stage.scene.views["joinView"])
        let kb = try #require(h.app.keyboard)
        h.down(at(h, 3, 400))
        for x in stride(from: 20.0, through: 200, by: 30) { h.drag(at(h, x, 400)) }
        #expect(join.frame.minX > 150)
        #expect(abs(kb.frame.minX - join.frame.minX) < 0.001)
        #expect(kb.frame.minY == kb.restingFrame.minY)
        h.drag(at(h, 300, 400))
        h.tick(36)
        h.up(at(h, 300, 400))
        #expect(h.app.keyWindow?.firstResponder == nil)
        #expect(kb.phase == .hiding)
        var rightmost = kb.frame.minX
        for _ in 0..<60 {
          h.tick()
          rightmost = max(rightmost, kb.frame.minX)
        }
        #expect(rightmost >= kb.restingFrame.width)
        #expect(kb.phase == .hidden)
      }
    }

    @Test("a cancelled swipe brings the keyboard back with the view")
    func returnsWhenCancelled() throws {
      try withLiveWindow("prototypes/settings.yaml") { h in
        try openPassword(h)
        let join = try #require(h.stage.scene.views["joinView"])
        let kb = try #require(h.app.keyboard)
        h.down(at(h, 3, 400))
        for x in stride(from: 20.0, through: 100, by: 20) { h.drag(at(h, x, 400)) }
        let moved = kb.frame.minX
        #expect(moved > 50)
        #expect(abs(moved - join.frame.minX) < 0.001)
        h.tick(36)
        h.up(at(h, 100, 400))
        h.tick(60)
        #expect(kb.phase == .shown)
        #expect(kb.frame == kb.restingFrame)
        #expect(h.app.keyWindow?.firstResponder === h.stage.scene.views["password"])
      }
    }
  }
}
