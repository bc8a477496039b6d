/// A zooming page inside a paging scroll view hands the drag on at its
/// edges, as the Photos app and Apple's PhotoScroller sample behave: a
/// zoomed photo pans until its content reaches an edge, and the rest of
/// the same drag turns the page; dragging back gives the page back first.
///
/// The "Nesting Scroll Views" section of the Scroll View Programming Guide
/// describes the paging scroll view whose pages are zooming scroll views;
/// the inner one's pan is the one that recognizes (it is the deeper view),
/// so the inner scroll view moves the outer one's offset itself by what
/// it cannot use, and on lift the outer one settles on a page with the
/// drag's velocity, as if its own pan had ended.
extension ScrollView {
  /// At the pan's start: the nearest enclosing paging scroll view, when
  /// this one zooms (`viewForZooming(in:)` names a view).
  func beginHandoff() {
    handoffTarget = nil
    handoffMoved = false
    guard zoomView != nil else { return }
    var up = superview
    while let v = up {
      if let outer = v as? ScrollView, outer.isPagingEnabled, outer.isScrollEnabled {
        outer.stopScrolling()
        handoffTarget = outer
        handoffStartOffset = outer.contentOffset
        outer.dragStartPage = outer.currentPageOrigin
        return
      }
      up = v.superview
    }
  }

  /// The offset this scroll view takes along `axis` for a proposed `value`:
  /// what lies past `lo`/`hi` moves the paging scroll view instead, which
  /// rubber-bands past its own first and last page.
  func handOff(_ value: Double, min lo: Double, max hi: Double, axis: Axis) -> Double {
    guard let outer = handoffTarget, outer.canScroll(axis) else { return value }
    let overflow = value < lo ? value - lo : (value > hi ? value - hi : 0)
    var o = outer.contentOffset
    let olo = outer.minimumContentOffset
    let ohi = outer.maximumContentOffset
    switch axis {
    case .horizontal:
      let x = handoffStartOffset.x + overflow
      o.x =
        outer.bounces
        ? Self.rubberBand(x, min: olo.x, max: ohi.x, dimension: outer.bounds.width)
        : min(max(x, olo.x), ohi.x)
    case .vertical:
      let y = handoffStartOffset.y + overflow
      o.y =
        outer.bounces
        ? Self.rubberBand(y, min: olo.y, max: ohi.y, dimension: outer.bounds.height)
        : min(max(y, olo.y), ohi.y)
    }
    if o != outer.contentOffset {
      if !handoffMoved {
        handoffMoved = true
        outer.showIndicators()
        note(
          .handedOff, content: outer,
          why: "the zoomed content is at its \(axis.rawValue) edge: \(outer.identifier) turns the page")
      }
      outer.contentOffset = o
    }
    return overflow == 0 ? value : (value < lo ? lo : hi)
  }

  /// The finger lifted: a paging scroll view that moved settles on a page
  /// with the drag's velocity along its axis, which this view then does
  /// not keep.
  func endHandoff(velocity v: inout Point) {
    defer {
      handoffTarget = nil
      handoffMoved = false
    }
    guard let outer = handoffTarget, handoffMoved else { return }
    var given = Point.zero
    if outer.canScroll(.horizontal) {
      given.x = v.x
      v.x = 0
    }
    if outer.canScroll(.vertical) {
      given.y = v.y
      v.y = 0
    }
    outer.startMotion(velocity: given)
  }
}
