import ResponderCore

/// Which hit-test marks a page drawn above now hides (or the software
/// keyboard, whose window is above the scene's).
///
/// The hit-test panel keeps explaining the last touch that began while
/// later events run; when one of them puts a page over that touch's views
/// (list.yaml's presented detail page over the rows), their boxes would be
/// drawn on a page that has nothing to do with them. A view wholly behind
/// an opaque view drawn later at the window's level — where presentation
/// puts a presented controller's view, after the presenting hierarchy —
/// is not seen, so, as with a view a clipping scroll view hides, the
/// sidebar still lists it and the scene draws no box or tag for it.
/// Painter's order follows UIKit: later subviews draw over earlier ones.
///
/// Only the window's own subviews are looked at as covers: a cost of a few
/// rectangle checks per mark, where every view of a thousand-row list would
/// make each frame's overlay walk the whole tree for each of its rows.
extension OverlayModel {
  /// Whether `view` is not seen in the scene now: out of the window, or
  /// wholly covered by an opaque view the window draws after the one of its
  /// subviews that holds `view`.
  static func isUnseen(_ view: View) -> Bool {
    Covers().isUnseen(view)
  }

  /// The window's subviews' places and opaque areas, read once and asked
  /// for many views (every row of a chain, every mark of a hit-test path).
  /// A presentation stack puts a view per level at the window's level:
  /// read afresh per row, a chain through 3,000 levels made one picture
  /// quadratic (issue 37).
  final class Covers {
    private var window: Window?
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Opaque areas by subview position, ascending.
    private var opaque: [(index: Int, area: Rect)] = []

    init() {}

    func isUnseen(_ view: View) -> Bool {
      guard let (i, shown) = place(of: view) else { return view.window == nil }
      // Front-most first: a stack's top page covers everything below it.
      for (index, a) in opaque.reversed() {
        guard index > i else { break }
        if a.minX <= shown.minX, a.minY <= shown.minY, a.maxX >= shown.maxX, a.maxY >= shown.maxY {
          return true
        }
      }
      return false
    }

    /// The part of `view` still seen (window coordinates, within its
    /// clipping ancestors) when opaque views drawn above it cover a band
    /// across one of its edges, or nil when none does.
    ///
    /// A sheet over the lower half of a full-window map
    /// (UISheetPresentationController at a detent) hides that half: the
    /// map's box and tag belong on the half that shows, not across the
    /// sheet, as a wholly covered view's belong nowhere. Only a cover
    /// reaching across the whole width or height is cut off, so what is
    /// left is a rectangle; a cover in the middle leaves the box whole.
    func uncovered(_ view: View) -> Rect? {
      guard let (i, start) = place(of: view) else { return nil }
      var shown = start
      var cut = true
      // A cut can make another cover reach across what is left: repeat
      // until no cover cuts, at most once per cover.
      var passes = 0
      while cut, passes <= opaque.count, !shown.isEmpty {
        cut = false
        passes += 1
        for (index, a) in opaque.reversed() {
          guard index > i else { break }
          guard a.intersects(shown) else { continue }
          var next = shown
          if a.minX <= shown.minX, a.maxX >= shown.maxX {
            if a.minY <= shown.minY {
              next = Rect(x: shown.minX, y: a.maxY, width: shown.width, height: max(0, shown.maxY - a.maxY))
            } else if a.maxY >= shown.maxY {
              next = Rect(x: shown.minX, y: shown.minY, width: shown.width, height: a.minY - shown.minY)
            }
          } else if a.minY <= shown.minY, a.maxY >= shown.maxY {
            if a.minX <= shown.minX {
              next = Rect(x: a.maxX, y: shown.minY, width: max(0, shown.maxX - a.maxX), height: shown.height)
            } else if a.maxX >= shown.maxX {
              next = Rect(x: shown.minX, y: shown.minY, width: a.minX - shown.minX, height: shown.height)
            }
          }
          if next != shown {
            shown = next
            cut = true
          }
        }
      }
      return shown == start ? nil : shown
    }

    /// The position of the window subview that holds `view`, and the part
    /// of `view` its clipping ancestors show; nil for a view out of the
    /// window, and for the window's own subviews' insides that nothing can
    /// be drawn above (the window itself).
    private func place(of view: View) -> (index: Int, shown: Rect)? {
      guard let window = view.window else { return nil }
      var top = view
      while let s = top.superview, s !== window { top = s }
      guard top !== view || view.superview === window else { return nil }
      if self.window !== window { read(window) }
      guard let i = positions[ObjectIdentifier(top)] else { return nil }
      let f = view.frameInWindow
      return (i, clip(of: view).map { $0.intersection(f) } ?? f)
    }

    private func read(_ window: Window) {
      self.window = window
      positions = [:]
      opaque = []
      for (i, v) in window.subviews.enumerated() {
        positions[ObjectIdentifier(v)] = i
        if let a = opaqueArea(of: v) { opaque.append((i, a)) }
        // A presented page often paints through a subview (the Photos
        // viewer's black backdrop inside a bare container): its subviews
        // and theirs cover what lies under the page too, at most
        // `maxCoverViews` of them per window subview.
        var budget = OverlayModel.maxCoverViews
        for child in v.subviews where budget > 0 {
          budget -= 1
          if let a = opaqueArea(of: child) { opaque.append((i, a)) }
          for grandchild in child.subviews where budget > 0 {
            budget -= 1
            if let a = opaqueArea(of: grandchild) { opaque.append((i, a)) }
          }
        }
      }
      // The software keyboard's window is above the key window
      // (`UIRemoteKeyboardWindow`): the keyboard covers what lies under it,
      // drawn after everything in this window. Its window sits at the
      // scene's origin, so its frame is in this window's points.
      if let app = window.application, app.keyWindow === window, let kb = app.keyboard, kb.phase != .hidden,
        let a = opaqueArea(of: kb)
      {
        opaque.append((window.subviews.count, a))
      }
    }
  }

  /// How many of a window subview's subviews (two levels down) are read
  /// for what they cover.
  static let maxCoverViews = 64

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
}
