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
  /// The menus: the context or edit menu shown, the shortcut list and the
  /// editing menu's callout — the app's own UI, drawn at the scene's scale
  /// over the marks (clipped to `window.sceneRect`). UIKit presents menus
  /// and the shortcut list in a window above the app's, so no hit-test box,
  /// tag, chain stop or finger is drawn across them.
  var menu: [DisplayItem] = []
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
  ///   - marksLayout: the marks' layout, in the points of `window.marksScale` (nil: `layout`).
  init(
    layout l: OverlayLayout, marksLayout: OverlayLayout? = nil, window w: WindowLayout,
    sceneItems: [DisplayItem], model: OverlayModel?, marksShown: Bool, error: String?
  ) {
    window = w
    scene = sceneItems.map {
      $0.transformed(scale: w.scale, offset: Point(x: w.sceneRect.minX, y: w.sceneRect.minY))
    }
    guard let model else { return }
    // A context menu is the app's own UI (UIKit shows it in a window above
    // the app's): drawn at the scene's scale, in clean mode too, over
    // everything else in the scene's area.
    let popupItems = OverlayLayout.contextMenuItems(model) + OverlayLayout.shortcutListItems(model)
    let u = w.uiScale
    func up(_ items: [DisplayItem]) -> [DisplayItem] {
      u == 1 ? items : items.map { $0.transformed(scale: u, offset: .zero) }
    }
    // The editing menu is the app's own UI too: laid out in scene points and
    // drawn at the scene's scale, as the scene's items are, over the
    // overlay's marks (a tag or a stop across it hid its commands). Its
    // text is measured at 1:1 (the overlay measures at its own scale).
    // Shown with the marks only: it is the overlay's forecast of the menu.
    let sceneSpace = OverlayLayout(
      sceneSize: w.sceneSize, panels: l.panels,
      window: WindowLayout(windowSize: w.sceneSize, sceneSize: w.sceneSize, sidebarShown: false),
      measure: u == 1 ? l.measure : TextMeasure { s, size, bold in l.measure.width(s, size / u, bold) * u })
    let menusInScene = (marksShown ? sceneSpace.editingMenuItems(model) : []) + popupItems
    menu = menusInScene.map {
      $0.transformed(scale: w.scale, offset: Point(x: w.sceneRect.minX, y: w.sceneRect.minY))
    }
    // The marks over the scene are laid out in their own points: the
    // overlay's, or on a slide the scene's (`WindowLayout.marksScale`).
    let lm = marksLayout ?? l
    let um = marksLayout == nil ? u : w.marksScale
    let ow = lm.window
    func inOverlay(_ items: [DisplayItem]) -> [DisplayItem] {
      items.map { $0.transformed(scale: ow.scale, offset: Point(x: ow.sceneRect.minX, y: ow.sceneRect.minY)) }
    }
    // The scene's text where the marks lay out: they avoid it there, and
    // the menus' whole area, which would hide a tag or a stop under it.
    let sceneInOverlay = um == 1 ? scene : inOverlay(sceneItems)
    var menuArea: Rect?
    for r in (um == 1 ? menu : inOverlay(menusInScene)).compactMap(\.bounds) {
      menuArea = menuArea.map { $0.union(r) } ?? r
    }
    let textInOverlay = lm.textExtents(of: sceneInOverlay) + (menuArea.map { [$0] } ?? [])
    func upMark(_ r: Rect) -> Rect {
      Rect(x: r.minX * um, y: r.minY * um, width: r.width * um, height: r.height * um)
    }
    func upMarks(_ items: [DisplayItem]) -> [DisplayItem] {
      um == 1 ? items : items.map { $0.transformed(scale: um, offset: .zero) }
    }
    sceneText = textInOverlay.map(upMark)
    if marksShown {
      let logicalTags = lm.tags(model, avoiding: textInOverlay)
      tags = logicalTags.map {
        var t = $0
        t.rect = upMark(t.rect)
        return t
      }
      marks = upMarks(lm.sceneMarks(model, avoiding: textInOverlay, editingMenu: false))
      if lm.panels.contains(.chain) {
        let occupied = lm.panels.contains(.hitTest) ? logicalTags.map(\.rect) : []
        stops = lm.chainPath(model, avoiding: textInOverlay, occupied: occupied).stops.map {
          var s = $0
          s.rect = upMark(s.rect)
          return s
        }
      }
    }
    sidebar = up(l.sidebar(model))
    if let e = error { cards += up(l.errorCard(e)) }
    if l.panels.contains(.help) { cards += up(l.helpCard()) }
  }

  /// Adds Shift+F8's what-if: its hit-test view outlined over the scene
  /// (unless in clean mode) and the card with the two routes side by side.
  mutating func show(
    _ w: WhatIf, layout l: OverlayLayout, marksLayout lm: OverlayLayout, marks marksShown: Bool
  ) {
    func up(_ items: [DisplayItem], _ u: Double) -> [DisplayItem] {
      u == 1 ? items : items.map { $0.transformed(scale: u, offset: .zero) }
    }
    if marksShown { marks += up(lm.whatIfMarks(w), window.marksScale) }
    cards += up(l.whatIfCard(w), window.uiScale)
  }

  /// The display list: the scene and its marks clipped to the scene's area, then the sidebar and the cards.
  func displayList(background: Color = Color(r: 20, g: 20, b: 22)) -> DisplayList {
    var list = DisplayList(background: background)
    list.append(.pushClip(window.sceneRect))
    list.append(contentsOf: scene)
    list.append(contentsOf: marks)
    list.append(contentsOf: menu)
    list.append(.popClip)
    list.append(contentsOf: sidebar)
    list.append(contentsOf: cards)
    return list
  }
}
