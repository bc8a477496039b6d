/// What a view looks like while an animation runs (Core Animation's
/// presentation layer), apart from what it is (the model).
///
/// As in UIKit, an animated change sets the model value at once and only
/// the presentation moves: hit-testing, `frame` and every property read
/// the model ("why can I tap where the button is going"), drawing reads
/// the presentation.
public struct Presentation: Hashable, Sendable {
  public var center: Point?
  public var size: Size?
  public var boundsOrigin: Point?
  public var alpha: Double?
  public var backgroundColor: Color?
  public var scale: Double?
  public var rotation: Double?
  /// The animation that owns each property; a newer one replaces it.
  var owners: [String: ObjectIdentifier] = [:]

  public var isEmpty: Bool { owners.isEmpty }
}

extension View {
  public var presentedCenter: Point { presentation?.center ?? center }
  public var presentedBounds: Rect {
    Rect(origin: presentation?.boundsOrigin ?? bounds.origin, size: presentation?.size ?? bounds.size)
  }
  public var presentedAlpha: Double { presentation?.alpha ?? alpha }
  public var presentedBackgroundColor: Color? { presentation?.backgroundColor ?? backgroundColor }
  public var presentedTransform: AffineTransform {
    guard let p = presentation, p.scale != nil || p.rotation != nil else { return transform }
    return AffineTransform(scale: p.scale ?? transform.scale, rotation: p.rotation ?? transform.rotation)
  }

  /// The presented frame in the superview (identity transform).
  public var presentedFrame: Rect {
    let b = presentedBounds
    let c = presentedCenter
    return Rect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
  }

  /// The presented bounds' corners in window coordinates.
  public func presentedCornersInWindow() -> [Point] {
    let b = presentedBounds
    var pts = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
      Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
    ]
    var v: View = self
    while let parent = v.superview {
      let vb = v.presentedBounds
      let t = v.presentedTransform
      let c = v.presentedCenter
      pts = pts.map { p in t.apply(Point(x: p.x - vb.midX, y: p.y - vb.midY)) + c }
      v = parent
    }
    return pts
  }
}

extension View {
  /// Drops a running animation of `property`: its presentation jumps to
  /// the model (an undo, or a new value set without animation).
  public func removeAnimation(forProperty property: String) {
    guard var p = presentation, p.owners[property] != nil else { return }
    p.owners[property] = nil
    switch property {
    case "frame":
      p.center = nil
      p.size = nil
    case "alpha": p.alpha = nil
    case "color", "backgroundColor": p.backgroundColor = nil
    case "scale": p.scale = nil
    case "rotation": p.rotation = nil
    case "contentOffset": p.boundsOrigin = nil
    default: break
    }
    presentation = p.isEmpty ? nil : p
    setNeedsDisplay()
  }
}

extension View {
  /// The presented value of an animated property, as `value(forProperty:)` spells it.
  public func presentedValue(forProperty name: String) -> PropertyValue? {
    switch name {
    case "frame": return .rect(presentedFrame)
    case "alpha": return .number(presentedAlpha)
    case "color", "backgroundColor": return presentedBackgroundColor.map(PropertyValue.color) ?? .null
    case "scale": return .number(presentedTransform.scale)
    case "rotation": return .number(presentedTransform.rotation * 180 / Double.pi)
    case "frame.x", "frame.y", "frame.width", "frame.height", "center.x", "center.y":
      return componentValue(forPath: name, frame: presentedFrame, center: presentedCenter)
    default: return value(forProperty: name)
    }
  }
}
