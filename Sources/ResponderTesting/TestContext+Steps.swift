import Foundation
import ResponderCore
import ResponderScene

/// The steps of a script (SPEC §4): what each one pushes through SDL and
/// how many ticks of virtual time it takes.
extension TestContext {
  func point(_ t: ScriptTarget) throws -> Point {
    let p: Point
    switch t {
    case .point(let q): p = q
    case .view(let id), .viewOffset(let id, _):
      guard let v = scene.views[id] ?? (id == "window" ? scene.window : nil) else {
        let known = scene.views.keys.sorted()
        let hint = SceneSuggestion.closest(to: id, in: known).map { " (did you mean `\($0)`?)" } ?? ""
        throw StepError(description: "unknown view id `\(id)`\(hint)")
      }
      p = v.frameInWindow.center + (t.offset ?? .zero)
    }
    guard p.isFinite, Rect(origin: .zero, size: scene.size).contains(p) else {
      throw StepError(
        description:
          "the point \(p) is outside the window (\(formatPoints(scene.size.width))×\(formatPoints(scene.size.height)))"
      )
    }
    return p
  }

  private func ticks(_ seconds: Double) -> Int {
    max(1, Int((seconds * GestureConstants.ticksPerSecond).rounded()))
  }

  /// The most finger moves one `drag` step sends (1 s at 120 Hz).
  static let maxDragMoves = 120

  func perform(_ step: ScriptStep, shooter: SceneShooter?, failures: inout [String], at loc: ScriptLocation)
    throws
  {
    let s = session
    let inj = injector
    switch step {
    case .tap(let t):
      try tap(at: point(t))
    case .doubleTap(let t):
      let p = try point(t)
      try tap(at: p)
      s.tick(ticks(0.15) - 1)
      try tap(at: p)
    case .longPress(let t):
      let p = try point(t)
      try inj.finger(0, .began, at: p)
      s.tick(ticks(1.0))
      try inj.finger(0, .ended, at: p)
      s.tick()
    case .drag(let from, let to, let duration):
      let a = try point(from)
      let b = try point(to)
      try inj.finger(0, .began, at: a)
      s.tick()
      // One move per tick up to `maxDragMoves`; a longer drag spaces its
      // moves evenly and the idle ticks between them fast-forward, so a
      // 60 s drag costs 120 moves, not 7,200.
      let n = ticks(duration)
      let moves = min(n, Self.maxDragMoves)
      var done = 0
      for j in 1...moves {
        let i = j * n / moves
        try inj.finger(0, .moved, at: a + (b - a) * (Double(i) / Double(n)))
        s.tick(i - done)
        done = i
      }
      try inj.finger(0, .ended, at: b)
      s.tick()
    case .swipe(let from, let direction):
      let a = try point(from)
      let d: Point
      switch direction {
      case .left: d = Point(-120, 0)
      case .right: d = Point(120, 0)
      case .up: d = Point(0, -120)
      default: d = Point(0, 120)
      }
      try inj.finger(0, .began, at: a)
      s.tick()
      let n = ticks(0.1)
      for i in 1...n {
        try inj.finger(0, .moved, at: a + d * (Double(i) / Double(n)))
        s.tick()
      }
      try inj.finger(0, .ended, at: a + d)
      s.tick()
    case .pinch(let at, let scale):
      let c = try point(at)
      try twoFingers(around: c) { f in (40 + (scale * 40 - 40) * f, 0) }
    case .rotate(let at, let degrees):
      let c = try point(at)
      try twoFingers(around: c) { f in (40, degrees * f * Double.pi / 180) }
    case .touch(let finger, let phase, let t):
      try inj.finger(finger, phase, at: point(t))
      s.tick()
    case .mouse(let phase, let t, let button):
      try inj.mouse(phase, at: point(t), button: button)
      s.tick()
    case .keyDown(let text), .keyUp(let text):
      var down = false
      if case .keyDown = step { down = true }
      guard let chord = KeyChord(text), try inj.key(chord.key.name, modifiers: chord.modifiers, down: down)
      else {
        throw StepError(description: "unknown key `\(text)`")
      }
      s.tick()
    case .key(let text):
      guard let chord = KeyChord(text), try inj.key(chord.key.name, modifiers: chord.modifiers, down: true)
      else {
        throw StepError(description: "unknown key `\(text)`")
      }
      _ = try inj.key(chord.key.name, modifiers: chord.modifiers, down: false)
      s.tick()
    case .type(let text):
      try inj.text(text)
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
        throw StepError(description: "screenshots need SDL video (not available here)")
      }
      try ScriptFolder.check(path, scriptFile: loc.file)
      try shooter.shoot(scene, overlay: overlay, to: path)
    case .answer(let id):
      guard quiz?.answer(id) != nil else {
        if quiz?.sequenceInPlay == true {
          throw StepError(
            description: "no quiz question is waiting for `answer: \(id)` yet: the touches are still in play "
              + "(a recognizer is deciding); `wait:` until the gesture is decided")
        }
        throw StepError(
          description: "no quiz question is waiting for `answer: \(id)` (every question so far is answered)")
      }
    case .lesson(let which):
      try playLesson(which, shooter: shooter, failures: &failures)
    case .expect(let checks):
      for c in checks {
        if case .image(let path, _, _, _, _) = c { try ScriptFolder.check(path, scriptFile: loc.file) }
        if let f = check(c, shooter: shooter) {
          failures.append("\(loc.file):\(loc.line): expect \(c.key)\n\(f)")
        }
      }
      calls.removeAll()
      logs.removeAll()
      gestureStates.removeAll()
    }
  }

  private func tap(at p: Point) throws {
    try injector.finger(0, .began, at: p)
    session.tick(ticks(0.05))
    try injector.finger(0, .ended, at: p)
    session.tick()
  }

  /// Two fingers about `c`, moved over 0.3 s; `shape(f)` gives the radius
  /// and angle at fraction `f` of the way.
  private func twoFingers(around c: Point, _ shape: (Double) -> (Double, Double)) throws {
    func places(_ f: Double) -> (Point, Point) {
      let (r, a) = shape(f)
      let d = Point(x: r * cos(a), y: r * sin(a))
      return (c - d, c + d)
    }
    let (a0, b0) = places(0)
    try injector.finger(0, .began, at: a0)
    try injector.finger(1, .began, at: b0)
    session.tick()
    let n = ticks(0.3)
    var last = (a0, b0)
    for i in 1...n {
      last = places(Double(i) / Double(n))
      try injector.finger(0, .moved, at: last.0)
      try injector.finger(1, .moved, at: last.1)
      session.tick()
    }
    try injector.finger(0, .ended, at: last.0)
    try injector.finger(1, .ended, at: last.1)
    session.tick()
  }
}
