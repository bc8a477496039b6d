import Foundation
import ResponderCore
import ResponderLive
import ResponderOverlay
import ResponderSDL
import ResponderScene

extension Workloads {
  /// One scroll frame of a 1,000-row list (issue 15): the list moves by a
  /// few points, as a drag does each frame, and the whole window is drawn
  /// again with the overlay, in the software renderer at 1280×800. Clipped
  /// rows are culled, so a frame costs the visible rows, not the thousand.
  /// Baseline: SDL filling the same (visible) row rectangles itself. The
  /// frame budget at 60 Hz is 16.7 ms.
  func scrollFrame() throws -> BenchResult {
    let sceneSize = Size(width: 1280 - OverlayLayout.sidebarWidth, height: 800)
    let text = Self.thousandRowList(size: sceneSize)
    guard case .success(let doc) = SceneLoader.parse(text: text, file: "scroll.yaml", baseDirectory: ".")
    else {
      throw BenchFailure("the 1,000-row list does not load")
    }
    let scene = SceneBuilder().build(doc)
    guard let list = scene.views["list"] as? ScrollView else { throw BenchFailure("no list") }
    let stage = Stage(scene: scene)
    let video = try SDLVideo(
      SDLVideo.Options(title: "bench", width: 1280, height: 800, headless: true, resizable: false))
    let renderer = try Renderer(video: video)
    let maxOffset = list.maximumContentOffset.y
    var offset = 0.0
    func scroll() {
      offset += 7
      if offset > maxOffset { offset = 0 }
      list.contentOffset = Point(x: 0, y: offset)
    }
    func visibleRects() -> [(Rect, Color)] {
      let shown = list.frameInWindow
      var rects: [(Rect, Color)] = []
      for row in list.subviews {
        let f = row.frameInWindow
        if f.intersects(shown), let bg = row.backgroundColor { rects.append((f.intersection(shown), bg)) }
      }
      return rects
    }
    let base = measure(rounds: rounds) {
      scroll()
      renderer.fillDirectly(visibleRects(), background: .black)
      renderer.finish()
      return 1
    }
    let ours = measure(rounds: rounds) {
      scroll()
      renderer.render(stage.displayList(fingers: []))
      renderer.finish()
      return 1
    }
    return BenchResult(
      name: "frame.scroll1k", unit: "ms", median: ours.median / 1e6, p90: ours.p90 / 1e6,
      baseline: base.median / 1e6,
      baselineName: "SDL filling the \(visibleRects().count) visible row rects (budget 16.7 ms)")
  }

  /// A list of 1,000 rows of 44 pt, each with a label, in a scroll view.
  static func thousandRowList(size: Size) -> String {
    var s = "name: scroll bench\nwindow: { width: \(Int(size.width)), height: \(Int(size.height)) }\n"
    s += "root:\n  controller: main\n  view:\n    id: root\n    color: \"#f2f2f7\"\n    subviews:\n"
    s +=
      "      - id: list\n        type: scrollView\n        frame: [0, 0, \(Int(size.width)), \(Int(size.height))]\n"
    s += "        contentSize: [\(Int(size.width)), 44000]\n        subviews:\n"
    for i in 0..<1000 {
      let color = i % 2 == 0 ? "#ffffff" : "#f7f7fa"
      s += "          - { id: r\(i), frame: [0, \(i * 44), \(Int(size.width)), 44], color: \"\(color)\", "
      s += "subviews: [{ id: r\(i)t, type: label, text: \"Row \(i)\", frame: [16, 12, 200, 20] }] }\n"
    }
    return s
  }
}
