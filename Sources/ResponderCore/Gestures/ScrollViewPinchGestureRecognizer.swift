/// A scroll view's own pinch (`UIScrollView.pinchGestureRecognizer`).
///
/// A pinch like any other; the scroll view is its first target and zooms
/// `viewForZooming(in:)` from its `scale` and centroid
/// (`ScrollView+Zooming`). The scroll view creates it only while zooming
/// is possible, as UIKit does.
public final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
  public override var kindName: String { "scrollPinch" }
}
