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
}
