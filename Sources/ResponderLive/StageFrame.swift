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
  ///   - layout: the overlay's layout, in overlay points (`WindowLayout.overlaySpace`).
  ///   - window: the window's layout; its `uiScale` takes overlay points to window points.
  init(
    layout l: OverlayLayout, window w: WindowLayout, sceneItems: [DisplayItem], model: OverlayModel?,
    marksShown: Bool, error: String?
  ) {
    window = w
    scene = sceneItems.map {
      $0.transformed(scale: w.scale, offset: Point(x: w.sceneRect.minX, y: w.sceneRect.minY))
    }
    guard let model else { return }
    // A context menu is the app's own UI (UIKit shows it in a window above
    // the app's): drawn with the scene, at its scale, in clean mode too.
    scene += OverlayLayout.contextMenuItems(model).map {
      $0.transformed(scale: w.scale, offset: Point(x: w.sceneRect.minX, y: w.sceneRect.minY))
    }
    let u = w.uiScale
    let ow = l.window
    // The scene's text where the overlay lays out: its marks avoid it there.
    let sceneInOverlay =
      u == 1
      ? scene
      : sceneItems.map {
        $0.transformed(scale: ow.scale, offset: Point(x: ow.sceneRect.minX, y: ow.sceneRect.minY))
      }
    let textInOverlay = l.textExtents(of: sceneInOverlay)
    func up(_ r: Rect) -> Rect {
      Rect(x: r.minX * u, y: r.minY * u, width: r.width * u, height: r.height * u)
    }
    func up(_ items: [DisplayItem]) -> [DisplayItem] {
      u == 1 ? items : items.map { $0.transformed(scale: u, offset: .zero) }
    }
    sceneText = textInOverlay.map(up)
    if marksShown {
      let logicalTags = l.tags(model, avoiding: textInOverlay)
      tags = logicalTags.map {
        var t = $0
        t.rect = up(t.rect)
        return t
      }
      // The editing menu is the app's own UI: laid out in scene points and
      // drawn at the scene's scale, as the scene's items are, under the
      // overlay's marks, which annotate it like the rest of the scene.
      let sceneSpace = OverlayLayout(
        sceneSize: w.sceneSize, panels: l.panels,
        window: WindowLayout(windowSize: w.sceneSize, sceneSize: w.sceneSize, sidebarShown: false),
        measure: l.measure)
      marks = sceneSpace.editingMenuItems(model).map {
        $0.transformed(scale: w.scale, offset: Point(x: w.sceneRect.minX, y: w.sceneRect.minY))
      }
      marks += up(l.sceneMarks(model, avoiding: textInOverlay, editingMenu: false))
      if l.panels.contains(.chain) {
        let occupied = l.panels.contains(.hitTest) ? logicalTags.map(\.rect) : []
        stops = l.chainPath(model, avoiding: textInOverlay, occupied: occupied).stops.map {
          var s = $0
          s.rect = up(s.rect)
          return s
        }
      }
    }
    sidebar = up(l.sidebar(model))
    if let e = error { cards += up(l.errorCard(e)) }
    if l.panels.contains(.help) { cards += up(l.helpCard()) }
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
