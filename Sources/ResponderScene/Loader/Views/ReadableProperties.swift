/// The properties a `when:` condition reads by `ID.property`: every number,
/// flag and name a view or recognizer of that kind answers, by the names
/// `set` and a script's `props` use.
///
/// The loader checks a condition's property against these lists (it has
/// the kinds, not the objects); Core's `View.value(forProperty:)` and
/// `GestureRecognizer.value(forProperty:in:)` answer each of them
/// (`ReadablePropertyTests` builds one of every kind to keep both in step).
public enum ReadableProperties {
  /// A view's readable names: the `set` paths of its kind that hold one
  /// number, flag, name or colour, then what UIKit lets code read but not a
  /// scene set — `transform.scale` and `transform.rotation` (the view's own
  /// transform, where a bare `scale` in a `when:` is the sending pinch's),
  /// `bounds.width`/`.height`, `isFirstResponder`, and a scroll view's
  /// `contentSize`, `contentInset` by edge, `isTracking`, `isDragging`,
  /// `isDecelerating`, `currentPage`, the zoom limits, `bouncesZoom`,
  /// `isZooming` and `isZoomBouncing`.
  public static func names(ofView kind: ViewSpec.Kind) -> [String] {
    if let cached = viewNames[kind] { return cached }
    return []
  }

  private static let viewNames: [ViewSpec.Kind: [String]] = Dictionary(
    uniqueKeysWithValues: ViewSpec.Kind.allCases.map { kind in
      let settable = ViewSpec.Property.allCases.filter {
        $0.applies(to: kind) && $0.valueKind != .frame && $0.valueKind != .point
      }.map(\.rawValue)
      var extra = [
        "transform.scale", "transform.rotation", "bounds.width", "bounds.height", "isFirstResponder",
        "isAnimating",
      ]
      if kind == .scrollView {
        extra += [
          "contentSize.width", "contentSize.height", "contentInset.top", "contentInset.left",
          "contentInset.bottom", "contentInset.right", "isTracking", "isDragging", "isDecelerating",
          "currentPage", "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "isZooming", "isZoomBouncing",
        ]
      }
      return (kind, settable + extra.filter { !settable.contains($0) })
    })

  /// What a scene reads of the software keyboard (`keyboard.NAME`): its
  /// frame in window coordinates and that frame's numbers (the
  /// `keyboardLayoutGuide`'s `layoutFrame`), `endFrame` (where it is
  /// going, `keyboardFrameEndUserInfoKey`), `height` (how much of the
  /// window it covers now), `isVisible`, `phase` and `isAnimating`.
  public static let keyboardNames = [
    "frame", "frame.x", "frame.y", "frame.width", "frame.height", "endFrame", "height", "isVisible", "phase",
    "isAnimating", "isShifted",
  ]
  /// The keyboard's numbers a `bind:` may follow.
  public static let keyboardNumbers = ["frame.x", "frame.y", "frame.width", "frame.height"]

  /// A recognizer's readable names by its `type:` (a scroll view's own pan
  /// is a pan): UIKit's `state`, `numberOfTouches`, `isEnabled` as
  /// `enabled`, `location(in:)` by axis, and a pan's `translation(in:)` and
  /// `velocity(in:)`, a pinch's `scale`, a rotation's `rotation` (degrees),
  /// measured in the recognizer's view's superview as bare `when:` values are.
  public static func names(ofGesture kind: GestureSpec.Kind) -> [String] {
    var names = ["state", "numberOfTouches", "enabled", "location.x", "location.y"]
    switch kind {
    case .pan, .screenEdgePan: names += ["translation.x", "translation.y", "velocity.x", "velocity.y"]
    case .pinch: names.append("scale")
    case .rotation: names.append("rotation")
    case .tap, .longPress, .swipe, .hover: break
    }
    return names
  }
}
