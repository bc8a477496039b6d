import ResponderCore

/// Where the scene and the sidebar sit in the live window, and the one
/// transform between scene points and window points.
///
/// The scene keeps its own size (the device it stands for does not change
/// when the window does); it is scaled uniformly into the area left of the
/// sidebar, centred across and at the top, with bars beside or below it
/// (letterboxed). Drawing
/// maps scene items through `toWindow`, input maps window points through
/// `toScene`: both use this one value, so a touch lands where it is drawn.
public struct WindowLayout: Sendable, Hashable {
  /// The sidebar's width in window points when shown.
  public static let sidebarWidth: Double = 380
  /// The sidebar's height for its panels at 1:1, in overlay points: what
  /// headless shots give it (`OverlayLayout.canvasSize`).
  public static let sidebarHeight: Double = 640
  /// The smallest window the layout is made for, with and without the sidebar.
  public static func minimumWindow(sidebarShown: Bool, uiScale: Double = 1) -> Size {
    Size(width: (sidebarShown ? sidebarWidth * validUIScale(uiScale) : 0) + 160, height: 240)
  }

  public var windowSize: Size
  public var sceneSize: Size
  public var sidebarShown: Bool
  /// The sidebar's width in overlay points: `sidebarWidth`, or wider on a
  /// slide, where the room the scene does not need goes to the sidebar's text.
  public private(set) var sidebarPoints: Double = sidebarWidth
  /// How much larger than 1:1 the overlay draws (`--ui-scale`): its text,
  /// cards, buttons, tags, stops and legend, and the sidebar's width. The
  /// scene's own scale is apart from it (`scale`): a projector wants the
  /// overlay legible without making the scene larger than the screen.
  public private(set) var uiScale: Double = 1
  /// Window points per scene point.
  public private(set) var scale: Double
  /// Where the scene is drawn, in window points.
  public private(set) var sceneRect: Rect

  /// Lays a scene out in a window of `windowSize`.
  /// - Parameter scale: the scene's scale; nil fits it into its area
  ///   (larger or smaller), keeping its aspect ratio.
  ///   - sidebarPoints: the sidebar's width in overlay points.
  public init(
    windowSize: Size, sceneSize: Size, sidebarShown: Bool = true, scale: Double? = nil, uiScale: Double = 1,
    sidebarPoints: Double = sidebarWidth
  ) {
    self.windowSize = windowSize
    self.sceneSize = sceneSize
    self.sidebarShown = sidebarShown
    self.uiScale = Self.validUIScale(uiScale)
    self.sidebarPoints = sidebarPoints.isFinite && sidebarPoints > 0 ? sidebarPoints : Self.sidebarWidth
    let area = Self.sceneArea(
      windowSize: windowSize, sidebarShown: sidebarShown, uiScale: self.uiScale,
      sidebarPoints: self.sidebarPoints)
    let fit = Self.fitScale(scene: sceneSize, into: area.size)
    let s = scale.flatMap { $0.isFinite && $0 > 0 ? min($0, fit) : nil } ?? fit
    self.scale = s
    let w = sceneSize.width * s
    let h = sceneSize.height * s
    // Centred across, at the top: the sidebar's first lines sit beside the scene's.
    sceneRect = Rect(x: area.minX + ((area.width - w) / 2).rounded(.down), y: area.minY, width: w, height: h)
  }

  /// The window area the scene is fitted into: everything left of the sidebar.
  public var sceneArea: Rect {
    Self.sceneArea(
      windowSize: windowSize, sidebarShown: sidebarShown, uiScale: uiScale, sidebarPoints: sidebarPoints)
  }

  /// The ui scales `--ui-scale` takes.
  public static let uiScales: ClosedRange<Double> = 0.5...4
  /// The ui scales a layout takes (outside them, 1): `--ui-scale`'s, and
  /// the larger ones a 4K slide asks for (`slide`).
  static let layoutUIScales: ClosedRange<Double> = 0.25...10

  static func validUIScale(_ s: Double) -> Double { s.isFinite && layoutUIScales.contains(s) ? s : 1 }

  // MARK: - Slides

  /// The sizes `--slide WxH` takes, in pixels, each side.
  public static let slideSides: ClosedRange<Int> = 320...7680
  /// The overlay's smallest text (the legend's 10 pt) on a 1920×1080 slide,
  /// in pixels: 24 px reads from the back of a lecture room.
  public static let slideSmallestText: Double = 24
  /// The overlay's smallest text size, in overlay points (the legend's).
  public static let smallestOverlayText: Double = 10

  /// The ui scale of a slide of `size` pixels: the overlay's smallest text
  /// `slideSmallestText` pixels high on 1920×1080, and in proportion on a
  /// smaller or larger slide (projected full screen, it reads the same).
  public static func slideUIScale(_ size: Size) -> Double {
    slideSmallestText / smallestOverlayText * min(size.width / 1920, size.height / 1080)
  }

  /// A projector slide of `size` pixels: the scene as large as it fits at
  /// the left, the sidebar at `slideUIScale` beside it, given the width the
  /// scene leaves (up to twice its usual width, so its lines stay short
  /// enough to read).
  public static func slide(_ size: Size, scene: Size) -> WindowLayout {
    let u = slideUIScale(size)
    let narrow = WindowLayout(windowSize: size, sceneSize: scene, sidebarShown: true, uiScale: u)
    let left = size.width - narrow.sceneRect.width
    let points = min(2 * sidebarWidth, max(sidebarWidth, (left / u).rounded(.down)))
    var l = WindowLayout(
      windowSize: size, sceneSize: scene, sidebarShown: true, uiScale: u, sidebarPoints: points)
    // The marks grow with the scene, at most 1/uiScaleSceneShare times as
    // much (the rule `--ui-scale` keeps in the live window): at the sidebar's
    // 2.4 over a phone scene drawn 1.28 times, tags covered its text and
    // stops had room for their numbers only.
    l.marksUIScale = min(u, max(1, l.scale / uiScaleSceneShare))
    return l
  }

  /// This layout in overlay points: the window divided by `uiScale`. The
  /// overlay is laid out there at its 1:1 sizes, then drawn `uiScale` times
  /// larger, so everything it draws grows together and still lines up with
  /// the scene.
  public var overlaySpace: WindowLayout { overlaySpace(at: uiScale) }

  /// How much larger than 1:1 the marks over the scene draw (tags, stops,
  /// fingers, outlines): `uiScale`, except on a slide, where the sidebar's
  /// text is sized for the back of the room and the marks stay in
  /// proportion to the scene they annotate (`slide`).
  public var marksScale: Double { marksUIScale ?? uiScale }
  private var marksUIScale: Double?

  /// This layout in the points of an overlay drawn `u` times larger
  /// (`overlaySpace` is `uiScale`'s, the marks' space is `marksScale`'s).
  public func overlaySpace(at u: Double) -> WindowLayout {
    var l = self
    l.uiScale = 1
    l.marksUIScale = nil
    guard u != 1, u.isFinite, u > 0 else { return l }
    l.windowSize = Size(width: windowSize.width / u, height: windowSize.height / u)
    l.scale = scale / u
    l.sceneRect = Rect(
      x: sceneRect.minX / u, y: sceneRect.minY / u, width: sceneRect.width / u, height: sceneRect.height / u)
    return l
  }

  /// The sidebar, full height at the window's right edge; empty when hidden.
  public var sidebarRect: Rect {
    guard sidebarShown else { return Rect(x: windowSize.width, y: 0, width: 0, height: windowSize.height) }
    let w = min(sidebarPoints * uiScale, windowSize.width)
    return Rect(x: windowSize.width - w, y: 0, width: w, height: windowSize.height)
  }

  static func sceneArea(
    windowSize: Size, sidebarShown: Bool, uiScale: Double = 1, sidebarPoints: Double = sidebarWidth
  ) -> Rect {
    let side = sidebarShown ? min(sidebarPoints * uiScale, windowSize.width) : 0
    return Rect(x: 0, y: 0, width: max(0, windowSize.width - side), height: windowSize.height)
  }

  static func fitScale(scene: Size, into area: Size) -> Double {
    guard scene.width > 0, scene.height > 0, area.width > 0, area.height > 0 else { return 1 }
    return min(area.width / scene.width, area.height / scene.height)
  }

  /// A window point in scene points.
  public func toScene(_ p: Point) -> Point {
    Point(x: (p.x - sceneRect.minX) / scale, y: (p.y - sceneRect.minY) / scale)
  }

  /// A scene point in window points.
  public func toWindow(_ p: Point) -> Point {
    Point(x: sceneRect.minX + p.x * scale, y: sceneRect.minY + p.y * scale)
  }

  /// A scene rectangle in window points.
  public func toWindow(_ r: Rect) -> Rect {
    Rect(
      x: sceneRect.minX + r.minX * scale, y: sceneRect.minY + r.minY * scale, width: r.width * scale,
      height: r.height * scale)
  }

  /// How much the scene may grow less than the overlay before `--ui-scale`
  /// is refused: at `uiScale` u the scene is drawn at least this share of u
  /// times its scale at ui scale 1. Below it the marks over the scene (tags,
  /// stops, fingers) outgrow the views they name and cover their text
  /// ("Name" and "Type here" under doubled tags at 1366×768, issue 39).
  public static let uiScaleSceneShare: Double = 0.8

  /// The scene's scale at ui scale 1 on a display whose usable area is `usable`: 1:1, or smaller to fit.
  static func baseScale(scene: Size, usable: Size, sidebarShown: Bool) -> Double {
    let side = sidebarShown ? sidebarWidth : 0
    return min(1, fitScale(scene: scene, into: Size(width: usable.width - side, height: usable.height)))
  }

  /// The largest ui scale (in steps of 0.05, at least the smallest `--ui-scale`
  /// takes) that scales everything for `scene` on a display whose usable area
  /// is `usable`: the sidebar `u` times as wide and the scene at least
  /// `uiScaleSceneShare` × u times its scale at ui scale 1, side by side
  /// inside the display, and the window no smaller than `minimumWindow`.
  public static func largestUIScale(scene: Size, usable: Size, sidebarShown: Bool) -> Double {
    let s1 = baseScale(scene: scene, usable: usable, sidebarShown: sidebarShown)
    let share = uiScaleSceneShare * s1
    let side = sidebarShown ? sidebarWidth : 0
    var limits = [uiScales.upperBound]
    // Across: scene and sidebar side by side; the sidebar's minimum beside 160 pt.
    limits.append(usable.width / max(1, share * scene.width + side))
    if sidebarShown { limits.append((usable.width - 160) / sidebarWidth) }
    // Down: the scene.
    limits.append(usable.height / max(1, share * scene.height))
    let u = limits.min() ?? 1
    guard u.isFinite else { return uiScales.lowerBound }
    return max(uiScales.lowerBound, ((u + 1e-9) * 20).rounded(.down) / 20)
  }

  /// The window size to open for a scene on a display whose usable area is
  /// `usable`: the scene at `scale` when asked, else at 1:1 or smaller so
  /// that it fits, plus the sidebar. Never scales up unasked; a `uiScale`
  /// above 1 (presenter mode, the display's density) asks the scene to grow
  /// with the overlay, up to that scale and as far as the display allows,
  /// so that a projected scene is as legible as its sidebar and its doubled
  /// tags and stops have room.
  ///
  /// A `scale` larger than the display allows is clamped to the usable
  /// area (`clamped` says so): a window taller than the screen has a
  /// bottom nobody can click.
  public static func startSize(
    scene: Size, usable: Size?, sidebarShown: Bool, scale: Double?, uiScale: Double = 1
  ) -> (window: Size, scale: Double, clamped: Bool) {
    let side = sidebarShown ? sidebarWidth * validUIScale(uiScale) : 0
    var s = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
    var clamped = false
    if let usable {
      let fit = fitScale(scene: scene, into: Size(width: usable.width - side, height: usable.height))
      if scale == nil {
        // Everything grows together: the scene `uiScale` times its scale at
        // ui scale 1 (1:1, or smaller to fit), as far as the display allows.
        s = min(
          validUIScale(uiScale) * baseScale(scene: scene, usable: usable, sidebarShown: sidebarShown), fit)
      } else if s > fit, fit > 0 {
        s = fit
        clamped = true
      }
    }
    let minimum = minimumWindow(sidebarShown: sidebarShown, uiScale: uiScale)
    let w = max(minimum.width, (scene.width * s).rounded(.up) + side)
    var h = max(minimum.height, (scene.height * s).rounded(.up))
    // A larger overlay needs a taller sidebar: at `--ui-scale 2` a 600-pt
    // lesson window left the sidebar 300 overlay points, and the lesson card
    // alone ran off its foot. The window then takes the height the sidebar
    // has at 1:1 (`sidebarHeight`), times the ui scale, as far as the display
    // allows; a scene shorter than that has the window's colour below it.
    let u = validUIScale(uiScale)
    if sidebarShown, u > 1 {
      h = max(h, min(usable?.height ?? .infinity, (sidebarHeight * u).rounded(.up)))
    }
    return (Size(width: w, height: h), s, clamped)
  }
}
