/// Zooming (UIScrollView's zoom scale, `viewForZooming(in:)`, the pinch).
///
/// From the `UIScrollView` documentation, "Zooming and panning": the scroll
/// view zooms the view its delegate returns from `viewForZooming(in:)` by
/// setting that view's transform; "the scroll view also must have … a
/// maximumZoomScale greater than the minimumZoomScale". The content size
/// follows the zoom: it is the zoomed view's frame, whose origin stays at
/// the content's corner. A pinch zooms about the fingers' centroid, keeping
/// the point of the content under them there; past a limit it rubber-bands
/// and springs back when `bouncesZoom` is true.
extension ScrollView {
  /// The scale of the zoomed view (`UIScrollView.zoomScale`); setting it
  /// is `setZoomScale(_:animated:)` without animation.
  public var zoomScale: Double {
    get { zoomScaleStorage }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Whether a pinch can zoom: a view to zoom and a range to zoom in.
  public var isZoomingPossible: Bool { zoomView != nil && minimumZoomScale < maximumZoomScale }

  /// Creates or removes the pinch as the zoom range opens or closes:
  /// `UIScrollView.pinchGestureRecognizer` is nil "if zooming is disabled".
  /// It recognizes with the scroll view's pan, as UIKit's does (two fingers
  /// pan while they pinch).
  func updatePinchGestureRecognizer() {
    let wanted = minimumZoomScale < maximumZoomScale
    if wanted, pinchGestureRecognizer == nil {
      let pinch = ScrollViewPinchGestureRecognizer(
        identifier: identifier.isEmpty ? "pinch" : "\(identifier).pinch")
      addGestureRecognizer(pinch)
      pinch.recognizeSimultaneously(with: panGestureRecognizer)
      pinch.firstTarget = { [unowned self] r in self.pinchStateChanged(r.state) }
      pinchGestureRecognizer = pinch
    } else if !wanted, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }

  /// `setZoomScale(_:animated:)`: the scale inside the limits, about the
  /// middle of what the scroll view shows, the offset then inside the new
  /// content.
  public func setZoomScale(_ scale: Double, animated: Bool) {
    guard zoomView != nil, scale.isFinite, scale > 0 else { return }
    let s = min(max(scale, minimumZoomScale), maximumZoomScale)
    let middle = Point(x: bounds.width / 2, y: bounds.height / 2)
    let anchor = zoomedPoint(atVisible: middle)
    let offset = clampedOffset(offset(keeping: anchor, at: middle, scale: s), scale: s)
    zoom(toScale: s, offset: offset, animated: animated)
  }

  /// `zoom(to:animated:)`: zooms so that `rect` (in the zoomed view's own
  /// coordinates) fills the scroll view as far as the limits allow, its
  /// middle in the middle: "zooms so that the content is just visible",
  /// and "if the rect is already visible it does nothing" beyond that.
  public func zoom(to rect: Rect, animated: Bool) {
    guard let v = zoomView, rect.width.isFinite, rect.height.isFinite else { return }
    let w = max(rect.width, 1e-6)
    let h = max(rect.height, 1e-6)
    var s = min(bounds.width / w, bounds.height / h)
    s = min(max(s, minimumZoomScale), maximumZoomScale)
    guard s.isFinite, s > 0 else { return }
    let mid = Point(x: rect.midX, y: rect.midY)
    let clampedMid = Point(
      x: min(max(mid.x, 0), v.bounds.width), y: min(max(mid.y, 0), v.bounds.height))
    let visibleMid = Point(x: bounds.width / 2, y: bounds.height / 2)
    let offset = clampedOffset(offset(keeping: clampedMid, at: visibleMid, scale: s), scale: s)
    zoom(toScale: s, offset: offset, animated: animated)
  }

  /// The rect of the zoomed view that `scale` shows with `point` in its
  /// middle: what an app passes to `zoom(to:animated:)` for a double tap
  /// ("zoom to the tapped point").
  public func zoomRect(scale: Double, around point: Point) -> Rect {
    let s = max(scale, 1e-6)
    let w = bounds.width / s
    let h = bounds.height / s
    return Rect(x: point.x - w / 2, y: point.y - h / 2, width: w, height: h)
  }

  /// Zooms to scale `s` with the content at `offset`, at once or animated.
  public func zoom(toScale s: Double, offset: Point, animated: Bool) {
    stopMotion()
    guard animated, s != zoomScale || offset != contentOffset, let app = window?.application else {
      zoomAnimation = nil
      isZoomBouncing = false
      applyZoomScale(s)
      contentOffset = offset
      return
    }
    zoomAnimation = ZoomAnimation(
      fromScale: zoomScale, toScale: s, fromOffset: contentOffset, toOffset: offset, start: app.time,
      duration: Constants.zoomAnimationDuration)
    showIndicators()
    app.addAnimator(self)
  }

  /// Scales the zoomed view (its transform), puts its frame's origin at
  /// the content's corner (or in the middle with `centersZoomView`), and
  /// makes the content size its frame's size, as UIKit does each time the
  /// scale changes.
  func applyZoomScale(_ s: Double) {
    guard let v = zoomView else { return }
    zoomScaleStorage = s
    v.transform = AffineTransform(scale: s)
    let size = Size(width: v.bounds.width * s, height: v.bounds.height * s)
    let origin = zoomOrigin(for: size)
    v.center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    contentSize = size
  }

  /// Where the zoomed view's frame starts for a zoomed `size`.
  private func zoomOrigin(for size: Size) -> Point {
    guard centersZoomView else { return .zero }
    return Point(x: max(0, (bounds.width - size.width) / 2), y: max(0, (bounds.height - size.height) / 2))
  }

  /// The point of the zoomed view (its own, unscaled coordinates) shown at
  /// `visible` (a point of the scroll view's frame, from its corner).
  public func zoomedPoint(atVisible visible: Point) -> Point {
    guard let v = zoomView else { return visible }
    let s = zoomScale
    let origin = zoomOrigin(for: Size(width: v.bounds.width * s, height: v.bounds.height * s))
    return Point(
      x: (visible.x + contentOffset.x - origin.x) / s, y: (visible.y + contentOffset.y - origin.y) / s)
  }

  /// The content offset that shows zoomed-view point `anchor` at `visible`
  /// once the scale is `s`.
  func offset(keeping anchor: Point, at visible: Point, scale s: Double) -> Point {
    guard let v = zoomView else { return contentOffset }
    let origin = zoomOrigin(for: Size(width: v.bounds.width * s, height: v.bounds.height * s))
    return Point(x: origin.x + anchor.x * s - visible.x, y: origin.y + anchor.y * s - visible.y)
  }

  /// `offset` held inside the content the zoomed view makes at scale `s`.
  func clampedOffset(_ offset: Point, scale s: Double) -> Point {
    guard let v = zoomView else { return offset }
    let w = v.bounds.width * s
    let h = v.bounds.height * s
    let lo = minimumContentOffset
    let hi = Point(
      x: max(lo.x, w + contentInset.right - bounds.width),
      y: max(lo.y, h + contentInset.bottom - bounds.height))
    return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
  }

  /// Past a limit the pinch's scale is held back on a log scale, as a drag
  /// is past an edge (`rubberBand`); without `bouncesZoom` it stops there.
  public func pinchedScale(_ proposed: Double) -> Double {
    let lo = minimumZoomScale
    let hi = maximumZoomScale
    guard proposed.isFinite, proposed > 0 else { return zoomScale }
    guard bouncesZoom else { return min(max(proposed, lo), hi) }
    let banded = Self.rubberBand(
      _log(proposed), min: _log(lo), max: _log(hi), dimension: Constants.zoomBounceLogLimit)
    return _exp(banded)
  }

  /// The scroll view's pinch changed state: zoom about the centroid.
  func pinchStateChanged(_ state: GestureRecognizer.State) {
    guard let pinch = pinchGestureRecognizer, zoomView != nil else { return }
    let centroid = pinch.location(in: self) - contentOffset
    switch state {
    case .began:
      stopMotion()
      zoomAnimation = nil
      isZoomBouncing = false
      isZooming = true
      pinchStartScale = zoomScale
      pinchAnchor = zoomedPoint(atVisible: centroid)
      showIndicators()
      note(
        .zoomBegan, content: zoomView,
        why: "two fingers pinched: zooming \(zoomView?.identifier ?? "the zoom view") about their centroid")
      followPinch(pinch, centroid: centroid)
    case .changed:
      followPinch(pinch, centroid: centroid)
    case .ended, .cancelled:
      isZooming = false
      if isDragging {
        // One finger stays: the pan goes on from here.
        dragStartOffset = contentOffset + panGestureRecognizer.translation(in: nil)
      } else {
        settleZoom(about: centroid)
      }
      note(
        .zoomEnded, content: zoomView,
        why: "the pinch ended at scale \(formatPoints(zoomScale))"
          + (zoomScale < minimumZoomScale || zoomScale > maximumZoomScale
            ? ", past a limit: springing back" : ""))
    case .possible, .failed:
      break
    }
  }

  private func followPinch(_ pinch: PinchGestureRecognizer, centroid: Point) {
    let s = pinchedScale(pinchStartScale * pinch.scale)
    applyZoomScale(s)
    contentOffset = offset(keeping: pinchAnchor, at: centroid, scale: s)
  }

  /// Neither finger is down any more: a scale past a limit springs back
  /// about `visible` (the last centroid), then content past an edge goes
  /// back in (the drag's spring).
  func settleZoom(about visible: Point) {
    let s = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
    if s != zoomScale {
      let anchor = zoomedPoint(atVisible: visible)
      let target = clampedOffset(offset(keeping: anchor, at: visible, scale: s), scale: s)
      zoom(toScale: s, offset: target, animated: true)
      isZoomBouncing = zoomAnimation != nil
    } else {
      settleIfOutOfBounds()
    }
  }

  /// One step of an animated zoom: the scale moves geometrically (each
  /// step multiplies it by the same factor, so doubling and halving look
  /// alike) and the offset in step with it, both eased in and out.
  /// Returns false once the animation is over.
  func stepZoomAnimation(now: Double) -> Bool {
    guard let a = zoomAnimation else { return false }
    let t = a.duration > 0 ? min(max((now - a.start) / a.duration, 0), 1) : 1
    let e = t * t * (3 - 2 * t)
    let s = a.fromScale * _pow(a.toScale / a.fromScale, e)
    applyZoomScale(t >= 1 ? a.toScale : s)
    contentOffset =
      t >= 1 ? a.toOffset : a.fromOffset + (a.toOffset - a.fromOffset) * e
    if t >= 1 {
      zoomAnimation = nil
      isZoomBouncing = false
      return false
    }
    return true
  }
}

/// An animated change of zoom scale and offset (`zoom(to:animated:)`,
/// `setZoomScale(_:animated:)`, the spring back past a limit).
struct ZoomAnimation {
  var fromScale: Double
  var toScale: Double
  var fromOffset: Point
  var toOffset: Point
  var start: Double
  var duration: Double
}
