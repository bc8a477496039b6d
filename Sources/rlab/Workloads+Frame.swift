import Foundation
import ResponderCore
import ResponderLive
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

extension Workloads {
  enum FrameCase { case full, idle, oneView }

  /// A 1,000-view scene plus the overlay at 1280×800 in the software
  /// renderer: a full frame, an idle frame (nothing changed: nothing drawn)
  /// and a frame after one view changed (dirty rectangle). Baseline: SDL
  /// filling the same view rectangles itself.
  func frame(_ c: FrameCase) throws -> BenchResult {
    let name = c == .full ? "frame.full1k" : c == .idle ? "frame.idle" : "frame.oneview"
    let sceneSize = Size(width: 1280 - OverlayLayout.sidebarWidth, height: 800)
    let text = Self.thousandViewScene(size: sceneSize)
    guard case .success(let doc) = SceneLoader.parse(text: text, file: "frame.yaml", baseDirectory: ".")
    else {
      throw BenchFailure("the 1,000-view scene does not load")
    }
    let scene = SceneBuilder().build(doc)
    let stage = Stage(scene: scene)
    let video = try SDLVideo(
      SDLVideo.Options(title: "bench", width: 1280, height: 800, headless: true, resizable: false))
    let renderer = try Renderer(video: video)
    // A tap so that the overlay has a hit-test path, a chain and a log to show.
    let session = Session(app: scene.app, windowSize: sceneSize)
    let inj = SDLEventInjector(windowSize: sceneSize)
    try inj.finger(0, .began, at: Point(x: 200, y: 200))
    session.tick()
    try inj.finger(0, .ended, at: Point(x: 200, y: 200))
    session.tick()

    var rects: [(Rect, Color)] = []
    scene.window.forEachInSubtree { v in
      if let bg = v.backgroundColor { rects.append((v.frameInWindow, bg)) }
    }
    let base = measure(rounds: rounds) {
      renderer.fillDirectly(rects, background: .black)
      renderer.finish()
      return 1
    }
    var list = stage.displayList(fingers: [])
    renderer.render(list)
    let views = Array(scene.views.values.filter { $0.backgroundColor != nil })
    var flip = false
    let ours = measure(rounds: rounds) {
      switch c {
      case .full:
        list = stage.displayList(fingers: [])
        renderer.render(list)
      case .idle:
        let next = stage.displayList(fingers: [])
        if case .area(let r) = next.damage(comparedTo: list) { renderer.render(next, dirty: r) }
        list = next
      case .oneView:
        flip.toggle()
        views[7].backgroundColor = flip ? Color(r: 255, g: 0, b: 0) : Color(r: 0, g: 0, b: 255)
        let next = stage.displayList(fingers: [])
        switch next.damage(comparedTo: list) {
        case .none: break
        case .area(let r): renderer.render(next, dirty: r)
        case .full: renderer.render(next)
        }
        list = next
      }
      renderer.finish()
      return 1
    }
    return BenchResult(
      name: name, unit: "ms", median: ours.median / 1e6, p90: ours.p90 / 1e6, baseline: base.median / 1e6,
      baselineName: "SDL filling the \(rects.count) view rects")
  }

  /// 1,000 views: 40 cards of 24 cells, with labels, buttons and nesting.
  static func thousandViewScene(size: Size) -> String {
    var s = "name: frame bench\nwindow: { width: \(Int(size.width)), height: \(Int(size.height)) }\n"
    s += "root:\n  controller: main\n  view:\n    id: root\n    color: \"#f2f2f7\"\n    subviews:\n"
    var made = 1
    var card = 0
    let palette = ["#ff3b30", "#34c759", "#007aff", "#ff9500", "#af52de", "#5ac8fa", "#ffcc00", "#8e8e93"]
    while made < 1000 {
      let cx = (card % 5) * 180 + 5
      let cy = (card / 5) * 100 + 2
      s +=
        "      - id: card\(card)\n        frame: [\(cx), \(cy), 170, 96]\n        color: \"#ffffff\"\n        subviews:\n"
      made += 1
      for k in 0..<24 where made < 1000 {
        let x = (k % 6) * 28 + 2
        let y = (k / 6) * 23 + 2
        let color = palette[(card + k) % palette.count]
        if k == 0 {
          s +=
            "          - { id: c\(card)l, type: label, text: \"Card \(card)\", frame: [\(x), \(y), 80, 20] }\n"
        } else {
          s += "          - { id: c\(card)v\(k), frame: [\(x), \(y), 26, 21], color: \"\(color)\" }\n"
        }
        made += 1
      }
      card += 1
    }
    return s
  }
}
