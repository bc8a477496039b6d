import ResponderCore

extension ScriptStep {
  /// About how much virtual time the step takes, for the per-test bound
  /// (`TestScriptParser.maxVirtualSeconds`): idle time fast-forwards, but
  /// a drag is played tick by tick.
  package var virtualSeconds: Double {
    switch self {
    case .wait(let s): s
    case .drag(_, _, let d, let hold): d + hold
    case .longPress: 1
    case .hover(let path, let d): d + Double(path.count) * GestureConstants.tick
    case .doubleTap, .swipe, .pinch, .rotate: 0.5
    case .trackpad: 0.4
    case .typed(_, _, let step): step.virtualSeconds
    case .tap, .rightClick, .choose: 2 * GestureConstants.tick
    // An expect pushes nothing and ticks nothing; now that every test has
    // one, counting it as input would tax every script a tick per check.
    case .expect: 0
    // Played tick by tick, checking as it goes: at most its timeout.
    case .waitUntil(_, let timeout): timeout
    default: GestureConstants.tick
    }
  }
}
