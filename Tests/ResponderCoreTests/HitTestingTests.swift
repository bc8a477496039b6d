import Testing

@testable import ResponderCore

@Suite("Hit-testing")
struct HitTestingTests {
  /// The tree most tests use:
  ///
  ///     window 400×800
  ///     └─ root (fills the window)
  ///        └─ box    [100, 100, 200, 200]
  ///           └─ child [50, 50, 100, 100]   → window rect (150,150)–(250,250)
  ///
  ///     (200, 200) is inside child; (120, 120) is inside box only.
  func boxAndChild() -> (Harness, View, View) {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 100, y: 100, width: 200, height: 200)))
    let child = h.add(View(identifier: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100)), to: box)
    return (h, box, child)
  }

  @Test("the deepest view containing the point is hit")
  func deepestView() {
    let (h, box, child) = boxAndChild()
    #expect(h.window.hitTest(Point(200, 200), with: nil) === child)
    #expect(h.window.hitTest(Point(120, 120), with: nil) === box)
    #expect(h.window.hitTest(Point(10, 10), with: nil) === h.root)
  }

  @Test("a hidden view is skipped with its subtree")
  func hidden() {
    let (h, box, _) = boxAndChild()
    box.isHidden = true
    #expect(h.window.hitTest(Point(200, 200), with: nil) === h.root)
  }

  @Test("a view with user interaction disabled is skipped with its subtree")
  func interactionDisabled() {
    let (h, box, _) = boxAndChild()
    box.isUserInteractionEnabled = false
    #expect(h.window.hitTest(Point(200, 200), with: nil) === h.root)
  }

  @Test("alpha below 0.01 is skipped with its subtree")
  func transparent() {
    let (h, box, _) = boxAndChild()
    box.alpha = 0.009
    #expect(h.window.hitTest(Point(200, 200), with: nil) === h.root)
  }

  @Test("alpha of exactly 0.01 is not skipped")
  func alphaThreshold() {
    let (h, box, child) = boxAndChild()
    box.alpha = 0.01
    child.alpha = 0.01
    #expect(h.window.hitTest(Point(200, 200), with: nil) === child)
  }

  /// A subview sticking out of its superview, which does not clip:
  ///
  ///     root
  ///     └─ box [100, 100, 200, 200]           (clipsToBounds false)
  ///        └─ out [150, 150, 100, 100]  → window (250,250)–(350,350)
  ///
  ///     (320, 320) is inside out's frame but outside box: nothing under box is tried.
  @Test("a point outside a view's bounds skips its subtree even without clipping")
  func outsideSkipsSubtree() {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 100, y: 100, width: 200, height: 200)))
    let out = h.add(View(identifier: "out", frame: Rect(x: 150, y: 150, width: 100, height: 100)), to: box)
    #expect(box.clipsToBounds == false)
    #expect(h.window.hitTest(Point(320, 320), with: nil) === h.root)
    // The part of out that lies inside box is still reachable.
    #expect(h.window.hitTest(Point(280, 280), with: nil) === out)
  }

  @Test("the right and bottom edges are outside, the left and top edges inside")
  func edges() {
    let (h, box, child) = boxAndChild()
    #expect(h.window.hitTest(Point(150, 150), with: nil) === child)
    #expect(h.window.hitTest(Point(250, 200), with: nil) === box)
    #expect(h.window.hitTest(Point(200, 250), with: nil) === box)
  }

  /// Two overlapping siblings; `front` was added last:
  ///
  ///     root
  ///     ├─ back  [0, 0, 200, 200]
  ///     └─ front [100, 100, 200, 200]     overlap (100,100)–(200,200)
  @Test("the front-most sibling wins where siblings overlap")
  func frontMostWins() {
    let h = Harness()
    let back = h.add(View(identifier: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let front = h.add(View(identifier: "front", frame: Rect(x: 100, y: 100, width: 200, height: 200)))
    #expect(h.window.hitTest(Point(150, 150), with: nil) === front)
    #expect(h.window.hitTest(Point(50, 50), with: nil) === back)
    h.root.bringSubviewToFront(back)
    #expect(h.window.hitTest(Point(150, 150), with: nil) === back)
    front.isHidden = false
    back.isHidden = true
    #expect(h.window.hitTest(Point(150, 150), with: nil) === front)
  }

  /// A scrolled container (bounds origin (0, 100)), as a scroll view is:
  ///
  ///     root
  ///     └─ scroller [0, 0, 200, 200], bounds origin (0, 100)
  ///        └─ row [0, 100, 200, 50]   → window (0,0)–(200,50)
  ///        └─ lower [0, 250, 200, 50] → window (0,150)–(200,200)
  @Test("a bounds origin offsets the subviews' coordinates")
  func boundsOrigin() {
    let h = Harness()
    let scroller = h.add(View(identifier: "scroller", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    scroller.bounds.origin = Point(0, 100)
    let row = h.add(View(identifier: "row", frame: Rect(x: 0, y: 100, width: 200, height: 50)), to: scroller)
    let lower = h.add(
      View(identifier: "lower", frame: Rect(x: 0, y: 250, width: 200, height: 50)), to: scroller)
    #expect(h.window.hitTest(Point(10, 10), with: nil) === row)
    #expect(h.window.hitTest(Point(10, 160), with: nil) === lower)
    #expect(h.window.hitTest(Point(10, 100), with: nil) === scroller)
    #expect(row.convert(Point(10, 10), from: nil) == Point(10, 10))
    #expect(scroller.convert(Point(10, 10), from: nil) == Point(10, 110))
  }

  /// A view scaled 2× about its centre:
  ///
  ///     root
  ///     └─ big: frame [150, 150, 100, 100] before the transform; scaled 2×
  ///        it covers (100,100)–(300,300)
  ///        └─ dot [0, 0, 10, 10]  → window (100,100)–(120,120)
  @Test("a transform is inverted when converting into a subview")
  func transformConversion() {
    let h = Harness()
    let big = h.add(View(identifier: "big", frame: Rect(x: 150, y: 150, width: 100, height: 100)))
    let dot = h.add(View(identifier: "dot", frame: Rect(x: 0, y: 0, width: 10, height: 10)), to: big)
    big.transform = AffineTransform(scale: 2)
    #expect(h.window.hitTest(Point(110, 110), with: nil) === dot)
    #expect(h.window.hitTest(Point(125, 125), with: nil) === big)
    #expect(h.window.hitTest(Point(290, 290), with: nil) === big)
    #expect(h.window.hitTest(Point(310, 310), with: nil) === h.root)
    #expect(big.convert(Point(110, 110), from: nil) == Point(5, 5))
    #expect(big.frame == Rect(x: 100, y: 100, width: 200, height: 200))
  }

  @Test("a view rotated a quarter turn is hit where it lies on screen")
  func rotation() {
    let h = Harness()
    // A 200×20 bar rotated 90° about its centre (200, 200) stands upright:
    // it covers x 190–210, y 100–300.
    let bar = h.add(View(identifier: "bar", frame: Rect(x: 100, y: 190, width: 200, height: 20)))
    bar.transform = AffineTransform(scale: 1, rotation: Double.pi / 2)
    #expect(h.window.hitTest(Point(200, 120), with: nil) === bar)
    #expect(h.window.hitTest(Point(120, 200), with: nil) === h.root)
    let local = bar.convert(Point(200, 120), from: nil)
    #expect(abs(local.x - 20) < 1e-9 && abs(local.y - 10) < 1e-9)
  }

  /// The record of one touch:
  ///
  ///     window
  ///     └─ root
  ///        ├─ hidden [0, 0, 400, 400]      (hidden)
  ///        ├─ clear  [0, 0, 400, 400]      (alpha 0)
  ///        ├─ box    [100, 100, 200, 200]
  ///        │  └─ child [50, 50, 100, 100]
  ///        ├─ far    [300, 600, 50, 50]    (outside the point)
  ///        └─ off    [0, 0, 400, 400]      (interaction disabled, front-most)
  ///
  ///     A touch at (200, 200) visits front to back: off is skipped, far is
  ///     outside, box is inside, child is inside and is the hit view; hidden
  ///     and clear, behind box, are never reached.
  @Test("the record lists every visit with inside and the skip reason, and the hit path")
  func record() {
    let h = Harness()
    let hidden = h.add(View(identifier: "hidden", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    hidden.isHidden = true
    let clear = h.add(View(identifier: "clear", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    clear.alpha = 0
    let box = h.add(View(identifier: "box", frame: Rect(x: 100, y: 100, width: 200, height: 200)))
    h.add(View(identifier: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100)), to: box)
    h.add(View(identifier: "far", frame: Rect(x: 300, y: 600, width: 50, height: 50)))
    let off = h.add(View(identifier: "off", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    off.isUserInteractionEnabled = false

    h.down(Point(200, 200))
    let record = try! #require(h.app.lastEventRecord)
    let visits = record.hitTest.map {
      "\($0.view.identifier) \($0.inside) \($0.skipped?.rawValue ?? "-") \($0.depth)"
    }
    #expect(
      visits == [
        "window true - 0", "root true - 1", "off false interactionDisabled 2", "far false outside 2",
        "box true - 2", "child true - 3",
      ])
    #expect(record.hitView?.identifier == "child")
    #expect(ids(record.hitPath) == ["window", "root", "box", "child"])

    // The skipped views behind are reported with their own reasons.
    box.isHidden = true
    h.up(Point(200, 200))
    h.down(Point(200, 200), finger: 1)
    let second = try! #require(h.app.lastEventRecord)
    let reasons = Dictionary(
      second.hitTest.map { ($0.view.identifier, $0.skipped?.rawValue ?? "-") },
      uniquingKeysWith: { a, _ in a })
    #expect(reasons["box"] == "hidden")
    #expect(reasons["clear"] == "transparent")
    #expect(reasons["hidden"] == "hidden")
    #expect(second.hitView === h.root)
    #expect(ids(second.hitPath) == ["window", "root"])
  }

  @Test("a touch outside the window hits nothing")
  func outsideWindow() {
    let h = Harness()
    h.down(Point(-5, 10))
    #expect(h.app.lastEventRecord?.hitView == nil)
    #expect(h.app.lastEventRecord?.hitTest.first?.skipped == .outside)
    #expect(h.takeCalls().isEmpty)
  }

  @Test("point(inside:) is the bounds check in the view's own coordinates")
  func pointInside() {
    let v = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    #expect(v.point(inside: Point(0, 0), with: nil))
    #expect(v.point(inside: Point(49.9, 49.9), with: nil))
    #expect(!v.point(inside: Point(50, 10), with: nil))
    #expect(!v.point(inside: Point(120, 120), with: nil))
  }
}
