import Testing

@testable import ResponderCore

/// Touch objects and their delivery.
///
///     window 400×800
///     └─ root
///        ├─ pad  [0, 0, 200, 200]      (a TouchLogView)
///        └─ side [200, 0, 200, 200]    (a TouchLogView)
@Suite("Touches")
struct TouchTests {
  func pads() -> (Harness, TouchLogView, TouchLogView) {
    let h = Harness()
    let pad = h.add(TouchLogView(identifier: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let side = h.add(TouchLogView(identifier: "side", frame: Rect(x: 200, y: 0, width: 200, height: 200)))
    return (h, pad, side)
  }

  @Test("each touch gets the recognizers of its view and ancestors as they are when it begins")
  func recognizersPerTouch() {
    let (h, pad, side) = pads()
    let rootTap = h.attach(TapGestureRecognizer(identifier: "rootTap"), to: h.root)
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.window)
    func recognizers(ofTouchIn view: TouchLogView) -> [String] {
      view.log.last.map { $0.touches[0].gestureRecognizers.map(\.identifier) } ?? []
    }
    // The same place twice: the same list, nearest first.
    h.tap(Point(50, 50))
    #expect(recognizers(ofTouchIn: pad) == ["rootTap", "pan"])
    h.wait(1)
    h.tap(Point(50, 50))
    #expect(recognizers(ofTouchIn: pad) == ["rootTap", "pan"])
    // A recognizer added on the way, one disabled, a delegate that refuses:
    // the next touch's list follows each change.
    let padTap = h.attach(TapGestureRecognizer(identifier: "padTap"), to: pad)
    h.wait(1)
    h.tap(Point(50, 50))
    #expect(recognizers(ofTouchIn: pad) == ["padTap", "rootTap", "pan"])
    rootTap.isEnabled = false
    h.wait(1)
    h.tap(Point(60, 60))
    #expect(recognizers(ofTouchIn: pad) == ["padTap", "pan"])
    let answers = DeclaredGestureAnswers()
    answers.ignoredViews = [Weak(pad)]
    pan.delegate = answers
    h.wait(1)
    h.tap(Point(50, 50))
    #expect(recognizers(ofTouchIn: pad) == ["padTap"])
    // Another view: its own path.
    h.wait(1)
    h.tap(Point(250, 50))
    #expect(recognizers(ofTouchIn: side) == ["pan"])
    padTap.removeFromView()
    h.wait(1)
    h.tap(Point(50, 50))
    #expect(recognizers(ofTouchIn: pad) == [])
  }

  @Test("one finger is one Touch object from down to up")
  func identity() {
    let (h, pad, _) = pads()
    h.down(Point(50, 50))
    h.move(Point(60, 50))
    h.move(Point(70, 50))
    h.up(Point(70, 50))
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
    let first = pad.log[0].touches[0]
    #expect(pad.log.allSatisfy { $0.touches.count == 1 && $0.touches[0] === first })
    #expect(first.phase == .ended)
  }

  @Test("a touch keeps the view it began in when it moves out")
  func keepsView() {
    let (h, pad, side) = pads()
    h.down(Point(150, 50))
    h.move(Point(300, 50))  // over side now
    h.up(Point(300, 50))
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved", "touchesEnded"])
    #expect(side.log.isEmpty)
    #expect(pad.log[2].touches[0].view === pad)
    #expect(pad.log[2].locations[0] == Point(300, 50))
  }

  @Test("location and previousLocation follow the finger in the view's coordinates")
  func locations() {
    let (h, _, side) = pads()
    h.down(Point(250, 40))
    h.move(Point(260, 45))
    #expect(side.log[0].locations == [Point(50, 40)])
    #expect(side.log[1].locations == [Point(60, 45)])
    #expect(side.log[1].previousLocations == [Point(50, 40)])
    let touch = side.log[1].touches[0]
    #expect(touch.location(in: nil) == Point(260, 45))
    #expect(touch.previousLocation(in: nil) == Point(250, 40))
    #expect(touch.location(in: h.root) == Point(260, 45))
  }

  @Test("quick taps in one place count up tapCount; slow or distant ones start again")
  func tapCount() {
    let (h, pad, _) = pads()
    h.tap(Point(50, 50))
    h.wait(0.15)
    h.tap(Point(52, 50))
    h.wait(0.15)
    h.tap(Point(50, 52))
    h.wait(0.6)
    h.tap(Point(50, 50))
    h.wait(0.1)
    h.tap(Point(150, 150))
    let counts = pad.log.filter { $0.method == "touchesBegan" }.map { $0.touches[0].tapCount }
    #expect(counts == [1, 2, 3, 1, 1])
  }

  @Test("a second touch in a single-touch view goes to no responder")
  func singleTouchView() {
    let (h, pad, _) = pads()
    h.down(Point(50, 50), finger: 0)
    #expect(h.takeCalls().first == "pad.touchesBegan")
    h.down(Point(100, 100), finger: 1)
    #expect(h.app.lastEventRecord?.hitView === pad)
    #expect(h.app.lastEventRecord?.chain.isEmpty == true)
    #expect(h.app.lastEventRecord?.handledBy == nil)
    h.move(Point(110, 100), finger: 1)
    h.up(Point(110, 100), finger: 1)
    #expect(h.takeCalls().isEmpty)
    h.up(Point(50, 50), finger: 0)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesEnded"])
    #expect(pad.log.allSatisfy { $0.touches[0].finger == h.finger(0) })
  }

  @Test("a multiple-touch view gets every touch")
  func multipleTouchView() {
    let (h, pad, _) = pads()
    pad.isMultipleTouchEnabled = true
    h.down(Point(50, 50), finger: 0)
    h.down(Point(100, 100), finger: 1)
    h.up(Point(100, 100), finger: 1)
    h.up(Point(50, 50), finger: 0)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesBegan", "touchesEnded", "touchesEnded"])
    #expect(pad.log.map { $0.touches[0].finger.finger } == [0, 1, 1, 0])
  }

  @Test("after the first touch ends a single-touch view takes a new one")
  func singleTouchAgain() {
    let (h, pad, _) = pads()
    h.tap(Point(50, 50))
    h.tap(Point(60, 60), finger: 1)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesEnded", "touchesBegan", "touchesEnded"])
  }

  @Test("recognizers still get a touch that no responder gets")
  func recognizersNotLimited() {
    let (h, pad, _) = pads()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    pinch.cancelsTouchesInView = false
    h.twoFingers(at: Point(100, 100), radius: 40, scale: 2, lift: false)
    #expect(pinch.state == .changed)
    #expect(pinch.scale > 1.9)
    #expect(pad.log.allSatisfy { $0.touches.allSatisfy { $0.finger == h.finger(0) } })
    h.up(Point(20, 100), finger: 0)
    h.up(Point(180, 100), finger: 1)
    expectSettled([pinch])
  }

  @Test("an interruption cancels every active touch exactly once per view")
  func interruption() {
    let (h, pad, side) = pads()
    h.down(Point(50, 50), finger: 0)
    h.down(Point(250, 50), finger: 1)
    h.move(Point(60, 50), finger: 0)
    _ = h.takeCalls()
    h.app.handle(.interruption("focusLost"))
    #expect(pad.log.filter { $0.method == "touchesCancelled" }.count == 1)
    #expect(side.log.filter { $0.method == "touchesCancelled" }.count == 1)
    #expect(pad.log.last?.touches.first?.phase == .cancelled)
    #expect(h.window.activeTouches.isEmpty)
    let calls = h.takeCalls()
    #expect(calls.filter { $0 == "pad.touchesCancelled" }.count == 1)
    #expect(calls.contains("appDelegate.touchesCancelled"))  // unhandled: forwarded up the chain
    #expect(h.app.lastEventRecord?.kind == .interruption)
    // A second interruption and the fingers lifting later change nothing.
    h.app.handle(.interruption("background"))
    h.up(Point(60, 50), finger: 0)
    h.up(Point(250, 50), finger: 1)
    #expect(pad.log.count == 3)
    #expect(side.log.count == 2)
    #expect(h.takeCalls().isEmpty)
  }

  @Test("malformed input is dropped and counted")
  func malformed() {
    let (h, pad, _) = pads()
    h.down(Point(.nan, 10))
    h.down(Point(10, .infinity))
    h.up(Point(10, 10), finger: 3)  // up without down
    h.move(Point(10, 10), finger: 4)  // move without down
    #expect(h.app.droppedInputCount == 4)
    h.down(Point(10, 10), finger: 0)
    h.down(Point(20, 20), finger: 0)  // duplicate down
    #expect(h.app.droppedInputCount == 5)
    h.move(Point(.nan, .nan), finger: 0)
    #expect(h.app.droppedInputCount == 6)
    h.up(Point(10, 10), finger: 0)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesEnded"])
    #expect(h.records.filter { $0.kind == .touch }.count == 2)
  }

  @Test("the event carries the changed touch and every touch on the screen")
  func eventTouches() {
    let h = Harness()
    final class Probe: View {
      var seen: [(changed: Int, all: Int, mine: Int)] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        seen.append((event!.changedTouches.count, event!.allTouches.count, event!.touches(for: self).count))
        super.touchesBegan(touches, with: event)
      }
    }
    let a = h.add(Probe(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    h.add(View(identifier: "b", frame: Rect(x: 100, y: 0, width: 100, height: 100)))
    h.down(Point(150, 50), finger: 0)
    h.down(Point(50, 50), finger: 1)
    #expect(a.seen.count == 1)
    #expect(a.seen[0].changed == 1 && a.seen[0].all == 2 && a.seen[0].mine == 1)
  }
}
