import ResponderCore
import Testing

@testable import ResponderOverlay

@Suite("Event log lines")
struct EventLogLineTests {
  @Test("a drag's moves share one line with their numbers and count; other events keep their own")
  func movesShareALine() throws {
    let lab = try OverlayLab(labScene)
    let f = lab.down(80, 80)
    for i in 1...5 { lab.move(f, 80 + Double(i), 80) }
    lab.up(f, 85, 80)
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.log]).sidebar(lab.model))
    #expect(t.contains("#2–6  touch moved ×5, last (85, 80) → box"))
    #expect(t.contains("#7  touch ended (85, 80) → box"))
    #expect(t.contains("#1  touch began (80, 80) → box"))
  }

  @Test("fingers that changed in one frame are one line and one title that say how many touches")
  func fingersTogether() throws {
    let lab = try OverlayLab(labScene)
    let a = FingerID(device: 1, finger: 0)
    let b = FingerID(device: 1, finger: 1)
    lab.app.handleTouches([TouchChange(a, .began, Point(40, 40)), TouchChange(b, .began, Point(90, 90))])
    lab.app.handleTouches([TouchChange(a, .moved, Point(45, 40)), TouchChange(b, .moved, Point(95, 90))])
    let m = lab.model
    #expect(m.eventTitle == "touch moved, 2 touches at (45, 40), (95, 90)")
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.log]).sidebar(m))
    #expect(t.contains("#2  touch moved (2 touches) (45, 40) → box"))
    #expect(t.contains("#1  touch began (2 touches) (40, 40) → box"))
  }

  @Test("a modifier pressed alone (lctrl down, lctrl up) is the first log line to go for room")
  func loneModifiersGoFirst() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    for _ in 0..<40 {
      lab.app.handle(.key(Key("lctrl"), [.control], down: true))
      lab.app.handle(.key(Key("q"), [.control], down: true))
      lab.app.handle(.key(Key("q"), [.control], down: false))
      lab.app.handle(.key(Key("lctrl"), [], down: false))
    }
    // A short sidebar: the log cannot keep all 162 events.
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 260), panels: [.log]).sidebar(lab.model))
    #expect(t.contains { $0.hasSuffix("not shown") }, "the log was cut: \(t)")
    // Every meaningful event the model holds is shown; only modifiers went.
    let meaningful = lab.model.log.filter { !$0.loneModifier }.map { "#\($0.number)  " }
    #expect(!meaningful.isEmpty)
    for m in meaningful {
      #expect(t.contains { $0.hasPrefix(m) }, "\(m) was dropped while a modifier stayed: \(t)")
    }
  }
}
