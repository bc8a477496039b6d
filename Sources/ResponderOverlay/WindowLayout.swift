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
  /// The smallest window the layout is made for, with and without the sidebar.
  public static func minimumWindow(sidebarShown: Bool) -> Size {
    Size(width: (sidebarShown ? sidebarWidth : 0) + 160, height: 240)
  }

  public var windowSize: Size
  public var sceneSize: Size
  public var sidebarShown: Bool
  /// Window points per scene point.
  public private(set) var scale: Double
  /// Where the scene is drawn, in window points.
  public private(set) var sceneRect: Rect

  /// Lays a scene out in a window of `windowSize`.
  /// - Parameter scale: the scene's scale; nil fits it into its area
  ///   (larger or smaller), keeping its aspect ratio.
  public init(windowSize: Size, sceneSize: Size, sidebarShown: Bool = true, scale: Double? = nil) {
    self.windowSize = windowSize
    self.sceneSize = sceneSize
    self.sidebarShown = sidebarShown
    let area = Self.sceneArea(windowSize: windowSize, sidebarShown: sidebarShown)
    let fit = Self.fitScale(scene: sceneSize, into: area.size)
    let s = scale.flatMap { $0.isFinite && $0 > 0 ? min($0, fit) : nil } ?? fit
    self.scale = s
    let w = sceneSize.width * s
    let h = sceneSize.height * s
    // Centred across, at the top: the sidebar's first lines sit beside the scene's.
    sceneRect = Rect(x: area.minX + ((area.width - w) / 2).rounded(.down), y: area.minY, width: w, height: h)
  }

  /// The window area the scene is fitted into: everything left of the sidebar.
  public var sceneArea: Rect { Self.sceneArea(windowSize: windowSize, sidebarShown: sidebarShown) }

  /// The sidebar, full height at the window's right edge; empty when hidden.
  public var sidebarRect: Rect {
    guard sidebarShown else { return Rect(x: windowSize.width, y: 0, width: 0, height: windowSize.height) }
    let w = min(Self.sidebarWidth, windowSize.width)
    return Rect(x: windowSize.width - w, y: 0, width: w, height: windowSize.height)
  }

  static func sceneArea(windowSize: Size, sidebarShown: Bool) -> Rect {
    let side = sidebarShown ? min(Self.sidebarWidth, windowSize.width) : 0
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

  /// The window size to open for a scene on a display whose usable area is
  /// `usable`: the scene at `scale` when asked, else at 1:1 or smaller so
  /// that it fits, plus the sidebar. Never scales up unasked.
  public static func startSize(scene: Size, usable: Size?, sidebarShown: Bool, scale: Double?) -> (
    window: Size, scale: Double
  ) {
    let side = sidebarShown ? sidebarWidth : 0
    var s = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
    if scale == nil, let usable {
      s = min(1, fitScale(scene: scene, into: Size(width: usable.width - side, height: usable.height)))
    }
    let minimum = minimumWindow(sidebarShown: sidebarShown)
    let w = max(minimum.width, (scene.width * s).rounded(.up) + side)
    let h = max(minimum.height, (scene.height * s).rounded(.up))
    return (Size(width: w, height: h), s)
  }
}
