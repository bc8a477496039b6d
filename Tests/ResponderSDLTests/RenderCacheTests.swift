import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

extension SDLRendering {
  @Suite("render caches") struct RenderCaches {
    static func labels(_ n: Int) -> DisplayList {
      var list = DisplayList()
      for i in 0..<n {
        list.append(
          .text("label \(i)", in: Rect(x: 0, y: Double(i) * 10, width: 200, height: 10), size: 9, .black))
      }
      return list
    }

    @Test("the second frame of the same text hits the texture cache")
    func secondFrameHits() throws {
      let renderer = try makeRenderer()
      renderer.render(Self.labels(5))
      #expect(renderer.stats.textMisses == 5)
      #expect(renderer.stats.textHits == 0)
      renderer.render(Self.labels(5))
      #expect(renderer.stats.textMisses == 5)
      #expect(renderer.stats.textHits == 5)
    }

    @Test("colour, size and weight each make a different texture")
    func keyedByLook() throws {
      let renderer = try makeRenderer()
      let r = Rect(x: 0, y: 0, width: 200, height: 30)
      renderer.render(
        DisplayList(items: [
          .text("A", in: r, size: 12, .black), .text("A", in: r, size: 12, .white),
          .text("A", in: r, size: 13, .black), .text("A", in: r, size: 12, .black, bold: true),
          .text("A", in: r, size: 12, .black),
        ]))
      #expect(renderer.stats.textMisses == 4)
      #expect(renderer.stats.textHits == 1)
    }

    @Test("the text cache stays within its bound, evicting the least recently used")
    func bounded() throws {
      let renderer = try makeRenderer(textCache: 3)
      renderer.render(Self.labels(8))
      #expect(renderer.stats.textCached == 3)
      #expect(renderer.stats.textEvictions == 5)
    }

    @Test("a missing image is looked for once, not every frame")
    func missingImageLoadedOnce() throws {
      let renderer = try makeRenderer()
      let list = DisplayList(items: [
        .image(path: "/nonexistent/a.png", in: Rect(x: 0, y: 0, width: 10, height: 10))
      ])
      renderer.render(list)
      renderer.render(list)
      #expect(renderer.stats.imageLoads == 1)
    }

    @Test("text width grows with the string and with bold, and empty text is 0 wide")
    func textWidth() throws {
      let renderer = try makeRenderer()
      let short = renderer.textWidth("Hi", size: 17)
      let long = renderer.textWidth("Hi there", size: 17)
      #expect(short > 5 && long > short)
      #expect(renderer.textWidth("Hi there", size: 17, bold: true) > long)
      #expect(renderer.textWidth("", size: 17) == 0)
      #expect(renderer.lineHeight(size: 17) >= 17)
    }
  }
}

extension SDLRendering {
  @Suite("shared SDL renderer") struct SharedRenderer {
    @Test("drawing with SDL directly between frames does not confuse the next frame's colours")
    func stateNotCachedAcrossFrames() throws {
      let renderer = try makeRenderer()
      // The frame ends on the colour the next one starts with, so a cached
      // "SDL already has this colour" would skip setting it.
      let list = DisplayList(
        items: [.fill(Rect(x: 0, y: 0, width: 50, height: 50), Color(r: 255, g: 0, b: 0))],
        background: Color(r: 255, g: 0, b: 0))
      renderer.render(list)
      renderer.drawWithSDLDirectly(Color(r: 0, g: 255, b: 0))
      renderer.render(list)
      let image = try renderer.readPixels()
      #expect(image[100, 100] == Color(r: 255, g: 0, b: 0))
    }
  }
}
