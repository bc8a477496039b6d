import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

private let red = Color(r: 255, g: 0, b: 0)
private let blue = Color(r: 0, g: 0, b: 255)
private let green = Color(r: 0, g: 160, b: 0)
private let grey = Color(r: 240, g: 240, b: 240)

extension SDLRendering {
  /// The frame under test, 200 × 120 points at scale 1:
  ///
  /// ```
  ///  0        40       80      120     160    200
  ///  +---------------------------------------------+ 0
  ///  |  [red fill ]   ( green  )   clip 130..190   |
  ///  |  [ 10..60  ]   ( circle )   [blue fill      |  (the blue fill is 110..200
  ///  |  [ blue    ]   ( r 20   )   reaching 110]   |   wide, clipped to 130..190)
  ///  |  [ stroke  ]                                |
  ///  |  "Hello" text in 10,80 180×30               |
  ///  +---------------------------------------------+ 120
  /// ```
  @Suite("renderer pixels") struct RendererPixels {
    static func frame() -> DisplayList {
      var list = DisplayList(background: grey)
      list.append(.fill(Rect(x: 10, y: 10, width: 50, height: 50), red))
      list.append(.stroke(Rect(x: 10, y: 10, width: 50, height: 50), blue, width: 3))
      list.append(.circle(center: Point(95, 35), radius: 20, fill: green, stroke: nil))
      list.append(.pushClip(Rect(x: 130, y: 10, width: 60, height: 50)))
      list.append(.fill(Rect(x: 110, y: 20, width: 90, height: 30), blue))
      list.append(.popClip)
      list.append(.text("Hello", in: Rect(x: 10, y: 80, width: 180, height: 30), size: 18, .black))
      return list
    }

    @Test("the middle of a fill has its colour and its stroke sits inside its edge")
    func fillAndStroke() throws {
      let image = try renderThroughPNG(Self.frame())
      #expect(image[35, 35] == red)
      #expect(image[10, 35] == blue)
      #expect(image[12, 35] == blue)
      #expect(image[13, 35] == red)
      #expect(image[9, 35] == grey)
      #expect(image[59, 35] == blue)
      #expect(image[60, 35] == grey)
    }

    @Test("a filled circle covers its centre and not its bounding box's corner")
    func circle() throws {
      let image = try renderThroughPNG(Self.frame())
      #expect(image[95, 35] == green)
      #expect(image[95, 17] == green)
      #expect(image[77, 17] == grey)
      #expect(image[95, 57] == grey)
    }

    @Test("a clipped fill draws inside the clip and leaves the background outside it")
    func clip() throws {
      let image = try renderThroughPNG(Self.frame())
      #expect(image[160, 35] == blue)
      #expect(image[120, 35] == grey)
      #expect(image[195, 35] == grey)
      #expect(image[160, 15] == grey)
    }

    @Test("text draws ink inside its rectangle and none outside it")
    func text() throws {
      let image = try renderThroughPNG(Self.frame())
      let inside = pixels(in: image, rect: Rect(x: 10, y: 80, width: 180, height: 30), differingFrom: grey)
      #expect(inside > 50)
      let left = pixels(in: image, rect: Rect(x: 0, y: 70, width: 10, height: 50), differingFrom: grey)
      let below = pixels(in: image, rect: Rect(x: 0, y: 110, width: 200, height: 10), differingFrom: grey)
      let above = pixels(in: image, rect: Rect(x: 0, y: 62, width: 200, height: 18), differingFrom: grey)
      #expect(left == 0 && below == 0 && above == 0)
    }

    @Test("text wider than its rectangle is cut at the rectangle's edge")
    func textClippedToRect() throws {
      var list = DisplayList(background: grey)
      list.append(
        .text("WWWWWWWWWWWWWWWWWWWW", in: Rect(x: 20, y: 20, width: 60, height: 30), size: 20, .black))
      let image = try renderThroughPNG(list)
      #expect(pixels(in: image, rect: Rect(x: 20, y: 20, width: 60, height: 30), differingFrom: grey) > 50)
      #expect(pixels(in: image, rect: Rect(x: 80, y: 0, width: 120, height: 120), differingFrom: grey) == 0)
    }

    @Test("centred and right-aligned text sit at the middle and the right of the rectangle")
    func alignment() throws {
      var list = DisplayList(background: grey)
      list.append(
        .text("ab", in: Rect(x: 0, y: 0, width: 200, height: 40), size: 16, .black, alignment: .center))
      list.append(
        .text("ab", in: Rect(x: 0, y: 60, width: 200, height: 40), size: 16, .black, alignment: .right))
      let image = try renderThroughPNG(list)
      #expect(pixels(in: image, rect: Rect(x: 0, y: 0, width: 80, height: 40), differingFrom: grey) == 0)
      #expect(pixels(in: image, rect: Rect(x: 85, y: 0, width: 30, height: 40), differingFrom: grey) > 20)
      #expect(pixels(in: image, rect: Rect(x: 0, y: 60, width: 170, height: 40), differingFrom: grey) == 0)
      #expect(pixels(in: image, rect: Rect(x: 170, y: 60, width: 30, height: 40), differingFrom: grey) > 20)
    }

    @Test("a translucent fill blends with what is under it")
    func translucency() throws {
      var list = DisplayList(background: .white)
      list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(r: 0, g: 0, b: 0, a: 128)))
      let image = try renderThroughPNG(list)
      let c = image[50, 50]
      #expect((125...129).contains(Int(c.r)) && c.r == c.g && c.g == c.b)
    }

    @Test("a rounded fill leaves its corners to the background and fills its middle")
    func roundedFill() throws {
      var list = DisplayList(background: grey)
      list.append(.fill(Rect(x: 20, y: 20, width: 100, height: 60), red, cornerRadius: 15))
      let image = try renderThroughPNG(list)
      #expect(image[21, 21] == grey)
      #expect(image[118, 78] == grey)
      #expect(image[70, 50] == red)
      #expect(image[70, 21] == red)
      #expect(image[21, 50] == red)
    }

    @Test("a missing image is drawn as a grey box rather than nothing")
    func missingImage() throws {
      var list = DisplayList(background: .white)
      list.append(.image(path: "/nonexistent/rlab.png", in: Rect(x: 20, y: 20, width: 80, height: 60)))
      let image = try renderThroughPNG(list)
      #expect(
        pixels(in: image, rect: Rect(x: 20, y: 20, width: 80, height: 60), differingFrom: .white) > 4000)
      #expect(image[10, 10] == .white)
    }

    @Test("an image file is scaled into its rectangle")
    func imageFile() throws {
      let path = temporaryPNG("source")
      try RGBAImage(width: 4, height: 4, fill: blue).writePNG(path)
      var list = DisplayList(background: .white)
      list.append(.image(path: path, in: Rect(x: 20, y: 20, width: 40, height: 40)))
      let image = try renderThroughPNG(list)
      #expect(image[40, 40] == blue)
      #expect(image[19, 40] == .white)
      #expect(image[60, 40] == .white)
    }
  }
}

extension SDLRendering {
  @Suite("HiDPI drawing") struct HiDPIDrawing {
    @Test("at scale 2 coordinates and text double in pixels")
    func doubled() throws {
      let renderer = try makeRenderer(width: 200, height: 120)
      renderer.scaleOverride = 2
      let list = DisplayList(
        items: [
          .fill(Rect(x: 10, y: 10, width: 30, height: 30), Color(r: 255, g: 0, b: 0)),
          .text("Hi", in: Rect(x: 50, y: 0, width: 50, height: 60), size: 20, .black),
        ], background: .white)
      renderer.render(list)
      let image = try renderer.readPixels()
      #expect(renderer.scale == 2)
      #expect(image[21, 21] == Color(r: 255, g: 0, b: 0))
      #expect(image[79, 79] == Color(r: 255, g: 0, b: 0))
      #expect(image[80, 80] == .white)
      #expect(image[19, 19] == .white)
      // 20 pt text at 2× is about 40 px of font height: ink spreads over > 25 rows.
      var rows = 0
      for y in 0..<120 where (100..<200).contains(where: { image[$0, y] != .white }) { rows += 1 }
      #expect(rows > 25)
      #expect(renderer.textWidth("Hi", size: 20) < 40)
    }
  }
}
