import Testing

@testable import ResponderCore

/// Stack views lay their arranged subviews out as `UIStackView` does, at
/// once, so hit-testing sees the new frames.
@Suite("Stack layout")
struct StackLayoutTests {
  /// A stack at (10, 20), 200 wide, with rows of the given heights.
  func stack(_ heights: [Double], layout: StackLayout = StackLayout(axis: .vertical)) -> (View, [View]) {
    let s = View(identifier: "stack", frame: Rect(x: 10, y: 20, width: 200, height: 0))
    let rows = heights.enumerated().map { k, h in
      View(identifier: "row\(k)", frame: Rect(x: 0, y: 0, width: 50, height: h))
    }
    for r in rows { s.addSubview(r) }
    s.stackLayout = layout
    return (s, rows)
  }

  @Test("vertical fill: rows follow each other, spacing apart, full width, and the stack fits them")
  func verticalFill() {
    //   stack (10, 20) 200 wide
    //   ┌ row0 0…30  ┐
    //   ├ gap 5      ┤
    //   ├ row1 35…75 ┤
    //   └────────────┘  height 75
    let (s, rows) = stack([30, 40], layout: StackLayout(axis: .vertical, spacing: 5))
    #expect(
      rows.map(\.frame) == [
        Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 0, y: 35, width: 200, height: 40),
      ])
    #expect(s.frame == Rect(x: 10, y: 20, width: 200, height: 75))
  }

  @Test("removing a row closes the gap, and a point in the old slot hits the row that moved up")
  func removeClosesGap() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let (s, rows) = stack([30, 30, 30])
    window.addSubview(s)
    rows[1].removeFromSuperview()
    #expect(rows[2].frame == Rect(x: 0, y: 30, width: 200, height: 30))
    #expect(s.frame.height == 60)
    #expect(window.hitTest(Point(x: 50, y: 20 + 45), with: nil) === rows[2])
    s.insertSubview(rows[1], at: 1)
    #expect(rows[2].frame.minY == 60)
  }

  @Test("a hidden row gives up its space and keeps its frame; shown again, it takes it back")
  func hiddenGivesUpSpace() {
    let (s, rows) = stack([30, 30, 30])
    rows[0].isHidden = true
    #expect(rows[1].frame.minY == 0 && rows[2].frame.minY == 30)
    #expect(rows[0].frame.minY == 0)
    // Still arranged: UIKit keeps a hidden view in `arrangedSubviews` and
    // only stops giving it room ("UIStackView": the layout updates "whenever
    // one of the arranged subviews's isHidden property changes").
    #expect(s.arrangedSubviews.map(\.identifier) == ["row0", "row1", "row2"])
    rows[0].isHidden = false
    #expect(rows.map(\.frame.minY) == [0, 30, 60])
  }

  @Test("a row that grows pushes the rows below it down")
  func resizedRow() {
    let (s, rows) = stack([30, 30])
    rows[0].frame = Rect(x: 0, y: 0, width: 200, height: 50)
    #expect(rows[1].frame.minY == 50)
    #expect(s.frame.height == 80)
  }

  @Test("horizontal: alignment places views across the axis; top and bottom name leading and trailing")
  func horizontalAlignment() {
    let s = View(identifier: "bar", frame: Rect(x: 0, y: 0, width: 0, height: 100))
    let a = View(identifier: "a", frame: Rect(x: 0, y: 0, width: 40, height: 20))
    let b = View(identifier: "b", frame: Rect(x: 0, y: 0, width: 60, height: 50))
    s.addSubview(a)
    s.addSubview(b)
    s.stackLayout = StackLayout(axis: .horizontal, spacing: 10, alignment: .center)
    #expect(a.frame == Rect(x: 0, y: 40, width: 40, height: 20))
    #expect(b.frame == Rect(x: 50, y: 25, width: 60, height: 50))
    #expect(s.frame.width == 110)
    s.stackLayout = StackLayout(axis: .horizontal, alignment: .bottom)
    #expect(a.frame.minY == 80 && b.frame.minY == 50)
    s.stackLayout = StackLayout(axis: .horizontal, alignment: .top)
    #expect(a.frame.minY == 0 && b.frame.minY == 0)
  }

  @Test("fillEqually shares the stack's length; equalSpacing shares what the views leave")
  func fixedLength() {
    let s = View(identifier: "tabs", frame: Rect(x: 0, y: 0, width: 300, height: 44))
    let views = (0..<3).map { View(identifier: "t\($0)", frame: Rect(x: 0, y: 0, width: 40, height: 44)) }
    for v in views { s.addSubview(v) }
    s.stackLayout = StackLayout(axis: .horizontal, spacing: 6, distribution: .fillEqually)
    #expect(views.map(\.frame.width) == [96, 96, 96])
    #expect(views.map(\.frame.minX) == [0, 102, 204])
    #expect(s.frame.width == 300)
    s.stackLayout = nil
    for v in views { v.bounds.size = Size(width: 40, height: 44) }
    s.stackLayout = StackLayout(axis: .horizontal, spacing: 6, distribution: .equalSpacing)
    #expect(views.map(\.frame.minX) == [0, 130, 260])
    #expect(s.frame.width == 300)
  }

  @Test("a stack in a stack: the inner one's new length moves the outer one's views")
  func nested() {
    let outer = View(identifier: "outer", frame: Rect(x: 0, y: 0, width: 100, height: 0))
    let inner = View(identifier: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 0))
    let a = View(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    let b = View(identifier: "b", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    let after = View(identifier: "after", frame: Rect(x: 0, y: 0, width: 100, height: 10))
    inner.addSubview(a)
    inner.addSubview(b)
    inner.stackLayout = StackLayout(axis: .vertical)
    outer.addSubview(inner)
    outer.addSubview(after)
    outer.stackLayout = StackLayout(axis: .vertical)
    #expect(after.frame.minY == 40)
    b.removeFromSuperview()
    #expect(inner.frame.height == 20)
    #expect(after.frame.minY == 20)
    #expect(outer.frame.height == 30)
  }

  @Test("a scroll view whose content is a stack follows the stack's length")
  func scrollContent() {
    let scroll = ScrollView(identifier: "list", frame: Rect(x: 0, y: 0, width: 200, height: 100))
    scroll.contentSizeFollowsSubviews = true
    let (s, rows) = stack([70, 70, 70])
    scroll.addSubview(s)
    rows[0].removeFromSuperview()
    #expect(scroll.contentSize == Size(width: 210, height: 160))
  }
}

@Suite("Stack layout, nested deep")
struct DeepStackLayoutTests {
  /// s0 ⊃ s1 ⊃ … ⊃ s63 ⊃ {a, b}, each stack 10 wide (or high) to start.
  func nest(axis: (Int) -> StackLayout.Axis) -> (stacks: [View], b: View) {
    var stacks: [View] = []
    for k in 0..<64 {
      let s = View(identifier: "s\(k)", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      stacks.append(s)
      if k > 0 { stacks[k - 1].addSubview(s) }
    }
    let b = View(identifier: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stacks[63].addSubview(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    stacks[63].addSubview(b)
    for (k, s) in stacks.enumerated().reversed() { s.stackLayout = StackLayout(axis: axis(k)) }
    return (stacks, b)
  }

  @Test("a leaf removed 64 stacks deep shortens every stack around it")
  func deepSameAxis() {
    let (stacks, b) = nest { _ in .vertical }
    #expect(stacks.allSatisfy { $0.frame.size == Size(width: 10, height: 20) })
    b.removeFromSuperview()
    #expect(stacks.allSatisfy { $0.frame.size == Size(width: 10, height: 10) })
  }

  @Test("stacks nested with alternating axes settle: one across its parent keeps the length it fits")
  func deepAlternating() {
    // s63 is horizontal: a and b side by side, 20 wide inside the
    // vertical s62, whose `fill` alignment leaves a fitting stack alone.
    let (stacks, b) = nest { $0 % 2 == 0 ? .vertical : .horizontal }
    #expect(stacks[63].frame.size == Size(width: 20, height: 10))
    #expect(stacks[62].frame.size == Size(width: 10, height: 10))
    b.removeFromSuperview()
    #expect(stacks.allSatisfy { $0.frame.size == Size(width: 10, height: 10) })
  }
}
