import ResponderTestSupport
import Testing

@testable import ResponderCore

/// One run-loop tick of the virtual clock (the stepper's default step).
let tick = 1.0 / 120.0

/// A small app to drive through `Application.handle`: an application with
/// an app delegate, one window and a root controller `main` whose view
/// `root` fills the window. Every dispatch record's `calls` and every
/// recognizer state change is collected, so tests read what happened.
/// Gestures (`tap`, `drag`, `twoFingers`, `key`, ...) come from
/// `GestureDriving`, the synthesizer the script runner plays too.
///
///     window (0,0 400×800)
///     └─ root (controller main)
final class Harness: GestureDriving {
  let app = Application()
  let delegate = AppDelegate()
  let window: Window
  let main: ViewController
  let root: View
  /// `id.method` of every record since the last `takeCalls()`.
  private(set) var calls: [String] = []
  /// Every finished record, in order.
  private(set) var records: [DispatchRecord] = []
  /// Every recognizer state change, by id and typed state, in order.
  private(set) var gestureLog: [GestureChange] = []
  /// Each state change of an attached recognizer, typed, in order.
  private(set) var stateLog: [(recognizer: ObjectIdentifier, state: GestureRecognizer.State)] = []

  init(width: Double = 400, height: Double = 800) {
    window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
    root = View(identifier: "root")
    main = ViewController(identifier: "main", view: root)
    app.delegate = delegate
    app.addWindow(window)
    window.rootViewController = main
    app.recordObservers.append { [unowned self] record in
      self.records.append(record)
      self.calls.append(contentsOf: record.calls)
    }
  }

  /// Adds `view` under `parent` (the root view by default) and returns it.
  @discardableResult
  func add<V: View>(_ view: V, to parent: View? = nil) -> V {
    (parent ?? root).addSubview(view)
    return view
  }

  /// Attaches a recognizer to `view` and logs its state changes.
  @discardableResult
  func attach<G: GestureRecognizer>(_ recognizer: G, to view: View) -> G {
    view.addGestureRecognizer(recognizer)
    recognizer.stateObservers.append { [unowned self] r in
      self.gestureLog.append(GestureChange(r.identifier, r.state))
      self.stateLog.append((ObjectIdentifier(r), r.state))
    }
    return recognizer
  }

  /// The calls collected since the previous `takeCalls()`, then forgets them.
  func takeCalls() -> [String] {
    defer { calls.removeAll() }
    return calls
  }

  /// The logged states of one recognizer, in order (the log keeps them),
  /// typed: compared as `GestureRecognizer.State`, not as their names.
  func states(of recognizer: GestureRecognizer) -> [GestureRecognizer.State] {
    let id = ObjectIdentifier(recognizer)
    return stateLog.filter { $0.recognizer == id }.map(\.state)
  }

  // MARK: Input

  func finger(_ n: Int64) -> FingerID { FingerID(device: 1, finger: n) }

  func down(_ p: Point, finger n: Int64 = 0) { app.handle(.touch(finger(n), .began, p)) }
  func move(_ p: Point, finger n: Int64 = 0) { app.handle(.touch(finger(n), .moved, p)) }
  func up(_ p: Point, finger n: Int64 = 0) { app.handle(.touch(finger(n), .ended, p)) }

  /// Advances the virtual clock; timers due on the way fire.
  func wait(_ seconds: Double) { app.advance(by: seconds) }

  func type(_ text: String) { app.handle(.text(text)) }

  func shake() {
    app.handle(.shake(began: true))
    app.handle(.shake(began: false))
  }
}

/// Identifiers of responders, for comparing chains.
func ids(_ responders: [Responder]) -> [String] { responders.map(\.identifier) }
func ids(_ views: [View]) -> [String] { views.map(\.identifier) }

/// A view that remembers the touches it was sent, and forwards as a plain
/// view does (so `handledEvents` still decides whether it consumes them).
final class TouchLogView: View {
  struct Entry {
    let method: String
    let touches: [Touch]
    let locations: [Point]
    let previousLocations: [Point]
  }
  private(set) var log: [Entry] = []

  private func note(_ m: String, _ touches: Set<Touch>) {
    let list = touches.sorted { $0.finger.finger < $1.finger.finger }
    log.append(
      Entry(
        method: m, touches: list, locations: list.map { $0.location(in: self) },
        previousLocations: list.map { $0.previousLocation(in: self) }))
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    note("touchesBegan", touches)
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    note("touchesMoved", touches)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    note("touchesEnded", touches)
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    note("touchesCancelled", touches)
    super.touchesCancelled(touches, with: event)
  }
}

/// Checks that every recognizer is back in `.possible` and never attempted
/// an illegal transition.
func expectSettled(
  _ recognizers: [GestureRecognizer], sourceLocation: SourceLocation = #_sourceLocation
) {
  for r in recognizers {
    #expect(r.state == .possible, "\(r) did not reset", sourceLocation: sourceLocation)
    #expect(r.illegalTransitions == 0, "\(r) made an illegal transition", sourceLocation: sourceLocation)
  }
}

/// Checks the responder chain and the handler of the latest event.
func expectChain(
  _ app: Application, _ chain: [String], handledBy: String?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let record = app.lastEventRecord
  #expect(record != nil, "no event was recorded", sourceLocation: sourceLocation)
  #expect(ids(record?.chain ?? []) == chain, sourceLocation: sourceLocation)
  #expect(record?.handledBy?.identifier == handledBy, sourceLocation: sourceLocation)
}

/// A small, seeded pseudo-random generator (SplitMix64), so that property
/// tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The scene of the spec's figure 1, built in code:
///
///     window 390×844
///     └─ root (controller main)
///        └─ background [20, 100, 350, 300]        window (20,100)–(370,400)
///           ├─ label [20, 20, 310, 30]             window (40,120)–(350,150)
///           ├─ field [20, 60, 310, 40] text field  window (40,160)–(350,200)
///           └─ ok    [20, 120, 100, 44] button     window (40,220)–(140,264)
///
/// The label has user interaction on (as the scene loader sets it), so it is
/// hit; the button sends `submit` on touch up inside with a nil target.
struct Figure1 {
  let h: Harness
  let background: View
  let label: Label
  let field: TextField
  let ok: Button

  init() {
    h = Harness(width: 390, height: 844)
    background = h.add(View(identifier: "background", frame: Rect(x: 20, y: 100, width: 350, height: 300)))
    label = h.add(
      Label(identifier: "label", frame: Rect(x: 20, y: 20, width: 310, height: 30)), to: background)
    label.isUserInteractionEnabled = true
    field = h.add(
      TextField(identifier: "field", frame: Rect(x: 20, y: 60, width: 310, height: 40)), to: background)
    ok = h.add(Button(identifier: "ok", frame: Rect(x: 20, y: 120, width: 100, height: 44)), to: background)
    ok.addTarget(nil, action: "submit", for: .touchUpInside)
  }

  var app: Application { h.app }
  var window: Window { h.window }
  var main: ViewController { h.main }
  var root: View { h.root }
}

/// The tree the gesture suites use:
///
///     window 400×800
///     └─ root (controller main)
///        └─ pad [50, 50, 300, 300]    window (50,50)–(350,350), centre (200, 200)
///
/// `pad` is a `TouchLogView` that handles nothing itself.
func padHarness() -> (Harness, TouchLogView) {
  let h = Harness()
  let pad = h.add(TouchLogView(identifier: "pad", frame: Rect(x: 50, y: 50, width: 300, height: 300)))
  return (h, pad)
}

extension Harness {
  /// The calls made on one responder, as method names, since the previous `takeCalls()`.
  func takeCalls(on id: String) -> [String] {
    takeCalls().filter { $0.hasPrefix(id + ".") }.map { String($0.dropFirst(id.count + 1)) }
  }
}

/// One state change of a recognizer: its id and the typed state it reached.
struct GestureChange: Hashable, CustomStringConvertible {
  let id: String
  let state: GestureRecognizer.State
  init(_ id: String, _ state: GestureRecognizer.State) {
    self.id = id
    self.state = state
  }
  var description: String { "\(id):\(state)" }
}
