import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import Testing

@testable import ResponderTesting

extension SDLRendering {
  /// Recordings that are tests a person would write (issue 44): wheel clicks
  /// merged, waits rounded, logs and `state.*` pinned, and the values pinned
  /// the ones the live session showed.
  @Suite("rlab record: merged wheel clicks, rounded waits, logs and state pinned")
  struct SessionRecorderPinningTests {
    typealias LiveSession = SessionRecorderTests.LiveSession

    @Test("four wheel clicks at one place are one scroll step whose offset is the session's")
    func wheelClicksMerge() throws {
      let s = try LiveSession("prototypes/list.yaml")
      for _ in 0..<4 {
        s.send(.scroll(Point(x: 195, y: 500), delta: Point(x: 0, y: 40)))
        s.idle(0.1)
      }
      s.idle(3)
      let liveOffset = try #require(s.scene.views["inbox"]?.value(forProperty: "contentOffset"))
      let (text, path) = try s.save()
      let scrolls = text.split(separator: "\n").filter { $0.contains("scroll:") }
      #expect(scrolls.count == 1, "\(text)")
      #expect(scrolls.first?.contains("by: [0, 160]") == true, "\(text)")
      #expect(text.contains("inbox.contentOffset: \(liveOffset)"), "live \(liveOffset)\n\(text)")
      let outcomes = SessionRecorderTests.run(path)
      #expect(SessionRecorderTests.allPassed(outcomes), "\(SessionRecorderTests.failures(outcomes))\n\(text)")
    }

    @Test("a pause between steps is written rounded up to a tenth of a second, never to the millisecond")
    func roundedWaits() throws {
      let s = try LiveSession("prototypes/drawer.yaml")
      s.tap(Point(x: 195, y: 240))  // the post
      s.idle(1.237)
      s.tap(Point(x: 195, y: 240))
      s.idle(0.5)
      let (text, path) = try s.save()
      let waits = text.split(separator: "\n").filter { $0.contains("wait:") }.map(String.init)
      #expect(!waits.isEmpty, "\(text)")
      for w in waits {
        let seconds = Double(w.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) ?? -1
        #expect(((seconds * 10).rounded() - seconds * 10).magnitude < 1e-9, "not a tenth: \(w)")
      }
      #expect(waits.contains { $0.hasSuffix("wait: 1.3") }, "\(waits)")
      let outcomes = SessionRecorderTests.run(path)
      #expect(SessionRecorderTests.allPassed(outcomes), "\(SessionRecorderTests.failures(outcomes))\n\(text)")
    }

    @Test("a step's logs and the state it changed are written in its expect")
    func logsAndState() throws {
      let s = try LiveSession("prototypes/drawer.yaml")
      s.tap(Point(x: 195, y: 240))  // the post: logs "opened the post"
      s.idle(0.3)
      s.tap(Point(x: 36, y: 72))  // ☰: opens the drawer, state.drawer: open
      s.idle(1)
      let (text, path) = try s.save()
      #expect(text.contains(#"logs: ["opened the post"]"#), "\(text)")
      #expect(text.contains("state.drawer: \"open\""), "\(text)")
      let outcomes = SessionRecorderTests.run(path)
      #expect(SessionRecorderTests.allPassed(outcomes), "\(SessionRecorderTests.failures(outcomes))\n\(text)")
      // Change what the post logs: the recording fails on the log line.
      try s.change(#"log: "opened the post""#, to: #"log: "opened""#)
      #expect(!SessionRecorderTests.allPassed(SessionRecorderTests.run(path)))
    }

    @Test("a drag's end offset in the script is the one the session showed, not a rewritten swipe's")
    func pinnedValues() throws {
      let s = try LiveSession("scroll.yaml")
      // A fling with the hand's own speed profile, speeding up. Written as
      // `swipe` or `drag` it replays the same way (the list flings, the
      // page changes) but comes to rest elsewhere; before issue 44 the
      // recorder wrote that step and pinned the replay's offset.
      s.finger(.began, Point(x: 195, y: 650))
      for i in 1...12 { s.finger(.moved, Point(x: 195, y: 650 - 6 * Double(i) - Double(i * i) / 4)) }
      s.finger(.ended, Point(x: 195, y: 542))
      s.idle(3)
      let live = try #require(s.scene.views["list"]?.value(forProperty: "contentOffset"))
      let (text, path) = try s.save()
      #expect(text.contains("list.contentOffset: \(live)"), "live \(live)\n\(text)")
      let outcomes = SessionRecorderTests.run(path)
      #expect(SessionRecorderTests.allPassed(outcomes), "\(SessionRecorderTests.failures(outcomes))\n\(text)")
    }
  }
}
