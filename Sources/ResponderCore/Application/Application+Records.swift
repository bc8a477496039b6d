/// The dispatch record each event writes, recycled when nobody kept it.
extension Application {
  /// Runs `body` with a fresh record as `currentRecord`, then publishes it.
  ///
  /// An event dispatched while another is (an action's effect pressing a
  /// key) writes into the outer record: its kind, detail and typed key or
  /// touch phase stay the outer event's.
  func withRecord(
    kind: DispatchKind, detail: String, point: Point? = nil, key: RecordedKey? = nil,
    touchPhase: TouchPhase? = nil, _ body: (DispatchRecord) -> Void
  ) {
    if let outer = currentRecord {
      body(outer)
      return
    }
    // Moved out of `spareRecord` rather than copied: no retain and release.
    let record: DispatchRecord
    if var spare = spareRecord.take(), isKnownUniquelyReferenced(&spare) {
      spare.reset(
        tick: tick, time: time, kind: kind, detail: detail, point: point, key: key, touchPhase: touchPhase)
      record = spare
    } else {
      record = DispatchRecord(
        registry: identityRegistry, tick: tick, time: time, kind: kind, detail: detail, point: point,
        key: key, touchPhase: touchPhase)
    }
    currentRecord = record
    body(record)
    windows.forEachBorrowed { $0.settleGestures(event: nil) }
    if !openUndoManagers.isEmpty {
      for m in openUndoManagers { m.closeEventGroup() }
      openUndoManagers.removeAll()
    }
    currentRecord = nil
    if kind != .timer {
      spareRecord = lastEventRecord.take()
      lastEventRecord = record
    }
    if !recordObservers.isEmpty {
      for observer in recordObservers { observer(record) }
    }
  }

  /// A key event's record: `detail` is the key written out (`RecordedKey.text`).
  func withRecord(key: RecordedKey, _ body: (DispatchRecord) -> Void) {
    withRecord(kind: .key, detail: key.text, key: key, body)
  }

  /// A touch event's record: `detail` is the phase's name.
  func withRecord(touch phase: TouchPhase, at point: Point, _ body: (DispatchRecord) -> Void) {
    withRecord(kind: .touch, detail: phase.rawValue, point: point, touchPhase: phase, body)
  }

  /// Lets go of what points back into the scene, so that dropping the
  /// application frees it: touches still down hold their window and view
  /// while the window and recognizers hold them. (Records name what they
  /// saw by identity and keep none of it alive; they are dropped too.)
  /// `Session` calls it when it replaces or drops its app.
  public func discardRecords() {
    lastEventRecord = nil
    lastActionRecord = nil
    spareRecord = nil
    chainSnapshots.removeAll()
    touchesByFinger.removeAll()
    for w in windows {
      for r in w.activeRecognizers { r.performReset() }
      w.activeRecognizers.removeAll()
      w.activeTouches.removeAll()
    }
  }

  func noteGesture(_ r: GestureRecognizer, state: GestureRecognizer.State) {
    currentRecord?.noteGestureChange(r, state)
  }

  /// Records a delegate answer that decided a recognizer's fate.
  func noteGestureDecision(_ r: GestureRecognizer, _ note: GestureNote) {
    currentRecord?.gestureNotes.append(GestureNoteEntry(recognizer: r, answer: note))
  }
}
