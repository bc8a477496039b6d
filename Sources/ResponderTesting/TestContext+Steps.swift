import ResponderCore
import ResponderSDL
import ResponderScene

/// The steps of a script (SPEC §4): what each one pushes through SDL and
/// how many ticks of virtual time it takes.
extension TouchType {
  /// The touch device a script's fingers of this type come from.
  var scriptDevice: Int64 {
    switch self {
    case .direct: SDLEventInjector.scriptTouchDevice
    case .pencil: FingerID.pencilDevice
    case .indirectPointer: FingerID.indirectPointerDevice
    }
  }
}

extension Double {
  /// The `n`th root of a positive number, by Newton's method on the
  /// logarithm-free form (the scripts need no Foundation for one root).
  func root(_ n: Int) -> Double {
    guard self > 0, n > 1 else { return self }
    var x = 1 + (self - 1) / Double(n)
    for _ in 0..<60 {
      var p = 1.0
      for _ in 0..<(n - 1) { p *= x }
      let next = x - (p * x - self) / (Double(n) * p)
      if abs(next - x) < 1e-15 * x { return next }
      x = next
    }
    return x
  }
}

extension TestContext {
  func point(_ t: ScriptTarget) throws -> Point {
    let p: Point
    switch t {
    case .point(let q): p = q
    case .text(let text), .textOffset(let text, _):
      p = try view(showing: text).frameInWindow.center + (t.offset ?? .zero)
    case .view(let id), .viewOffset(let id, _):
      guard let v = scene.views[id] ?? (id == "window" ? scene.window : nil) ?? systemView(id) else {
        throw unknownView(id)
      }
      p = v.frameInWindow.center + (t.offset ?? .zero)
    }
    guard p.isFinite, Rect(origin: .zero, size: scene.size).contains(p) else {
      throw StepProblem.outsideWindow(p, window: scene.size)
    }
    return p
  }

  /// An id no view of the scene has, with the closest one it does.
  func unknownView(_ id: String) -> StepProblem {
    .unknownView(id, suggestion: SceneSuggestion.closest(to: id, in: scene.views.keys.sorted()))
  }

  /// `checks` are where an `expect`'s checks are written
  /// (`LocatedStep.checkLocations`): a failed check is reported at its own
  /// `FILE:LINE:COLUMN`; without them, at the step's `FILE:LINE`.
  func perform(
    _ step: ScriptStep, shooter: SceneShooter?, failures: inout [String], at loc: ScriptLocation,
    checks places: [ScriptLocation] = []
  ) throws {
    let s = session
    let inj = injector
    rememberBeforeStep()
    switch step {
    case .tap(let t):
      try play(.tap(at: point(t)))
    case .doubleTap(let t):
      try play(.doubleTap(at: point(t)))
    case .longPress(let t):
      try play(.longPress(at: point(t)))
    case .rightClick(let t):
      try play(.rightClick(at: point(t)))
    case .hover(let path, let duration):
      try playHover(path, duration: duration) { p in try inj.mouse(.moved, at: p, button: 0) }
    case .typed(let type, let z, let inner):
      try playTyped(type, z: z, inner, shooter: shooter, failures: &failures, at: loc, checks: places)
    case .trackpad(let at, let gesture):
      try playTrackpad(at: at, gesture)
    case .choose(let title):
      guard let menu = scene.window.application?.shownMenu else { throw StepProblem.noMenu(title) }
      guard let i = menu.items.firstIndex(where: { $0.title == title }) else {
        throw StepProblem.noMenuItem(title, shown: menu.items.map(\.title))
      }
      try play(.tap(at: menu.itemRects[i].center))
    case .drag(let from, let to, let duration, let hold):
      let a = try point(from)
      try play(.drag(from: a, to: point(to), duration: duration, hold: hold))
    case .swipe(let from, let direction):
      try play(.swipe(from: point(from), direction: direction))
    case .pinch(let at, let scale):
      try play(.pinch(at: point(at), scale: scale))
    case .rotate(let at, let degrees):
      try play(.rotate(at: point(at), degrees: degrees))
    case .touch(let finger, let phase, let t):
      try inj.finger(finger, phase, at: point(t), device: touchDevice)
      s.tick()
    case .fingers(let changes):
      // Every point first: a bad target pushes nothing.
      let points = try changes.map { try point($0.at) }
      for (c, p) in zip(changes, points) { try inj.finger(c.finger, c.phase, at: p, device: touchDevice) }
      s.tick()
    case .mouse(let phase, let t, let button):
      try inj.mouse(phase, at: point(t), button: button)
      s.tick()
    case .keyDown(let text):
      try playKey(text, down: true)
    case .keyUp(let text):
      try playKey(text, down: false)
    case .key(let text):
      guard let chord = KeyChord(text) else { throw StepProblem.unknownKey(text) }
      // Text input is on while a text field is first responder (the live
      // window starts it then): the key types its character, as a real
      // keyboard does. `type:` sends text without key events.
      let typing = scene.window.application?.keyWindow?.firstResponder is KeyInput ? chord.typedText : nil
      try play(.keyPress(chord, typing: typing))
    case .type(let text):
      try inj.text(text)
      s.tick()
    case .scroll(let t, let by):
      try inj.wheel(at: point(t), by: by)
      s.tick()
    case .shake:
      try inj.user(.shakeBegan)
      try inj.user(.shakeEnded)
      s.tick()
    case .remote(let sub):
      try inj.remote(sub)
      s.tick()
    case .menu(let command):
      let i = StandardEditAction.allCases.firstIndex { $0.rawValue == command } ?? 0
      try inj.user(.menuCommand, data: i)
      s.tick()
    case .sensor(let kind, let values):
      try inj.sensor(kind, values)
      s.tick()
    case .focusLost:
      try inj.focusLost()
      s.tick()
    case .wait(let seconds):
      s.tick(Int((seconds * GestureConstants.ticksPerSecond).rounded()))
    case .shot(let path):
      guard let shooter else {
        throw StepProblem.noVideo
      }
      try ScriptFolder.check(path, scriptFile: loc.file)
      try shooter.shoot(scene, overlay: overlay, quiz: quizSession, lesson: lessonMoment, to: path)
    case .answer(let id):
      guard quiz?.answer(id) != nil else {
        if quiz?.sequenceInPlay == true {
          throw StepProblem.answerWhileDeciding(id)
        }
        throw StepProblem.noQuestion(id)
      }
    case .lesson(let which):
      try playLesson(which, shooter: shooter, failures: &failures)
    case .waitUntil(let checks, let timeout):
      try playWaitUntil(checks, timeout: timeout, shooter: shooter, failures: &failures, at: loc)
    case .expect(let checks):
      try playExpect(checks, shooter: shooter, failures: &failures, at: loc, checks: places)
    }
  }

  /// A touch step of another kind (`touchType: pencil`), or a Pencil's hover.
  private func playTyped(
    _ type: TouchType, z: Double?, _ inner: ScriptStep, shooter: SceneShooter?, failures: inout [String],
    at loc: ScriptLocation, checks places: [ScriptLocation]
  ) throws {
    let inj = injector
    if type == .pencil, case .hover(let path, let duration) = inner {
      // A Pencil's hover: no mouse motion stands for it in SDL 2.
      try playHover(path, duration: duration) { p in
        try inj.user(.pencilHover, at: p, value: z ?? 0.5)
      }
    } else {
      let before = touchDevice
      touchDevice = type.scriptDevice
      defer { touchDevice = before }
      try perform(inner, shooter: shooter, failures: &failures, at: loc, checks: places)
    }
  }

  /// `trackpad: { pinch | rotate }`: ten steps a tick apart, then the
  /// quiet after which the gesture ends.
  private func playTrackpad(at: ScriptTarget?, _ gesture: TrackpadGesture) throws {
    let s = session
    let inj = injector
    let size = scene.size
    let p =
      try at.map { try point($0) } ?? scene.window.application?.pointer.location
      ?? Point(x: size.width / 2, y: size.height / 2)
    let steps = 10
    for _ in 0..<steps {
      switch gesture {
      case .pinch(let scale): try inj.user(.trackpadPinch, at: p, value: scale.root(steps))
      case .rotate(let radians): try inj.user(.trackpadRotate, at: p, value: radians / Double(steps))
      }
      s.tick()
    }
    s.tick(SyntheticGesture.ticks(GestureConstants.trackpadGestureEndDelay) + 1)
  }

  /// `keyDown:`/`keyUp:` of one chord.
  private func playKey(_ text: String, down: Bool) throws {
    guard let chord = KeyChord(text), try injector.key(chord.key.name, modifiers: chord.modifiers, down: down)
    else {
      throw StepProblem.unknownKey(text)
    }
    session.tick()
  }

  /// `waitUntil:`: the clock runs until every check holds or `timeout` passes.
  private func playWaitUntil(
    _ checks: [ScriptExpectation], timeout: Double, shooter: SceneShooter?, failures: inout [String],
    at loc: ScriptLocation
  ) throws {
    for c in checks {
      if case .image(let path, _, _, _, _, _) = c { try ScriptFolder.check(path, scriptFile: loc.file) }
      if case .route(let path) = c { try ScriptFolder.check(path, scriptFile: loc.file) }
    }
    let place = "\(loc.file):\(loc.line):\(loc.column)"
    // A golden nobody wrote can never hold: it is checked once, as an
    // `expect` checks it (written, and failed for review), instead of
    // being written on the first tick and matched on the second (issue 37).
    let unwritten = checks.filter(isUnwrittenGolden)
    if !unwritten.isEmpty {
      for c in unwritten {
        if let f = check(c, shooter: shooter) {
          failures.append("\(place): waitUntil: expect \(c.key)\n\(f)")
        }
      }
    } else {
      for f in waitUntil(checks, timeout: timeout, shooter: shooter) {
        failures.append("\(place): waitUntil: still not true after \(formatPoints(timeout)) s: \(f)")
      }
    }
    calls.removeAll()
    logs.removeAll()
    actions.removeAll()
    gestureStates.removeAll()
    extremesStale = true
  }

  /// `expect:`: every check, each failure at its own place.
  private func playExpect(
    _ checks: [ScriptExpectation], shooter: SceneShooter?, failures: inout [String], at loc: ScriptLocation,
    checks places: [ScriptLocation]
  ) throws {
    // A golden picture is taken once the animations have settled, as
    // snapshot tools wait for them (issue 44): the clock runs on, at most
    // `settleSeconds`, unless the check says `settle: false`.
    if checks.contains(where: { if case .image(_, _, _, _, _, true) = $0 { true } else { false } }) {
      settleAnimations()
    }
    for (i, c) in checks.enumerated() {
      if case .image(let path, _, _, _, _, _) = c { try ScriptFolder.check(path, scriptFile: loc.file) }
      if case .route(let path) = c { try ScriptFolder.check(path, scriptFile: loc.file) }
      if let f = check(c, shooter: shooter) {
        let place = i < places.count ? "\(places[i])" : "\(loc.file):\(loc.line)"
        failures.append("\(place): expect \(c.key)\n\(f)")
      }
    }
    calls.removeAll()
    logs.removeAll()
    actions.removeAll()
    gestureStates.removeAll()
  }

  /// The pointer (or a Pencil) through each point of `path` in turn, one
  /// move a tick over `duration` (at once, one move a point, when 0).
  /// Every point first: a bad target pushes nothing.
  private func playHover(_ path: [ScriptTarget], duration: Double, move: (Point) throws -> Void) throws {
    let s = session
    let points = try path.map { try point($0) }
    if points.count == 1 || duration == 0 {
      for p in points {
        try move(p)
        s.tick()
      }
      return
    }
    let ticks = SyntheticGesture.ticks(duration)
    let legs = points.count - 1
    var previous = points[0]
    try move(previous)
    s.tick()
    for i in 1...ticks {
      let along = Double(i) / Double(ticks) * Double(legs)
      let leg = min(Int(along), legs - 1)
      let f = along - Double(leg)
      let p = points[leg] + (points[leg + 1] - points[leg]) * f
      if p != previous { try move(p) }
      previous = p
      s.tick()
    }
  }

  /// Advances the clock until every check holds or `timeout` passes; the
  /// failures of the last look (empty when all held).
  ///
  /// Checked before each tick, so a condition that already holds costs
  /// none; and not at every tick: while the session is quiet (nothing
  /// queued, animating or shaking) nothing a check reads can change until
  /// the next timer, so the clock jumps there (`Session.quietTicks`) and
  /// the checks are read again. Five 60 s waits over 200 props took 8.3 s
  /// looking at all 36,000 ticks (issue 37). (`image` checks, which would
  /// depend on the overlay's own clock, are refused in a `waitUntil`.)
  func waitUntil(_ checks: [ScriptExpectation], timeout: Double, shooter: SceneShooter?) -> [String] {
    let ticks = Int((timeout * GestureConstants.ticksPerSecond).rounded())
    routeGoldens = [:]
    defer { routeGoldens = nil }
    var last: [String] = []
    var tick = 0
    while true {
      last = checks.compactMap { c in check(c, shooter: shooter).map { "expect \(c.key)\n\($0)" } }
      if last.isEmpty || tick >= ticks { break }
      let n = session.quietTicks(upTo: ticks - tick)
      session.tick(n)
      tick += n
    }
    return last
  }

  /// Advances the clock until no animation runs, at most `settleSeconds`.
  func settleAnimations() {
    let limit = Int((Self.settleSeconds * GestureConstants.ticksPerSecond).rounded())
    var tick = 0
    while !scene.app.runningAnimators.isEmpty, tick < limit {
      session.tick(1)
      tick += 1
    }
  }

  /// An `image` or `route` check whose golden does not exist (and is not
  /// being rewritten by `--update-goldens` / `--update-routes`).
  func isUnwrittenGolden(_ check: ScriptExpectation) -> Bool {
    switch check {
    case .image(let path, _, _, _, _, _): !options.updateGoldens && !RouteGolden.exists(path)
    case .route(let path): !options.updateRoutes && !RouteGolden.exists(path)
    default: false
    }
  }

  /// Plays a synthesized gesture through SDL: each part's inputs pushed as
  /// SDL events, each wait that many ticks of the session, whose first tick
  /// polls and dispatches what was pushed.
  func play(_ gesture: SyntheticGesture) throws {
    for part in gesture.parts {
      switch part {
      case .inputs(let inputs): for input in inputs { try push(input) }
      case .wait(let ticks): session.tick(ticks)
      }
    }
  }

  private func push(_ input: InputEvent) throws {
    switch input {
    case .touch(let finger, let phase, let p):
      try injector.finger(finger.finger, phase, at: p, device: touchDevice)
    case .key(let key, let modifiers, let down):
      guard try injector.key(key.name, modifiers: modifiers, down: down) else {
        throw StepProblem.unknownKey("\(KeyChord(key, modifiers: modifiers))")
      }
    case .text(let text):
      try injector.text(text)
    case .pointer(.click(let buttons, let phase, let p)):
      // SDL's right button is the secondary click (`SDLEventTranslator`).
      try injector.mouse(phase, at: p, button: buttons.contains(.secondary) ? 3 : 1)
    default:
      throw StepProblem.notPushable("\(input)")
    }
  }
}
