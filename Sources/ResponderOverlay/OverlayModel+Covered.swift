import ResponderCore

/// Which hit-test marks a view drawn above now hides.
///
/// The hit-test panel keeps explaining the last touch that began while
/// later events run; when one of them puts a view over that touch's views
/// (list.yaml's presented detail page over the rows), their boxes would be
/// drawn on a page that has nothing to do with them. A view wholly behind
/// an opaque view drawn later is not seen, so, as with a view a clipping
/// scroll view hides, the sidebar still lists it and the scene draws no box
/// or tag for it. Painter's order follows UIKit: a view draws over its
/// superview, and later subviews over earlier ones (`subviews` is back to
/// front); a view's own subviews never cover it.
extension OverlayModel {
  /// Views of `window` in the order they are drawn, back to front.
  static func drawOrder(of window: Window) -> [View] {
    var out: [View] = []
    func walk(_ v: View) {
      out.append(v)
      for s in v.subviews { walk(s) }
    }
    walk(window)
    return out
  }

  /// The window area `v` paints opaquely, or nil when it shows through:
  /// hidden or translucent (itself or an ancestor), or without an opaque
  /// background (a bare container draws nothing of its own).
  static func opaqueArea(of v: View) -> Rect? {
    guard let color = v.presentedBackgroundColor, color.a == 255 else { return nil }
    var a: View? = v
    while let x = a {
      if x.isHidden || x.presentedAlpha < 1 { return nil }
      a = x.superview
    }
    let f = v.frameInWindow
    return clip(of: v).map { $0.intersection(f) } ?? f
  }

  /// Whether a view drawn after `view`, not inside it, covers all of what
  /// `view` shows (its frame inside its clipping ancestors).
  static func isCovered(_ view: View, order: [View], index: [ObjectIdentifier: Int]) -> Bool {
    guard let i = index[ObjectIdentifier(view)] else { return false }
    let f = view.frameInWindow
    let shown = clip(of: view).map { $0.intersection(f) } ?? f
    for v in order[(i + 1)...] where !v.isDescendant(of: view) {
      guard let area = opaqueArea(of: v) else { continue }
      if area.minX <= shown.minX, area.minY <= shown.minY, area.maxX >= shown.maxX, area.maxY >= shown.maxY {
        return true
      }
    }
    return false
  }

  /// Whether `view` is not seen in the scene now: out of the window, or
  /// wholly covered by a view drawn above it.
  static func isUnseen(_ view: View) -> Bool {
    guard let window = view.window else { return true }
    let order = drawOrder(of: window)
    let index = Dictionary(order.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { a, _ in a })
    return isCovered(view, order: order, index: index)
  }
}
