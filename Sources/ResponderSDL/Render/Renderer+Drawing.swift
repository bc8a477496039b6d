internal import CSDL2
import ResponderCore
import ResponderOverlay

/// A grey for the box that stands in for an image file that cannot be read.
private let missingImageFill = Color(r: 0xD1, g: 0xD1, b: 0xD6)
private let missingImageInk = Color(r: 0x8E, g: 0x8E, b: 0x93)

/// Opaque fills narrower than this many pixels are sent as stripes under 16 px wide.
///
/// SDL 2.26's software fill writes rows of 16 pixels or more with streaming
/// (non-temporal) SSE stores and finishes each row with ordinary stores; on
/// narrow rows that mix costs far more per row than the pixels themselves
/// (measured at 1280 × 800: a 1,000-view tree of 20 × 30 px leaves took 7.9 ms
/// as rectangles and 1.8 ms as stripes).
/// Rows under 16 px take only the plain store loop. Wide rows keep the
/// streaming path, where it pays.
let narrowFillLimit = 128

extension Renderer {
  /// Pass 3: draws the visible items in list order.
  func draw(_ list: DisplayList) {
    for k in prepared.indices {
      let p = prepared[k]
      guard p.visible else {
        if p.index > -1 { frameStats.itemsCulled += 1 }
        continue
      }
      if p.index > -1 { frameStats.itemsDrawn += 1 }
      if p.isOpaqueFill {
        let colour: Color
        if p.index < 0 {
          colour = list.background
        } else if case .fill(_, let c, _) = list.items[p.index] {
          colour = c
        } else {
          continue
        }
        queueFills(pieces[p.pieces], colour: colour)
        continue
      }
      switch list.items[p.index] {
      case .fill(let r, let c, let radius):
        if radius > 0 {
          drawRoundedFill(r, colour: c, radius: radius, item: p)
        } else {
          flushFills()
          fillNow(p.bounds, colour: c)
        }
      case .stroke(let r, let c, let width, let radius):
        drawStroke(r, colour: c, width: width, radius: radius, item: p)
      case .quad(let corners, let c):
        tessellator.removeAll()
        tessellator.polygon(corners.map { ($0.x * scale, $0.y * scale) })
        drawGeometry(colour: c, item: p)
      case .line(let from, let to, let c, let width):
        tessellator.removeAll()
        tessellator.thickLine(
          x0: from.x * scale, y0: from.y * scale, x1: to.x * scale, y1: to.y * scale,
          width: max(1, width * scale))
        drawGeometry(colour: c, item: p)
      case .circle(let centre, let radius, let fill, let stroke, let strokeWidth):
        let (cx, cy, r) = (centre.x * scale, centre.y * scale, abs(radius) * scale)
        if let fill {
          tessellator.removeAll()
          tessellator.disc(cx: cx, cy: cy, radius: r)
          drawGeometry(colour: fill, item: p)
        }
        if let stroke {
          tessellator.removeAll()
          tessellator.annulus(cx: cx, cy: cy, radius: r, width: max(1, strokeWidth * scale))
          drawGeometry(colour: stroke, item: p)
        }
      case .text(let string, let r, let size, let c, let alignment, let bold):
        drawText(string, in: r, size: size, colour: c, alignment: alignment, bold: bold, item: p)
      case .image(let path, let r):
        drawImage(path: path, in: r, item: p)
      case .imageQuad(let path, let corners):
        drawImage(path: path, onto: corners, item: p)
      case .pushClip, .popClip:
        break
      }
    }
  }

  /// Adds opaque pieces to the pending `SDL_RenderFillRects` batch, flushing
  /// first when the colour changes.
  func queueFills(_ rects: ArraySlice<PixelRect>, colour: Color) {
    if fillBatchColor != colour { flushFills() }
    fillBatchColor = colour
    for r in rects {
      frameStats.fillPixels += r.width * r.height
      if r.width >= 16 && r.width < narrowFillLimit {
        // Narrow rows in stripes under 16 px: see `narrowFillLimit`.
        let stripes = (r.width + 14) / 15
        var x = r.x0
        for k in 0..<stripes {
          let next = r.x0 + r.width * (k + 1) / stripes
          fillBatch.append(SDL_Rect(x: Int32(x), y: Int32(r.y0), w: Int32(next - x), h: Int32(r.height)))
          x = next
        }
      } else {
        fillBatch.append(SDL_Rect(x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.width), h: Int32(r.height)))
      }
    }
  }

  /// Sends the pending opaque fills to SDL.
  func flushFills() {
    guard let colour = fillBatchColor, !fillBatch.isEmpty else {
      fillBatchColor = nil
      return
    }
    setClip(nil)
    setDrawColor(colour)
    SDL_RenderFillRects(sdl, fillBatch, Int32(fillBatch.count))
    frameStats.fillRects += fillBatch.count
    fillBatch.removeAll(keepingCapacity: true)
    fillBatchColor = nil
  }

  /// Fills an already clipped pixel rectangle, blending when translucent.
  func fillNow(_ r: PixelRect, colour: Color) {
    guard !r.isEmpty, colour.a > 0 else { return }
    setDrawColor(colour)
    var rect = SDL_Rect(x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.width), h: Int32(r.height))
    SDL_RenderFillRect(sdl, &rect)
    frameStats.fillRects += 1
    frameStats.fillPixels += r.width * r.height
  }

  /// SDL's draw colour with the blend mode it needs: opaque colours replace
  /// pixels (SDL's fastest path), translucent ones blend.
  func setDrawColor(_ c: Color) {
    guard drawColor != c else { return }
    if drawColor.map({ ($0.a == 255) != (c.a == 255) }) ?? true {
      SDL_SetRenderDrawBlendMode(sdl, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }
    SDL_SetRenderDrawColor(sdl, c.r, c.g, c.b, c.a)
    drawColor = c
  }

  /// Sets SDL's clip rectangle (nil: off) unless it already is that.
  func setClip(_ clip: PixelRect?) {
    guard sdlClip != clip else { return }
    if let clip {
      var rect = SDL_Rect(
        x: Int32(clip.x0), y: Int32(clip.y0), w: Int32(clip.width), h: Int32(clip.height))
      SDL_RenderSetClipRect(sdl, &rect)
    } else {
      SDL_RenderSetClipRect(sdl, nil)
    }
    sdlClip = clip
  }

  /// Clips to the item's clip only when its extent reaches outside it, so items
  /// wholly inside keep batching under whatever clip is already set.
  func clipFor(_ item: PreparedItem) {
    if item.clip.contains(item.extent) {
      if let current = sdlClip, !current.contains(item.extent) { setClip(nil) }
    } else {
      setClip(item.clip)
    }
  }

  /// Sends the tessellator's triangles in one colour.
  func drawGeometry(colour: Color, item: PreparedItem) {
    guard colour.a > 0, !tessellator.indices.isEmpty else { return }
    flushFills()
    clipFor(item)
    setDrawColor(colour)
    let c = SDL_Color(r: colour.r, g: colour.g, b: colour.b, a: colour.a)
    vertices.removeAll(keepingCapacity: true)
    for p in tessellator.points {
      vertices.append(
        SDL_Vertex(position: SDL_FPoint(x: p.x, y: p.y), color: c, tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
    SDL_RenderGeometry(
      sdl, nil, vertices, Int32(vertices.count), tessellator.indices, Int32(tessellator.indices.count))
  }

  func drawRoundedFill(_ r: Rect, colour: Color, radius: Double, item: PreparedItem) {
    tessellator.removeAll()
    tessellator.roundedRect(
      x0: r.minX * scale, y0: r.minY * scale, x1: r.maxX * scale, y1: r.maxY * scale,
      radius: radius * scale)
    drawGeometry(colour: colour, item: item)
  }

  /// A rectangle's outline inside its edge: four fills when square-cornered
  /// (batched with opaque fills), a ring of triangles when rounded.
  func drawStroke(_ r: Rect, colour: Color, width: Double, radius: Double, item: PreparedItem) {
    guard width > 0, colour.a > 0 else { return }
    if radius > 0 {
      tessellator.removeAll()
      tessellator.roundedRing(
        x0: r.minX * scale, y0: r.minY * scale, x1: r.maxX * scale, y1: r.maxY * scale,
        radius: radius * scale, width: max(1, width * scale))
      drawGeometry(colour: colour, item: item)
      return
    }
    let outer = PixelRect(snapping: r, scale: scale)
    let w = max(1, clampToPixels((width * scale).rounded()))
    let sides = [
      PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: min(outer.y1, outer.y0 + w)),
      PixelRect(x0: outer.x0, y0: max(outer.y0 + w, outer.y1 - w), x1: outer.x1, y1: outer.y1),
      PixelRect(x0: outer.x0, y0: outer.y0 + w, x1: min(outer.x1, outer.x0 + w), y1: outer.y1 - w),
      PixelRect(x0: max(outer.x0 + w, outer.x1 - w), y0: outer.y0 + w, x1: outer.x1, y1: outer.y1 - w),
    ].map { $0.intersection(item.clip) }.filter { !$0.isEmpty }
    if colour.a == 255 {
      queueFills(sides[...], colour: colour)
    } else {
      flushFills()
      for side in sides { fillNow(side, colour: colour) }
    }
  }

  /// An image mapped onto a quadrilateral as two textured triangles (a
  /// rotated image view turns with its view); a grey quad when the file is missing.
  func drawImage(path: String, onto corners: [Point], item: PreparedItem) {
    guard corners.count == 4 else { return }
    flushFills()
    guard let texture = images.texture(path: path) else {
      tessellator.removeAll()
      tessellator.polygon(corners.map { ($0.x * scale, $0.y * scale) })
      drawGeometry(colour: missingImageFill, item: item)
      return
    }
    clipFor(item)
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let uv: [(Float, Float)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
    vertices.removeAll(keepingCapacity: true)
    for (p, t) in zip(corners, uv) {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(p.x * scale), y: Float(p.y * scale)), color: white,
          tex_coord: SDL_FPoint(x: t.0, y: t.1)))
    }
    let indices: [Int32] = [0, 1, 2, 0, 2, 3]
    SDL_RenderGeometry(sdl, texture, vertices, 4, indices, 6)
  }

  /// An image scaled into its rectangle, or a grey crossed box when the file is missing.
  func drawImage(path: String, in r: Rect, item: PreparedItem) {
    flushFills()
    guard let texture = images.texture(path: path) else {
      fillNow(PixelRect(snapping: r, scale: scale).intersection(item.clip), colour: missingImageFill)
      let ink = max(1, scale)
      tessellator.removeAll()
      let (x0, y0, x1, y1) = (r.minX * scale, r.minY * scale, r.maxX * scale, r.maxY * scale)
      tessellator.thickLine(x0: x0, y0: y0, x1: x1, y1: y1, width: ink)
      tessellator.thickLine(x0: x0, y0: y1, x1: x1, y1: y0, width: ink)
      drawGeometry(colour: missingImageInk, item: item)
      drawStroke(r, colour: missingImageInk, width: 1, radius: 0, item: item)
      return
    }
    clipFor(item)
    var dst = SDL_FRect(
      x: Float(r.minX * scale), y: Float(r.minY * scale), w: Float(r.width * scale),
      h: Float(r.height * scale))
    SDL_RenderCopyF(sdl, texture, nil, &dst)
  }
}
