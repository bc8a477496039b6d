import ResponderCore

/// `extremes: { drawer.frame.x: [-280, 0] }`: the least and greatest value
/// a view's number property took since the previous `expect`. An end value
/// cannot show that a dragged view stopped at its `limits:` or sprang past
/// its rest and back; the values in between do (issue 44: a recording pins
/// them, so a changed `limits:` fails its replay). Read after every tick
/// while such a check is ahead, so the clock does not fast-forward then.
extension TestContext {
  /// For each step, the paths of the `extremes` check of the first
  /// `expect` at or after it (empty when that `expect` has none).
  static func extremesAhead(_ steps: [LocatedStep]) -> [[String]] {
    var out = Array(repeating: [String](), count: steps.count)
    var next: [String] = []
    for i in steps.indices.reversed() {
      if case .expect(let checks) = steps[i].step {
        next = checks.flatMap { c -> [String] in
          if case .extremes(let ranges) = c { return ranges.map(\.path) }
          return []
        }
      }
      out[i] = next
    }
    return out
  }

  /// Before each step: after an `expect` the values are read afresh for
  /// the next `extremes` check (none: no reading); a check whose paths are
  /// already read (`rlab record` reads every position) keeps them.
  func watchExtremesIfNeeded(ahead: [String]) {
    if extremesStale || !Set(ahead).isSubset(of: extremesWatched) { watchExtremes(ahead) }
  }

  /// Starts reading `paths` afresh (their values now are the first seen),
  /// or stops reading when empty.
  func watchExtremes(_ paths: [String]) {
    extremesStale = false
    extremesWatched = paths
    extremesSeen = [:]
    if paths.isEmpty {
      if let hook = tickHookBeforeExtremes {
        session.afterTick = hook
        tickHookBeforeExtremes = nil
      }
      return
    }
    if tickHookBeforeExtremes == nil {
      let outer = session.afterTick
      tickHookBeforeExtremes = .some(outer)
      session.afterTick = { [unowned self] in
        self.sampleExtremes()
        outer?()
      }
    }
    sampleExtremes()
  }

  /// Reads on only `paths`, keeping what they took so far (none: stops
  /// reading, and the clock may fast-forward again).
  func narrowExtremes(to paths: [String]) {
    if paths.isEmpty {
      let stale = extremesStale
      watchExtremes([])
      extremesStale = stale
      return
    }
    let keep = Set(paths)
    extremesWatched = extremesWatched.filter(keep.contains)
    extremesSeen = extremesSeen.filter { keep.contains($0.key) }
  }

  func sampleExtremes() {
    ScenePositions(scene: scene).sample(extremesWatched, into: &extremesSeen)
  }

  /// Starts reading every position (`ScenePositions.paths`), as `rlab
  /// record` does for each unit; their values now.
  func watchPositions() -> [String: Double] {
    let positions = ScenePositions(scene: scene)
    let paths = positions.paths()
    watchExtremes(paths)
    return positions.values(of: paths)
  }

  /// The entries of an `extremes` check for what was read since
  /// `watchExtremes`: each position that went past both where it started
  /// (`start`) and where it is now by more than half a point.
  func overshoots(start: [String: Double]) -> [String: ScenePositions.Range] {
    ScenePositions.overshoots(seen: extremesSeen, start: start) { self.number(at: $0) }
  }

  /// A view's number property by `ID.PROPERTY`, the id the longest prefix
  /// that names a view (an id may hold a dot).
  func number(at path: String) -> Double? { ScenePositions(scene: scene).number(at: path) }

  func viewAndProperty(_ path: String) -> (View, String)? {
    ScenePositions(scene: scene).viewAndProperty(path)
  }

  func checkExtremes(_ ranges: [(path: String, least: Double, greatest: Double)]) -> String? {
    sampleExtremes()
    var lines: [String] = []
    for r in ranges {
      guard let (view, name) = viewAndProperty(r.path) else {
        lines.append("    \(r.path): no view with that id")
        continue
      }
      guard case .number? = view.value(forProperty: name) else {
        lines.append(
          "    \(r.path): not a number property of a \(view.kindName) (e.g. `frame.x`, `contentOffset.y`)")
        continue
      }
      guard let seen = extremesSeen[r.path] else {
        lines.append("    \(r.path): not read since the previous expect (`extremes` belongs in an `expect`)")
        continue
      }
      // Within 5e-4, as `props` compares numbers.
      if abs(seen.least - r.least) >= 5e-4 || abs(seen.greatest - r.greatest) >= 5e-4 {
        lines.append(
          "    \(r.path) since the previous expect\n      expected: [\(formatPoints(r.least)), \(formatPoints(r.greatest))]"
            + "\n      seen:     [\(formatPoints(seen.least)), \(formatPoints(seen.greatest))]")
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
