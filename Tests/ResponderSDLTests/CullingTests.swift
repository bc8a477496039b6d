import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

/// A deterministic pseudo-random sequence, so a failing frame can be reproduced.
private struct SplitMix {
  var state: UInt64
  mutating func next(_ range: ClosedRange<Double>) -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return range.lowerBound + Double(z >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
  }
}

/// Overlapping views of every kind, some translucent, some clipped.
private func busyFrame(seed: UInt64) -> DisplayList {
  var rng = SplitMix(state: seed)
  var list = DisplayList(background: Color(r: 30, g: 30, b: 40))
  for i in 0..<300 {
    let r = Rect(
      x: rng.next(-20...300), y: rng.next(-20...180), width: rng.next(1...120), height: rng.next(1...90))
    let c = Color(
      r: UInt8(rng.next(0...255)), g: UInt8(rng.next(0...255)), b: UInt8(rng.next(0...255)),
      a: i % 7 == 0 ? 120 : 255)
    switch i % 11 {
    case 3: list.append(.fill(r, c, cornerRadius: 6))
    case 5: list.append(.stroke(r, c, width: 2))
    case 7: list.append(.circle(center: r.center, radius: 12, fill: c, stroke: .black))
    case 9: list.append(.text("v\(i)", in: r, size: 11, .white))
    case 10:
      list.append(.pushClip(r))
      list.append(.fill(r.insetBy(dx: -10, dy: -10), c))
      list.append(.popClip)
    default: list.append(.fill(r, c))
    }
  }
  return list
}

extension SDLRendering {
  @Suite("occlusion culling and dirty rectangles") struct Culling {
    @Test("skipping hidden items changes no pixel", arguments: [1, 2, 3] as [UInt64])
    func cullingIsExact(seed: UInt64) throws {
      let renderer = try makeRenderer(width: 320, height: 200)
      let list = busyFrame(seed: seed)
      renderer.occlusionCulling = false
      renderer.render(list)
      let plain = try renderer.readPixels()
      renderer.occlusionCulling = true
      renderer.render(list)
      let culled = try renderer.readPixels()
      #expect(renderer.stats.itemsCulled > 0)
      let comparison = compareImages(actual: culled, expected: plain)
      #expect(comparison.differingPixels == 0)
    }

    @Test("a view under an opaque view is not drawn")
    func hiddenViewSkipped() throws {
      let renderer = try makeRenderer()
      renderer.render(
        DisplayList(items: [
          .fill(Rect(x: 10, y: 10, width: 20, height: 20), .black),
          .text("hidden", in: Rect(x: 10, y: 10, width: 20, height: 20), size: 10, .white),
          .fill(Rect(x: 0, y: 0, width: 200, height: 120), .white),
        ]))
      #expect(renderer.stats.itemsDrawn == 1)
      #expect(renderer.stats.itemsCulled == 2)
      #expect(renderer.stats.textMisses == 0)
    }

    @Test("redrawing only a dirty rectangle gives the same frame as redrawing everything")
    func dirtyMatchesFull() throws {
      let renderer = try makeRenderer(width: 320, height: 200)
      var list = busyFrame(seed: 9)
      renderer.render(list)
      let dirty = Rect(x: 40, y: 30, width: 70, height: 50)
      list.append(.fill(dirty.insetBy(dx: 10, dy: 10), Color(r: 250, g: 0, b: 250)))
      renderer.render(list, dirty: dirty)
      #expect(renderer.stats.dirtyOnly)
      let partial = try renderer.readPixels()
      renderer.render(list)
      #expect(!renderer.stats.dirtyOnly)
      let full = try renderer.readPixels()
      #expect(compareImages(actual: partial, expected: full).differingPixels == 0)
      #expect(partial[75, 55] == Color(r: 250, g: 0, b: 250))
    }

    @Test("a dirty frame leaves pixels outside the dirty rectangle alone")
    func dirtyLeavesOutsideAlone() throws {
      let renderer = try makeRenderer()
      renderer.render(DisplayList(background: .white))
      renderer.render(DisplayList(background: .black), dirty: Rect(x: 0, y: 0, width: 50, height: 50))
      let image = try renderer.readPixels()
      #expect(image[10, 10] == .black)
      #expect(image[100, 100] == .white)
    }
  }
}
