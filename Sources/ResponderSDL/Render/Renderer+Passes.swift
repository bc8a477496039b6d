import ResponderCore
import ResponderOverlay

/// One display item resolved for this frame: its clip and extent in pixels.
struct PreparedItem {
  /// Index into the list's items; -1 stands for the background.
  var index: Int
  /// The clip in force for the item (the clip stack intersected with the frame).
  var clip: PixelRect
  /// Every pixel the item may touch, before clipping.
  var extent: PixelRect
  /// `extent` within `clip`; never empty for a prepared item.
  var bounds: PixelRect
  /// An axis-aligned fill that overwrites every pixel of `bounds`.
  var isOpaqueFill: Bool
  /// For opaque fills, the range of `Renderer.pieces` left visible.
  var pieces: Range<Int> = 0..<0
  var visible = true
}

extension Renderer {
  /// Pass 1: the clip stack and extents; items outside their clip are dropped here.
  func prepare(_ list: DisplayList, frame: PixelRect) {
    prepared.removeAll(keepingCapacity: true)
    pieces.removeAll(keepingCapacity: true)
    clipStack.removeAll(keepingCapacity: true)
    clipStack.append(frame)
    prepared.append(
      PreparedItem(index: -1, clip: frame, extent: frame, bounds: frame, isOpaqueFill: true))
    let s = scale
    for (i, item) in list.items.enumerated() {
      let extent: PixelRect
      var opaque = false
      switch item {
      case .pushClip(let r):
        clipStack.append(clipStack[clipStack.count - 1].intersection(PixelRect(snapping: r, scale: s)))
        continue
      case .popClip:
        if clipStack.count > 1 { clipStack.removeLast() }
        continue
      case .fill(let r, let c, let radius):
        opaque = c.a == 255 && radius <= 0
        extent = opaque ? PixelRect(snapping: r, scale: s) : PixelRect(enclosing: r, scale: s)
      case .stroke(let r, _, _, _), .image(_, let r):
        extent = PixelRect(enclosing: r, scale: s)
      case .text(_, let r, _, _, _, _):
        extent = PixelRect(snapping: r, scale: s)
      case .quad(let corners, _), .imageQuad(_, let corners):
        extent = enclosing(corners, pad: 0, scale: s)
      case .line(let from, let to, _, let width):
        extent = enclosing([from, to], pad: width / 2 + 1, scale: s)
      case .circle(let centre, let radius, _, _, _):
        extent = enclosing([centre], pad: abs(radius) + 1, scale: s)
      }
      let clip = clipStack[clipStack.count - 1]
      let bounds = extent.intersection(clip)
      if bounds.isEmpty {
        frameStats.itemsCulled += 1
        continue
      }
      prepared.append(
        PreparedItem(index: i, clip: clip, extent: extent, bounds: bounds, isOpaqueFill: opaque))
    }
  }

  /// Pass 2: from the front backwards, cut opaque fills to their visible pieces
  /// and hide whatever lies under tiles that later opaque fills cover.
  func cull() {
    grid.reset(width: output.width, height: output.height)
    for k in prepared.indices.reversed() {
      if prepared[k].isOpaqueFill {
        let start = pieces.count
        let whole = prepared[k].bounds
        grid.visiblePieces(of: whole, into: &pieces)
        if pieces.count > start + 1 && fillCost(pieces[start...]) > fillCost(CollectionOfOne(whole)) {
          pieces.removeSubrange(start...)
          pieces.append(whole)
        }
        prepared[k].pieces = start..<pieces.count
        prepared[k].visible = pieces.count > start
      } else {
        prepared[k].visible = !grid.isHidden(prepared[k].bounds)
      }
    }
  }

  /// Pass 2 without culling: every opaque fill is one piece, its clipped bounds.
  func keepAll() {
    for k in prepared.indices where prepared[k].isOpaqueFill {
      pieces.append(prepared[k].bounds)
      prepared[k].pieces = (pieces.count - 1)..<pieces.count
    }
  }
}

/// What SDL's software fill costs for some rectangles, in pixel writes.
///
/// Each row of each rectangle costs about as much as 24 pixels on top of its
/// pixels (measured on SDL 2.26: alignment prologue and epilogue around the
/// streaming stores), so a background cut into thin strips between views can
/// cost more than filling it whole. Filling whole is always correct: what is
/// in front is drawn afterwards.
private func fillCost<C: Collection>(_ rects: C) -> Int where C.Element == PixelRect {
  rects.reduce(0) { $0 + ($1.width + 24) * $1.height }
}

/// The pixels covering some points, grown by `pad` points on every side.
private func enclosing(_ points: [Point], pad: Double, scale: Double) -> PixelRect {
  guard var x0 = points.first?.x, var y0 = points.first?.y else { return .empty }
  var x1 = x0
  var y1 = y0
  for p in points.dropFirst() {
    x0 = min(x0, p.x)
    x1 = max(x1, p.x)
    y0 = min(y0, p.y)
    y1 = max(y1, p.y)
  }
  let r = Rect(x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad)
  return PixelRect(enclosing: r, scale: scale)
}
