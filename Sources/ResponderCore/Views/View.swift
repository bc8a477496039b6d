/// A rectangular area that draws and receives touches (UIKit's `UIView`).
///
/// Geometry follows UIKit: a view is placed by `center` and sized by
/// `bounds`, optionally with a `transform` about its centre; `frame` is
/// derived from them while the transform is the identity.
open class View: Responder {
  /// The view this one is a subview of.
  ///
  /// Not `weak`: a weak reference gives every view a side table, which made
  /// each retain and release on the dispatch path take the slow path
  /// (docs/PERFORMANCE.md). The superview owns its subviews and clears this
  /// pointer when it lets go of them, in `removeFromSuperview` and `deinit`.
  public var superview: View? { superviewReference?.object }
  /// `superview`, unretained (`Unretained`, whose debug build checks it).
  @exclusivity(unchecked) final var superviewReference: Unretained<View>?
  /// Sets `superview`: the chain through this view changed.
  private func setSuperview(_ view: View?) {
    superviewReference = view.map(Unretained.init)
    chainDidChange()
    // A root view's superview is its controller's next responder too.
    owningController?.chainDidChange()
  }
  public private(set) var subviews: [View] {
    get { subviewsStorage }
    set { subviewsStorage = newValue }
    _modify { yield &subviewsStorage }
  }
  @exclusivity(unchecked) final var subviewsStorage: [View] = []
  /// The controller whose root view this is, if any; the controller clears
  /// it when it goes away (see `superview` for why it is not `weak`).
  public internal(set) var owningController: ViewController? {
    get { owningControllerReference?.object }
    set {
      owningControllerReference = newValue.map(Unretained.init)
      chainDidChange()
    }
  }
  /// `owningController`, unretained (`Unretained`, whose debug build checks it).
  @exclusivity(unchecked) final var owningControllerReference: Unretained<ViewController>?
  public private(set) var gestureRecognizers: [GestureRecognizer] {
    get { gestureRecognizersStorage }
    set { gestureRecognizersStorage = newValue }
    _modify { yield &gestureRecognizersStorage }
  }
  @exclusivity(unchecked) final var gestureRecognizersStorage: [GestureRecognizer] = []

  public var center: Point {
    get { centerStorage }
    set {
      centerStorage = newValue
      geometryChanged()
    }
  }
  public var bounds: Rect {
    get { boundsStorage }
    set {
      let oldSize = boundsStorage.size
      boundsStorage = newValue
      geometryChanged()
      if newValue.size != oldSize { sizeDidChange() }
    }
  }
  public var transform: AffineTransform {
    get { transformStorage }
    set {
      transformStorage = newValue
      geometryChanged()
    }
  }

  public var isHidden: Bool {
    get { isHiddenStorage }
    set {
      guard newValue != isHiddenStorage else { return }
      isHiddenStorage = newValue
      setNeedsDisplay()
      superview?.arrangedSubviewDidChange()
    }
  }
  public var alpha: Double {
    get { alphaStorage }
    set {
      let changed = newValue != alphaStorage
      alphaStorage = newValue
      if changed { setNeedsDisplay() }
    }
  }
  public var isUserInteractionEnabled: Bool {
    get { isUserInteractionEnabledStorage }
    set {
      isUserInteractionEnabledStorage = newValue
      setNeedsDisplay()
    }
  }
  // What the hit test and the renderer read at every view, stored without
  // run-time exclusivity checks (docs/PERFORMANCE.md); public code reaches
  // them through the accessors above.
  @exclusivity(unchecked) final var centerStorage: Point
  @exclusivity(unchecked) final var boundsStorage: Rect
  @exclusivity(unchecked) final var transformStorage: AffineTransform = .identity
  @exclusivity(unchecked) final var isHiddenStorage = false
  @exclusivity(unchecked) final var alphaStorage: Double = 1
  @exclusivity(unchecked) final var isUserInteractionEnabledStorage = true
  public var clipsToBounds = false { didSet { setNeedsDisplay() } }
  /// Whether the view receives more than one touch at a time; false by default.
  public var isMultipleTouchEnabled = false
  /// While this view tracks a touch no other view gets a new one, and it
  /// gets none while another view tracks one (`isExclusiveTouch`).
  public var isExclusiveTouch = false
  /// The stack layout of the subviews and its state (View+StackLayout.swift);
  /// one reference, so views that are not stacks pay one word.
  @exclusivity(unchecked) var arrangement: StackArrangement?

  /// Where a hit on this view itself goes instead (weak: any view may name any other).
  public weak var hitTestTarget: View? { didSet { hasHitTestTarget = hitTestTarget != nil } }
  @exclusivity(unchecked) private var hasHitTestTarget = false
  /// Whether attached overrides or a `hitTestTarget` change hit-testing
  /// here, so that the plain walk pays one test per view for them (the
  /// dispatch benchmark walks 100k views).
  @inline(__always)
  var overridesHitTest: Bool { hasHitTestTarget || overridden.rawValue & Self.hitTestPoints.rawValue != 0 }
  private static let hitTestPoints: OverridePoints = [.pointInside, .hitTest]
  /// What Core's `hitTest(_:with:)` returned for this view during the
  /// current walk, kept only for Swift classes (`hitTestAsSubview`).
  /// The view is held by address only: it is compared, never used, and a
  /// view that returned itself must not keep itself alive.
  enum DefaultHit {
    case notAsked
    case returned(ObjectIdentifier?)

    static func hit(_ view: View?) -> DefaultHit { .returned(view.map(ObjectIdentifier.init)) }
  }
  final var defaultHit = DefaultHit.notAsked
  /// What Core's `point(inside:with:)` answered during the current call of
  /// this view's own, so that a Swift class's override is known to have
  /// answered on its own (never asked `super`, or answered otherwise) or
  /// to have returned `super`'s answer (`insideDecision`). Core's classes
  /// never write it during hit-testing: `hitTest` asks their bounds check
  /// directly.
  enum CoreInsideAnswer {
    case notAsked
    case answered(Bool)
  }
  final var coreInsideAnswer = CoreInsideAnswer.notAsked

  public var backgroundColor: Color? { didSet { setNeedsDisplay() } }
  public var borderColor: Color? { didSet { setNeedsDisplay() } }
  public var borderWidth: Double = 0 { didSet { setNeedsDisplay() } }
  public var cornerRadius: Double = 0 { didSet { setNeedsDisplay() } }

  /// What an animation shows now, while the model already holds the end value.
  public internal(set) var presentation: Presentation?

  /// Children sorted into a grid for fast hit-testing; built lazily for
  /// views with many subviews and dropped whenever they change.
  @exclusivity(unchecked) var hitIndex: HitTestIndex?

  public init(identifier: String = "", frame: Rect = .zero) {
    centerStorage = frame.center
    boundsStorage = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    super.init(identifier: identifier)
  }

  open override var kindName: String { "view" }

  deinit {
    for s in subviews { s.setSuperview(nil) }
    for r in gestureRecognizers { r.view = nil }
  }

  /// The view's rectangle in its superview's coordinates.
  ///
  /// With a non-identity transform this is the bounding box of the
  /// transformed bounds, as in UIKit; setting it then is not meaningful.
  public var frame: Rect {
    get {
      if transform.isIdentity {
        return Rect(
          x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
          width: bounds.width, height: bounds.height)
      }
      return Rect(bounding: cornersInSuperview())
    }
    set {
      bounds.size = Size(width: newValue.width, height: newValue.height)
      center = newValue.center
    }
  }

  /// The four corners of the bounds, in the superview's coordinates.
  public func cornersInSuperview() -> [Point] {
    let b = bounds
    return [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
      Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
    ].map(convertToSuperview)
  }

  // MARK: - Hierarchy

  /// The window this view is installed in, or nil when detached.
  open var window: Window? {
    var v = self
    while true {
      if v.isWindow { return unsafeDowncast(v, to: Window.self) }
      guard let s = v.superview else { return nil }
      v = s
    }
  }

  /// Set by `Window` on itself: `window` climbs the tree asking this flag
  /// instead of casting every view on the way.
  @exclusivity(unchecked) final var isWindow = false

  open override var responderWindow: Window? { window }

  /// "If the view is the root view of a view controller, the next responder
  /// is the view controller; otherwise, the next responder is the view's
  /// superview."
  open override var next: Responder? {
    if let declared = overriddenNext { return declared }
    if let c = owningController { return c }
    return superview
  }

  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in the subview order (0 is the back-most).
  public func insertSubview(_ view: View, at index: Int) {
    let moved = view.superview === self
    if moved, let old = subviewsStorage.firstIndex(where: { $0 === view }) {
      subviewsStorage.remove(at: old)
    } else {
      view.removeFromSuperview()
    }
    let front = !moved && index >= subviewsStorage.count
    subviewsStorage.insert(view, at: max(0, min(index, subviewsStorage.count)))
    view.setSuperview(self)
    // A new view added in front joins the grid without a rebuild.
    let grid = front ? hitIndex : nil
    let kept = grid?.appendFrontMost(view) ?? false
    subviewsChanged()
    if kept { hitIndex = grid }
    view.didMoveToWindow()
  }

  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let window = self.window
    if let w = window { w.viewWillLeave(self) }
    parent.subviewsStorage.removeAll { $0 === self }
    setSuperview(nil)
    parent.subviewsChanged()
    didMoveToWindow()
  }

  /// Called after the view joined or left a window.
  open func didMoveToWindow() {}

  /// Whether `self` is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var v: View? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  /// This view and every view below it, depth first, back to front.
  public func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for s in subviews { s.forEachInSubtree(body) }
  }

  // MARK: - Gesture recognizers

  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.removeFromView()
    gestureRecognizersStorage.append(recognizer)
    recognizer.view = self
  }

  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizersStorage.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  /// Whether `gestureRecognizer` may leave `.possible` and begin; true by
  /// default.
  ///
  /// UIView.gestureRecognizerShouldBegin(_:): "Subclasses may override this
  /// method and use it to prevent the recognition of particular gestures.
  /// For example, the UISlider class uses this method to prevent swipes
  /// parallel to the slider's travel direction and that start in the
  /// thumb." The window asks the recognizer's view and every view its
  /// touches began in; controls say no to gestures that overlap their own
  /// action (`Control`).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  // MARK: - Coordinates

  /// Maps a point in this view's bounds to its superview's coordinates.
  public func convertToSuperview(_ p: Point) -> Point {
    let b = bounds
    let local = Point(x: p.x - b.midX, y: p.y - b.midY)
    return transform.apply(local) + center
  }

  /// Maps a point in the superview's coordinates into this view's bounds.
  public func convertFromSuperview(_ p: Point) -> Point {
    let d = p - center
    let local: Point
    if transform.isIdentity {
      local = d
    } else if let inv = transform.inverted {
      local = inv.apply(d)
    } else {
      return Point(x: .infinity, y: .infinity)
    }
    return Point(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  /// Converts a point from this view's coordinates to window coordinates.
  public func convertToWindow(_ p: Point) -> Point {
    var point = p
    var v: View = self
    while let parent = v.superview {
      point = v.convertToSuperview(point)
      v = parent
    }
    return point
  }

  /// Converts a point from window coordinates into this view's coordinates.
  public func convertFromWindow(_ p: Point) -> Point {
    var path: [View] = []
    var v: View = self
    while let parent = v.superview {
      path.append(v)
      v = parent
    }
    var point = p
    for view in path.reversed() { point = view.convertFromSuperview(point) }
    return point
  }

  /// Converts a point from `view`'s coordinates (window coordinates when
  /// nil) into this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    if let view, view === superview { return convertFromSuperview(point) }
    let inWindow = view?.convertToWindow(point) ?? point
    return convertFromWindow(inWindow)
  }

  /// Converts a point from this view's coordinates into `view`'s (window
  /// coordinates when nil).
  public func convert(_ point: Point, to view: View?) -> Point {
    let inWindow = convertToWindow(point)
    return view?.convertFromWindow(inWindow) ?? inWindow
  }

  /// The bounds' corners in window coordinates, in order.
  public func cornersInWindow() -> [Point] {
    let b = bounds
    return [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
      Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
    ].map(convertToWindow)
  }

  /// The bounding box of the view in window coordinates.
  public var frameInWindow: Rect {
    Rect(bounding: cornersInWindow())
  }

  // MARK: - Hit-testing

  /// Whether `point` (in this view's coordinates) is inside the bounds.
  ///
  /// The seeds' `pointInside:withEvent:` is `CGRectContainsPoint(self.bounds, point)`;
  /// attached overrides may answer instead (`ResponderOverrides`).
  open func point(inside point: Point, with event: Event?) -> Bool {
    let inside = corePointInside(point)
    coreInsideAnswer = .answered(inside)
    return inside
  }

  /// Core's answer to `point(inside:with:)`, whatever a subclass overrides:
  /// what `hitTest` asks of Core's classes (none overrides the method), and
  /// what a Swift override that calls `super` gets (`insideDecision`).
  @inline(__always)
  final func corePointInside(_ point: Point) -> Bool {
    guard overridden.contains(.pointInside), let o = overrides,
      let answer = o.point(inside: point, with: nil, of: self)
    else { return bounds.contains(point) }
    return answer
  }

  /// The reason hit-testing skips this view, before looking at the point.
  public var hitTestSkipReason: HitTestSkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .interactionDisabled }
    if alpha < 0.01 { return .transparent }
    return nil
  }

  /// The deepest view that contains `point` (in this view's coordinates).
  ///
  /// From the seeds: a view that is hidden, has interaction disabled or an
  /// alpha below 0.01, or does not contain the point, returns nil without
  /// trying its subviews (so a subview sticking out of its superview's
  /// bounds is unreachable there, whatever `clipsToBounds` says); otherwise
  /// its subviews are tried front-most first, each with the point converted
  /// into its coordinate space, and the first hit wins; else the view itself.
  ///
  /// Complexity: O(visited views); a view with many subviews asks a grid
  /// index for the few whose frames contain the point instead of trying all.
  open func hitTest(_ point: Point, with event: Event?) -> View? {
    // One walk, observed where it decides: the event's record (borrowed,
    // the event holds it) notes each visit and its verdict. With no record
    // each note is one test of nil; Core's plain path builds no
    // `HitTestRule?` at all (the enum carries strings, and making and
    // destroying one per visit was 400 instructions an event, callgrind),
    // and asks no one who decided (`pointInsideDecision`).
    let observer = event?.recordReference
    let depth = observer?.borrow { $0.hitTestDepth } ?? 0
    if let reason = hitTestSkipReason {
      observer?.borrow { $0.noteHitTest(self, inside: false, skipped: reason, depth: depth) }
      return nil
    }
    // A Swift class's answers are compared with Core's (`insideDecision`,
    // `defaultHit`): the flag keeps Core's classes on the plain path. Core's
    // classes do not override `point(inside:with:)`: their bounds check is
    // called directly, with no dynamic call.
    let plain = !overridesHitTest && isDeclaredInCore
    guard askPointInside(point, with: event) else {
      if let observer {
        if plain {
          observer.borrow { $0.noteHitTest(self, inside: false, skipped: .outside, depth: depth) }
        } else {
          let rule = insideRule(point, inside: false)
          observer.borrow {
            $0.noteHitTest(self, inside: false, skipped: .outside, depth: depth, rule: rule)
          }
          if !isDeclaredInCore { defaultHit = .hit(nil) }
        }
      }
      return nil
    }
    var visit = 0
    if let observer {
      let rule = plain ? nil : insideRule(point, inside: true)
      observer.borrow { record in
        visit = record.visitCount
        if plain {
          record.noteHitTest(self, inside: true, skipped: nil, depth: depth)
        } else {
          record.noteHitTest(self, inside: true, skipped: nil, depth: depth, rule: rule)
        }
        record.hitTestDepth = depth + 1
      }
    }
    defer { observer?.borrow { $0.hitTestDepth = depth } }
    var hit: View?
    if let sub = hitTestSubviews(point, with: event) {
      hit = sub
    } else if !overridesHitTest {
      hit = self
    } else if let target = forwardedHit() {
      hit = target
      observer?.borrow { $0.setHitTestRule(.forwarded(to: target.identifier), at: visit) }
    } else {
      hit = self
    }
    if overridden.contains(.hitTest), let o = overrides,
      let answer = o.hitTest(point, with: event, of: self, classHit: hit)
    {
      if answer !== hit, let observer, let by = o.explainHitTest(returned: answer, classHit: hit, of: self) {
        let rule = HitTestRule.decided(.hitTest(by: by, view: identifier, returned: answer?.identifier))
        observer.borrow { $0.setHitTestRule(rule, at: visit) }
      }
      hit = answer
    }
    if observer != nil, !isDeclaredInCore { defaultHit = .hit(hit) }
    return hit
  }

  /// The front-most subview hit at `point`, trying subviews front to back
  /// (through the grid index for wide containers).
  private func hitTestSubviews(_ point: Point, with event: Event?) -> View? {
    if subviews.count >= HitTestIndex.threshold {
      let index = hitIndex ?? buildHitIndex()
      var result: View?
      index.forEachCandidate(at: point) { sub in
        result = sub.hitTestAsSubview(sub.convertFromSuperview(point), with: event)
        return result == nil
      }
      return result
    }
    var i = subviews.count - 1
    while i >= 0 {
      let sub = subviews[i]
      if let hit = sub.hitTestAsSubview(sub.convertFromSuperview(point), with: event) { return hit }
      i -= 1
    }
    return nil
  }

  /// `hitTest(_:with:)` as a superview's walk asks it. A Swift class's may
  /// be an override: when a record is kept, its answer is compared with
  /// what the default walk returned (`defaultHit`, set by `super.hitTest`),
  /// and an override that answered otherwise, or never asked the default,
  /// is named on this view's visit (`OverrideDecision.hitTest`): one that
  /// returned the default walk's answer changed nothing.
  @inline(__always)
  private func hitTestAsSubview(_ point: Point, with event: Event?) -> View? {
    if isDeclaredInCore { return hitTest(point, with: event) }
    guard let record = event?.record else { return hitTest(point, with: event) }
    let depth = record.hitTestDepth
    let firstVisit = record.visitCount
    defaultHit = .notAsked
    let result = hitTest(point, with: event)
    func decided() -> HitTestRule {
      .decided(.hitTest(by: .swiftClass(className), view: identifier, returned: result?.identifier))
    }
    switch defaultHit {
    case .returned(let d) where d == result.map(ObjectIdentifier.init): break
    case .returned:
      if let own = record.firstVisit(of: self, from: firstVisit) { record.setHitTestRule(decided(), at: own) }
    case .notAsked:
      record.noteHitTest(self, inside: result != nil, skipped: nil, depth: depth, rule: decided())
    }
    defaultHit = .notAsked
    return result
  }

  /// The plain back-to-front walk of the seeds with no index and no record:
  /// the reference that the indexed walk is checked against.
  public func referenceHitTest(_ point: Point) -> View? {
    if hitTestSkipReason != nil || !bounds.contains(point) { return nil }
    for sub in subviews.reversed() {
      if let hit = sub.referenceHitTest(sub.convertFromSuperview(point)) { return hit }
    }
    return self
  }

  private func buildHitIndex() -> HitTestIndex {
    let index = HitTestIndex(subviews: subviews)
    hitIndex = index
    return index
  }

  // MARK: - Change tracking

  /// Attached overrides may change the touchable area, by which a wide
  /// superview files this view (`hitTestFrame`).
  override func overridesChanged() { geometryChanged() }

  private func geometryChanged() {
    superview?.hitIndex = nil
    setNeedsDisplay()
  }

  func subviewsChanged() {
    hitIndex = nil
    setNeedsDisplay()
    if arrangement != nil { layoutArrangedSubviews() }
  }

  /// Marks the window as needing a new frame.
  public func setNeedsDisplay() {
    window?.displayRevision &+= 1
  }

  // MARK: - Scene properties

  /// Whether an animation moves one of this view's properties now: what is
  /// drawn (`presentedValue(forProperty:)`) differs from the model value
  /// until it ends. A scroll view also animates while it decelerates,
  /// bounces back or scrolls to an offset.
  open var isAnimating: Bool { !(presentation?.isEmpty ?? true) }

  /// Reads a property by its scene-file name (`frame`, `color`, `hidden`…);
  /// nil for a name this kind of view does not have.
  open func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "frame": return .rect(frame)
    case "center": return .point(center)
    case "color", "backgroundColor": return backgroundColor.map(PropertyValue.color) ?? .null
    case "borderColor": return borderColor.map(PropertyValue.color) ?? .null
    case "borderWidth": return .number(borderWidth)
    case "cornerRadius": return .number(cornerRadius)
    case "hidden", "isHidden": return .bool(isHidden)
    case "alpha": return .number(alpha)
    case "userInteractionEnabled": return .bool(isUserInteractionEnabled)
    case "clipsToBounds": return .bool(clipsToBounds)
    case "multipleTouchEnabled": return .bool(isMultipleTouchEnabled)
    case "isFirstResponder": return .bool(isFirstResponder)
    case "scale": return .number(transform.scale)
    case "rotation": return .number(transform.rotation * 180 / Double.pi)
    // `transform.scale`/`.rotation` name the view's own transform where a
    // scene's bare `scale` (in a `when:`) is the sending pinch's.
    case "transform.scale": return .number(transform.scale)
    case "transform.rotation": return .number(transform.rotation * 180 / Double.pi)
    case "bounds.width": return .number(bounds.size.width)
    case "bounds.height": return .number(bounds.size.height)
    case "subviews": return .number(Double(subviews.count))
    case "isAnimating": return .bool(isAnimating)
    default:
      // The presentation layer beside the model (CALayer.presentation()).
      if name.hasPrefix("presentation.") {
        return presentedValue(forProperty: String(name.dropFirst("presentation.".count)))
      }
      return componentValue(forPath: name, frame: frame, center: center)
    }
  }

  /// Writes a property by its scene-file name; false when the name is
  /// unknown or the value has the wrong type.
  @discardableResult
  open func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "frame":
      guard let r = value.rect else { return false }
      frame = r
    case "color", "backgroundColor":
      if value == .null {
        backgroundColor = nil
      } else {
        guard let c = value.color else { return false }
        backgroundColor = c
      }
    case "borderColor":
      guard let c = value.color else { return false }
      borderColor = c
    case "borderWidth":
      guard let n = value.number else { return false }
      borderWidth = n
    case "cornerRadius":
      guard let n = value.number else { return false }
      cornerRadius = n
    case "hidden", "isHidden":
      guard let b = value.bool else { return false }
      isHidden = b
    case "alpha":
      guard let n = value.number else { return false }
      alpha = n
    case "userInteractionEnabled":
      guard let b = value.bool else { return false }
      isUserInteractionEnabled = b
    case "clipsToBounds":
      guard let b = value.bool else { return false }
      clipsToBounds = b
    case "multipleTouchEnabled":
      guard let b = value.bool else { return false }
      isMultipleTouchEnabled = b
    case "scale":
      guard let n = value.number, n.isFinite, n > 0 else { return false }
      transform = AffineTransform(scale: n, rotation: transform.rotation, translation: .zero)
    case "rotation":
      guard let n = value.number, n.isFinite else { return false }
      transform = AffineTransform(scale: transform.scale, rotation: n * Double.pi / 180, translation: .zero)
    default:
      return setComponent(value, forPath: name)
    }
    return true
  }
}
