import ResponderTestSupport
import Testing

@testable import ResponderCore

/// The shapes of `ConformanceProbeTests`' tables: each row is a UIKit rule,
/// the page it comes from, what the probe sets up, the input and what it
/// must show. A failing row is reported by its rule and points at its line.

/// One thing a probe's fingers do, played in order by `Harness.play`.
enum Step: Sendable {
  case down(Point, finger: Int64 = 0)
  case move(Point, finger: Int64 = 0)
  case up(Point, finger: Int64 = 0)
  /// Advances the virtual clock by this many seconds.
  case wait(Double)
  /// One of the shared gestures (`SyntheticGesture`), as `h.tap` and friends play them.
  case perform(SyntheticGesture)
  case key(String, KeyModifiers = [])
  case type(String)
  /// The window's first responder resigns.
  case resignFirstResponder
}

extension Harness {
  func play(_ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) {
    for step in steps {
      switch step {
      case .down(let p, let finger): down(p, finger: finger)
      case .move(let p, let finger): move(p, finger: finger)
      case .up(let p, let finger): up(p, finger: finger)
      case .wait(let seconds): wait(seconds)
      case .perform(let gesture): perform(gesture, sourceLocation: sourceLocation)
      case .key(let name, let modifiers): key(name, modifiers, sourceLocation: sourceLocation)
      case .type(let text): type(text)
      case .resignFirstResponder: _ = window.firstResponder?.resignFirstResponder()
      }
    }
  }
}

/// A row of the gesture table: recognizers made on `padHarness()`, an
/// input, and what each recognizer's recorded states (`Harness.states(of:)`)
/// must show; optionally what the pad's own touch methods saw, where the
/// recognizer's action found it, and that all of them settled.
struct GestureOutcome: Sendable, CustomTestStringConvertible {
  /// What one recognizer's list of states must show.
  enum Check: Sendable {
    case exactly([GestureRecognizer.State])
    case startsWith(GestureRecognizer.State)
    case includes(GestureRecognizer.State)
    case never(GestureRecognizer.State)
  }

  /// A rule between two of the row's recognizers, by identifier.
  enum Relation: Sendable {
    /// `require(toFail:)`
    case requires(String, toFail: String)
    /// `recognizeSimultaneously(with:)`
    case simultaneous(String, with: String)
  }

  let rule: String
  /// The UIKit page (and its words) the rule comes from.
  let source: String
  /// Views the row adds before its recognizers, for `.view(id)` hosts.
  let views: @Sendable (Harness) -> Void
  let recognizers: [Recognizer]
  let relations: [Relation]
  let input: [Step]
  /// Played after the checks: lifting a finger the checks needed down.
  let then: [Step]
  let states: [String: [Check]]
  /// The pad's touch methods in order, where the rule is about the view.
  let padGets: [String]?
  /// Where the first recognizer's action reads `location(in: nil)`.
  let locatedAt: Point?
  /// Every recognizer back in `.possible` with no illegal transition.
  let settles: Bool
  let sourceLocation: SourceLocation

  init(
    _ rule: String, source: String, views: @escaping @Sendable (Harness) -> Void = { _ in },
    recognizers: [Recognizer], relations: [Relation] = [], input: [Step], then: [Step] = [],
    states: [String: [Check]] = [:], padGets: [String]? = nil, locatedAt: Point? = nil,
    settles: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.rule = rule
    self.source = source
    self.views = views
    self.recognizers = recognizers
    self.relations = relations
    self.input = input
    self.then = then
    self.states = states
    self.padGets = padGets
    self.locatedAt = locatedAt
    self.settles = settles
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { rule }

  /// Plays the row and checks it; a failure points at the row.
  func check() {
    let at = sourceLocation
    let (h, pad) = padHarness()
    views(h)
    var made: [String: GestureRecognizer] = [:]
    for r in recognizers {
      let host: View?
      switch r.host {
      case .root: host = h.root
      case .pad: host = pad
      case .window: host = h.window
      case .view(let id): host = h.window.descendant(withIdentifier: id)
      }
      guard let host else {
        Issue.record("no view for `\(r.id)` in the row", sourceLocation: at)
        return
      }
      made[r.id] = r.attach(h, host)
    }
    for relation in relations {
      switch relation {
      case .requires(let a, let b): made[a]?.require(toFail: made[b]!)
      case .simultaneous(let a, let b): made[a]?.recognizeSimultaneously(with: made[b]!)
      }
    }
    var located: Point?
    if locatedAt != nil, let first = recognizers.first.flatMap({ made[$0.id] }) {
      h.root.sceneOverrides.actionHandlers["located"] = { _ in located = first.location(in: nil) }
      first.addTarget(h.root, action: "located")
    }
    h.play(input, sourceLocation: at)
    for (id, checks) in states.sorted(by: { $0.key < $1.key }) {
      guard let r = made[id] else {
        Issue.record("no recognizer `\(id)` in the row", sourceLocation: at)
        continue
      }
      let s = h.states(of: r)
      for check in checks {
        switch check {
        case .exactly(let e): #expect(s == e, "\(id)", sourceLocation: at)
        case .startsWith(let e): #expect(s.first == e, "\(id): \(s)", sourceLocation: at)
        case .includes(let e): #expect(s.contains(e), "\(id): \(s)", sourceLocation: at)
        case .never(let e): #expect(!s.contains(e), "\(id): \(s)", sourceLocation: at)
        }
      }
    }
    if let padGets { #expect(pad.log.map(\.method) == padGets, sourceLocation: at) }
    if let locatedAt { #expect(located == locatedAt, sourceLocation: at) }
    if settles { expectSettled(recognizers.compactMap { made[$0.id] }, sourceLocation: at) }
    h.play(then, sourceLocation: at)
  }
}

/// A recognizer a gesture row makes: its kind and identifier, the view it
/// is attached to, and the settings made on it once attached.
struct Recognizer: Sendable {
  enum Host: Sendable {
    case root, pad, window
    /// A view the row's `views` added.
    case view(String)
  }
  let id: String
  let host: Host
  let attach: @Sendable (Harness, View) -> GestureRecognizer

  private static func make<G: GestureRecognizer>(
    _ id: String, _ host: Host, _ new: @escaping @Sendable (String) -> G,
    _ settings: @escaping @Sendable (G) -> Void
  ) -> Recognizer {
    Recognizer(id: id, host: host) { h, view in
      let r = h.attach(new(id), to: view)
      settings(r)
      return r
    }
  }

  static func tap(
    _ id: String, on host: Host = .root,
    _ settings: @escaping @Sendable (TapGestureRecognizer) -> Void = { _ in }
  ) -> Recognizer { make(id, host, { TapGestureRecognizer(identifier: $0) }, settings) }

  static func longPress(
    _ id: String, on host: Host = .root,
    _ settings: @escaping @Sendable (LongPressGestureRecognizer) -> Void = { _ in }
  ) -> Recognizer { make(id, host, { LongPressGestureRecognizer(identifier: $0) }, settings) }

  static func pan(
    _ id: String, on host: Host = .root,
    _ settings: @escaping @Sendable (PanGestureRecognizer) -> Void = { _ in }
  ) -> Recognizer { make(id, host, { PanGestureRecognizer(identifier: $0) }, settings) }

  static func pinch(_ id: String, on host: Host = .root) -> Recognizer {
    make(id, host, { PinchGestureRecognizer(identifier: $0) }, { _ in })
  }

  static func swipe(_ id: String, on host: Host = .root) -> Recognizer {
    make(id, host, { SwipeGestureRecognizer(identifier: $0) }, { _ in })
  }
}

/// Delegates that say no to one question, shared by the rows (a recognizer
/// holds its delegate weakly, as UIKit's does, so a row cannot make its own).
final class Refusing: GestureRecognizerDelegate, Sendable {
  enum Question: Sendable { case shouldReceive, shouldBegin }
  /// No to `gestureRecognizer(_:shouldReceive:)`.
  static let touches = Refusing(.shouldReceive)
  /// No to `gestureRecognizerShouldBegin(_:)`.
  static let toBegin = Refusing(.shouldBegin)

  let question: Question
  private init(_ question: Question) { self.question = question }

  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    question != .shouldReceive
  }
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { question != .shouldBegin }
}

/// A view whose `gestureRecognizerShouldBegin(_:)` refuses its recognizers.
final class RefusingView: View {
  override func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { false }
}

/// A row of the event table: an event that is not a touch, who is first
/// responder, who handles its kind, and the chain and handler recorded.
struct EventStart: Sendable, CustomTestStringConvertible {
  enum FirstResponder: Sendable {
    /// A text field "field" at the top left.
    case textField
    /// A plain view "v" that can become first responder.
    case plainView
    /// The window's root controller "main".
    case controller
  }
  enum Handler: Sendable { case root, main, appDelegate }
  enum Input: Sendable {
    case shake
    case remote(EventSubtype)
    case key(String)
  }
  enum Chain: Sendable {
    case startsWith([String])
    case `is`([String])
  }

  let rule: String
  let source: String
  let firstResponder: FirstResponder?
  let handler: Handler?
  let handles: EventCategory
  let input: Input
  let chain: Chain
  let handledBy: String?
  let sourceLocation: SourceLocation

  init(
    _ rule: String, source: String, firstResponder: FirstResponder?, handler: Handler?,
    handles: EventCategory, input: Input, chain: Chain, handledBy: String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.rule = rule
    self.source = source
    self.firstResponder = firstResponder
    self.handler = handler
    self.handles = handles
    self.input = input
    self.chain = chain
    self.handledBy = handledBy
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { rule }

  func check() {
    let at = sourceLocation
    let h = Harness()
    let first: Responder?
    switch firstResponder {
    case nil: first = nil
    case .textField:
      first = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
    case .plainView:
      let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
      v.sceneOverrides.canBecomeFirstResponder = true
      first = v
    case .controller:
      h.main.sceneOverrides.canBecomeFirstResponder = true
      first = h.main
    }
    if let first {
      #expect(first.becomeFirstResponder(), sourceLocation: at)
      #expect(first.isFirstResponder, sourceLocation: at)
    }
    switch handler {
    case nil: break
    case .root: h.root.handledEvents = [handles]
    case .main: h.main.handledEvents = [handles]
    case .appDelegate: h.delegate.handledEvents = [handles]
    }
    switch input {
    case .shake: h.shake()
    case .remote(let subtype): h.app.handle(.remote(subtype))
    case .key(let name): h.key(name, sourceLocation: at)
    }
    let record = h.app.lastEventRecord
    #expect(record != nil, "no event was recorded", sourceLocation: at)
    let got = ids(record?.chain ?? [])
    switch chain {
    case .startsWith(let start): #expect(Array(got.prefix(start.count)) == start, sourceLocation: at)
    case .is(let whole): #expect(got == whole, sourceLocation: at)
    }
    #expect(record?.handledBy?.identifier == handledBy, sourceLocation: at)
  }
}

/// A row of the action table: views, recognizers and key commands made and
/// wired on a `Harness` (`padHarness()`'s with `pad`), the responders
/// that implement which actions, an input, and the actions performed, as
/// `responder.action` in the order they ran.
struct ActionOutcome: Sendable, CustomTestStringConvertible {
  let rule: String
  /// The UIKit page (and its words) the rule comes from.
  let source: String
  let pad: Bool
  let setup: @Sendable (Harness) -> Void
  /// Responder identifier → the actions it implements.
  let handlers: [String: [String]]
  let input: [Step]
  let sent: [String]
  /// The responder the application's last action record names, where the rule says.
  let handledBy: String?
  let sourceLocation: SourceLocation

  init(
    _ rule: String, source: String, pad: Bool = false, setup: @escaping @Sendable (Harness) -> Void,
    handlers: [String: [String]], input: [Step], sent: [String], handledBy: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.rule = rule
    self.source = source
    self.pad = pad
    self.setup = setup
    self.handlers = handlers
    self.input = input
    self.sent = sent
    self.handledBy = handledBy
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { rule }

  func check() {
    let at = sourceLocation
    let h = pad ? padHarness().0 : Harness()
    setup(h)
    var log: [String] = []
    for (id, actions) in handlers {
      guard let r = h.responder(id) else {
        Issue.record("no responder `\(id)` in the row", sourceLocation: at)
        continue
      }
      for action in actions {
        r.sceneOverrides.actionHandlers[action] = { _ in log.append("\(id).\(action)") }
      }
    }
    h.play(input, sourceLocation: at)
    #expect(log == sent, sourceLocation: at)
    if let handledBy {
      #expect(h.app.lastActionRecord?.handledBy?.identifier == handledBy, sourceLocation: at)
    }
  }
}

extension Harness {
  /// The responder with `id`: the app delegate, the application, the
  /// window, the root controller, or a view in the window.
  func responder(_ id: String) -> Responder? {
    let fixed: [Responder] = [delegate, app, window, main]
    return fixed.first { $0.identifier == id } ?? window.descendant(withIdentifier: id)
  }
}
