/// What a `type: scrollView` declares beyond a plain view (SPEC §3), each
/// nil when the scene leaves it out so the builder applies UIKit's default.
public struct ScrollSpec: Hashable, Sendable {
  /// The scene keys, under UIKit's names without the `is` prefix.
  public enum Key: String, Hashable, Sendable, CaseIterable {
    case contentSize, contentOffset, contentInset
    case pagingEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, directionalLockEnabled
    case delaysContentTouches, canCancelContentTouches, scrollEnabled
    case decelerationRate, showsScrollIndicators
    /// An action the scroll view's own pan sends on each of its state
    /// changes (`panGestureRecognizer.addTarget(_:action:)`), so `on:` can
    /// react to `name.ended` with `when: { page: "== 1" }`.
    case panAction
    /// Answers of the overrides `touchesShouldCancel(in:)` and
    /// `touchesShouldBegin(_:with:in:)`, and `keyboardDismissMode`.
    case touchesShouldCancel, touchesShouldBegin, keyboardDismissMode
    /// `snapOffsets: { x: [0, 160] }`: a drag's end settles on the offset
    /// nearest where it would come to rest (what apps do in
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    case snapOffsets
    /// Zooming (UIScrollView's `minimumZoomScale`, `maximumZoomScale`,
    /// `bouncesZoom`, `zoomScale`), `zoomView: ID` (a subview the
    /// delegate's `viewForZooming(in:)` returns) and `centersZoomView` (the
    /// PhotoScroller sample's centring of a zoomed view smaller than the
    /// scroll view).
    case minimumZoomScale, maximumZoomScale, bouncesZoom, zoomScale, zoomView, centersZoomView
  }

  /// `[width, height]`.
  public var contentSize: [Double]?
  /// `[x, y]`.
  public var contentOffset: [Double]?
  /// `[top, left, bottom, right]`.
  public var contentInset: [Double]?
  public var pagingEnabled: Bool?
  public var bounces: Bool?
  public var alwaysBounceVertical: Bool?
  public var alwaysBounceHorizontal: Bool?
  public var directionalLockEnabled: Bool?
  public var delaysContentTouches: Bool?
  public var canCancelContentTouches: Bool?
  public var scrollEnabled: Bool?
  /// The velocity kept per millisecond: `normal` (0.998), `fast` (0.99) or a number.
  public var decelerationRate: Double?
  public var showsScrollIndicators: Bool?
  public var panAction: String?
  public var touchesShouldCancel: Bool?
  public var touchesShouldBegin: Bool?
  /// `none`, `onDrag` or `interactive` (`ScrollView.KeyboardDismissMode`).
  public var keyboardDismissMode: String?
  public var snapOffsetsX: [Double]?
  public var snapOffsetsY: [Double]?
  public var minimumZoomScale: Double?
  public var maximumZoomScale: Double?
  public var bouncesZoom: Bool?
  /// The scale the scene opens at (clamped to the limits, as UIKit clamps).
  public var zoomScale: Double?
  /// The id of the view that zooms; a subview of this scroll view.
  public var zoomView: Located<String>?
  public var centersZoomView: Bool?

  public init() {}
}
