import Testing

@testable import ResponderCore

/// The indexed, recorded hit test against the seeds' plain back-to-front
/// walk (`referenceHitTest`), on random trees.
@Suite("Hit-testing matches the reference walk")
struct HitTestPropertyTests {
  /// Builds a random tree under a 1000×1000 window: integer frames, some
  /// views hidden, transparent or with interaction disabled, some scrolled
  /// (bounds origin) or scaled, and some containers with 32–80 children so
  /// that the grid index is used.
  func randomTree(_ g: inout SeededGenerator) -> (Window, [View]) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    var all: [View] = []
    var counter = 0
    func grow(_ parent: View, depth: Int) {
      let wide = depth == 0 || (depth < 3 && Int.random(in: 0..<4, using: &g) == 0)
      let count = wide ? Int.random(in: 32...80, using: &g) : Int.random(in: 0...5, using: &g)
      guard depth < 4 else { return }
      let span = max(20, Int(parent.bounds.width))
      for _ in 0..<count {
        counter += 1
        let v = View(identifier: "v\(counter)", frame: randomFrame(span, &g))
        decorate(v, &g)
        parent.addSubview(v)
        all.append(v)
        if Int.random(in: 0..<4, using: &g) == 0 || (depth == 0 && all.count < 4) {
          grow(v, depth: depth + 1)
        }
      }
    }
    grow(window, depth: 0)
    return (window, all)
  }

  func randomFrame(_ span: Int, _ g: inout SeededGenerator) -> Rect {
    let x = Int.random(in: -20...span, using: &g)
    let y = Int.random(in: -20...span, using: &g)
    let w = Int.random(in: 0...max(1, span / 2), using: &g)
    let hh = Int.random(in: 0...max(1, span / 2), using: &g)
    return Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(hh))
  }

  func decorate(_ v: View, _ g: inout SeededGenerator) {
    switch Int.random(in: 0..<20, using: &g) {
    case 0: v.isHidden = true
    case 1: v.alpha = 0
    case 2: v.alpha = 0.01
    case 3: v.isUserInteractionEnabled = false
    case 4:
      v.bounds.origin = Point(
        Double(Int.random(in: -30...30, using: &g)), Double(Int.random(in: -30...30, using: &g)))
    case 5: v.transform = AffineTransform(scale: [0.5, 2][Int.random(in: 0...1, using: &g)])
    case 6:
      v.transform = AffineTransform(
        scale: 1, rotation: Double.pi / [1, 2, 4][Int.random(in: 0...2, using: &g)])
    default: break
    }
  }

  func randomPoint(_ g: inout SeededGenerator) -> Point {
    Point(Double(Int.random(in: -10...1010, using: &g)), Double(Int.random(in: -10...1010, using: &g)))
  }

  func check(
    _ window: Window, _ g: inout SeededGenerator, points: Int, seed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var mismatches = 0
    for _ in 0..<points {
      let p = randomPoint(&g)
      let expected = window.referenceHitTest(p)
      let plain = window.hitTest(p, with: nil)
      let recordingEvent = Event(type: .touches, timestamp: 0)
      recordingEvent.record = DispatchRecord(tick: 0, time: 0, kind: .touch, detail: "began")
      let recorded = window.hitTest(p, with: recordingEvent)
      if plain !== expected || recorded !== expected {
        mismatches += 1
        if mismatches <= 3 {
          Issue.record(
            "seed \(seed) at \(p): reference \(expected?.description ?? "nil"), indexed \(plain?.description ?? "nil"), recorded \(recorded?.description ?? "nil")",
            sourceLocation: sourceLocation)
        }
      }
    }
    return mismatches
  }

  @Test(
    "random trees hit the same view as the reference walk", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomTrees(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    let (window, all) = randomTree(&g)
    #expect(window.subviews.count >= HitTestIndex.threshold)
    #expect(all.contains { $0.isHidden } && all.contains { $0.alpha < 0.01 })
    #expect(check(window, &g, points: 600, seed: seed) == 0)
  }

  @Test(
    "still the same after random frame, order, hidden and alpha changes",
    arguments: [11, 12, 13, 14] as [UInt64])
  func afterMutations(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    let (window, all) = randomTree(&g)
    _ = check(window, &g, points: 50, seed: seed)  // builds the indexes first
    for round in 0..<20 {
      for _ in 0..<10 {
        let v = all[Int.random(in: 0..<all.count, using: &g)]
        switch Int.random(in: 0..<7, using: &g) {
        case 0: v.frame = randomFrame(Int(v.superview?.bounds.width ?? 1000), &g)
        case 1: v.superview?.bringSubviewToFront(v)
        case 2: v.superview?.insertSubview(v, at: Int.random(in: 0...3, using: &g))
        case 3: v.isHidden.toggle()
        case 4: v.alpha = [0, 0.005, 0.01, 0.5, 1][Int.random(in: 0..<5, using: &g)]
        case 5: v.isUserInteractionEnabled.toggle()
        default:
          v.center = Point(v.center.x + Double(Int.random(in: -40...40, using: &g)), v.center.y)
        }
      }
      #expect(check(window, &g, points: 60, seed: seed &* 1000 &+ UInt64(round)) == 0)
    }
  }

  @Test("a container of 10,000 children agrees with the reference walk")
  func flatContainer() {
    var g = SeededGenerator(seed: 99)
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    for i in 0..<10_000 {
      let v = View(identifier: "c\(i)", frame: randomFrame(990, &g))
      if i % 17 == 0 { v.isHidden = true }
      window.addSubview(v)
    }
    #expect(check(window, &g, points: 500, seed: 99) == 0)
  }
}
