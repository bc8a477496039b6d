internal import CSDL2
import ResponderCore
import Testing

@testable import ResponderSDL

extension SDLRendering {
  /// The finger events of one SDL poll are one input frame (issue 29, item
  /// 4): a run of one phase, each finger once, is one touch event, as UIKit
  /// delivers every touch that changed in a frame in one `UIEvent`.
  @Suite("One poll's fingers, one event") struct TouchFramePoll {
    /// An app whose window has one multi-touch view filling it; returns
    /// the records of `push`'s events after one tick.
    func records(_ push: (SDLEventInjector) throws -> Void) throws -> [DispatchRecord] {
      #expect(SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0)
      defer { SDL_Quit() }
      SDLRuntime.flushEvents()
      let app = Application()
      let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      app.addWindow(window)
      let pad = View(identifier: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
      pad.isMultipleTouchEnabled = true
      window.addSubview(pad)
      var seen: [DispatchRecord] = []
      app.recordObservers.append { seen.append($0) }
      let session = Session(app: app, windowSize: Size(width: 200, height: 200))
      try push(SDLEventInjector(windowSize: Size(width: 200, height: 200)))
      session.tick()
      app.discardRecords()
      return seen
    }

    @Test("two fingers down and two moves in one poll are two events of two touches")
    func grouped() throws {
      let r = try records { inj in
        try inj.finger(0, .began, at: Point(50, 50))
        try inj.finger(1, .began, at: Point(150, 50))
        try inj.finger(0, .moved, at: Point(60, 60))
        try inj.finger(1, .moved, at: Point(140, 60))
      }
      #expect(r.map(\.detail) == ["began", "moved"])
      #expect(r.map(\.frameTouches.count) == [2, 2])
      #expect(r.map { $0.calls.first } == ["pad.touchesBegan(2 touches)", "pad.touchesMoved(2 touches)"])
    }

    @Test("a finger that comes again, or a key between, starts a new event; order is kept")
    func split() throws {
      let r = try records { inj in
        try inj.finger(0, .began, at: Point(50, 50))
        try inj.finger(0, .moved, at: Point(60, 60))
        try inj.finger(0, .moved, at: Point(70, 70))
        _ = try inj.key("a", modifiers: [], down: true)
        try inj.finger(0, .ended, at: Point(70, 70))
      }
      #expect(r.map(\.kind) == [.touch, .touch, .touch, .key, .touch])
      #expect(r.map(\.detail) == ["began", "moved", "moved", "a down", "ended"])
      #expect(r.allSatisfy { $0.frameTouches.isEmpty })
    }
  }
}
