import Testing

@testable import ResponderCore

/// Numbers a scene can reach never trap a conversion or turn NaN (issue 37,
/// item 2): `Int(_: Double)` traps outside `Int`'s range, and a difference
/// of two finite numbers can overflow to infinity.
@Suite("Finite arithmetic")
struct FiniteArithmeticTests {
  @Test("Int(saturating:) holds values in Int's range and makes NaN 0")
  func saturating() {
    #expect(Int(saturating: 1.2e19) == .max)
    #expect(Int(saturating: -1e300) == .min)
    #expect(Int(saturating: .infinity) == .max)
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: -0x1p63) == .min)
    #expect(Int(saturating: 41.9) == 41)
  }

  @Test("a binding onto [-1e308, 1e308] maps to finite values across its range")
  func bindingStaysFinite() {
    let target = View(identifier: "t")
    let binding = PropertyBinding(
      source: .state("s"), target: target, property: "borderWidth", in: (-1e308, 1e308), out: (-1e308, 1e308))
    #expect(binding.map(0) == 0)
    #expect(binding.map(1e308) == 1e308)
    #expect(binding.map(-1e308) == -1e308)
    #expect(binding.map(5e307) == 5e307)
    // An ordinary range maps as before.
    let plain = PropertyBinding(
      source: .state("s"), target: target, property: "alpha", in: (-280, 0), out: (0, 0.5))
    #expect(plain.map(-140) == 0.25)
  }

  //   window 400 × 800
  //   └─ root: 70 siblings 20 × 20 on a grid, and two at x = -1e308 and x = 1e308, 1e300 wide
  @Test("siblings at x = ±1e308 leave the hit-test grid usable")
  func farSiblings() {
    let h = Harness()
    var grid: [View] = []
    for k in 0..<70 {
      grid.append(
        h.add(
          View(
            identifier: "s\(k)",
            frame: Rect(x: Double(k % 10 * 30), y: Double(k / 10 * 30), width: 20, height: 20))))
    }
    // 1e300 wide, so that each contains a point at its own edge (x + 10 is x at 1e308).
    h.add(View(identifier: "west", frame: Rect(x: -1e308, y: 0, width: 1e300, height: 10)))
    h.add(View(identifier: "east", frame: Rect(x: 1e308, y: 0, width: 1e300, height: 10)))
    #expect(h.window.hitTest(Point(x: 5, y: 5), with: nil) === grid[0])
    #expect(h.window.hitTest(Point(x: 35, y: 35), with: nil) === grid[11])
    // The grid itself still yields the far siblings where they are.
    let index = HitTestIndex(subviews: h.root.subviews)
    var found: [String] = []
    for x in [1e308, -1e308] {
      index.forEachCandidate(at: Point(x: x, y: 5)) {
        found.append($0.identifier)
        return true
      }
    }
    #expect(found == ["east", "west"])
  }
}

/// A presentation stack adds a view in front per tap (issue 37, item 6).
@Suite("Hit-test grid appends")
struct HitTestGridAppendTests {
  @Test("views added in front join the grid without a rebuild and are hit as the plain walk hits")
  func appendsKeepTheGrid() {
    let h = Harness()
    for k in 0..<40 {
      h.add(
        View(
          identifier: "s\(k)",
          frame: Rect(x: Double(k % 8 * 50), y: Double(k / 8 * 50), width: 40, height: 40)))
    }
    #expect(h.window.hitTest(Point(x: 5, y: 5), with: nil)?.identifier == "s0")
    let grid = h.root.hitIndex
    #expect(grid != nil)
    for k in 0..<30 {
      h.add(View(identifier: "front\(k)", frame: Rect(x: Double(k * 10), y: 0, width: 20, height: 20)))
      #expect(h.root.hitIndex === grid)
      for p in [Point(x: 5, y: 5), Point(x: Double(k * 10 + 15), y: 10), Point(x: 120, y: 120)] {
        #expect(h.window.hitTest(p, with: nil) === h.window.referenceHitTest(p))
      }
    }
    // Inserting behind, or moving a view, rebuilds.
    h.root.insertSubview(View(identifier: "behind", frame: Rect(x: 0, y: 0, width: 5, height: 5)), at: 0)
    #expect(h.root.hitIndex == nil)
  }
}
