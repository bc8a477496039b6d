/// One number of a geometric property, by its scene path: `frame.x`,
/// `frame.y` (the frame's origin in the superview, what `position.x` in a
/// `when:` reads), `frame.width`, `frame.height`, and `center.x`,
/// `center.y` (UIKit's `center`: the frame's middle in the superview), and
/// `center` as a whole point.
///
/// Reading and writing them here keeps `set`, `bind:`, `props` and the
/// builder's animations on one spelling.
extension View {
  /// The number at `path` for a view with `frame` and `center` (the model
  /// or the presentation); nil for another path.
  func componentValue(forPath path: String, frame: Rect, center: Point) -> PropertyValue? {
    switch path {
    case "frame.x": .number(frame.origin.x)
    case "frame.y": .number(frame.origin.y)
    case "frame.width": .number(frame.size.width)
    case "frame.height": .number(frame.size.height)
    case "center.x": .number(center.x)
    case "center.y": .number(center.y)
    default: nil
    }
  }

  /// The whole frame `value` at `path` makes, nil when `path` is not a
  /// frame or centre component or the value is not a finite number (a
  /// whole `center` takes a point, written as a zero-size rect).
  public func frame(setting value: PropertyValue, atPath path: String) -> Rect? {
    var f = frame
    if path == "center", let r = value.rect, r.origin.isFinite {
      f.origin = Point(x: r.origin.x - f.size.width / 2, y: r.origin.y - f.size.height / 2)
      return f
    }
    guard let n = value.number, n.isFinite else { return nil }
    switch path {
    case "frame.x": f.origin.x = n
    case "frame.y": f.origin.y = n
    case "frame.width": f.size.width = max(0, n)
    case "frame.height": f.size.height = max(0, n)
    case "center.x": f.origin.x = n - f.size.width / 2
    case "center.y": f.origin.y = n - f.size.height / 2
    default: return nil
    }
    return f
  }

  func setComponent(_ value: PropertyValue, forPath path: String) -> Bool {
    guard let f = frame(setting: value, atPath: path) else { return false }
    frame = f
    return true
  }
}
