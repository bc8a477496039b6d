import ResponderCore

extension SceneBuilder {
  /// A scroll view with the scene's keys, UIKit's defaults for the rest
  /// (`delaysContentTouches`, `canCancelContentTouches` and `bounces` true).
  func configureScrollView(_ s: ScrollView, spec: ScrollSpec) {
    if let c = spec.contentSize, c.count == 2 { s.contentSize = Size(width: c[0], height: c[1]) }
    if let i = spec.contentInset, i.count == 4 {
      s.contentInset = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
    }
    if let o = spec.contentOffset, o.count == 2 { s.contentOffset = Point(x: o[0], y: o[1]) }
    s.isPagingEnabled = spec.pagingEnabled ?? false
    s.bounces = spec.bounces ?? true
    s.alwaysBounceVertical = spec.alwaysBounceVertical ?? false
    s.alwaysBounceHorizontal = spec.alwaysBounceHorizontal ?? false
    s.isDirectionLockEnabled = spec.directionalLockEnabled ?? false
    s.delaysContentTouches = spec.delaysContentTouches ?? true
    s.canCancelContentTouches = spec.canCancelContentTouches ?? true
    s.isScrollEnabled = spec.scrollEnabled ?? true
    s.decelerationRate = spec.decelerationRate ?? ScrollView.DecelerationRate.normal
    s.showsVerticalScrollIndicator = spec.showsScrollIndicators ?? true
    s.showsHorizontalScrollIndicator = spec.showsScrollIndicators ?? true
    s.snapOffsetsX = spec.snapOffsetsX ?? []
    s.snapOffsetsY = spec.snapOffsetsY ?? []
    if let action = spec.panAction { s.panGestureRecognizer.addTarget(nil, action: action) }
    s.touchesShouldCancelAnswer = spec.touchesShouldCancel
    s.touchesShouldBeginAnswer = spec.touchesShouldBegin
    s.keyboardDismissMode = spec.keyboardDismissMode.flatMap(ScrollView.KeyboardDismissMode.init) ?? .none
    s.bouncesZoom = spec.bouncesZoom ?? true
    s.centersZoomView = spec.centersZoomView ?? false
    if let lo = spec.minimumZoomScale { s.minimumZoomScale = lo }
    if let hi = spec.maximumZoomScale { s.maximumZoomScale = hi }
  }

  /// Once the content is in: a scene that leaves `contentSize` out gets
  /// the union of its subviews' frames (UIKit's default is zero, which
  /// scrolls nothing; a scene has no Auto Layout to size it). The scroll
  /// view's own pan is findable as `id.pan` in `gestures` expectations.
  func finishScrollView(_ s: ScrollView, spec: ScrollSpec?, scene: BuiltScene) {
    if spec?.contentSize == nil {
      var w = 0.0
      var h = 0.0
      for sub in s.subviews {
        w = max(w, sub.frame.maxX)
        h = max(h, sub.frame.maxY)
      }
      s.contentSize = Size(width: w, height: h)
      // A stack view as content keeps it fitted when the stack's length changes.
      s.contentSizeFollowsSubviews = true
    }
    if !s.identifier.isEmpty {
      scene.recognizers[s.panGestureRecognizer.identifier] = s.panGestureRecognizer
      if let pinch = s.pinchGestureRecognizer { scene.recognizers[pinch.identifier] = pinch }
    }
    // The delegate's `viewForZooming(in:)`: the zoomed view takes the
    // scene's `zoomScale` (1 by default) at once, so its frame starts at
    // the content's corner (or centred) and the content size is its size.
    if let id = spec?.zoomView?.value, let zoomed = scene.views[id], zoomed.superview === s {
      s.zoomView = zoomed
      s.contentSizeFollowsSubviews = false
      s.setZoomScale(spec?.zoomScale ?? 1, animated: false)
    }
  }
}
