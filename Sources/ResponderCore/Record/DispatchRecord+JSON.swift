/// The trace format (SPEC §5): one JSON object per dispatched event,
/// written through `Encodable` by `JSONLinesEncoder`.
///
/// Objects are written by the identifiers their identities keep
/// (`RecordedIdentity`), so a line names a responder that went away during
/// its dispatch as well as a live one. The keys are written in the
/// order the trace has always had them (and a key absent from a record is
/// left out, not written as null, except `hitView` on a touch that began
/// and `handledBy`, where null says "nobody"), so a trace written before
/// the encoder and one written after compare byte for byte.
extension DispatchRecord: Encodable {
  enum TraceKey: String, CodingKey {
    case tick, time, type, phase, key, detail, point, touches, hitTest, hitView, exclusiveTouch, keyCommand,
      chain
    case handledBy, gestures, gestureNotes, calls, controlEvents, controlNotes, actions, logs, scroll,
      overrides, pointer
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: TraceKey.self)
    try c.encode(tick, forKey: .tick)
    try c.encode(time, forKey: .time)
    try c.encode(kind.rawValue, forKey: .type)
    try c.encode(detail, forKey: kind == .touch ? .phase : kind == .key ? .key : .detail)
    if let p = point { try c.encode([p.x, p.y], forKey: .point) }
    // Only an event that carried several touches lists them, so a one-touch
    // event's line is what it always was.
    if !frameTouches.isEmpty { try c.encode(frameTouches.map(FrameTouchEntry.init), forKey: .touches) }
    if !visits.isEmpty {
      try c.encode(
        (0..<visits.count).map { i in
          let v = visits[i]
          return VisitEntry(
            view: v.view.identifier, inside: v.inside, skipped: v.skipped,
            rule: v.rule >= 0 ? hitTestRule(at: Int(v.rule)) : nil)
        }, forKey: .hitTest)
    }
    if touchPhase == .began { try c.encode(hitViewIdentity?.identifier, forKey: .hitView) }
    if let block = exclusiveTouchBlockStorage {
      try c.encode(
        ExclusiveTouchEntry(blockedBy: block.by.identifier, hitView: block.hitView?.identifier),
        forKey: .exclusiveTouch)
    }
    if let k = keyCommandStorage {
      try c.encode(KeyCommandEntry(command: k.command, owner: k.owner.identifier), forKey: .keyCommand)
    }
    try c.encode((0..<chainStorage.count).map { chainStorage[$0].identifier }, forKey: .chain)
    try c.encode(handledByIdentity?.identifier, forKey: .handledBy)
    if !gestureChangeList.isEmpty {
      try c.encode(
        (0..<gestureChangeList.count).map { i in
          let change = gestureChangeList[i]
          return GestureEntry(id: change.recognizer.identifier, value: change.state.rawValue, key: .state)
        },
        forKey: .gestures)
    }
    if !gestureNotesStorage.isEmpty {
      try c.encode(
        gestureNotesStorage.map {
          GestureEntry(id: $0.recognizer.identifier, value: $0.answer.description, key: .note)
        },
        forKey: .gestureNotes)
    }
    try c.encode(calls, forKey: .calls)
    if !controlEventsStorage.isEmpty {
      try c.encode(
        controlEventsStorage.map { "\($0.control.identifier).\($0.event.name)" }, forKey: .controlEvents)
    }
    if !controlNotes.isEmpty {
      try c.encode(controlNotes.map { "\($0.control): \($0.why)" }, forKey: .controlNotes)
    }
    if !actions.isEmpty { try c.encode(actions, forKey: .actions) }
    if !logs.isEmpty { try c.encode(logs, forKey: .logs) }
    if !scrollNotesStorage.isEmpty { try c.encode(scrollNotesStorage, forKey: .scroll) }
    // The Swift overrides that decided (`OverrideDecision`); absent when none
    // did. A declared key is in the scene file, so the trace leaves it out.
    let overrides = overrideDecisions.filter(\.by.isSwiftClass)
    if !overrides.isEmpty { try c.encode(overrides.map(\.description), forKey: .overrides) }
    // What the pointer did (issue 42): absent for every finger's event.
    if !pointerNotes.isEmpty { try c.encode(pointerNotes.map(\.description), forKey: .pointer) }
  }

  /// This record and the undo state after it: one line of the trace.
  public struct TraceLine: Encodable {
    public var record: DispatchRecord
    /// The id of the undo manager's owner (written as `""` when unknown).
    public var undoOwner: String?
    /// The undo manager the first responder finds, read after the dispatch.
    public var undo: UndoManager?

    public init(record: DispatchRecord, undoOwner: String?, undo: UndoManager?) {
      (self.record, self.undoOwner, self.undo) = (record, undoOwner, undo)
    }

    enum Key: String, CodingKey { case undo, manager, undoStack, redoStack }

    public func encode(to encoder: any Encoder) throws {
      try record.encode(to: encoder)
      guard let undo else { return }
      var c = encoder.container(keyedBy: Key.self)
      var u = c.nestedContainer(keyedBy: Key.self, forKey: .undo)
      try u.encode(undoOwner ?? "", forKey: .manager)
      try u.encode(undo.undoActionNames, forKey: .undoStack)
      try u.encode(undo.redoActionNames, forKey: .redoStack)
    }
  }

  /// This record as one line of JSON Lines.
  ///
  /// - Parameter undo: the undo manager the first responder finds and the
  ///   id of its owner, read after the dispatch.
  public func jsonLine(undoOwner: String?, undo: UndoManager?) -> String {
    // The trace's types throw nothing; an empty object would mark a line
    // that failed anyway, where a crash would lose the whole trace.
    (try? JSONLinesEncoder().line(TraceLine(record: self, undoOwner: undoOwner, undo: undo))) ?? "{}"
  }
}

extension HitTestVisit: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try VisitEntry(view: view.identifier, inside: inside, skipped: skipped, rule: rule).encode(to: encoder)
  }
}

/// One visit under `hitTest`: `{view, inside, skipped?, rule?}`.
private struct VisitEntry: Encodable {
  var view: String
  var inside: Bool
  var skipped: HitTestSkipReason?
  var rule: HitTestRule?
  enum CodingKeys: String, CodingKey { case view, inside, skipped, rule }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(view, forKey: .view)
    try c.encode(inside, forKey: .inside)
    if let s = skipped { try c.encode(s.rawValue, forKey: .skipped) }
    if let rule { try c.encode(rule.description, forKey: .rule) }
  }
}

extension ActionRecord: Encodable {
  enum TraceKey: String, CodingKey { case action, target, chain, answers, handledBy }

  /// An action message: the walk and, when `canPerformAction` was asked,
  /// what each responder answered (`id: answer`).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: TraceKey.self)
    try c.encode(action, forKey: .action)
    try c.encode(targetIdentity?.identifier, forKey: .target)
    try c.encode(chainIdentities.map(\.identifier), forKey: .chain)
    if !answers.isEmpty {
      try c.encode(
        zip(chainIdentities, answers).map { "\($0.identifier): \($1.rawValue)" }, forKey: .answers)
    }
    try c.encode(handledByIdentity?.identifier, forKey: .handledBy)
  }
}

extension ScrollNote: Encodable {
  public func encode(to encoder: any Encoder) throws { try RecordedScrollNote(self).encode(to: encoder) }
}

extension RecordedScrollNote: Encodable {
  enum TraceKey: String, CodingKey { case scrollView, decision, content, why }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: TraceKey.self)
    try c.encode(scrollView.identifier, forKey: .scrollView)
    try c.encode(decision.rawValue, forKey: .decision)
    if let v = content { try c.encode(v.identifier, forKey: .content) }
    try c.encode(why, forKey: .why)
  }
}

/// `exclusiveTouch`: the view whose exclusivity kept a new touch from
/// every view, and the view the touch would have hit.
private struct ExclusiveTouchEntry: Encodable {
  var blockedBy: String
  var hitView: String?
  enum CodingKeys: String, CodingKey { case blockedBy, hitView }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(blockedBy, forKey: .blockedBy)
    try c.encode(hitView, forKey: .hitView)
  }
}

/// `keyCommand`: the chord, its action and the responder that listed it.
private struct KeyCommandEntry: Encodable {
  var command: KeyCommand
  var owner: String
  enum CodingKeys: String, CodingKey { case input, action, owner }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(command.chord.description, forKey: .input)
    try c.encode(command.action, forKey: .action)
    try c.encode(owner, forKey: .owner)
  }
}

/// One recognizer's entry under `gestures` (`{id, state}`) or
/// `gestureNotes` (`{id, note}`).
private struct GestureEntry: Encodable {
  var id: String
  var value: String
  var key: CodingKeys
  enum CodingKeys: String, CodingKey { case id, state, note }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(value, forKey: key)
  }
}

/// One touch of an event that carried several, as the trace writes it:
/// `{ "finger": "0", "phase": "moved", "point": [x, y] }`.
private struct FrameTouchEntry: Encodable {
  let finger: String
  let phase: String
  let point: [Double]

  init(_ change: TouchChange) {
    finger = change.finger.description
    phase = change.phase.rawValue
    point = [change.point.x, change.point.y]
  }
}
