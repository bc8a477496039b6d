/// Stack views (`UIStackView`): subviews laid out along an axis by the
/// model, at once, so hit-testing, `props` and animations see the new
/// frames as soon as a view is added, removed, hidden or resized.
///
/// UIKit defers the pass to the next `layoutSubviews`; a scene has no run
/// loop turn between an effect and the next event it should see, so the
/// pass runs inside the change (as `layoutIfNeeded()` right after it).
/// Every subview of a stack is arranged (a scene's `subviews` of a stack are
/// its `arrangedSubviews`); a hidden one is skipped by the layout and keeps
/// its frame (UIKit collapses it to zero length instead; see `arrange`).
extension View {
  /// The layout of this view's subviews, nil when it is not a stack.
  /// Setting it lays them out at once.
  public var stackLayout: StackLayout? {
    get { arrangement?.layout }
    set {
      if let newValue {
        if let a = arrangement { a.layout = newValue } else { arrangement = StackArrangement(newValue) }
      } else {
        arrangement = nil
      }
      layoutArrangedSubviews()
    }
  }

  /// The subviews a stack arranges, back to front; hidden ones included, as
  /// in UIKit, where a hidden arranged view stays in `arrangedSubviews` and
  /// only its room is given up.
  public var arrangedSubviews: [View] { arrangement == nil ? [] : subviews }

  /// Lays the arranged subviews out now. A change made by the pass itself
  /// (an arranged view's size, this stack's own length) asks for one more
  /// pass instead of re-entering; three passes settle any nesting.
  public func layoutArrangedSubviews() {
    guard let a = arrangement else { return }
    guard !a.isLayingOut else {
      a.needsAnotherPass = true
      return
    }
    var passes = 0
    repeat {
      a.needsAnotherPass = false
      a.isLayingOut = true
      arrange(a.layout)
      a.isLayingOut = false
      passes += 1
    } while a.needsAnotherPass && passes < 3
  }

  /// An arranged subview was hidden or shown.
  func arrangedSubviewDidChange() {
    if arrangement != nil { layoutArrangedSubviews() }
  }

  /// The bounds changed size: a stack lays its subviews out again, the
  /// stack it stands in makes room, and a scroll view whose content it is
  /// follows its size.
  func sizeDidChange() {
    if arrangement != nil { layoutArrangedSubviews() }
    guard let parent = superview else { return }
    if parent.arrangement != nil, !isHidden { parent.layoutArrangedSubviews() }
    if arrangement != nil, let scroll = parent as? ScrollView, scroll.contentSizeFollowsSubviews {
      scroll.fitContentSizeToSubviews()
    }
  }

  /// One pass, O(subviews).
  private func arrange(_ layout: StackLayout) {
    let vertical = layout.axis == .vertical
    func along(_ s: Size) -> Double { vertical ? s.height : s.width }
    func across(_ s: Size) -> Double { vertical ? s.width : s.height }
    // Hidden views take no room. UIKit also pins a hidden one's length to
    // zero; a scene has no constraint to give its size back from, so it
    // keeps its frame and returns at its own size when shown.
    let views = subviews.filter { !$0.isHidden }
    let n = views.count
    let length = along(bounds.size)
    let cross = across(bounds.size)
    var lengths = views.map { along($0.bounds.size) }
    var gap = layout.spacing
    switch layout.distribution {
    case .fill: break
    case .fillEqually:
      let share = n == 0 ? 0 : max(0, (length - layout.spacing * Double(n - 1)) / Double(n))
      lengths = [Double](repeating: share, count: n)
    case .equalSpacing:
      if n > 1 { gap = max(layout.spacing, (length - lengths.reduce(0, +)) / Double(n - 1)) }
    }
    var position = 0.0
    for (k, view) in views.enumerated() {
      let own = across(view.bounds.size)
      // A stack across this one that fits its own length keeps it: `fill`
      // would fight its fitting and the two would resize each other.
      let fitsItself = view.arrangement.map {
        $0.layout.distribution == .fill && $0.layout.axis != layout.axis
      }
      let (width, offset): (Double, Double) =
        switch layout.alignment {
        case .fill where fitsItself == true: (own, 0)
        case .fill: (cross, 0)
        case .leading, .top: (own, 0)
        case .center: (own, (cross - own) / 2)
        case .trailing, .bottom: (own, cross - own)
        }
      let size = vertical ? Size(width: width, height: lengths[k]) : Size(width: lengths[k], height: width)
      let origin =
        vertical
        ? Point(x: bounds.minX + offset, y: bounds.minY + position)
        : Point(x: bounds.minX + position, y: bounds.minY + offset)
      if view.bounds.size != size { view.bounds.size = size }
      let centre = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
      if view.center != centre { view.center = centre }
      position += lengths[k] + gap
    }
    guard layout.distribution == .fill else { return }
    // The stack's length follows its views; its top-left corner stays.
    let total = max(0, n == 0 ? 0 : position - gap)
    guard total != length else { return }
    // The centre moves first and the size last, so what the size change
    // tells the superview (a stack, a scroll view) sees the final frame.
    let corner = Point(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
    let size = vertical ? Size(width: bounds.width, height: total) : Size(width: total, height: bounds.height)
    center = Point(x: corner.x + size.width / 2, y: corner.y + size.height / 2)
    bounds.size = size
  }
}

extension ScrollView {
  /// `contentSize` as the union of the subviews' frames.
  func fitContentSizeToSubviews() {
    var size = Size(width: 0, height: 0)
    for sub in subviews {
      let f = sub.frame
      size = Size(width: max(size.width, f.maxX), height: max(size.height, f.maxY))
    }
    if size != contentSize { contentSize = size }
  }
}
