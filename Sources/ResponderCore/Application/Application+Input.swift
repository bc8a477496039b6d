/// Input turned into events: one `handle` per queued input (touches and keys
/// have their own files).
extension Application {
  /// Turns one input into an event and dispatches it now, bypassing the queue.
  public func handle(_ input: InputEvent) {
    switch input {
    case .touch(let finger, let phase, let point):
      if menuTakes(finger, phase, point) { break }
      handleTouch(finger, phase, point)
    case .key(let key, let mods, let down):
      handleKey(key, mods, down: down)
    case .text(let text):
      withRecord(kind: .text, detail: text) { record in
        let target = keyWindow?.firstResponder
        if let input = target as? KeyInput {
          record?.visit(target!, method: .insertText)
          record?.markHandled(by: target!)
          input.insertText(text)
        } else if let target {
          record?.visit(target, method: .insertText)
        }
      }
    case .shake(let began):
      dispatchMotion(began: began)
    case .remote(let subtype):
      withRecord(kind: .remoteControl, detail: subtype.rawValue) { record in
        let e = Event(type: .remoteControl, subtype: subtype, timestamp: time)
        e.record = record
        keyWindow?.sendEvent(e)
      }
    case .editingCommand(let action):
      withRecord(kind: .action, detail: action) { _ in
        sendAction(action, to: nil, from: self, for: nil)
      }
    case .sensor(let kind, let values):
      sensors.publish(kind, values, time: time)
      if kind == .accelerometer, values.count == 3 {
        shakeDetector.sample(values, time: time)
        if let shake = shakeDetector.tick(time: time) { handle(.shake(began: shake)) }
      }
    case .interruption(let reason):
      withRecord(kind: .interruption, detail: reason) { record in
        let e = Event(type: .touches, timestamp: time)
        e.record = record
        for w in windows { w.cancelAllTouches(event: e) }
        // A key held down on the software keyboard is cancelled too.
        keyboardWindow?.cancelAllTouches(event: e)
        // Keys held when focus goes come up unseen: their presses are cancelled.
        if !keysDown.isEmpty, let target: Responder = keyWindow?.firstResponder ?? keyWindow {
          let p = Event(type: .presses, timestamp: time)
          p.record = record
          p.allPresses = Set(
            keysDown.sorted { $0.key.name < $1.key.name }.map {
              Press(key: $0.key, modifiers: $0.value, phase: .cancelled, timestamp: time)
            })
          keysDown.removeAll()
          target.pressesCancelled(p.allPresses, with: p)
        }
        // A Command or Ctrl held when focus goes comes up unseen too.
        if heldShortcutListKey != nil { shortcutListKey(heldShortcutListKey!, down: false) }
        for t in touchesByFinger.values where !t.phase.isTerminal { t.phase = .cancelled }
        touchesByFinger.removeAll()
        if shakeDetector.isShaking {
          shakeDetector.cancel()
          let m = Event(type: .motion, subtype: .motionShake, timestamp: time)
          m.record = record
          (keyWindow?.firstResponder ?? keyWindow)?.motionCancelled(.motionShake, with: m)
        }
      }
    case .resize(let size):
      for w in windows { w.resize(to: size) }
      keyboardWindowDidResize(to: size)
    case .scroll(let point, let delta):
      handleScroll(at: point, delta: delta)
    case .pointer(let input):
      handlePointer(input)
    }
    if !bindings.isEmpty { applyBindings() }
  }

  func dispatchMotion(began: Bool) {
    withRecord(kind: .motion, detail: began ? "motionBegan" : "motionEnded") { record in
      let e = Event(type: .motion, subtype: .motionShake, timestamp: time)
      e.record = record
      e.isEnding = !began
      keyWindow?.sendEvent(e)
    }
  }
}
