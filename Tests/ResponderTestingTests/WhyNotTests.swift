import Foundation
import Testing

/// A failed `hitView`, `handledBy`, `chain` or `actionHandledBy` says why,
/// naming the rule of the seeds that made the difference.
@Suite("why-not explanations")
struct WhyNotTests {
  //   window 300 × 300
  //   └─ root
  //      ├─ hiddenBox [0, 0, 100, 100] hidden        └─ inHidden [10, 10, 50, 50]
  //      ├─ off       [100, 0, 100, 100] no interaction └─ inOff  [10, 10, 50, 50]
  //      ├─ faint     [200, 0, 100, 100] alpha 0     └─ inFaint  [10, 10, 50, 50]
  //      ├─ small     [0, 100, 50, 50]               └─ sticking [60, 0, 30, 30] (window [60, 100, 30, 30])
  //      ├─ under     [0, 200, 100, 100]
  //      └─ over      [0, 200, 100, 100] (in front of under)
  static let scene = """
    window: { width: 300, height: 300 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - { id: hiddenBox, frame: [0, 0, 100, 100], hidden: true, subviews: [{ id: inHidden, frame: [10, 10, 50, 50] }] }
          - { id: off, frame: [100, 0, 100, 100], userInteractionEnabled: false, subviews: [{ id: inOff, frame: [10, 10, 50, 50] }] }
          - { id: faint, frame: [200, 0, 100, 100], alpha: 0, subviews: [{ id: inFaint, frame: [10, 10, 50, 50] }] }
          - { id: small, frame: [0, 100, 50, 50], subviews: [{ id: sticking, frame: [60, 0, 30, 30] }] }
          - { id: under, frame: [0, 200, 100, 100] }
          - { id: over, frame: [0, 200, 100, 100] }
    """

  func explain(_ target: String) throws -> String {
    let dir = try temporaryFolder("whynot")
    try write(Self.scene, to: "s.yaml", in: dir)
    let script = try write(
      "scene: s.yaml\ntests:\n  - name: t\n    steps:\n      - tap: \(target)\n      - expect: { hitView: \(target) }\n",
      to: "t.test.yaml", in: dir)
    let r = try rlab(["test", script])
    #expect(r.code == 1)
    return r.out
  }

  @Test("a hidden ancestor")
  func hidden() throws {
    #expect(
      try explain("inHidden").contains("why: its ancestor `hiddenBox` is hidden, so hit-testing skips it"))
  }

  @Test("an interaction-disabled ancestor")
  func disabled() throws {
    #expect(try explain("inOff").contains("why: its ancestor `off` has userInteractionEnabled false"))
  }

  @Test("a transparent ancestor")
  func transparent() throws {
    #expect(try explain("inFaint").contains("why: its ancestor `faint` has alpha 0 (below 0.01)"))
  }

  @Test("an ancestor whose bounds the point is outside, with the point in its coordinates")
  func outside() throws {
    #expect(
      try explain("sticking").contains(
        "why: the point [75, 115] is [75, 15] in its ancestor `small`'s coordinates, outside its bounds [0, 0, 50, 50]"
      ))
  }

  @Test("a sibling in front takes the point")
  func siblingInFront() throws {
    #expect(
      try explain("under").contains(
        "why: `over` is in front of `under` in `root` (subview 6 of 6, tried first)"))
  }

  @Test("handledBy lists each hop of the chain with its verdict")
  func chainHops() throws {
    let r = try rlab(["test", fixtures + "/failing.test.yaml"])
    #expect(r.out.contains("1. label: does not handle touches → next is `background`"))
    #expect(r.out.contains("7. appDelegate: does not handle touches, and has no next responder: discarded"))
  }

  @Test("actionHandledBy lists who implements the action")
  func actionHops() throws {
    let r = try rlab(["test", fixtures + "/failing.test.yaml"])
    #expect(r.out.contains("hops of `submit` (nil target: from the first responder up the chain):"))
    #expect(r.out.contains("2. background: does not implement `submit` → next"))
    #expect(r.out.contains("4. main: implements `submit`: performed it"))
  }

  /// A shake is two motion events, `motionBegan` then `motionEnded`, each
  /// its own walk (UIResponder's motion methods); a failed `handledBy` after
  /// a `shake` step explains the last one, not both joined into one walk.
  @Test("handledBy after a shake lists one motion walk, motionEnded's")
  func shakeHops() throws {
    let dir = try temporaryFolder("whynot-shake")
    try write(Self.scene, to: "s.yaml", in: dir)
    let script = try write(
      "scene: s.yaml\ntests:\n  - name: t\n    steps:\n      - shake:\n      - expect: { handledBy: root }\n",
      to: "t.test.yaml", in: dir)
    let r = try rlab(["test", script])
    #expect(r.code == 1)
    #expect(r.out.contains("hops of the last motion event (motionEnded):"))
    // No first responder: the motion starts at the window and is discarded
    // at the application, two hops, each listed once.
    #expect(r.out.contains("1. window: does not handle motion → next is `application`"))
    #expect(r.out.contains("2. application: does not handle motion, and has no next responder: discarded"))
    #expect(!r.out.contains("3. "))
  }
}
