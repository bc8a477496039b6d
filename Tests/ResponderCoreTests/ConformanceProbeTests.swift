import ResponderScene
import Testing

@testable import ResponderCore

/// Rules a conformance author would check from Apple's UIKit documentation,
/// each probed through the public API. Every test names the UIKit page it
/// follows; the suites elsewhere cover the common cases, these the edges.
///
/// Rules of one shape are rows of a table (recognizers' states, where an
/// event starts, where an action goes), each row with its UIKit source; a
/// failing row is reported by its rule at its own line. The rows' shapes
/// live in `ConformanceProbeRows.swift`.
@Suite("Conformance probes")
struct ConformanceProbeTests {
  // MARK: - Hit-testing (UIView.hitTest(_:with:), point(inside:with:))

  /// What makes hit-testing pass a view by: "This method ignores view
  /// objects that are hidden, that have disabled user interactions, or
  /// have an alpha level less than 0.01".
  enum SkipSetting: String, CaseIterable, CustomTestStringConvertible {
    case hidden, interactionDisabled, transparent

    func apply(to v: View) {
      switch self {
      case .hidden: v.isHidden = true
      case .interactionDisabled: v.isUserInteractionEnabled = false
      case .transparent: v.alpha = 0.005
      }
    }

    var testDescription: String { rawValue }
  }

  /// Asked of such a view directly, `hitTest` returns nil even for a point
  /// inside it.
  @Test(
    "hitTest called on a hidden, disabled or transparent view itself returns nil",
    arguments: SkipSetting.allCases)
  func hitTestOnSkippedViewItself(_ setting: SkipSetting) {
    let h = Harness()
    let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    #expect(v.hitTest(Point(50, 50), with: nil) === v)
    setting.apply(to: v)
    #expect(v.hitTest(Point(50, 50), with: nil) == nil)
  }

  /// Subviews are tried front-most first ("in reverse order"): of two
  /// overlapping siblings the later one wins, and bringing the back one to
  /// the front changes the answer.
  @Test("of overlapping siblings the front-most is hit; bringSubviewToFront changes it")
  func frontMostSibling() {
    let h = Harness()
    let back = h.add(View(identifier: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let front = h.add(View(identifier: "front", frame: Rect(x: 50, y: 50, width: 100, height: 100)))
    #expect(h.window.hitTest(Point(75, 75), with: nil) === front)
    h.root.bringSubviewToFront(back)
    #expect(h.window.hitTest(Point(75, 75), with: nil) === back)
  }

  /// Such a front sibling lets the point through to the one behind it.
  @Test(
    "a hidden, disabled or transparent front sibling lets the touch reach the sibling behind it",
    arguments: SkipSetting.allCases)
  func skippedFrontSibling(_ setting: SkipSetting) {
    let h = Harness()
    let back = h.add(View(identifier: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let front = h.add(View(identifier: "front", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    #expect(h.window.hitTest(Point(50, 50), with: nil) === front)
    setting.apply(to: front)
    #expect(h.window.hitTest(Point(50, 50), with: nil) === back)
  }

  /// addSubview with a view that is already a subview moves it to the front.
  @Test("adding a subview again brings it to the front")
  func addSubviewAgain() {
    let h = Harness()
    let a = h.add(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let b = h.add(View(identifier: "b", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    #expect(h.window.hitTest(Point(50, 50), with: nil) === b)
    h.root.addSubview(a)
    #expect(h.root.subviews.last === a)
    #expect(h.root.subviews.count == 2)
    #expect(h.window.hitTest(Point(50, 50), with: nil) === a)
  }

  /// The bounds origin is the view's own coordinate space: a superview
  /// whose bounds are scrolled by 100 pt moves its subviews up by 100 pt on
  /// screen, and hit-testing converts the point accordingly.
  @Test("a superview's bounds origin shifts where its subviews are hit")
  func boundsOrigin() {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let child = h.add(View(identifier: "child", frame: Rect(x: 0, y: 100, width: 200, height: 50)), to: box)
    #expect(h.window.hitTest(Point(50, 120), with: nil) === child)
    box.bounds = Rect(x: 0, y: 100, width: 200, height: 200)
    #expect(h.window.hitTest(Point(50, 20), with: nil) === child)
    #expect(h.window.hitTest(Point(50, 120), with: nil) === box)
  }

  /// `UILabel` and `UIImageView` have `isUserInteractionEnabled` false by
  /// default, so a touch on them is delivered to the view behind.
  @Test("a label and an image view are skipped by default; the touch goes to the superview")
  func labelSkipped() {
    let h = Harness()
    let label = h.add(Label(identifier: "label", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
    let image = h.add(ImageView(identifier: "image", frame: Rect(x: 0, y: 100, width: 100, height: 40)))
    #expect(label.isUserInteractionEnabled == false)
    #expect(image.isUserInteractionEnabled == false)
    #expect(h.window.hitTest(Point(50, 20), with: nil) === h.root)
    #expect(h.window.hitTest(Point(50, 120), with: nil) === h.root)
  }

  /// A point outside the window's bounds hits nothing, and a touch there
  /// reaches no view.
  @Test("a touch outside the window hits nothing and reaches no view")
  func outsideWindow() {
    let h = Harness()
    let v = h.add(TouchLogView(identifier: "v", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    #expect(h.window.hitTest(Point(-5, 10), with: nil) == nil)
    #expect(h.window.hitTest(Point(400, 10), with: nil) == nil)
    h.down(Point(-5, 10))
    h.up(Point(-5, 10))
    #expect(v.log.isEmpty)
  }

  /// hitTest(_:with:) asks point(inside:with:) of the superview first: an
  /// override that enlarges the superview's area makes a subview sticking
  /// out of its bounds reachable there.
  @Test("a superview whose point(inside:) is enlarged lets a subview outside its bounds be hit")
  func enlargedPointInside() {
    final class Wide: View {
      override func point(inside p: Point, with e: Event?) -> Bool {
        bounds.insetBy(dx: -100, dy: -100).contains(p)
      }
    }
    let h = Harness()
    let box = h.add(Wide(identifier: "box", frame: Rect(x: 100, y: 100, width: 100, height: 100)))
    let out = h.add(View(identifier: "out", frame: Rect(x: 120, y: 0, width: 50, height: 50)), to: box)
    #expect(h.window.hitTest(Point(240, 120), with: nil) === out)
    #expect(h.window.hitTest(Point(290, 190), with: nil) === box)
  }

  /// An overridden hitTest(_:with:) decides the touch's view.
  @Test("a hitTest override that returns another view sends the touch there")
  func hitTestOverride() {
    final class Redirect: View {
      weak var to: View?
      override func hitTest(_ p: Point, with e: Event?) -> View? {
        super.hitTest(p, with: e) == nil ? nil : to
      }
    }
    let h = Harness()
    let target = h.add(TouchLogView(identifier: "target", frame: Rect(x: 300, y: 300, width: 50, height: 50)))
    let r = h.add(Redirect(identifier: "r", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    r.to = target
    h.tap(Point(50, 50))
    #expect(target.log.map(\.method) == ["touchesBegan", "touchesEnded"])
  }

  // MARK: - Touches and events (UITouch, UIEvent)

  /// Two fingers going down on two different views in one multi-touch
  /// sequence: each view gets only its own touch, `touches(for:)` tells
  /// them apart, and `allTouches` holds both.
  @Test("two fingers on two views: each view gets only its touch; allTouches holds both")
  func twoViewsTwoFingers() {
    final class EventView: View {
      var log: [String] = []
      var counts: (all: Int, mine: Int, other: Int) = (0, 0, 0)
      weak var other: View?
      override func touchesBegan(_ t: Set<Touch>, with e: Event?) {
        log.append("touchesBegan")
        if let e, let other {
          counts = (e.allTouches.count, e.touches(for: self).count, e.touches(for: other).count)
        }
      }
      override func touchesEnded(_ t: Set<Touch>, with e: Event?) { log.append("touchesEnded") }
    }
    let h = Harness()
    let a = h.add(EventView(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let b = h.add(EventView(identifier: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100)))
    a.other = b
    b.other = a
    h.down(Point(50, 50), finger: 0)
    h.down(Point(250, 50), finger: 1)
    #expect(a.log == ["touchesBegan"])
    #expect(b.log == ["touchesBegan"])
    #expect(b.counts.all == 2)
    #expect(b.counts.mine == 1)
    #expect(b.counts.other == 1)
    h.up(Point(50, 50), finger: 0)
    h.up(Point(250, 50), finger: 1)
    #expect(a.log == ["touchesBegan", "touchesEnded"])
    #expect(b.log == ["touchesBegan", "touchesEnded"])
  }

  /// UIEvent has `touches(for: UIWindow)` beside `touches(for: UIView)`:
  /// "the touch objects that belong to the specified window" — every touch
  /// in it, whichever view it is in.
  @Test("touches(for: window) gives every touch in the window")
  func touchesForWindow() {
    final class Probe: View {
      var forWindow = -1
      var forSelf = -1
      override func touchesBegan(_ t: Set<Touch>, with e: Event?) {
        if let e, let w = window {
          forWindow = e.touches(for: w).count
          forSelf = e.touches(for: self).count
        }
      }
    }
    let h = Harness()
    h.add(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let b = h.add(Probe(identifier: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100)))
    h.down(Point(50, 50), finger: 0)
    h.down(Point(250, 50), finger: 1)
    #expect(b.forWindow == 2)
    #expect(b.forSelf == 1)
    h.up(Point(50, 50), finger: 0)
    h.up(Point(250, 50), finger: 1)
  }

  /// "The touch's phase": in `touchesEnded` the touch is `.ended`, in
  /// `touchesBegan` `.began`, in `touchesMoved` `.moved`.
  @Test("a touch's phase is the phase of the message it arrives in")
  func phaseMatchesMessage() {
    final class PhaseView: View {
      var phases: [String] = []
      override func touchesBegan(_ t: Set<Touch>, with e: Event?) { phases.append(t.first!.phase.rawValue) }
      override func touchesMoved(_ t: Set<Touch>, with e: Event?) { phases.append(t.first!.phase.rawValue) }
      override func touchesEnded(_ t: Set<Touch>, with e: Event?) { phases.append(t.first!.phase.rawValue) }
    }
    let h = Harness()
    let v = h.add(PhaseView(identifier: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    h.down(Point(10, 10))
    h.move(Point(20, 20))
    h.up(Point(20, 20))
    #expect(v.phases == ["began", "moved", "ended"])
  }

  /// `UITouch.location(in:)` with nil answers in window coordinates; in a
  /// view, in that view's bounds.
  @Test("a touch's location in nil is in window coordinates, in a view in its bounds")
  func touchLocation() {
    let h = Harness()
    let v = h.add(TouchLogView(identifier: "v", frame: Rect(x: 100, y: 200, width: 100, height: 100)))
    h.down(Point(150, 260))
    let t = v.log.first?.touches.first
    #expect(t?.location(in: nil) == Point(150, 260))
    #expect(t?.location(in: v) == Point(50, 60))
    h.up(Point(150, 260))
  }

  /// UITouch.window is the window the touch began in.
  @Test("a touch's window is the window it began in")
  func touchWindow() {
    let h = Harness()
    let v = h.add(TouchLogView(identifier: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    h.down(Point(10, 10))
    #expect(v.log.first?.touches.first?.window === h.window)
    h.up(Point(10, 10))
  }

  /// UITouch.timestamp is "the time when the touch occurred or when it was
  /// last mutated"; previousLocation(in:) is where it was before.
  @Test("a touch's timestamp advances with each change and previousLocation trails it")
  func touchOverTime() {
    final class Watch: View {
      var stamps: [Double] = []
      var previous: [Point] = []
      func note(_ t: Set<Touch>) {
        stamps.append(t.first!.timestamp)
        previous.append(t.first!.previousLocation(in: nil))
      }
      override func touchesBegan(_ t: Set<Touch>, with e: Event?) { note(t) }
      override func touchesMoved(_ t: Set<Touch>, with e: Event?) { note(t) }
      override func touchesEnded(_ t: Set<Touch>, with e: Event?) { note(t) }
    }
    let h = Harness()
    let v = h.add(Watch(identifier: "v", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
    h.down(Point(10, 10))
    h.wait(0.1)
    h.move(Point(20, 10))
    h.wait(0.1)
    h.up(Point(30, 10))
    #expect(v.stamps.count == 3)
    #expect(v.stamps[0] < v.stamps[1] && v.stamps[1] < v.stamps[2])
    #expect(v.previous == [Point(10, 10), Point(10, 10), Point(20, 10)])
  }

  /// The second tap's touch has tapCount 2; a slow one starts over at 1.
  @Test("tapCount is 2 on a quick second tap in place")
  func tapCountTwo() {
    let h = Harness()
    let v = h.add(TouchLogView(identifier: "v", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
    h.doubleTap(Point(50, 50))
    let counts = v.log.filter { $0.method == "touchesBegan" }.map { $0.touches.first?.tapCount ?? 0 }
    #expect(counts == [1, 2])
  }

  /// The touch's `gestureRecognizers` are those that receive it: the hit
  /// view's and its ancestors', not a sibling's.
  @Test("a touch reaches the recognizers of the hit view and its ancestors, not a sibling's")
  func recognizersOfAncestorsOnly() {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let child = h.add(
      TouchLogView(identifier: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: box)
    let sibling = h.add(View(identifier: "sibling", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    sibling.isHidden = true
    let onRoot = h.attach(PanGestureRecognizer(identifier: "onRoot"), to: h.root)
    let onBox = h.attach(PanGestureRecognizer(identifier: "onBox"), to: box)
    let onSibling = h.attach(PanGestureRecognizer(identifier: "onSibling"), to: sibling)
    h.down(Point(50, 50))
    let touch = child.log.first?.touches.first
    #expect(touch?.gestureRecognizers.contains { $0 === onRoot } == true)
    #expect(touch?.gestureRecognizers.contains { $0 === onBox } == true)
    #expect(touch?.gestureRecognizers.contains { $0 === onSibling } == false)
    h.up(Point(50, 50))
  }

  /// isExclusiveTouch blocks other views, not a second touch of the same
  /// multiple-touch view.
  @Test("an exclusive multiple-touch view still gets its own second touch")
  func exclusiveOwnSecondTouch() {
    let h = Harness()
    let v = h.add(TouchLogView(identifier: "v", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
    v.isExclusiveTouch = true
    v.isMultipleTouchEnabled = true
    h.down(Point(50, 50), finger: 0)
    h.down(Point(150, 150), finger: 1)
    #expect(v.log.map(\.method) == ["touchesBegan", "touchesBegan"])
    h.up(Point(50, 50), finger: 0)
    h.up(Point(150, 150), finger: 1)
  }

  /// A view hidden while it tracks a touch keeps that touch: "The only
  /// property that does not change is the view" (UITouch).
  @Test("a view hidden mid-touch still gets the touch's end")
  func hiddenMidTouch() {
    let h = Harness()
    let v = h.add(TouchLogView(identifier: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    h.down(Point(50, 50))
    v.isHidden = true
    h.move(Point(60, 50))
    h.up(Point(60, 50))
    #expect(v.log.map(\.method) == ["touchesBegan", "touchesMoved", "touchesEnded"])
  }

  // MARK: - Gesture recognizers (UIGestureRecognizer)

  /// Recognizers made on `padHarness()` (on the root unless the row says),
  /// one input, and the states each went through: one row a rule, with the
  /// UIKit page it comes from.
  @Test(
    "recognizers end in the states UIKit's rule gives",
    arguments: ConformanceProbeTests.gestureOutcomes)
  func gestureOutcome(_ row: GestureOutcome) { row.check() }

  static let gestureOutcomes: [GestureOutcome] = [
    GestureOutcome(
      "with cancelsTouchesInView false the view gets touchesEnded after a tap recognizes",
      source: "cancelsTouchesInView false: \"touches are not cancelled in the view\"",
      recognizers: [.tap("tap", on: .pad) { $0.cancelsTouchesInView = false }],
      input: [.perform(.tap(at: Point(200, 200)))],
      states: ["tap": [.exactly([.ended])]], padGets: ["touchesBegan", "touchesEnded"]),
    GestureOutcome(
      "a delegate refusing a touch keeps it from the recognizer",
      source: "gestureRecognizer(_:shouldReceive:) false: the recognizer never sees the touch",
      recognizers: [.tap("tap", on: .pad) { $0.delegate = Refusing.touches }],
      input: [.perform(.tap(at: Point(200, 200)))],
      states: ["tap": [.exactly([])]], padGets: ["touchesBegan", "touchesEnded"]),
    GestureOutcome(
      "a delegate answering no to shouldBegin fails the recognizer; the view keeps its touches",
      source: "gestureRecognizerShouldBegin false: \"the gesture recognizer transitions to the failed"
        + " state\"",
      recognizers: [.tap("tap", on: .pad) { $0.delegate = Refusing.toBegin }],
      input: [.perform(.tap(at: Point(200, 200)))],
      states: ["tap": [.exactly([.failed])]], padGets: ["touchesBegan", "touchesEnded"]),
    GestureOutcome(
      "a view refusing gestureRecognizerShouldBegin fails its own recognizer",
      source: "UIView.gestureRecognizerShouldBegin(_:): \"Subclasses may override this method and use it"
        + " to prevent the recognition of particular gestures\"",
      views: { h in h.add(RefusingView(identifier: "v", frame: Rect(x: 0, y: 0, width: 300, height: 300))) },
      recognizers: [.tap("tap", on: .view("v"))],
      input: [.perform(.tap(at: Point(50, 50)))],
      states: ["tap": [.exactly([.failed])]]),
    GestureOutcome(
      "a recognizer on the window sees a touch in any view",
      source: "UIWindow is a UIView: its recognizers are among the hit view's ancestors'",
      recognizers: [.tap("tap", on: .window)],
      input: [.perform(.tap(at: Point(200, 200)))],
      states: ["tap": [.exactly([.ended])]]),
    GestureOutcome(
      "a long press fails when the finger moves more than 10 pt before 0.5 s",
      source: "UILongPressGestureRecognizer: \"The gesture begins when the allowable movement … has not"
        + " been exceeded … for the minimum period\"; moving beyond allowableMovement first fails it",
      recognizers: [.longPress("press")],
      input: [.down(Point(200, 200)), .wait(0.2), .move(Point(215, 200)), .wait(0.5)],
      then: [.up(Point(215, 200))],
      states: ["press": [.never(.began), .includes(.failed)]]),
    GestureOutcome(
      "a long press that began reports changed as the finger moves and ended on lift",
      source: "UILongPressGestureRecognizer: \"transitions to the changed state when a finger moves\"",
      recognizers: [.longPress("press")],
      input: [.down(Point(200, 200)), .wait(0.6), .move(Point(260, 200)), .up(Point(260, 200))],
      states: ["press": [.exactly([.began, .changed, .ended])]]),
    GestureOutcome(
      "a pan with minimumNumberOfTouches 2 does not begin with one finger",
      source: "UIPanGestureRecognizer.minimumNumberOfTouches: the fingers needed to begin",
      recognizers: [.pan("pan") { $0.minimumNumberOfTouches = 2 }],
      input: [.perform(.drag(from: Point(100, 200), to: Point(300, 200), duration: 0.2))],
      states: ["pan": [.never(.began)]]),
    GestureOutcome(
      "a pinch never begins with one finger",
      source: "UIPinchGestureRecognizer: a pinch needs two fingers",
      recognizers: [.pinch("pinch")],
      input: [.perform(.drag(from: Point(200, 200), to: Point(300, 300), duration: 0.2))],
      states: ["pinch": [.never(.began)]], settles: true),
    GestureOutcome(
      "a slow drag in the swipe's direction does not swipe",
      source: "UISwipeGestureRecognizer: \"the swipe must be quick\"",
      recognizers: [.swipe("swipe")],
      input: [.perform(.drag(from: Point(100, 200), to: Point(300, 200), duration: 2))],
      states: ["swipe": [.never(.ended)]]),
    GestureOutcome(
      "without simultaneous recognition a pan that began keeps a long press from beginning",
      source: "UIGestureRecognizer: of two recognizers on one view, neither allowed to recognize"
        + " simultaneously, only one begins",
      recognizers: [.pan("pan"), .longPress("press") { $0.allowableMovement = 1000 }],
      input: panThenHold,
      states: ["pan": [.startsWith(.began)], "press": [.never(.began)]]),
    GestureOutcome(
      "with simultaneous recognition a pan and a long press both begin",
      source: "UIGestureRecognizerDelegate: recognizing simultaneously allowed, both begin",
      recognizers: [.pan("pan"), .longPress("press") { $0.allowableMovement = 1000 }],
      relations: [.simultaneous("pan", with: "press")],
      input: panThenHold,
      states: ["pan": [.startsWith(.began)], "press": [.startsWith(.began)]]),
    GestureOutcome(
      "tap and long press on one view: a quick tap is the tap's",
      source: "UIGestureRecognizer: a quick tap recognizes the tap; the long press fails",
      recognizers: [.tap("tap"), .longPress("press")],
      input: [.perform(.tap(at: Point(200, 200)))],
      states: ["tap": [.exactly([.ended])], "press": [.exactly([.failed])]]),
    GestureOutcome(
      "tap and long press on one view: a hold is the long press's",
      source: "UILongPressGestureRecognizer: held past 0.5 s it begins, the tap fails, lifting ends it",
      recognizers: [.tap("tap"), .longPress("press")],
      input: [.perform(.longPress(at: Point(200, 200)))],
      states: ["press": [.exactly([.began, .ended])], "tap": [.exactly([.failed])]]),
    GestureOutcome(
      "a pan on the subview wins over a pan on its superview",
      source: "UIGestureRecognizer: the nearer recognizer gets the touch first and begins; the other fails",
      views: { h in
        let outer = h.add(View(identifier: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        h.add(View(identifier: "inner", frame: Rect(x: 50, y: 50, width: 300, height: 300)), to: outer)
      },
      recognizers: [.pan("outerPan", on: .view("outer")), .pan("innerPan", on: .view("inner"))],
      input: [.perform(.drag(from: Point(200, 200), to: Point(300, 200), duration: 0.2))],
      states: ["innerPan": [.startsWith(.began)], "outerPan": [.exactly([.failed])]]),
    GestureOutcome(
      "with delaysTouchesEnded false a double tap's first lift reaches the view at once",
      source: "UIGestureRecognizer.delaysTouchesEnded false: touchesEnded is not held back",
      recognizers: [
        .tap("double", on: .pad) {
          $0.numberOfTapsRequired = 2
          $0.delaysTouchesEnded = false
        }
      ],
      input: [.perform(.tap(at: Point(200, 200)))],
      padGets: ["touchesBegan", "touchesEnded"]),
    GestureOutcome(
      "a single tap waiting on a disabled double tap recognizes at once",
      source: "require(toFail:): a required recognizer that never sees the touch (disabled) does not"
        + " hold the other back",
      recognizers: [
        .tap("single"),
        .tap("double") {
          $0.numberOfTapsRequired = 2
          $0.isEnabled = false
        },
      ],
      relations: [.requires("single", toFail: "double")],
      input: [.perform(.tap(at: Point(200, 200)))],
      states: ["single": [.exactly([.ended])]]),
    GestureOutcome(
      "a single tap waiting on a double tap of another view recognizes at once",
      source: "require(toFail:): nor does one on a view the touch is not in",
      views: { h in
        h.add(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        h.add(View(identifier: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100)))
      },
      recognizers: [
        .tap("single", on: .view("a")), .tap("double", on: .view("b")) { $0.numberOfTapsRequired = 2 },
      ],
      relations: [.requires("single", toFail: "double")],
      input: [.perform(.tap(at: Point(50, 50)))],
      states: ["single": [.exactly([.ended])]]),
    GestureOutcome(
      "a two-finger tap reports the centroid of its fingers",
      source: "UIGestureRecognizer.location(in:): \"the centroid of the touches\"",
      recognizers: [.tap("tap") { $0.numberOfTouchesRequired = 2 }],
      input: [
        .down(Point(100, 100), finger: 0), .down(Point(200, 300), finger: 1), .wait(0.05),
        .up(Point(100, 100), finger: 0), .up(Point(200, 300), finger: 1),
      ],
      states: ["tap": [.exactly([.ended])]], locatedAt: Point(150, 200)),
    GestureOutcome(
      "a double tap is located at its first tap",
      source: "UITapGestureRecognizer: \"if there are multiple taps, this location is the first tap\"",
      recognizers: [.tap("double") { $0.numberOfTapsRequired = 2 }],
      input: [.perform(.tap(at: Point(200, 200))), .wait(0.1), .perform(.tap(at: Point(206, 204)))],
      states: ["double": [.exactly([.ended])]], locatedAt: Point(200, 200)),
    GestureOutcome(
      "a swipe is located where it began",
      source: "UISwipeGestureRecognizer: \"You may determine the location where a swipe began by"
        + " calling … location(in:)\"",
      recognizers: [.swipe("swipe")],
      input: [.perform(.swipe(from: Point(100, 200), direction: .right))],
      states: ["swipe": [.exactly([.ended])]], locatedAt: Point(100, 200)),
  ]

  /// A drag past the pan's 10 pt, then a hold past the long press's 0.5 s.
  static let panThenHold: [Step] = [
    .down(Point(200, 200)), .wait(tick), .move(Point(230, 200)), .wait(0.6), .up(Point(230, 200)),
  ]

  /// "If you change this property to false while a gesture recognizer is
  /// currently recognizing a gesture, the gesture recognizer transitions to
  /// a cancelled state" (isEnabled).
  @Test("disabling a pan mid-gesture cancels it and it resets")
  func disableMidGesture() {
    let (h, _) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    h.down(Point(200, 200))
    for i in 1...5 {
      h.wait(tick)
      h.move(Point(200 + Double(i) * 10, 200))
    }
    #expect(pan.state == .changed)
    pan.isEnabled = false
    #expect(h.states(of: pan).last == .cancelled)
    h.up(Point(250, 200))
    #expect(pan.state == .possible)
  }

  /// A disabled recognizer that is enabled again works on the next touch.
  @Test("a recognizer enabled again recognizes the next gesture")
  func reenabled() {
    let (h, _) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    tap.isEnabled = false
    h.tap(Point(200, 200))
    #expect(h.states(of: tap).isEmpty)
    tap.isEnabled = true
    h.wait(1)
    h.tap(Point(200, 200))
    #expect(h.states(of: tap) == [.ended])
  }

  /// A recognizer on a label does nothing while the label keeps its
  /// default isUserInteractionEnabled false: hit-testing skips the label.
  @Test("a tap recognizer on a label with interaction off never sees the tap")
  func recognizerOnLabel() {
    let h = Harness()
    let label = h.add(Label(identifier: "label", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: label)
    h.tap(Point(50, 20))
    #expect(h.states(of: tap).isEmpty)
    label.isUserInteractionEnabled = true
    h.wait(1)
    h.tap(Point(50, 20))
    #expect(h.states(of: tap) == [.ended])
  }

  /// A pan "begins when the minimum number of fingers … has moved enough
  /// to be considered a pan" (10 pt).
  @Test("a pan does not begin before the finger moved 10 pt")
  func panThreshold() {
    let (h, _) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    h.down(Point(200, 200))
    h.wait(tick)
    h.move(Point(205, 200))
    #expect(pan.state == .possible)
    h.wait(tick)
    h.move(Point(215, 200))
    #expect(pan.state == .began || pan.state == .changed)
    h.up(Point(215, 200))
  }

  /// A continuous recognizer sends its action for began, every changed,
  /// and ended.
  @Test("a pan sends its action on began, on each change and on ended")
  func panActions() {
    let (h, _) = padHarness()
    var states: [GestureRecognizer.State] = []
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    h.root.sceneOverrides.actionHandlers["panned"] = { _ in states.append(pan.state) }
    pan.addTarget(h.root, action: "panned")
    h.down(Point(200, 200))
    for i in 1...4 {
      h.wait(tick)
      h.move(Point(200 + Double(i) * 10, 200))
    }
    h.up(Point(240, 200))
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(states.count >= 3)
  }

  /// A pan's velocity points the way the finger moves.
  @Test("a pan moving right has a positive x velocity and translation")
  func panVelocity() {
    let (h, _) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    var v = Point(0, 0)
    var t = Point(0, 0)
    h.root.sceneOverrides.actionHandlers["p"] = { _ in
      if pan.state == .changed {
        v = pan.velocity(in: nil)
        t = pan.translation(in: nil)
      }
    }
    pan.addTarget(h.root, action: "p")
    h.drag(from: Point(100, 200), to: Point(300, 200), duration: 0.2, lift: false)
    #expect(v.x > 0)
    #expect(abs(v.y) < 1)
    #expect(t.x > 150)
    h.up(Point(300, 200))
  }

  /// setTranslation(_:in:) resets the base: later movement is measured from it.
  @Test("setTranslation to zero makes later translation count from there")
  func setTranslationZero() {
    let (h, _) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    h.drag(from: Point(100, 200), to: Point(200, 200), duration: 0.1, lift: false)
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation(in: nil) == .zero)
    h.wait(tick)
    h.move(Point(230, 200))
    #expect(pan.translation(in: nil) == Point(30, 0))
    h.up(Point(230, 200))
  }

  /// maximumNumberOfTouches: "The maximum number of fingers that can
  /// touch the view for this gesture to be recognized". A pan limited to
  /// one finger that has begun goes on following its finger when a second
  /// one lands: the extra finger does not move its translation.
  @Test("a one-finger pan ignores a second finger: translation follows the first")
  func panMaximumTouches() {
    let (h, pad) = padHarness()
    pad.isMultipleTouchEnabled = true
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    pan.maximumNumberOfTouches = 1
    h.drag(from: Point(100, 200), to: Point(150, 200), duration: 0.1, lift: false)
    #expect(pan.state == .changed)
    let before = pan.translation(in: nil)
    let logged = pad.log.count
    h.down(Point(300, 100), finger: 1)
    #expect(pan.translation(in: nil) == before)
    // Not part of the gesture: the finger reaches its view (ignore(_:for:)).
    #expect(pad.log.dropFirst(logged).map(\.method) == ["touchesBegan"])
    h.wait(tick)
    h.move(Point(160, 200))
    #expect(pan.translation(in: nil) == before + Point(10, 0))
    #expect(pan.numberOfTouches == 1)
    h.up(Point(300, 100), finger: 1)
    h.up(Point(160, 200))
    #expect(h.states(of: pan).last == .ended)
  }

  /// cancelsTouchesInView: "the touches of that gesture that are pending
  /// aren't delivered to the view": a finger that lands while a pan that
  /// takes it is already recognizing is not sent to the view.
  @Test("a second finger landing during a recognized pan is not delivered to the view")
  func newTouchDuringRecognizedPan() {
    let (h, pad) = padHarness()
    pad.isMultipleTouchEnabled = true
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    h.down(Point(200, 200), finger: 0)
    for i in 1...3 {
      h.wait(tick)
      h.move(Point(200 + Double(i) * 10, 200), finger: 0)
    }
    #expect(pan.state == .changed)
    let before = pad.log.count
    h.down(Point(100, 100), finger: 1)
    #expect(pan.numberOfTouches == 2)
    #expect(pad.log.dropFirst(before).filter { $0.method == "touchesBegan" }.isEmpty)
    h.up(Point(100, 100), finger: 1)
    h.up(Point(230, 200), finger: 0)
  }

  /// Removing a recognizer from its view in the middle of a gesture: it
  /// stops receiving touches (UIView.removeGestureRecognizer), and the view
  /// it left keeps getting its touches.
  @Test("a recognizer removed mid-gesture sees no more touches and the view finishes its touch")
  func removedRecognizerMidGesture() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    pan.cancelsTouchesInView = false
    h.down(Point(200, 200))
    for i in 1...3 {
      h.wait(tick)
      h.move(Point(200 + Double(i) * 10, 200))
    }
    #expect(pan.state == .changed)
    pad.removeGestureRecognizer(pan)
    #expect(pan.view == nil)
    h.wait(tick)
    h.move(Point(240, 200))
    h.up(Point(240, 200))
    #expect(pan.state != .changed)
    #expect(pad.log.map(\.method).last == "touchesEnded")
    #expect(pan.illegalTransitions == 0)
  }

  /// A swipe "in a direction other than the allowed one" fails; the
  /// default direction is right.
  @Test("a swipe recognizer defaults to right and fails on a left swipe")
  func swipeDirection() {
    let (h, _) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: h.root)
    #expect(swipe.direction == .right)
    h.swipe(from: Point(250, 200), direction: .left)
    #expect(!h.states(of: swipe).contains(.ended))
    h.swipe(from: Point(100, 200), direction: .right)
    #expect(h.states(of: swipe).last == .ended)
  }

  /// UIScreenEdgePanGestureRecognizer: "looks for panning (dragging)
  /// gestures that start near an edge of the screen"; one starting in the
  /// middle fails.
  @Test("a screen-edge pan begins from its edge and not from the middle")
  func screenEdgePan() {
    let (h, _) = padHarness()
    let edge = h.attach(ScreenEdgePanGestureRecognizer(identifier: "edge"), to: h.window)
    edge.edges = .left
    h.drag(from: Point(200, 400), to: Point(300, 400), duration: 0.2)
    #expect(!h.states(of: edge).contains(.began))
    h.drag(from: Point(2, 400), to: Point(150, 400), duration: 0.2)
    #expect(h.states(of: edge).contains(.began))
    #expect(h.states(of: edge).last == .ended)
  }

  /// A pinch spreading the fingers to twice their distance reports a scale of about 2.
  @Test("a pinch to twice the distance ends with scale 2")
  func pinchScale() {
    let (h, _) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: h.root)
    var last = 0.0
    h.root.sceneOverrides.actionHandlers["p"] = { _ in last = pinch.scale }
    pinch.addTarget(h.root, action: "p")
    h.twoFingers(at: Point(200, 200), scale: 2)
    #expect(abs(last - 2) < 0.05)
    #expect(h.states(of: pinch).last == .ended)
  }

  /// A long press with two touches required does not begin with one.
  @Test("a long press requiring two fingers does not begin with one")
  func longPressTwoFingers() {
    let (h, _) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: h.root)
    press.numberOfTouchesRequired = 2
    h.down(Point(200, 200))
    h.wait(1)
    #expect(!h.states(of: press).contains(.began))
    h.up(Point(200, 200))
    h.down(Point(200, 200), finger: 0)
    h.down(Point(220, 200), finger: 1)
    h.wait(1)
    #expect(h.states(of: press).contains(.began))
    h.up(Point(200, 200), finger: 0)
    h.up(Point(220, 200), finger: 1)
  }

  /// UILongPressGestureRecognizer: "it ends (ended) when any of the
  /// fingers are lifted".
  @Test("a two-finger long press ends when the first finger lifts")
  func longPressEndsOnAnyLift() {
    let (h, _) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: h.root)
    press.numberOfTouchesRequired = 2
    h.down(Point(200, 200), finger: 0)
    h.down(Point(220, 200), finger: 1)
    h.wait(0.6)
    #expect(h.states(of: press) == [.began])
    h.up(Point(220, 200), finger: 1)
    #expect(h.states(of: press) == [.began, .ended])
    h.up(Point(200, 200), finger: 0)
    #expect(h.states(of: press) == [.began, .ended])
  }

  /// An interruption during a long press that began cancels it, and its
  /// action is sent with the cancelled state.
  @Test("an interruption cancels a long press that began; the action sees cancelled")
  func interruptionCancelsLongPress() {
    let (h, _) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: h.root)
    var states: [GestureRecognizer.State] = []
    h.root.sceneOverrides.actionHandlers["p"] = { _ in states.append(press.state) }
    press.addTarget(h.root, action: "p")
    h.down(Point(200, 200))
    h.wait(0.6)
    h.app.handle(.interruption("focus lost"))
    #expect(states == [.began, .cancelled])
    expectSettled([press])
  }

  /// "Clients may get the location of particular touches in the tap by
  /// calling location(ofTouch:in:)": both fingers of a two-finger tap are
  /// there in the action, and numberOfTouches is 2.
  @Test("a two-finger tap's action sees both fingers through numberOfTouches and location(ofTouch:)")
  func twoFingerTapTouches() {
    let (h, _) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    tap.numberOfTouchesRequired = 2
    var seen: (Int, Set<Point>) = (0, [])
    h.root.sceneOverrides.actionHandlers["t"] = { _ in
      seen = (tap.numberOfTouches, [tap.location(ofTouch: 0, in: nil), tap.location(ofTouch: 1, in: nil)])
    }
    tap.addTarget(h.root, action: "t")
    h.down(Point(100, 100), finger: 0)
    h.down(Point(200, 300), finger: 1)
    h.wait(0.05)
    h.up(Point(100, 100), finger: 0)
    h.up(Point(200, 300), finger: 1)
    #expect(seen.0 == 2)
    #expect(seen.1 == [Point(100, 100), Point(200, 300)])
  }

  /// Only one of two recognizers on the same view recognizes a tap unless
  /// simultaneous recognition is allowed: of two single taps, the first in
  /// the delivery order wins and the other fails.
  @Test("two single taps on one view: one recognizes, the other fails")
  func twoTapsOneView() {
    let (h, _) = padHarness()
    let a = h.attach(TapGestureRecognizer(identifier: "a"), to: h.root)
    let b = h.attach(TapGestureRecognizer(identifier: "b"), to: h.root)
    h.tap(Point(200, 200))
    let outcomes = [h.states(of: a), h.states(of: b)]
    #expect(outcomes.filter { $0 == [.ended] }.count == 1)
    #expect(outcomes.filter { $0 == [.failed] }.count == 1)
  }

  /// Failure requirements chain: a single tap requires the double tap to
  /// fail, the double tap requires the triple tap to fail. One tap: the
  /// triple fails, then the double, then the single recognizes (and not
  /// before the double failed). Two taps: the double recognizes once the
  /// triple fails, and the single fails.
  @Test(
    "a chain of failure requirements: N taps end with only the N-tap recognizer recognized",
    arguments: [1, 2])
  func failureChain(taps: Int) {
    let (h, _) = padHarness()
    let single = h.attach(TapGestureRecognizer(identifier: "single"), to: h.root)
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: h.root)
    let triple = h.attach(TapGestureRecognizer(identifier: "triple"), to: h.root)
    double.numberOfTapsRequired = 2
    triple.numberOfTapsRequired = 3
    single.require(toFail: double)
    double.require(toFail: triple)
    if taps == 1 {
      h.tap(Point(200, 200))
      #expect(single.state == .possible)
      #expect(h.states(of: single).isEmpty)
    } else {
      h.doubleTap(Point(200, 200))
    }
    h.wait(1)
    for (n, r) in [(1, single), (2, double)] {
      #expect(h.states(of: r) == (n == taps ? [.ended] : [.failed]), "\(r.identifier)")
    }
    #expect(h.states(of: triple) == [.failed])
    expectSettled([single, double, triple])
  }

  /// Removing the recognizer another waits for lets the waiting one go.
  @Test("removing the double tap another waits on lets the single tap recognize")
  func requiredRemoved() {
    let (h, pad) = padHarness()
    let single = h.attach(TapGestureRecognizer(identifier: "single"), to: pad)
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    h.tap(Point(200, 200))
    #expect(h.states(of: single).isEmpty)
    pad.removeGestureRecognizer(double)
    h.wait(0.5)
    #expect(h.states(of: single) == [.ended])
  }

  /// A recognizer that failed stays failed until every finger of the
  /// sequence lifted ("the gesture recognizer is reset … after all touches
  /// end"): a finger landing in the meantime does not revive it.
  @Test("a failed tap sees no new finger until the whole sequence ends, then taps again")
  func failedUntilAllLift() {
    let (h, _) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    h.down(Point(200, 200), finger: 0)
    h.move(Point(260, 200), finger: 0)  // moved too far: the tap fails
    #expect(h.states(of: tap) == [.failed])
    h.down(Point(100, 100), finger: 1)
    h.wait(0.05)
    h.up(Point(100, 100), finger: 1)
    #expect(h.states(of: tap) == [.failed])
    h.up(Point(260, 200), finger: 0)
    h.wait(1)
    h.tap(Point(200, 200))
    #expect(h.states(of: tap) == [.failed, .ended])
  }

  /// delaysTouchesEnded (default true): "If the gesture recognizer
  /// subsequently recognizes its gesture, these touch objects are
  /// cancelled": a double tap's view sees both taps begin and each of
  /// them cancelled, never ended.
  @Test("a recognized double tap leaves its view two began and no ended")
  func doubleTapViewSeesCancelled() {
    let (h, pad) = padHarness()
    pad.isMultipleTouchEnabled = true
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    h.doubleTap(Point(200, 200))
    h.wait(1)
    let methods = pad.log.map(\.method)
    #expect(h.states(of: double) == [.ended])
    #expect(methods.filter { $0 == "touchesBegan" }.count == 2)
    #expect(!methods.contains("touchesEnded"))
    #expect(methods.filter { $0 == "touchesCancelled" }.count >= 1)
  }

  /// The iOS 6 rule covers UIKit's own controls only: a custom control
  /// keeps no tap from a recognizer on its superview, which cancels it.
  @Test("a custom control under a superview's tap recognizer loses the tap: touchCancel")
  func customControlLosesTap() {
    let h = Harness()
    let c = h.add(Control(identifier: "c", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    var sent: [String] = []
    h.root.sceneOverrides.actionHandlers["cancel"] = { _ in sent.append("cancel") }
    h.root.sceneOverrides.actionHandlers["up"] = { _ in sent.append("up") }
    c.addTarget(h.root, action: "cancel", for: .touchCancel)
    c.addTarget(h.root, action: "up", for: .touchUpInside)
    h.tap(Point(50, 50))
    #expect(h.states(of: tap) == [.ended])
    #expect(sent == ["cancel"])
  }

  // MARK: - Responder chain (UIResponder.next)

  /// "If the view controller was presented by another view controller, the
  /// next responder is the presenting view controller."
  @Test("a child controller's view forwards to the controller, then to the superview")
  func childControllerChain() {
    let h = Harness()
    let holder = h.add(View(identifier: "holder", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let childView = View(identifier: "childView", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = ViewController(identifier: "child", view: childView)
    h.main.addChild(child)
    holder.addSubview(childView)
    #expect(
      ids(childView.responderChain) == [
        "childView", "child", "holder", "root", "main", "window", "application", "appDelegate",
      ])
  }

  /// The presented controller's chain: its view, it, the presenting
  /// controller, the window, the application, the delegate.
  @Test("a presented view's chain runs through the presenting controller to the window")
  func presentedChain() {
    let h = Harness()
    let sheetView = View(identifier: "sheetView")
    let sheet = ViewController(identifier: "sheet", view: sheetView)
    #expect(h.main.present(sheet))
    #expect(
      ids(sheetView.responderChain) == ["sheetView", "sheet", "main", "window", "application", "appDelegate"])
  }

  /// The seventh responder rule: a presented controller's next responder
  /// is the presenting one.
  @Test("a presented controller's next responder is the presenting controller")
  func presentedNext() {
    let h = Harness()
    let sheet = ViewController(identifier: "sheet", view: View(identifier: "sheetView"))
    #expect(h.main.present(sheet))
    #expect(sheet.next === h.main)
    #expect(sheet.view.next === sheet)
  }

  /// "The next responder is the app delegate, but only if the app delegate
  /// is an instance of UIResponder and is not a view, view controller, or
  /// the app object itself."
  @Test("an app delegate that is a view is not the application's next responder")
  func delegateThatIsAView() {
    let h = Harness()
    h.app.delegate = View(identifier: "viewDelegate")
    #expect(h.app.next == nil)
    h.app.delegate = ViewController(identifier: "vcDelegate", view: View())
    #expect(h.app.next == nil)
    h.app.delegate = h.app
    #expect(h.app.next == nil)
    h.app.delegate = h.delegate
    #expect(h.app.next === h.delegate)
  }

  /// An unhandled touch on a plain view travels the whole chain and is
  /// discarded when nobody handles it.
  @Test("an unhandled touch visits the whole chain up to the app delegate and is discarded")
  func unhandledTouchDiscarded() {
    let h = Harness()
    let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    h.down(Point(10, 10))
    expectChain(h.app, ["v", "root", "main", "window", "application", "appDelegate"], handledBy: nil)
    h.up(Point(10, 10))
    _ = v
  }

  /// Overriding next changes the chain: "When you do this, the next
  /// responder is the object that you return."
  @Test("a next override sends unhandled touches to the object it returns")
  func nextOverride() {
    final class Jumping: View {
      weak var jump: Responder?
      override var next: Responder? { jump }
    }
    let h = Harness()
    let v = h.add(Jumping(identifier: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    v.jump = h.window
    h.tap(Point(50, 50))
    #expect(ids(h.app.lastEventRecord?.chain ?? []) == ["v", "window", "application", "appDelegate"])
  }

  // MARK: - First responder (UIResponder)

  /// "A responder object only becomes the first responder if the current
  /// responder can resign first-responder status": a refusing current
  /// responder keeps the status, and the asker gets false.
  @Test("a first responder that cannot resign keeps the status against another's become")
  func refusalKeepsStatus() {
    let h = Harness()
    let a = h.add(TextField(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
    let b = h.add(TextField(identifier: "b", frame: Rect(x: 0, y: 50, width: 100, height: 40)))
    #expect(a.becomeFirstResponder())
    a.sceneOverrides.canResignFirstResponder = false
    #expect(b.becomeFirstResponder() == false)
    #expect(a.isFirstResponder)
    #expect(!b.isFirstResponder)
    #expect(a.resignFirstResponder() == false)
    #expect(h.window.firstResponder === a)
  }

  /// A first responder removed from its window is no longer first
  /// responder, even one that would refuse to resign: a responder outside
  /// a window cannot be first responder ("If the view's window property
  /// holds … nil, the view is detached from any hierarchy").
  @Test("a refusing first responder removed from the window is still no longer first responder")
  func refusingRemoved() {
    let h = Harness()
    let a = h.add(TextField(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
    #expect(a.becomeFirstResponder())
    a.sceneOverrides.canResignFirstResponder = false
    a.removeFromSuperview()
    #expect(h.window.firstResponder == nil)
    #expect(!a.isFirstResponder)
  }

  /// A field that refuses to resign keeps the status when another field is
  /// tapped, and the other field reports no editingDidBegin.
  @Test("tapping a second field while the first refuses to resign changes nothing")
  func refusingFieldKeepsAgainstTap() {
    let h = Harness()
    let a = h.add(TextField(identifier: "a", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    let b = h.add(TextField(identifier: "b", frame: Rect(x: 0, y: 100, width: 200, height: 40)))
    var began = 0
    h.root.sceneOverrides.actionHandlers["began"] = { _ in began += 1 }
    b.addTarget(h.root, action: "began", for: .editingDidBegin)
    h.tap(a)
    a.sceneOverrides.canResignFirstResponder = false
    h.tap(b)
    #expect(a.isFirstResponder)
    #expect(!b.isFirstResponder)
    #expect(began == 0)
  }

  /// Touching another view does not take first-responder status from a
  /// text field: only becoming or resigning does (UIResponder).
  @Test("tapping a plain view or a button leaves the text field first responder")
  func tapElsewhereKeepsFirstResponder() {
    let h = Harness()
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    let plain = h.add(View(identifier: "plain", frame: Rect(x: 0, y: 100, width: 100, height: 100)))
    let button = h.add(Button(identifier: "button", frame: Rect(x: 200, y: 100, width: 100, height: 100)))
    h.tap(field)
    #expect(field.isFirstResponder)
    h.tap(plain)
    h.tap(button)
    #expect(field.isFirstResponder)
  }

  /// canBecomeFirstResponder overridden false on a text field: a tap does
  /// not make it first responder.
  @Test("a text field refusing first responder is not made first responder by a tap")
  func fieldRefusesFirstResponder() {
    let h = Harness()
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    field.sceneOverrides.canBecomeFirstResponder = false
    h.tap(field)
    #expect(h.window.firstResponder == nil)
  }

  /// Dismissing a presented controller takes its view out of the window,
  /// and a first responder inside it with it.
  @Test("dismissing a presented controller clears a first responder inside it")
  func dismissClearsFirstResponder() {
    let h = Harness()
    let sheetView = View(identifier: "sheetView")
    let field = TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40))
    sheetView.addSubview(field)
    let sheet = ViewController(identifier: "sheet", view: sheetView)
    #expect(h.main.present(sheet))
    #expect(field.becomeFirstResponder())
    sheet.dismiss()
    #expect(h.window.firstResponder == nil)
    #expect(!field.isFirstResponder)
  }

  // MARK: - Motion, remote control and presses (UIEvent.EventType)

  /// An event that is not a touch starts at the first responder (else the
  /// window) and travels up the chain to the first responder that handles
  /// its kind: one row a rule.
  @Test(
    "motion, remote-control and press events start where UIKit starts them",
    arguments: ConformanceProbeTests.eventStarts)
  func eventStart(_ row: EventStart) { row.check() }

  static let eventStarts: [EventStart] = [
    EventStart(
      "a view controller that can become first responder receives key presses and shakes",
      source: "UIResponder.canBecomeFirstResponder: a controller can be first responder when it says it can",
      firstResponder: .controller, handler: .main, handles: .motion, input: .shake,
      chain: .startsWith(["main"]), handledBy: "main"),
    EventStart(
      "an unhandled shake travels from the first responder up the chain",
      source: "motionBegan(_:with:): shake motion goes to the first responder and, unhandled, up its chain",
      firstResponder: .textField, handler: .root, handles: .motion, input: .shake,
      chain: .startsWith(["field", "root"]), handledBy: "root"),
    EventStart(
      "a remote-control event goes to the first responder and travels up",
      source: "remoteControlReceived(with:): sent to the first responder, then up the chain",
      firstResponder: .textField, handler: .appDelegate, handles: .remoteControl,
      input: .remote(.remoteControlPlay), chain: .startsWith(["field"]), handledBy: "appDelegate"),
    EventStart(
      "an unhandled key press travels from the first responder up the chain",
      source: "pressesBegan(_:with:): a key press with a first responder starts its chain there",
      firstResponder: .plainView, handler: .main, handles: .presses, input: .key("f5"),
      chain: .startsWith(["v", "root", "main"]), handledBy: "main"),
    EventStart(
      "a shake with no first responder starts at the window",
      source: "UIKit starts an event that has no first responder at the key window",
      firstResponder: nil, handler: nil, handles: .motion, input: .shake,
      chain: .startsWith(["window"]), handledBy: nil),
    EventStart(
      "a remote-control event with no first responder goes window, application, app delegate",
      source: "with no first responder, remote-control events start at the window and reach the app delegate",
      firstResponder: nil, handler: .appDelegate, handles: .remoteControl,
      input: .remote(.remoteControlPause), chain: .is(["window", "application", "appDelegate"]),
      handledBy: "appDelegate"),
  ]

  /// A shake is a motion event of subtype motionShake, begun then ended.
  @Test("a shake is motionBegan then motionEnded with subtype motionShake")
  func shakeSubtype() {
    final class Shaken: View {
      var log: [String] = []
      override var canBecomeFirstResponder: Bool { true }
      override func motionBegan(_ m: EventSubtype, with e: Event?) {
        log.append("began \(m) \(e?.type.rawValue ?? "")")
      }
      override func motionEnded(_ m: EventSubtype, with e: Event?) {
        log.append("ended \(m) \(e?.type.rawValue ?? "")")
      }
    }
    let h = Harness()
    let v = h.add(Shaken(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    v.becomeFirstResponder()
    h.shake()
    #expect(v.log == ["began motionShake motion", "ended motionShake motion"])
  }

  /// Shake to edit offers the alert only when there is something to undo
  /// or redo.
  @Test("a shake with nothing to undo shows no alert")
  func shakeNothingToUndo() {
    let h = Harness()
    h.shake()
    #expect(h.window.shakeToEditAlert == nil)
  }

  // MARK: - Actions and commands (UIApplication.sendAction, UIControl, UIKeyCommand)

  /// Controls, recognizers and key commands wired to actions; the
  /// responders that implement each action log it as `responder.action`,
  /// and the row says which were sent, in order.
  @Test(
    "actions reach the responders UIKit's rule sends them to",
    arguments: ConformanceProbeTests.actionOutcomes)
  func actionOutcome(_ row: ActionOutcome) { row.check() }

  static let actionOutcomes: [ActionOutcome] = [
    ActionOutcome(
      "a move inside a tracked control is touchDragInside",
      source: "UIControl.Event.touchDragInside: a finger dragged within the control's bounds",
      setup: { h in
        h.add(Button(identifier: "b", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
          .addTarget(nil, action: "inside", for: .touchDragInside)
      },
      handlers: ["root": ["inside"]],
      input: [.down(Point(50, 50)), .move(Point(60, 50)), .up(Point(60, 50))],
      sent: ["root.inside"]),
    ActionOutcome(
      "a targeted action goes to its target even when the first responder implements it",
      source: "UIApplication.sendAction(_:to:from:for:): a non-nil target receives the message",
      setup: { h in
        let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        h.add(Button(identifier: "b", frame: Rect(x: 0, y: 100, width: 100, height: 100)))
          .addTarget(h.main, action: "go", for: .touchUpInside)
        field.becomeFirstResponder()
      },
      handlers: ["field": ["go"], "main": ["go"]],
      input: [.perform(.tap(at: Point(50, 150)))],
      sent: ["main.go"]),
    ActionOutcome(
      "adding the same target and action to a control twice sends the action once",
      source: "UIControl.addTarget(_:action:for:): \"It is also safe to call this method multiple times"
        + " with the same values for the target and action parameters\"",
      setup: { h in
        let b = h.add(Button(identifier: "b", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        b.addTarget(h.root, action: "go", for: .touchUpInside)
        b.addTarget(h.root, action: "go", for: .touchUpInside)
      },
      handlers: ["root": ["go"]],
      input: [.perform(.tap(at: Point(50, 50)))],
      sent: ["root.go"]),
    ActionOutcome(
      "adding the same target-action pair to a recognizer twice sends the action once",
      source: "UIGestureRecognizer.addTarget(_:action:): \"if you request to add a target-action pair"
        + " that has already been added, the request is ignored\"",
      pad: true,
      setup: { h in
        let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
        tap.addTarget(h.root, action: "t")
        tap.addTarget(h.root, action: "t")
      },
      handlers: ["root": ["t"]],
      input: [.perform(.tap(at: Point(200, 200)))],
      sent: ["root.t"]),
    ActionOutcome(
      "a recognizer sends every distinct target-action pair",
      source: "UIGestureRecognizer.addTarget(_:action:): \"You may call this method multiple times to"
        + " specify multiple target-action pairs\"",
      pad: true,
      setup: { h in
        let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
        tap.addTarget(h.root, action: "a")
        tap.addTarget(h.main, action: "b")
      },
      handlers: ["root": ["a"], "main": ["b"]],
      input: [.perform(.tap(at: Point(200, 200)))],
      sent: ["root.a", "main.b"]),
    ActionOutcome(
      "a recognizer action with a nil target reaches the app delegate when nobody else implements it",
      source:
        "UIGestureRecognizer: a nil target's action is \"sent like a control's\", up the responder chain",
      pad: true,
      setup: { h in
        h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root).addTarget(nil, action: "tapped")
      },
      handlers: ["appDelegate": ["tapped"]],
      input: [.perform(.tap(at: Point(200, 200)))],
      sent: ["appDelegate.tapped"], handledBy: "appDelegate"),
    ActionOutcome(
      "a text field sends editingDidBegin, editingChanged and editingDidEnd",
      source: "UITextField: editingDidBegin on becoming first responder, editingChanged as its text"
        + " changes, editingDidEnd on resigning",
      setup: { h in
        let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
        field.addTarget(h.root, action: "begin", for: .editingDidBegin)
        field.addTarget(h.root, action: "changed", for: .editingChanged)
        field.addTarget(h.root, action: "end", for: .editingDidEnd)
      },
      handlers: ["root": ["begin", "changed", "end"]],
      input: [.perform(.tap(at: Point(100, 20))), .type("a"), .resignFirstResponder],
      sent: ["root.begin", "root.changed", "root.end"]),
    ActionOutcome(
      "a key command is found from the first responder up; the nearest one wins",
      source: "UIKeyCommand: found on the first responder or a responder up its chain",
      setup: { h in
        let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
        h.root.keyCommands = [KeyCommand(KeyChord(Key("k"), modifiers: .control), action: "rootK")]
        h.main.keyCommands = [KeyCommand(KeyChord(Key("k"), modifiers: .control), action: "mainK")]
        field.becomeFirstResponder()
      },
      handlers: ["root": ["rootK"], "main": ["mainK"]],
      input: [.key("k", .control)],
      sent: ["root.rootK"]),
    ActionOutcome(
      "a key command on a responder off the first responder's chain is not found",
      source: "UIKeyCommand: looked for from the first responder up its chain only",
      setup: { h in
        let a = h.add(TextField(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        let side = h.add(View(identifier: "side", frame: Rect(x: 0, y: 100, width: 100, height: 40)))
        side.keyCommands = [KeyCommand(KeyChord(Key("j"), modifiers: .control), action: "sideJ")]
        a.becomeFirstResponder()
      },
      handlers: ["side": ["sideJ"]],
      input: [.key("j", .control)],
      sent: []),
  ]

  /// A nil-targeted control action nobody in the view hierarchy implements
  /// reaches the app delegate, the chain's last responder (figure 1).
  @Test("a button's nil-targeted action reaches the app delegate")
  func buttonActionToDelegate() {
    let f = Figure1()
    var got = 0
    f.h.delegate.sceneOverrides.actionHandlers["submit"] = { _ in got += 1 }
    f.h.tap(f.ok)
    #expect(got == 1)
    #expect(ids(f.app.lastActionRecord?.chain ?? []).last == "appDelegate")
  }

  /// target(forAction:withSender:) overridden on the first responder: the
  /// action goes to the object it returns (UIResponder docs: "returns the
  /// target object that responds to an action").
  @Test("a first responder's target(forAction:) override redirects a nil-targeted action")
  func targetForActionOverride() {
    final class Redirecting: View {
      weak var to: Responder?
      override var canBecomeFirstResponder: Bool { true }
      override func target(forAction action: String, withSender sender: AnyObject?) -> Responder? {
        action == "go" ? to : super.target(forAction: action, withSender: sender)
      }
    }
    let h = Harness()
    let other = h.add(View(identifier: "other", frame: Rect(x: 200, y: 0, width: 10, height: 10)))
    let r = h.add(Redirecting(identifier: "r", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    r.to = other
    var got = 0
    other.sceneOverrides.actionHandlers["go"] = { _ in got += 1 }
    r.becomeFirstResponder()
    #expect(h.app.sendAction("go", to: nil, from: nil, for: nil))
    #expect(got == 1)
  }

  /// A nil-targeted action nobody implements returns false.
  @Test("sendAction returns false when no responder performs a nil-targeted action")
  func sendActionNobody() {
    let h = Harness()
    #expect(h.app.sendAction("nobodyHasThis", to: nil, from: nil, for: nil) == false)
  }

  /// UITextField's canPerformAction: with no text and an empty pasteboard
  /// it can perform none of the standard edit actions; with a string on
  /// the pasteboard it can paste.
  @Test("an empty text field offers nothing until the pasteboard holds text, then paste")
  func emptyFieldMenu() {
    let h = Harness()
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    field.becomeFirstResponder()
    h.app.pasteboard.string = nil
    #expect(h.app.availableEditingCommands().isEmpty)
    h.app.pasteboard.string = "x"
    #expect(h.app.availableEditingCommands() == ["paste"])
  }

  // MARK: - Undo (UndoManager)

  /// Registering while undoing builds the redo and does not clear the redo
  /// stack; a new ordinary registration clears it.
  @Test("undo, undo, redo: registrations while undoing and redoing keep both stacks right")
  func undoRedoStacks() {
    let u = UndoManager()
    var value = 0
    func set(_ v: Int, named name: String) {
      let old = value
      value = v
      u.registerUndo(named: name) { set(old, named: name) }
    }
    // Each change is its own event: the event's end closes its group.
    set(1, named: "one")
    u.closeOpenGroups()
    set(2, named: "two")
    u.closeOpenGroups()
    #expect(u.undoActionNames == ["one", "two"])
    u.undo()
    u.undo()
    #expect(value == 0)
    #expect(u.redoActionNames == ["two", "one"])  // oldest first: "one" is the next redo
    #expect(u.undoActionNames.isEmpty)
    u.redo()
    #expect(value == 1)
    #expect(u.undoActionNames == ["one"])
    #expect(u.redoActionNames == ["two"])
    set(5, named: "five")
    u.closeOpenGroups()
    #expect(u.undoActionNames == ["one", "five"])
    #expect(u.redoActionNames.isEmpty)
    #expect(u.canRedo == false)
  }

  /// `isUndoing` is true while the undo runs, `isRedoing` while the redo runs.
  @Test("isUndoing and isRedoing are true only while their handlers run")
  func undoingFlags() {
    let u = UndoManager()
    var during: [Bool] = []
    u.registerUndo(named: "x") {
      during.append(u.isUndoing)
      u.registerUndo(named: "x") { during.append(u.isRedoing) }
    }
    u.closeOpenGroups()
    u.undo()
    u.redo()
    #expect(during == [true, true])
    #expect(!u.isUndoing && !u.isRedoing)
  }

  /// Undoing with nothing to undo is harmless; canUndo/canRedo follow the stacks.
  @Test("undo and redo on empty stacks do nothing; canUndo and canRedo follow the stacks")
  func emptyUndo() {
    let u = UndoManager()
    #expect(!u.canUndo && !u.canRedo)
    u.undo()
    u.redo()
    var n = 0
    u.registerUndo(named: "x") { n += 1 }
    #expect(u.canUndo)
    u.undo()
    #expect(n == 1)
    #expect(!u.canUndo)
  }

  /// The text field's undo manager is its own while it is first
  /// responder; a view outside it finds the window's.
  @Test("a view finds the window's undo manager; a text field its own")
  func undoManagerLookup() {
    let h = Harness()
    let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 20, width: 100, height: 40)))
    #expect(v.undoManager != nil)
    #expect(v.undoManager === h.window.undoManager)
    #expect(field.undoManager != nil)
    #expect(field.undoManager !== h.window.undoManager)
  }

  /// The text field's undo manager is emptied when it resigns; the
  /// window's keeps its own actions.
  @Test("resigning empties the field's undo manager and leaves the window's")
  func resignEmptiesFieldOnly() {
    let h = Harness()
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    let w = h.window.undoManager!
    w.registerUndo(named: "Paint") {}
    w.closeOpenGroups()
    h.tap(field)
    h.type("abc")
    #expect(field.undoManager?.canUndo == true)
    field.resignFirstResponder()
    #expect(field.undoManager?.canUndo == false)
    #expect(w.undoActionNames == ["Paint"])
  }

  // MARK: - Scroll view (UIScrollView)

  /// canCancelContentTouches false: "the scroll view does not scroll
  /// regardless of finger movement once the content view starts tracking".
  @Test("with canCancelContentTouches false a touch the content tracks does not scroll")
  func cannotCancelContentDoesNotScroll() {
    let f = ListFixture()
    f.list.canCancelContentTouches = false
    f.h.down(Point(100, 30))
    f.h.wait(0.2)
    #expect(f.methods(0) == ["touchesBegan"])
    f.move(from: Point(100, 30), by: Point(0, -60))
    f.h.up(Point(100, -30))
    #expect(f.list.contentOffset == .zero)
    #expect(f.methods(0).last == "touchesEnded")
  }

  /// touchesShouldCancel(in:) "returns … false if view is a UIControl":
  /// a drag that starts on a button the content already tracks does not
  /// scroll, and the button keeps its touch.
  @Test("dragging from a button the scroll view delivered to does not scroll")
  func buttonKeepsTouch() {
    let f = ListFixture()
    var cancels = 0
    f.h.root.sceneOverrides.actionHandlers["cancel"] = { _ in cancels += 1 }
    f.button.addTarget(nil, action: "cancel", for: .touchCancel)
    let start = Point(340, 150)
    #expect(f.h.window.hitTest(start, with: nil) === f.button)
    f.h.down(start)
    f.h.wait(0.2)
    f.move(from: start, by: Point(0, -60))
    f.h.up(start + Point(0, -60))
    #expect(cancels == 0)
    #expect(f.list.contentOffset == .zero)
  }

  /// A quick tap on a button in a scroll view (delaysContentTouches) still
  /// sends touchUpInside when the finger lifts.
  @Test("a quick tap on a button in a scroll view sends touchUpInside")
  func quickTapButtonInScroll() {
    let f = ListFixture()
    var ups = 0
    f.h.root.sceneOverrides.actionHandlers["up"] = { _ in ups += 1 }
    f.button.addTarget(f.h.root, action: "up", for: .touchUpInside)
    f.h.tap(Point(340, 150))
    #expect(ups == 1)
  }

  /// touchesShouldBegin(_:with:in:) false: the content gets no touches.
  @Test("a scroll view whose touchesShouldBegin says no keeps the touch from its content")
  func touchesShouldBeginNo() {
    let f = ListFixture()
    f.list.touchesShouldBeginAnswer = false
    f.h.tap(Point(100, 30))
    #expect(f.methods(0).isEmpty)
  }
}
