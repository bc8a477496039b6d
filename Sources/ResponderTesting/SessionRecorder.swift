import ResponderCore
import ResponderScene

/// Writes a live session's input as test scripts a person keeps: steps at
/// the level scripts use (`tap`, `doubleTap`, `longPress`, `drag`, `swipe`,
/// `pinch`, `rotate`, `type`, `key`), test names from what was done, and
/// after each unit of input an `expect` of its outcome — who handled it,
/// the actions sent, the gestures that fired, the properties that changed
/// by the end, the first responder and the undo stack.
///
/// The session is collected here as units (`RecordedUnit`), each with the
/// outcome the live session showed. `script` then chooses, for each unit,
/// the most readable step whose headless replay does what the session did,
/// and writes the replay's values (`SessionRecorder+Script.swift`), so a
/// recording passes `rlab test` as written and fails when the behaviour
/// it recorded changes.
///
/// A pause of `splitPause` seconds with no finger down, or F11, starts a
/// new test. Every test starts from a fresh scene (SPEC §4), so a later
/// test says `continues: true`: `rlab test` replays the inputs of the tests
/// above it, without their checks, and the script repeats no steps. Modifier keys alone are not steps (a chord such as `ctrl+z`
/// carries them), and losing focus with no finger down (closing the
/// window) is not an interruption worth a `focusLost`.
public final class SessionRecorder {
  /// Seconds without input (and no finger down) that start a new test.
  public var splitPause = 2.0

  /// Wheel clicks this close in time (seconds) and place (points) are one
  /// `scroll:` step.
  static let wheelMergeInterval = 0.5
  static let wheelMergeDistance = 8.0
  /// Pointer moves this close in time (seconds) are one `hover:` step: a
  /// rest of the pointer ends one.
  static let hoverMergeInterval = 0.5

  /// The units of each test, in order.
  var tests: [[RecordedUnit]] = [[]]
  private var lastTime: Double?
  private var down: Set<FingerID> = []
  private var fingerNumbers: [FingerID: Int] = [:]
  /// The touch unit being recorded while fingers are down.
  private var gesture: RecordedUnit?
  private var gestureSamples: [RecordedUnit.Sample] = []
  private var splitRequested = false
  /// Positions read every tick while a unit plays (`tick()`), from its
  /// start to the next unit's, as the replay's `extremes` are.
  private var watch: (start: [String: Double], seen: [String: ScenePositions.Range])?
  /// Keys whose press went down as typing (their release is skipped too).
  private var typedKeys: Set<String> = []
  let scene: BuiltScene
  let step: Double
  /// The session's time when it ended (the last unit's outcome is measured then).
  var endTime = 0.0
  private let observer: OutcomeObserver

  /// The Swift classes the scene names: every headless replay builds them afresh.
  let types: SceneTypes

  public init(scene: BuiltScene, step: Double, types: SceneTypes = SceneTypes()) {
    self.scene = scene
    self.step = step
    self.types = types
    observer = OutcomeObserver(scene: scene)
  }

  /// Notes an input just before the application dispatches it.
  public func input(_ i: InputEvent, at time: Double) {
    switch i {
    case .touch(let f, let phase, let point):
      touch(f, phase, point, at: time)
    case .key(let k, let mods, let isDown):
      if k.isModifier { return }
      // While a text field takes text input, a printable key's text event
      // says what was typed; its presses would only clutter the script.
      if isDown, scene.window.firstResponder is TextField,
        mods.isDisjoint(with: [.control, .alternate, .command]), k.name.count == 1 || k.name == "space"
      {
        typedKeys.insert(k.name)
        return
      }
      if !isDown, typedKeys.remove(k.name) != nil { return }
      if k.name == "f11" {
        if isDown { splitRequested = true }
        return
      }
      let chord = KeyChord(k, modifiers: mods).description
      if isDown {
        begin(.keyDown(chord), at: time)
        return
      }
      // A key let go right after its press, nothing between: one `key:`.
      // The key's own name decides, since modifiers may be let go first.
      if case .keyDown(let pressed)? = tests[tests.count - 1].last?.input,
        pressed == chord || pressed.split(separator: "+").last.map(String.init) == k.name
      {
        tests[tests.count - 1][tests[tests.count - 1].count - 1].input = .key(pressed)
        tests[tests.count - 1][tests[tests.count - 1].count - 1].end = time
        lastTime = time
        return
      }
      begin(.keyUp(chord), at: time)
    case .text(let s):
      // Consecutive text is one `type` step (and one check after it).
      if case .text(let before)? = tests[tests.count - 1].last?.input, !splitRequested,
        lastTime.map({ time - $0 < splitPause }) ?? false
      {
        tests[tests.count - 1][tests[tests.count - 1].count - 1].input = .text(before + s)
        tests[tests.count - 1][tests[tests.count - 1].count - 1].end = time
        lastTime = time
        return
      }
      begin(.text(s), at: time)
    case .shake(let began):
      guard began else { return }
      begin(.line("shake"), at: time)
    case .scroll(let point, let delta):
      // A wheel or trackpad scroll is one `scroll:` step; wheel clicks that
      // follow one another at one place are one step, their deltas summed.
      let i = tests[tests.count - 1].count - 1
      if i >= 0, case .scroll(let at, let by) = tests[tests.count - 1][i].input, !splitRequested,
        at.distance(to: point) <= Self.wheelMergeDistance,
        lastTime.map({ time - $0 <= Self.wheelMergeInterval }) ?? false
      {
        tests[tests.count - 1][i].input = .scroll(at: at, by: by + delta)
        tests[tests.count - 1][i].end = time
        lastTime = time
        return
      }
      begin(.scroll(at: point, by: delta), at: time)
    case .remote(let sub):
      let name: String
      switch sub {
      case .remoteControlPause, .remoteControlStop: name = "pause"
      case .remoteControlNextTrack: name = "next"
      case .remoteControlPreviousTrack: name = "previous"
      default: name = "play"
      }
      begin(.line("remote: \(name)"), at: time)
    case .editingCommand(let c):
      begin(.line("menu: \(c)"), at: time)
    case .sensor(let kind, let v):
      begin(
        .line("sensor: { \(kind.rawValue): [\(v.map { formatPoints($0) }.joined(separator: ", "))] }"),
        at: time)
    case .interruption:
      // Only an interruption that cancels touches changes anything; the
      // gesture it cut short is kept as it came, touch by touch.
      guard gesture != nil else { return }
      down.removeAll()
      gesture?.input = .line("focusLost")
      finishGesture(at: time, interrupted: true)
    case .resize:
      return
    case .pointer(.click(_, let phase, let point)):
      // A secondary click is one `rightClick:` step, written at its lift.
      if phase == .began { begin(.line("rightClick: \(RecordedUnit.point(point))"), at: time) }
    case .pointer(.hover(let point)):
      if let point { hover(point, at: time) }
    case .pointer(.pencilHover):
      // Not recorded yet: a Pencil's hover needs `touchType` and `zOffset`.
      return
    case .pointer(.trackpad):
      // Not recorded yet: a wheel's notches are separate inputs, and a
      // script's `trackpad:` step is one whole pinch or rotation.
      return
    }
  }

  /// Closes the unit before (its live outcome is what the session shows
  /// now), starts a new test after a pause or F11, and starts `input`.
  private func begin(_ input: RecordedUnit.Input, at time: Double) {
    closeLastUnit()
    let paused = lastTime.map { time - $0 >= splitPause } ?? false
    if paused || splitRequested, !tests[tests.count - 1].isEmpty { tests.append([]) }
    splitRequested = false
    observer.mark()
    tests[tests.count - 1].append(
      RecordedUnit(input: input, start: time, end: time, liveBefore: observer.before.props))
    lastTime = time
  }

  /// Notes the live outcome of the last unit, once. A hover that changed
  /// nothing a script can check (the pointer crossing views with no hover
  /// recognizer, pointer style or action) is dropped: every click is
  /// preceded by the pointer's moves, and the script keeps the hovers that
  /// matter.
  private func closeLastUnit() {
    let t = tests.count - 1
    guard let i = tests[t].indices.last, tests[t][i].live == nil else { return }
    let live = observer.snapshot(kind: tests[t][i].kind)
    if case .hover = tests[t][i].input, live.isUnchanged(since: observer.before) {
      tests[t].removeLast()
      return
    }
    tests[t][i].live = live
  }

  /// The pointer moving with no button down (`UIEvent.EventType.hover`)
  /// over an iPad scene (on a phone hover recognizes nothing): moves one
  /// after another, until the pointer rests, are one `hover:` unit, its
  /// target the view where the pointer ended.
  private func hover(_ point: Point, at time: Double) {
    guard scene.app.userInterfaceIdiom == .pad, gesture == nil, down.isEmpty else { return }
    let over = scene.window.hitTest(point, with: nil)?.identifier ?? ""
    let sample = RecordedUnit.HoverSample(point: point, time: time, over: over)
    let t = tests.count - 1
    if let i = tests[t].indices.last, case .hover(var samples) = tests[t][i].input, tests[t][i].live == nil,
      !splitRequested, time - tests[t][i].end <= Self.hoverMergeInterval
    {
      samples.append(sample)
      tests[t][i].input = .hover(samples)
      tests[t][i].end = time
    } else {
      begin(.hover([sample]), at: time)
    }
    let (target, at) = tapTarget(at: point)
    tests[tests.count - 1][tests[tests.count - 1].count - 1].targets = [target]
    tests[tests.count - 1][tests[tests.count - 1].count - 1].targetPoint = at
    lastTime = time
  }

  /// Starts reading the positions for the touches beginning now.
  private func watchPositions() {
    let positions = ScenePositions(scene: scene)
    let start = positions.values(of: positions.paths())
    watch = (start, start.mapValues(ScenePositions.Range.init))
  }

  /// Called after every tick of the live session: reads the positions
  /// while fingers are down (what a drag moves; momentum after the lift is
  /// left to the end values).
  public func tick() {
    guard var w = watch, gesture != nil else { return }
    ScenePositions(scene: scene).sample(w.start.keys, into: &w.seen)
    watch = w
  }

  private func touch(_ f: FingerID, _ phase: TouchPhase, _ point: Point, at time: Double) {
    if phase == .began, down.isEmpty, gesture == nil {
      // A second tap soon after a first, near it, joins it (a double tap).
      if let prev = tests[tests.count - 1].last, prev.isTap, prev.live == nil, !splitRequested,
        time - prev.end <= GestureConstants.multiTapInterval,
        case .touches(let samples) = prev.input,
        point.distance(to: samples[0].point) <= GestureConstants.multiTapSlop
      {
        gesture = tests[tests.count - 1].removeLast()
        gestureSamples = samples
      } else {
        closeLastUnit()
        let paused = lastTime.map { time - $0 >= splitPause } ?? false
        if paused || splitRequested, !tests[tests.count - 1].isEmpty { tests.append([]) }
        splitRequested = false
        observer.mark()
        watchPositions()
        var unit = RecordedUnit(
          input: .touches([]), start: time, end: time, liveBefore: observer.before.props)
        let (target, at) = tapTarget(at: point)
        unit.targets = [target]
        unit.targetPoint = at
        gesture = unit
        gestureSamples = []
        fingerNumbers = [:]
      }
    }
    guard gesture != nil else { return }
    if fingerNumbers[f] == nil { fingerNumbers[f] = fingerNumbers.count }
    gestureSamples.append(
      RecordedUnit.Sample(finger: fingerNumbers[f]!, phase: phase, point: point, time: time))
    if phase == .began { down.insert(f) } else if phase.isTerminal { down.remove(f) }
    if down.isEmpty { finishGesture(at: time, interrupted: false) }
  }

  private func finishGesture(at time: Double, interrupted: Bool) {
    guard var g = gesture else { return }
    gesture = nil
    if let w = watch {
      g.liveOvershoots = ScenePositions.overshoots(
        seen: w.seen, start: w.start, now: ScenePositions(scene: scene).number(at:))
    }
    watch = nil
    if interrupted {
      // Written literally, then `focusLost`.
      let touches = RecordedUnit(
        input: .touches(gestureSamples), start: g.start, end: time, targets: g.targets)
      var lines = touches.literal(gestureSamples, step: step, summary: "").lines
      lines.append("focusLost")
      g.input = .line(lines.joined(separator: "\n"))
    } else {
      g.input = .touches(gestureSamples)
    }
    g.end = time
    tests[tests.count - 1].append(g)
    lastTime = time
  }

  /// The view at `point` as a target: its id when its centre hits it too,
  /// else its id with the offset from its centre, else the point; with the
  /// window point the target stands for.
  private func tapTarget(at point: Point) -> (String, Point) {
    guard let view = scene.window.hitTest(point, with: nil), !view.identifier.isEmpty,
      scene.views[view.identifier] === view
    else { return (RecordedUnit.point(point), point) }
    let centre = view.frameInWindow.center
    let id = ScriptYAML.scalar(view.identifier)
    if scene.window.hitTest(centre, with: nil) === view { return (id, centre) }
    let d = point - centre
    let offset = Point(x: (d.x * 10).rounded() / 10, y: (d.y * 10).rounded() / 10)
    return ("{ view: \(id), offset: \(RecordedUnit.point(offset)) }", centre + offset)
  }

  /// Ends the session: a gesture still under a finger is kept as it is,
  /// and the last unit's outcome is what the scene shows now.
  func finish() {
    endTime = max(endTime, scene.app.time, lastTime ?? 0)
    if gesture != nil {
      down.removeAll()
      finishGesture(at: lastTime ?? 0, interrupted: false)
    }
    closeLastUnit()
  }

  /// Keeps `quoted` where tests and older callers reach for it.
  static func quoted(_ s: String) -> String { ScriptYAML.quoted(s) }
}
