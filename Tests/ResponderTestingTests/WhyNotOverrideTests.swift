import ResponderCore
import ResponderScene
import Testing

@testable import ResponderTesting

/// Takes touches only in its left half: a `point(inside:with:)` override.
private final class LeftHalf: View, SceneConstructible {
  required init() { super.init() }
  override func point(inside point: Point, with event: Event?) -> Bool {
    point.x < bounds.width / 2 && super.point(inside: point, with: event)
  }
}

/// Why-not texts name the rule that answered, as the overlay does: a Swift
/// subclass's `point(inside:with:)` override is the rule when it disagrees
/// with the bounds (UIView.point(inside:with:), "Returns a Boolean value
/// indicating whether the receiver contains the specified point" — the
/// method a subclass overrides to change its hit area).
@Suite("Why-not texts and Swift overrides")
struct WhyNotOverrideTests {
  @Test("a failed hitView names the point(inside:) override that said no, not the bounds")
  func pointInsideOverride() throws {
    var types = SceneTypes()
    types.register(LeftHalf.self, as: "LeftHalf")
    //     window 200×200
    //     └─ root
    //        └─ half [0, 0, 100, 100]  LeftHalf: inside only for x < 50
    //           └─ dot [60, 10, 30, 30]  (in half's right half: unreachable)
    let doc = try SceneLoader.parse(
      text: """
        window: { width: 200, height: 200 }
        root:
          controller: c
          view:
            id: root
            subviews:
              - { id: half, type: LeftHalf, frame: [0, 0, 100, 100], subviews: [{ id: dot, frame: [60, 10, 30, 30] }] }
        """, file: "s.yaml", baseDirectory: ".", types: types
    ).get()
    let ctx = TestContext.fresh(doc, types: types)
    let finger = FingerID(device: 1, finger: 0)
    ctx.scene.app.handle(.touch(finger, .began, Point(x: 75, y: 25)))
    ctx.scene.app.handle(.touch(finger, .ended, Point(x: 75, y: 25)))
    let why = ctx.whyNotHit("dot")
    #expect(why.contains("the point [75, 25] is [75, 25] in its ancestor `half`'s coordinates"))
    #expect(why.contains("where the point(inside:with:) override of its class LeftHalf said no"))
    #expect(!why.contains("outside its bounds"))
  }
}
