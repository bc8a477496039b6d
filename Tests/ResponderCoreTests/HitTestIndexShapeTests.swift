import Testing

@testable import ResponderCore

/// The hit-test grid files each subview in the cells its hit area covers,
/// except one covering many cells, which goes in a list tried at every
/// point: n presented controllers' views, each filling the window, went
/// into all n/4 cells (O(n²) a rebuild, issue 25).
@Suite("Hit-test grid shape")
struct HitTestIndexShapeTests {
  @Test("1,000 views filling the container are filed once each, and the front-most is tried first")
  func fillingViews() {
    let views = (0..<1000).map {
      View(identifier: "v\($0)", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    }
    let index = HitTestIndex(subviews: views)
    #expect(index.filedCount == 1000)
    var tried: [String] = []
    index.forEachCandidate(at: Point(x: 10, y: 10)) {
      tried.append($0.identifier)
      return tried.count < 3
    }
    #expect(tried == ["v999", "v998", "v997"])
  }

  @Test("a tall stack of full-width rows gets few columns, so each row is filed in a few cells")
  func tallStack() {
    let rows = (0..<10_000).map {
      View(identifier: "r\($0)", frame: Rect(x: 0, y: Double($0) * 11, width: 390, height: 10))
    }
    let index = HitTestIndex(subviews: rows)
    #expect(index.filedCount <= 4 * 10_000)
    var tried: [String] = []
    index.forEachCandidate(at: Point(x: 200, y: 5000 * 11 + 5)) {
      tried.append($0.identifier)
      return true
    }
    #expect(tried == ["r5000"])
  }

  //   container
  //   ├─ back   [0, 0, 1000, 1000]  (wide)
  //   ├─ small  [10, 10, 20, 20]    (filed in its cells), 40 more small ones after it
  //   └─ front  [0, 0, 1000, 1000]  (wide)
  @Test("filed and wide views are tried together, front to back")
  func merged() {
    let back = View(identifier: "back", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    let small = View(identifier: "small", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    let others = (0..<40).map {
      View(identifier: "o\($0)", frame: Rect(x: 500 + Double($0), y: 500, width: 5, height: 5))
    }
    let front = View(identifier: "front", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    let index = HitTestIndex(subviews: [back, small] + others + [front])
    var tried: [String] = []
    index.forEachCandidate(at: Point(x: 15, y: 15)) {
      tried.append($0.identifier)
      return true
    }
    #expect(tried == ["front", "small", "back"])
  }
}
