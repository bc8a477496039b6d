import ResponderCore
import Testing

@testable import ResponderOverlay

/// What made a deep presentation stack quadratic outside `rlab test`
/// (issue 37, item 6): fitting a long "not shown" line one character at a
/// time, and blending every dimming layer of a stack of page sheets.
@Suite("Presentation stack costs")
struct StackCostTests {
  @Test("fitted keeps the longest prefix of whole words that fits, found by halving")
  func fittedByHalving() {
    var measured = 0
    let measure = TextMeasure { s, size, _ in
      measured += 1
      return Double(s.count) * size * 0.6
    }
    let layout = OverlayLayout(sceneSize: Size(width: 390, height: 300), measure: measure)
    let long = "… not shown for room: " + (0..<3000).map { "c\($0)" }.joined(separator: ", ")
    let out = layout.fitted(long, width: 300, size: 11)
    // 300 / 6.6 = 45.45 characters: 44 and the ellipsis fit, "… c5," the
    // 44th; no word is cut (issue 39): back to the last whole one, then " …".
    #expect(out == "… not shown for room: c0, c1, c2, c3, c4, …")
    #expect(measure.width(out, 11, false) <= 300)
    #expect(measured < 20)
    #expect(layout.fitted("short", width: 300, size: 11) == "short")
    #expect(layout.fitted("abc", width: 1, size: 11) == "…")
  }

  //   window 390 × 300
  //   └─ root (white), then 40 translucent layers filling the window (alpha 60)
  @Test(
    "layers behind enough translucent full-window layers are not drawn; an opaque one hides all behind it")
  func hiddenLayers() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 300))
    let root = View(identifier: "root", frame: window.bounds)
    root.backgroundColor = .white
    window.addSubview(root)
    for k in 0..<40 {
      let dim = View(identifier: "dim\(k)", frame: window.bounds)
      dim.backgroundColor = Color(r: 0, g: 0, b: 0, a: 60)
      window.addSubview(dim)
    }
    let drawing = SceneDrawing(canvas: window.bounds)
    // (1 - 60/255)^26 < 1/1024 < (1 - 60/255)^25: the 26 front-most layers hide the rest.
    #expect(drawing.firstShownSubview(of: window) == 41 - 26)
    // The 26 shown are one run of the same translucent fill: drawn as one,
    // opaque by then (what shows through rounds down to nothing).
    #expect(drawing.items(for: window) == [.fill(window.bounds, Color(r: 0, g: 0, b: 0, a: 255))])
    let cover = View(identifier: "cover", frame: window.bounds)
    cover.backgroundColor = .white
    window.addSubview(cover)
    #expect(drawing.firstShownSubview(of: window) == 41)
    // A layer smaller than the canvas hides nothing.
    let small = View(identifier: "small", frame: Rect(x: 0, y: 10, width: 390, height: 290))
    small.backgroundColor = .white
    window.addSubview(small)
    #expect(drawing.firstShownSubview(of: window) == 41)
  }

  //   window 390 × 300: root (white), two black layers at alpha 60, a red
  //   one, one more black, and a rounded black one
  @Test("a run of the same translucent fill over the same rectangle is one fill of their combined opacity")
  func foldedFills() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 300))
    let root = View(identifier: "root", frame: window.bounds)
    root.backgroundColor = .white
    window.addSubview(root)
    func layer(_ c: Color, radius: Double = 0) {
      let v = View(identifier: "l\(window.subviews.count)", frame: window.bounds)
      v.backgroundColor = c
      v.cornerRadius = radius
      window.addSubview(v)
    }
    let dim = Color(r: 0, g: 0, b: 0, a: 60)
    layer(dim)
    layer(dim)
    layer(Color(r: 255, g: 0, b: 0, a: 60))
    layer(dim)
    layer(dim, radius: 8)
    let items = SceneDrawing(canvas: window.bounds).items(for: window)
    // 1 - (195/255)^2 = 0.415: 255 - 195 · 195 / 255 = 106. A different
    // colour between breaks the run; a rounded layer is not folded (its
    // corners would show what the square one hides).
    #expect(
      items == [
        .fill(window.bounds, .white), .fill(window.bounds, Color(r: 0, g: 0, b: 0, a: 106)),
        .fill(window.bounds, Color(r: 255, g: 0, b: 0, a: 60)), .fill(window.bounds, dim),
        .fill(window.bounds, dim, cornerRadius: 8),
      ])
  }
}
