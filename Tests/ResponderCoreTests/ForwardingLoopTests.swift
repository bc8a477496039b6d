import ResponderScene
import Testing

@testable import ResponderCore

/// UIKit's default event methods forward to `next`
/// (`next?.touchesBegan(touches, with: event)`; UIResponder: "If the first
/// responder is unable to handle an event, it forwards it to its next
/// responder"). Here one loop walks the chain and each hop hands its
/// forward back to it (`EventForwarding.forward`): these pin what a hop's
/// own code may do in the middle of that loop.
@Suite("The forwarding loop")
struct ForwardingLoopTests {
  /// A view whose `touchesBegan` first shakes itself (a motion message of
  /// its own, with no event), then calls `super`.
  final class Shaker: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      motionBegan(.motionShake, with: nil)
      super.touchesBegan(touches, with: event)
    }
  }

  /// leaf › shaker › root: the walk of `touchesBegan` from leaf calls
  /// shaker in the middle of its loop.
  @Test(
    "a hop that sends another message from inside the loop: that message walks on its own, the touch goes on")
  func otherMessageInsideALoop() {
    let h = Harness()
    let shaker = h.add(Shaker(identifier: "shaker", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    h.add(View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: shaker)
    var motions: [String] = []
    h.root.sceneOverrides.eventReactions["motionBegan"] = { _ in motions.append("root") }
    h.root.handledEvents = [.motion]
    h.down(Point(20, 20))
    #expect(motions == ["root"], "the shake walked from shaker to root, which handles motion")
    let began = h.takeCalls().filter { $0.hasSuffix(".touchesBegan") }
    #expect(
      began == [
        "leaf.touchesBegan", "shaker.touchesBegan", "root.touchesBegan", "main.touchesBegan",
        "window.touchesBegan", "application.touchesBegan", "appDelegate.touchesBegan",
      ])
  }

  /// A responder whose override calls `super` with other touches.
  final class Narrower: Responder {
    var sent: Set<Touch> = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      super.touchesBegan(sent, with: event)
    }
  }

  /// A responder that records the touches each `touchesBegan` carried.
  final class Sink: Responder {
    var received: [Int] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { received.append(touches.count) }
  }

  @Test(
    "a message with no event goes up the chain in the loop, and an override's super call hands on its own touches"
  )
  func noEventAndOtherTouches() {
    let start = Responder(identifier: "start")
    let narrower = Narrower(identifier: "narrower")
    let sink = Sink(identifier: "sink")
    start.sceneOverrides.nextResponder = narrower
    narrower.sceneOverrides.nextResponder = sink
    let one = Touch(finger: FingerID(device: 1, finger: 1), location: .zero, timestamp: 0)
    let two = Touch(finger: FingerID(device: 1, finger: 2), location: .zero, timestamp: 0)
    narrower.sent = [one]
    start.touchesBegan([one, two], with: nil)
    #expect(sink.received == [1])
    #expect(narrower.awaitsHandOver == nil && narrower.handedOver == nil, "the loop put the hop's state back")
  }

  @Test("a message with no event walks a chain of 3,000 plain responders to its end, once")
  func longChainWithoutEvent() {
    var chain = [Responder(identifier: "r0")]
    for i in 1..<3000 {
      let r = Responder(identifier: "r\(i)")
      chain[i - 1].sceneOverrides.nextResponder = r
      chain.append(r)
    }
    let sink = Sink(identifier: "sink")
    chain[chain.count - 1].sceneOverrides.nextResponder = sink
    chain[0].touchesBegan([], with: nil)
    #expect(sink.received == [0])
    #expect(chain.allSatisfy { $0.awaitsHandOver == nil && $0.handedOver == nil })
  }
}
