/// A view that scrolls its content with a pan (UIKit's `UIScrollView`).
///
/// The content is the scroll view's subviews; `contentOffset` is the origin
/// of its `bounds`, so hit-testing and drawing convert through it with no
/// special case (View's `convertFromSuperview` adds `bounds.origin`), as in
/// UIKit where "the bounds origin is the content offset".
///
/// Two recognizers sit on the view, as in UIKit: `panGestureRecognizer`
/// scrolls, and a delayed-touches recognizer (UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`) holds the content's
/// `touchesBegan` back for 0.15 s while `delaysContentTouches` is true.
/// The rules for the content's touches are in `ScrollView+ContentTouches`,
/// the motion in `ScrollView+Scrolling`.
open class ScrollView: View, Animator {
  /// `UIScrollView.DecelerationRate`: the factor the velocity keeps per
  /// millisecond after the finger lifts.
  public enum DecelerationRate {
    public static let normal = 0.998
    public static let fast = 0.99
  }

  /// The scroll view's thresholds, each once with its unit and source.
  public enum Constants {
    /// "If the user does not move the finger within 150 milliseconds,
    /// the touch goes to the subview" — UIScrollView docs, Overview.
    public static let contentTouchDelay = 0.15
    /// Rubber-band stiffness: past an edge the content follows the finger
    /// by `(1 - 1 / (x * c / d + 1)) * d` (the usual fit of UIKit's curve).
    public static let rubberBandCoefficient = 0.55
    /// Below this speed (points per second) deceleration stops.
    public static let minimumVelocity = 5.0
    /// Angular frequency (rad/s) of the critically damped spring that
    /// brings content back inside its bounds and onto a page.
    public static let springFrequency = 12.0
    /// A finger still for longer than this (seconds) before lifting leaves
    /// no momentum: the pan's velocity is that of the last move.
    public static let restBeforeLift = 0.1
    /// How long the indicators stay after scrolling stops, in seconds.
    public static let indicatorLinger = 0.5
    /// Indicator thickness, inset from the edge and shortest length, in points.
    public static let indicatorWidth = 3.0
    public static let indicatorInset = 2.5
    public static let indicatorMinimumLength = 36.0
    /// How long `zoom(to:animated:)`, `setZoomScale(_:animated:)` and the
    /// spring back from a pinch past a zoom limit take, in seconds. UIKit
    /// documents no figure; its animated zoom runs about this long.
    public static let zoomAnimationDuration = 0.35
    /// How far past `minimumZoomScale`/`maximumZoomScale` a pinch may take
    /// the scale with `bouncesZoom`, as a natural logarithm: the overshoot
    /// `x = ln(s / limit)` shrinks to `(1 - 1 / (x c / d + 1)) d` with this
    /// `d` (the drag's rubber band on a log scale), so a pinch never goes
    /// past e^0.5 (about 1.65) times a limit.
    public static let zoomBounceLogLimit = 0.5
  }

  public let panGestureRecognizer: ScrollViewPanGestureRecognizer
  /// Holds content `touchesBegan` back while `delaysContentTouches` is true.
  public let delayedTouchesGestureRecognizer: ScrollViewDelayedTouchesGestureRecognizer

  public var contentSize: Size = .zero { didSet { setNeedsDisplay() } }
  /// Whether `contentSize` follows the union of the subviews' frames when
  /// one of them changes size, as a scroll view whose content layout guide
  /// is pinned to a stack view's edges does in UIKit (a scene that leaves
  /// `contentSize` out).
  public var contentSizeFollowsSubviews = false
  public var contentInset: EdgeInsets = .zero
  /// The point of the content at the view's top-left corner: `bounds.origin`.
  public var contentOffset: Point {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
  public var isPagingEnabled = false
  public var bounces = true
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  /// When true a drag scrolls along the axis it started on only.
  public var isDirectionLockEnabled = false
  /// True by default, as in UIKit: content sees `touchesBegan` only after
  /// 0.15 s without scrolling.
  public var delaysContentTouches = true {
    didSet { delayedTouchesGestureRecognizer.delaysTouchesBegan = delaysContentTouches }
  }
  /// True by default: once scrolling begins, content that already got
  /// `touchesBegan` gets `touchesCancelled` (if `touchesShouldCancel(in:)`
  /// agrees); when false the content keeps the touch and the view does not scroll.
  public var canCancelContentTouches = true
  public var decelerationRate = DecelerationRate.normal
  /// Offsets a drag's end settles on, per axis (empty: none): the one
  /// nearest where the content would come to rest, as an app picks in
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  public var snapOffsetsX: [Double] = []
  public var snapOffsetsY: [Double] = []
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true

  /// The smallest and largest `zoomScale` (UIKit's defaults, 1 and 1: no
  /// zooming). The pinch recognizer exists only while the first is below
  /// the second (`pinchGestureRecognizer`).
  public var minimumZoomScale = 1.0 { didSet { updatePinchGestureRecognizer() } }
  public var maximumZoomScale = 1.0 { didSet { updatePinchGestureRecognizer() } }
  /// Whether a pinch may take the scale past a limit, springing back when
  /// the fingers lift (UIScrollView.bouncesZoom, true by default).
  public var bouncesZoom = true
  /// The view that zooms: what the delegate's `viewForZooming(in:)`
  /// returns; a scene names it (`zoomView: ID`). Nil: no zooming.
  public weak var zoomView: View?
  /// Keeps a zoomed view that is smaller than the scroll view in its
  /// middle, as Apple's PhotoScroller sample does in `layoutSubviews`
  /// (UIKit leaves the zoomed view's origin at the content's corner).
  public var centersZoomView = false
  /// The scroll view's pinch (`UIScrollView.pinchGestureRecognizer`): "nil
  /// if zooming is disabled", created once `maximumZoomScale` exceeds
  /// `minimumZoomScale`, with `ID.pinch` as its identifier.
  public internal(set) var pinchGestureRecognizer: ScrollViewPinchGestureRecognizer?
  /// The current scale of the zoomed view's content.
  public internal(set) var zoomScaleStorage = 1.0
  /// A pinch is changing the scale now (`isZooming`).
  public internal(set) var isZooming = false
  /// The scale is springing back inside its limits (`isZoomBouncing`).
  public internal(set) var isZoomBouncing = false
  var zoomAnimation: ZoomAnimation?
  /// The point of the zoomed view (its own coordinates) the pinch holds
  /// under the fingers' centroid, and the scale the pinch began at.
  var pinchAnchor = Point.zero
  var pinchStartScale = 1.0
  /// The paging scroll view this zooming page hands the drag on to at its
  /// edges (`ScrollView+Handoff`), where that one's offset was, and
  /// whether it has moved in this drag.
  weak var handoffTarget: ScrollView?
  var handoffStartOffset = Point.zero
  var handoffMoved = false

  /// A finger is down on the scroll view (it may not have scrolled yet).
  public internal(set) var isTracking = false
  /// The pan has begun: the content follows the finger.
  public internal(set) var isDragging = false
  /// Moving on its own after the finger lifted (momentum, bounce, paging).
  public internal(set) var isDecelerating = false
  /// Whether the scroll indicators are drawn now.
  public internal(set) var indicatorsVisible = false
  /// The latest rule the scroll view applied, for the overlay.
  public internal(set) var lastNote: ScrollNote?

  /// The sheet sharing the current drag's vertical moves, if any.
  var sheetHandoff: SheetHandoff?
  var motionX = AxisMotion()
  var motionY = AxisMotion()
  var dragStartOffset = Point.zero
  var dragStartPage = Point.zero
  var lockedAxis: Axis?
  var indicatorsHideTime = -Double.infinity

  public override init(identifier: String = "", frame: Rect = .zero) {
    panGestureRecognizer = ScrollViewPanGestureRecognizer(
      identifier: identifier.isEmpty ? "pan" : "\(identifier).pan")
    delayedTouchesGestureRecognizer = ScrollViewDelayedTouchesGestureRecognizer(
      identifier: identifier.isEmpty ? "delayedTouches" : "\(identifier).delayedTouches")
    super.init(identifier: identifier, frame: frame)
    clipsToBounds = true
    addGestureRecognizer(delayedTouchesGestureRecognizer)
    addGestureRecognizer(panGestureRecognizer)
    panGestureRecognizer.firstTarget = { [unowned self] r in
      self.panStateChanged(r.state)
    }
  }

  open override var kindName: String { "scrollView" }

  /// Whether the content should get touches that began in `view`
  /// (`touchesShouldBegin(_:with:in:)`); true by default. Asked once the
  /// delay ends, or at once when `delaysContentTouches` is false.
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    touchesShouldBeginAnswer ?? true
  }

  /// A scene's answer to `touchesShouldBegin(_:with:in:)` (a scene runs no
  /// code, so the override is a key); nil keeps UIKit's default, true.
  public var touchesShouldBeginAnswer: Bool?
  /// A scene's answer to `touchesShouldCancel(in:)`; nil keeps UIKit's
  /// default (false for a control, true for any other view).
  public var touchesShouldCancelAnswer: Bool?

  /// How the keyboard is dismissed by a drag (`UIScrollView.keyboardDismissMode`).
  public enum KeyboardDismissMode: String, Sendable, CaseIterable {
    /// "The keyboard does not get dismissed with a drag" (UIKit's default).
    case none
    /// "The keyboard is dismissed when a drag begins": the first responder
    /// that has a keyboard (text input) resigns as the scroll view's pan begins.
    case onDrag
    /// "The keyboard follows the dragging touch offscreen, and can be
    /// pulled upward again to cancel the dismiss": once the drag reaches
    /// the keyboard its top follows the finger, and as the finger lifts the
    /// keyboard goes (the first responder resigns) or returns, by where it
    /// was let go and how fast (`Application.endKeyboardTracking`).
    case interactive
  }
  public var keyboardDismissMode = KeyboardDismissMode.none

  /// Whether scrolling may take the touches from content `view`
  /// (`touchesShouldCancel(in:)`): "The default returned value is true if
  /// view isn't a UIControl object; otherwise, it returns false."
  open func touchesShouldCancel(in view: View) -> Bool {
    touchesShouldCancelAnswer ?? !(view is Control)
  }

  // MARK: - Scene properties

  /// Decelerating, bouncing back or scrolling to an offset (the finger's
  /// own drag is not an animation).
  open override var isAnimating: Bool {
    super.isAnimating || zoomAnimation != nil
      || (!isDragging && !isZooming && window?.application?.animators.contains(self) == true)
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "contentOffset": return .point(contentOffset)
    case "contentOffset.x": return .number(contentOffset.x)
    case "contentOffset.y": return .number(contentOffset.y)
    case "contentSize": return .size(contentSize)
    case "contentSize.width": return .number(contentSize.width)
    case "contentSize.height": return .number(contentSize.height)
    case "contentInset": return .insets(contentInset)
    case "contentInset.top": return .number(contentInset.top)
    case "contentInset.left": return .number(contentInset.left)
    case "contentInset.bottom": return .number(contentInset.bottom)
    case "contentInset.right": return .number(contentInset.right)
    case "pagingEnabled": return .bool(isPagingEnabled)
    case "bounces": return .bool(bounces)
    case "delaysContentTouches": return .bool(delaysContentTouches)
    case "canCancelContentTouches": return .bool(canCancelContentTouches)
    case "scrollEnabled": return .bool(isScrollEnabled)
    case "isTracking": return .bool(isTracking)
    case "isDragging": return .bool(isDragging)
    case "isDecelerating": return .bool(isDecelerating)
    case "currentPage": return .number(projectedPage)
    case "zoomScale": return .number(zoomScale)
    case "minimumZoomScale": return .number(minimumZoomScale)
    case "maximumZoomScale": return .number(maximumZoomScale)
    case "bouncesZoom": return .bool(bouncesZoom)
    case "isZooming": return .bool(isZooming)
    case "isZoomBouncing": return .bool(isZoomBouncing)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "contentOffset":
      guard let p = value.point, p.isFinite else { return false }
      stopScrolling()
      contentOffset = p
    case "contentOffset.x", "contentOffset.y":
      guard let n = value.number, n.isFinite else { return false }
      stopScrolling()
      contentOffset = name.hasSuffix("x") ? Point(x: n, y: contentOffset.y) : Point(x: contentOffset.x, y: n)
    case "contentSize":
      let size: Size?
      switch value {
      case .size(let s): size = s
      case .rect(let r): size = r.size
      default: size = nil
      }
      guard let size, size.width >= 0, size.height >= 0 else { return false }
      contentSize = size
    case "contentInset":
      // UIScrollView.contentInset: the offsets it may rest at move with it.
      guard case .insets(let i) = value, [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite) else {
        return false
      }
      contentInset = i
    case "pagingEnabled":
      guard let b = value.bool else { return false }
      isPagingEnabled = b
    case "bounces":
      guard let b = value.bool else { return false }
      bounces = b
    case "delaysContentTouches":
      guard let b = value.bool else { return false }
      delaysContentTouches = b
    case "canCancelContentTouches":
      guard let b = value.bool else { return false }
      canCancelContentTouches = b
    case "scrollEnabled":
      guard let b = value.bool else { return false }
      isScrollEnabled = b
    case "zoomScale":
      guard let n = value.number, n.isFinite, n > 0 else { return false }
      setZoomScale(n, animated: false)
    case "minimumZoomScale", "maximumZoomScale":
      guard let n = value.number, n.isFinite, n > 0 else { return false }
      if name == "minimumZoomScale" { minimumZoomScale = n } else { maximumZoomScale = n }
    case "bouncesZoom":
      guard let b = value.bool else { return false }
      bouncesZoom = b
    default: return super.setValue(value, forProperty: name)
    }
    return true
  }
}

/// A horizontal or vertical axis of scrolling.
public enum Axis: String, Sendable, Hashable {
  case horizontal, vertical
}
