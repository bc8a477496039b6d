import ResponderCore
import ResponderOverlay

/// One frame of the stage in its parts, each drawn only inside its own
/// area, and how the parts are laid out from a model: the scene where the
/// window layout puts it, the overlay's marks over it (none in clean
/// mode), the sidebar beside it, and the cards over everything.
package struct StageFrame {
  var window: WindowLayout
  /// The scene, in window points (clipped to `window.sceneRect`).
  var scene: [DisplayItem] = []
  /// The overlay's marks over the scene (clipped to `window.sceneRect`).
  var marks: [DisplayItem] = []
  var tags: [OverlayLayout.Tag] = []
  /// The chain's stops over the scene (views, controllers, the edge).
  package var stops: [OverlayLayout.ChainStop] = []
  /// The rectangles the scene's own texts cover.
  var sceneText: [Rect] = []
  /// The sidebar (clipped to `window.sidebarRect`).
  var sidebar: [DisplayItem] = []
  /// The error and help cards over the window.
  var cards: [DisplayItem] = []

  /// An empty frame in `window` (tests fill its parts by hand).
  init(window: WindowLayout) { self.window = window }

  /// Lays out a frame.
  ///
  /// - Parameters:
  ///   - sceneItems: the scene's items in scene points (the held picture while it is held).
  ///   - model: the overlay's model; nil draws the scene alone.
  ///   - marksShown: false in clean (demo) mode: the scene as the prototype looks, the sidebar kept.
  init(
    layout l: OverlayLayout, sceneItems: [DisplayItem], model: OverlayModel?, marksShown: Bool, error: String?
  ) {
    let w = l.window
    window = w
    let origin = Point(x: w.sceneRect.minX, y: w.sceneRect.minY)
    scene = sceneItems.map { $0.transformed(scale: w.scale, offset: origin) }
    guard let model else { return }
    sceneText = l.textExtents(of: scene)
    if marksShown {
      tags = l.tags(model, avoiding: sceneText)
      marks = l.sceneMarks(model, avoiding: sceneText)
      if l.panels.contains(.chain) {
        let occupied = l.panels.contains(.hitTest) ? tags.map(\.rect) : []
        stops = l.chainPath(model, avoiding: sceneText, occupied: occupied).stops
      }
    }
    sidebar = l.sidebar(model)
    if let e = error { cards += l.errorCard(e) }
    if l.panels.contains(.help) { cards += l.helpCard() }
  }

  /// The display list: the scene and its marks clipped to the scene's area, then the sidebar and the cards.
  func displayList(background: Color = Color(r: 20, g: 20, b: 22)) -> DisplayList {
    var list = DisplayList(background: background)
    list.append(.pushClip(window.sceneRect))
    list.append(contentsOf: scene)
    list.append(contentsOf: marks)
    list.append(.popClip)
    list.append(contentsOf: sidebar)
    list.append(contentsOf: cards)
    return list
  }
}
