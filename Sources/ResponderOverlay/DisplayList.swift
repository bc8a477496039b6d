import ResponderCore

/// One drawing instruction. Coordinates are window points; the renderer
/// multiplies by the HiDPI scale.
public enum DisplayItem: Sendable, Hashable {
  /// A filled rectangle, optionally with rounded corners.
  case fill(Rect, Color, cornerRadius: Double = 0)
  /// A rectangle outline drawn inside `rect`, `width` points thick.
  case stroke(Rect, Color, width: Double = 1, cornerRadius: Double = 0)
  /// A filled convex quadrilateral (a rotated or scaled view), corners in order.
  case quad([Point], Color)
  /// A straight line segment.
  case line(from: Point, to: Point, Color, width: Double = 1)
  /// A circle, filled and/or outlined.
  case circle(center: Point, radius: Double, fill: Color?, stroke: Color?, strokeWidth: Double = 1)
  /// One line of text, vertically centred in `rect` and clipped to it.
  case text(String, in: Rect, size: Double, Color, alignment: TextAlignment = .left, bold: Bool = false)
  /// An image file (already resolved to a path) scaled into `rect`.
  case image(path: String, in: Rect)
  /// An image mapped onto a quadrilateral (a rotated or scaled image view),
  /// corners in order from the image's top-left, clockwise.
  case imageQuad(path: String, corners: [Point])
  /// Restricts drawing to `rect` (intersected with the current clip) until the matching `popClip`.
  case pushClip(Rect)
  case popClip
}

/// What the renderer draws for one frame: an ordered list of items, back to front.
public struct DisplayList: Sendable, Hashable {
  public var items: [DisplayItem]
  /// The colour the whole canvas is cleared to first.
  public var background: Color

  public init(items: [DisplayItem] = [], background: Color = .white) {
    self.items = items
    self.background = background
  }

  public mutating func append(_ item: DisplayItem) { items.append(item) }
  public mutating func append(contentsOf other: [DisplayItem]) { items.append(contentsOf: other) }
}
