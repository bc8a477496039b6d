/// The sheet a `pageSheet` or `formSheet` presentation shows
/// (`UISheetPresentationController`): it rests at one of its `detents`,
/// follows a drag between them, settles on the detent nearest where the
/// drag was thrown, rubber-bands past the largest, and a drag down past
/// the smallest dismisses it unless the presented controller is
/// `isModalInPresentation`.
///
/// From the documentation: "A sheet presentation controller specifies the
/// size of a sheet based on a detent, a height where a sheet naturally
/// rests"; `selectedDetentIdentifier`: "If nil, the sheet displays at the
/// smallest detent"; `largestUndimmedDetentIdentifier`: "The largest detent
/// that doesn't dim the view underneath the sheet … setting it also lets
/// people interact with the content underneath"; `prefersScrollingExpandsWhenScrolledToEdge`:
/// "If true, scrolling expands the sheet to a larger detent … If false,
/// the sheet's scroll view scrolls instead". `isModalInPresentation`:
/// "UIKit … prevents the interactive dismissal of the view controller",
/// and the presentation controller's delegate then gets
/// `presentationControllerDidAttemptToDismiss(_:)`.
///
/// The drag comes from two places, as in UIKit: the sheet's own pan on the
/// presented view (a touch outside any vertical scroll view: the grabber,
/// a header), and a vertical scroll view inside, whose pan shares each
/// move with the sheet (`share(_:from:rawOffset:)`): at the content's top
/// a downward drag moves the sheet, and below the largest detent an upward
/// one expands it before the content scrolls, both within one drag.
///
/// The sheet's position is the presented view's frame, moved step by step
/// on the simulation clock (as a scroll view's offset is), so hit-testing
/// follows it and the content beneath becomes touchable as it passes the
/// largest undimmed detent. `selectedDetentIdentifier` takes its new value
/// as the finger lifts.
public final class SheetPresentationController: GestureRecognizerDelegate, Animator {
  /// A height where the sheet rests (`UISheetPresentationController.Detent`).
  public struct Detent: Hashable, Sendable {
    public var identifier: String
    /// A custom detent's height in points (`.custom(identifier:resolver:)`
    /// returning a constant); nil for the system's `medium` and `large`.
    public var height: Double?

    public init(identifier: String, height: Double? = nil) {
      self.identifier = identifier
      self.height = height
    }

    /// "A system detent for a sheet that's approximately half the height
    /// of the screen" (`.medium()`): half the window's height here.
    public static let medium = Detent(identifier: "medium")
    /// "A system detent for a sheet at full height" (`.large()`): the page
    /// sheet's height, from `ModalPresentationStyle.pageSheetTopInset` down.
    public static let large = Detent(identifier: "large")

    /// Its height in a window `windowHeight` tall, never past `large`.
    public func resolvedHeight(windowHeight h: Double) -> Double {
      let largest = max(0, h - ModalPresentationStyle.pageSheetTopInset)
      switch (identifier, height) {
      case (_, let height?): return min(max(0, height), largest)
      case ("medium", nil): return min(h / 2, largest)
      default: return largest
      }
    }
  }

  /// The controller shown as this sheet.
  public unowned let presentedViewController: ViewController
  /// "The array of heights where a sheet can rest"; UIKit's default is
  /// `[.large()]`.
  public var detents: [Detent] = [.large] { didSet { if isAttached { settle(animated: false) } } }
  /// The detent the sheet rests at; nil means the smallest.
  public private(set) var selectedDetentIdentifier: String?
  public var largestUndimmedDetentIdentifier: String? { didSet { if isAttached { layout() } } }
  public var prefersGrabberVisible = false { didSet { grabber.isHidden = !prefersGrabberVisible } }
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// The sheet's own drag (UIKit's is private; named `ID.sheetPan` here).
  public let panGestureRecognizer: PanGestureRecognizer
  /// The grabber drawn at the sheet's top while `prefersGrabberVisible`.
  public let grabber: View
  /// `presentationControllerDidAttemptToDismiss(_:)`: a drag down that
  /// would have dismissed a controller that is `isModalInPresentation`.
  public var didAttemptToDismissObservers: [(SheetPresentationController) -> Void] = []
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`:
  /// the user's drag moved the sheet to another detent.
  public var didChangeSelectedDetentObservers: [(SheetPresentationController) -> Void] = []

  /// The top of the sheet in window points, unbanded, while dragged.
  private var rawTop = 0.0
  private var dragStartTop = 0.0
  private var lastPanTranslation = 0.0
  private var lastMoveTime = 0.0
  private var motion: AxisMotion?
  private var dismissesWhenSettled = false
  private var windowHeight = 0.0
  private weak var dimming: DimmingView?
  /// The presented view's subviews pinned to its bottom edge (their frame
  /// reached it when presented): they grow and shrink with the sheet, as
  /// Auto Layout constraints to the sheet's bottom would make them.
  private var pinnedToBottom: [(view: View, top: Double)] = []
  public private(set) var isAttached = false
  /// The sheet is following a finger.
  public private(set) var isDragging = false

  init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
    let id = presentedViewController.identifier
    panGestureRecognizer = PanGestureRecognizer(identifier: id + ".sheetPan")
    grabber = View(identifier: id + ".grabber")
    grabber.isUserInteractionEnabled = false
    grabber.backgroundColor = Color(r: 190, g: 190, b: 195)
    grabber.cornerRadius = GestureConstants.sheetGrabberHeight / 2
    grabber.isHidden = true
    panGestureRecognizer.delegate = self
    panGestureRecognizer.firstTarget = { [unowned self] g in self.panChanged(g) }
  }

  // MARK: - Detents

  /// The detents with their tops in the window, largest first.
  private var stops: [(identifier: String, top: Double)] {
    var seen: Set<String> = []
    var out: [(String, Double)] = []
    for d in detents where seen.insert(d.identifier).inserted {
      out.append((d.identifier, windowHeight - d.resolvedHeight(windowHeight: windowHeight)))
    }
    if out.isEmpty { out = [(Detent.large.identifier, ModalPresentationStyle.pageSheetTopInset)] }
    return out.sorted { $0.1 < $1.1 }
  }

  private var largestTop: Double { stops.first!.top }
  private var smallestTop: Double { stops.last!.top }

  /// The identifier of the detent the sheet rests at (or will, once it
  /// settles): the selected one, or the smallest when none is.
  public var selectedDetent: String {
    let all = stops
    if let id = selectedDetentIdentifier, all.contains(where: { $0.identifier == id }) { return id }
    return all.last!.identifier
  }

  /// Selects a detent (`selectedDetentIdentifier = …`): at once, or as
  /// inside `animateChanges(_:)` when `animated`. False for an identifier
  /// that is none of the detents.
  @discardableResult
  public func selectDetent(_ identifier: String?, animated: Bool) -> Bool {
    if let identifier, !detents.contains(where: { $0.identifier == identifier }) { return false }
    selectedDetentIdentifier = identifier
    if isAttached { settle(animated: animated) }
    return true
  }

  private var selectedTop: Double {
    let id = selectedDetent
    return stops.first { $0.identifier == id }!.top
  }

  /// Where the sheet's top is now, in window points.
  public var currentTop: Double { presentedViewController.view.frame.origin.y }

  // MARK: - Presentation

  /// Puts the sheet at its selected detent when it is presented in a
  /// window `height` tall, over `dimming`.
  func attach(windowHeight height: Double, dimming: DimmingView) {
    windowHeight = height
    self.dimming = dimming
    isAttached = true
    let view = presentedViewController.view
    let fullHeight = max(0, height - ModalPresentationStyle.pageSheetTopInset)
    pinnedToBottom = view.subviews.compactMap { v in
      v !== grabber && abs(v.frame.maxY - fullHeight) < 0.5 ? (v, v.frame.origin.y) : nil
    }
    grabber.removeFromSuperview()
    view.addSubview(grabber)
    if view.gestureRecognizers.allSatisfy({ $0 !== panGestureRecognizer }) {
      view.addGestureRecognizer(panGestureRecognizer)
    }
    settle(animated: false)
  }

  /// Leaves the presented view as it was before the presentation.
  func detach() {
    isAttached = false
    isDragging = false
    motion = nil
    dismissesWhenSettled = false
    grabber.removeFromSuperview()
    panGestureRecognizer.removeFromView()
    presentedViewController.view.window?.application?.removeAnimator(self)
  }

  /// Moves to the selected detent, now or with a spring.
  private func settle(animated: Bool, velocity: Double = 0) {
    let target = selectedTop
    guard animated, let app = presentedViewController.view.window?.application else {
      motion = nil
      place(top: target)
      return
    }
    rawTop = currentTop
    motion = AxisMotion(velocity: velocity, target: target)
    app.addAnimator(self)
  }

  /// Lays the sheet out with its top at `top`: the presented view's frame
  /// (its height down to the window's bottom, never less than the smallest
  /// detent's, so a sheet dragged lower slides off rather than shrinking),
  /// the grabber, the pinned subviews and the dimming.
  private func place(top: Double) {
    let view = presentedViewController.view
    let height = max(windowHeight - top, windowHeight - smallestTop)
    var f = view.frame
    f.origin.y = top
    f.size.height = height
    if f != view.frame { view.frame = f }
    for (v, y) in pinnedToBottom where v.superview === view {
      var g = v.frame
      g.size.height = max(0, height - y)
      if g != v.frame { v.frame = g }
    }
    let g = GestureConstants.self
    grabber.frame = Rect(
      x: (f.size.width - g.sheetGrabberWidth) / 2, y: g.sheetGrabberTop, width: g.sheetGrabberWidth,
      height: g.sheetGrabberHeight)
    if let last = view.subviews.last, last !== grabber {
      grabber.removeFromSuperview()
      view.addSubview(grabber)
    }
    dimming?.alpha = dimFraction(top: top)
  }

  private func layout() { place(top: currentTop) }

  /// How dimmed the content beneath is with the sheet's top at `top`: not
  /// at all up to the largest undimmed detent, fully from the next larger
  /// one, in between by height; without one, fully down to the smallest
  /// detent, fading as the sheet is dragged off. Below 0.01 the dimming
  /// view is skipped by hit-testing, so the content beneath takes touches.
  private func dimFraction(top: Double) -> Double {
    let h = windowHeight - top
    let all = stops
    if let id = largestUndimmedDetentIdentifier, let undimmed = all.first(where: { $0.identifier == id }) {
      let u = windowHeight - undimmed.top
      guard let next = all.filter({ windowHeight - $0.top > u + 0.5 }).last else { return 0 }
      let n = windowHeight - next.top
      return min(1, max(0, (h - u) / (n - u)))
    }
    let s = windowHeight - smallestTop
    return s > 0 ? min(1, max(0, h / s)) : 1
  }

  // MARK: - Dragging

  /// The sheet's own pan: the drag of a touch on the sheet outside any
  /// vertical scroll view.
  private func panChanged(_ g: GestureRecognizer) {
    guard let pan = g as? PanGestureRecognizer else { return }
    switch g.state {
    case .began:
      beginDrag()
      lastPanTranslation = 0
      fallthrough
    case .changed:
      let t = pan.translation(in: nil).y
      _ = share(t - lastPanTranslation, from: nil, rawOffset: 0)
      lastPanTranslation = t
      lastMoveTime = pan.currentTime
    case .ended:
      // A finger that rests before lifting throws nothing, as a scroll view's.
      let rested = pan.currentTime - lastMoveTime > ScrollView.Constants.restBeforeLift
      _ = endDrag(velocity: rested ? 0 : pan.velocity(in: nil).y)
    case .cancelled:
      _ = endDrag(velocity: 0)
    default: break
    }
  }

  /// A drag of the sheet begins (its own pan, or a scroll view's inside).
  func beginDrag() {
    guard isAttached else { return }
    motion = nil
    dismissesWhenSettled = false
    isDragging = true
    rawTop = currentTop
    dragStartTop = currentTop
  }

  /// Shares a finger's vertical move `dy` (window points, down positive)
  /// between the sheet and `scrollView`, whose unbanded content offset is
  /// `rawOffset`; returns the scroll view's new one.
  ///
  /// Down: a sheet pulled above its largest detent comes back first, then
  /// the content scrolls to its top, then the sheet follows the finger.
  /// Up: the sheet rises first — to the largest detent when
  /// `prefersScrollingExpandsWhenScrolledToEdge`, else only back to where
  /// the drag found it — then the content scrolls.
  func share(_ dy: Double, from scrollView: ScrollView?, rawOffset: Double) -> Double {
    guard isAttached, isDragging else { return rawOffset - dy }
    var raw = rawOffset
    if dy > 0 {
      var d = dy
      if rawTop < largestTop {
        let take = min(d, largestTop - rawTop)
        rawTop += take
        d -= take
      }
      if let scrollView {
        let top = scrollView.minimumContentOffset.y
        if raw > top {
          let take = min(d, raw - top)
          raw -= take
          d -= take
        }
      }
      rawTop += d
    } else if dy < 0 {
      var up = -dy
      let limit =
        scrollView == nil || prefersScrollingExpandsWhenScrolledToEdge
        ? -Double.infinity : max(largestTop, dragStartTop)
      if scrollView == nil {
        rawTop -= up
        up = 0
      } else if rawTop > max(limit, largestTop) {
        let take = min(up, rawTop - max(limit, largestTop))
        rawTop -= take
        up -= take
      }
      raw += up
    }
    place(top: bandedTop(rawTop))
    return raw
  }

  /// The top shown for an unbanded one: past the largest detent it
  /// rubber-bands as a scroll view's content does; below the smallest it
  /// follows the finger when the sheet may be dismissed, else rubber-bands.
  private func bandedTop(_ raw: Double) -> Double {
    let hi = presentedViewController.isModalInPresentation ? smallestTop : Double.infinity
    return ScrollView.rubberBand(raw, min: largestTop, max: hi, dimension: windowHeight)
  }

  /// The finger lifted at `velocity` (window points per second, down
  /// positive). Returns whether the sheet moved during the drag and so
  /// takes the throw (a scroll view then keeps no momentum).
  ///
  /// The sheet settles on the detent nearest its projected top
  /// (`GestureConstants.sheetProjectionSeconds`); projected past the
  /// dismissal line below the smallest detent it is dismissed, or, when
  /// `isModalInPresentation`, springs back to the smallest detent and its
  /// delegate hears `presentationControllerDidAttemptToDismiss`.
  ///
  /// A wheel or trackpad scroll (`byScroll`) that lifted the sheet off its
  /// detent settles at least on the next larger one: "If true, scrolling
  /// expands the sheet to a larger detent"
  /// (`prefersScrollingExpandsWhenScrolledToEdge`). A scroll has no lift to
  /// throw the sheet: wheel notches more than `scrollEndDelay` apart end
  /// one scroll each, at rest, and by projection each notch's lift snapped
  /// back to the detent it left.
  func endDrag(velocity: Double, byScroll: Bool = false) -> Bool {
    guard isAttached, isDragging else { return false }
    isDragging = false
    let top = currentTop
    guard abs(top - dragStartTop) > 0.01 || abs(rawTop - dragStartTop) > 0.01 else { return false }
    let c = GestureConstants.self
    let projected = rawTop + velocity * c.sheetProjectionSeconds
    let small = smallestTop
    let before = selectedDetent
    if projected > small + (windowHeight - small) * c.sheetDismissFraction {
      if presentedViewController.isModalInPresentation {
        for o in didAttemptToDismissObservers { o(self) }
      } else {
        startMotion(to: windowHeight, velocity: velocity)
        dismissesWhenSettled = true
        return true
      }
    }
    let all = stops
    var nearest = all.min { abs($0.top - projected) < abs($1.top - projected) }!
    if byScroll, prefersScrollingExpandsWhenScrolledToEdge,
      rawTop < dragStartTop - c.sheetScrollExpandDistance,
      let larger = all.last(where: { $0.top < dragStartTop - c.sheetScrollExpandDistance }),
      larger.top < nearest.top
    {
      nearest = larger
    }
    selectedDetentIdentifier = nearest.identifier
    startMotion(to: nearest.top, velocity: velocity)
    if nearest.identifier != before {
      for o in didChangeSelectedDetentObservers { o(self) }
    }
    return true
  }

  private func startMotion(to target: Double, velocity: Double) {
    guard let app = presentedViewController.view.window?.application else {
      place(top: target)
      return
    }
    rawTop = currentTop
    motion = AxisMotion(velocity: velocity, target: target)
    app.addAnimator(self)
  }

  /// Settling on a detent, or sliding off to be dismissed.
  public var isSettling: Bool { motion != nil }

  public func step(by dt: Double, now: Double) -> Bool {
    guard isAttached, var m = motion else { return false }
    var pos = rawTop
    let done = m.step(&pos, min: -.infinity, max: .infinity, dt: dt, rate: 1, bounces: true)
    rawTop = pos
    motion = done ? nil : m
    place(top: pos)
    if done, dismissesWhenSettled {
      dismissesWhenSettled = false
      // The slide's end takes the sheet out of the window, cancelling a
      // finger still on it in a record (`endAnimation(takingViewsOut:)`).
      let presented = presentedViewController
      if let app = presented.view.window?.application {
        app.endAnimation { presented.dismiss() }
      } else {
        presented.dismiss()
      }
    }
    return !done
  }

  // MARK: - Arbitration

  /// The sheet's pan waits for a vertical scroll view's pan inside the
  /// sheet: that scroll view takes the drag and shares it
  /// (`share(_:from:rawOffset:)`); one that cannot scroll vertically fails
  /// and the sheet's pan begins.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  )
    -> Bool
  {
    guard recognizer === panGestureRecognizer, other is ScrollViewPanGestureRecognizer,
      let scroll = other.view as? ScrollView
    else { return false }
    return scroll.canScroll(.vertical) && scroll.isDescendant(of: presentedViewController.view)
  }
}

extension ScrollView {
  /// The sheet this scroll view shares vertical drags with: that of the
  /// nearest presented controller whose view holds it, while attached.
  var enclosingSheet: SheetPresentationController? {
    var v: View? = superview
    while let current = v {
      if let c = current.owningController, c.view === current, let sheet = c.sheetIfAttached {
        return sheet
      }
      v = current.superview
    }
    return nil
  }
}
