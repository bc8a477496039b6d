import ResponderCore
import ResponderScene

/// The invariants every event must leave standing, checked from outside
/// the core: through dispatch records (`calls`, `gestureChanges`) and the
/// public state of touches, recognizers and the window.
///
/// - every touch whose view saw it begin ends exactly once for that view
///   (ended or cancelled), and never ends for a view that did not see it
///   begin; every `touchesEnded`/`touchesCancelled` delivery that starts at a
///   view is matched by one of its touches ending there, and every
///   `touchesBegan` delivery by one beginning;
/// - a finished touch is tracked by none of its recognizers;
/// - recognizer transitions are legal (`illegalTransitions == 0`, and each
///   recorded change is legal from the previous state or from a reset);
/// - no touch is active once every finger is up, nor after focus loss, and
///   every recognizer is back to `possible` after focus loss;
/// - the first responder is nil or in the window.
struct InvariantChecker {
  var records: [DispatchRecord] = []
  var checks = 0
  var violationCount = 0
  /// Touches delivered to views matched against touch phases, for the report.
  var beganDeliveriesChecked = 0
  var endDeliveriesChecked = 0
  /// Touches followed from down to their view's end.
  var touchesFollowed = 0
  private var scene: BuiltScene?
  private var sceneName = ""
  private var byID: [String: Responder] = [:]

  /// A touch seen active, and what its view had seen by the last check.
  private struct Tracked {
    let touch: Touch
    var sawBegan: Bool
    var sawEnd: Bool
  }
  private var tracked: [ObjectIdentifier: Tracked] = [:]
  private var lastState: [ObjectIdentifier: GestureRecognizer.State] = [:]
  /// Each responder's `next` as the previous check saw it: a view removed
  /// during an event (a `remove:` effect) is cancelled while still attached,
  /// so its forwarded `touchesCancelled` follows the `next` it had then.
  /// The scene's responders, and every responder on the chain of a touched
  /// view: views made at run time (a sheet's dimming view, which leaves
  /// with the sheet) have no id.
  private var formerNext: [ObjectIdentifier: ObjectIdentifier] = [:]

  private mutating func rememberNext() {
    formerNext.removeAll(keepingCapacity: true)
    for r in byID.values {
      if let n = r.next { formerNext[ObjectIdentifier(r)] = ObjectIdentifier(n) }
    }
    for entry in tracked.values {
      var r: Responder? = entry.touch.view
      var hops = 0
      while let current = r, let n = current.next, hops < 4096 {
        formerNext[ObjectIdentifier(current)] = ObjectIdentifier(n)
        r = n
        hops += 1
      }
    }
  }

  mutating func begin(scene: BuiltScene, name: String) {
    self.scene = scene
    sceneName = name
    byID = scene.responders
    tracked.removeAll()
    lastState.removeAll()
    records.removeAll()
    rememberNext()
  }

  mutating func violation(_ what: String, event: Int) {
    violationCount += 1
    if violationCount <= 30 { print("VIOLATION at event \(event) in \(sceneName): \(what)") }
  }

  mutating func check(after label: String, event: Int, allUp: Bool, focusLost: Bool, settled: Bool = false) {
    guard let scene else { return }
    checks += 1
    // The touches of the scene's window and of the software keyboard's,
    // which takes the touches that land on the keyboard (`KeyboardWindow`).
    let activeTouches = scene.window.activeTouches + (scene.app.keyboardWindow?.activeTouches ?? [])
    let recs = records
    records.removeAll(keepingCapacity: true)

    // Deliveries to views, from the records: one chain walk per delivery.
    // Read first, while `tracked` still holds every touch that may finish
    // below: a record names the objects it saw without keeping them alive
    // (RecordedIdentity), so a view that only a finished touch still held
    // (a button the run added and took away again, the shake alert's
    // Cancel) goes when that touch is let go, and `callLog` leaves out the
    // calls on a responder that has gone: the delivery would read as missing.
    let (beganDeliveries, endDeliveries) = readRecords(recs, label: label, event: event)
    let followed = followTouches(activeTouches, label: label, event: event)

    beganDeliveriesChecked += beganDeliveries.values.reduce(0, +)
    endDeliveriesChecked += endDeliveries.values.reduce(0, +)
    touchesFollowed += followed.finished
    compare(beganDeliveries, followed.beganFlips, what: "touchesBegan", label: label, event: event)
    compare(endDeliveries, followed.endFlips, what: "touchesEnded/Cancelled", label: label, event: event)
    checkEnd(
      scene, activeTouches: activeTouches, owing: followed.owing, label: label, event: event, allUp: allUp,
      focusLost: focusLost, settled: settled)
  }

  /// Each view's touchesBegan and touchesEnded/Cancelled deliveries in the
  /// records (one chain walk counted once, at the view it started from),
  /// and every recognizer's transitions checked against UIKit's state machine.
  private mutating func readRecords(_ recs: [DispatchRecord], label: String, event: Int) -> (
    began: [ObjectIdentifier: Int], end: [ObjectIdentifier: Int]
  ) {
    var beganDeliveries: [ObjectIdentifier: Int] = [:]
    var endDeliveries: [ObjectIdentifier: Int] = [:]
    for r in recs {
      var previous: (Responder, String)?
      // The typed log names the responder itself: a view added at run time
      // (the shake alert's buttons) has no id to look up.
      for call in r.callLog {
        guard case .event(let m) = call.message, m.isTouchMethod else {
          previous = nil
          continue
        }
        let method = m.name
        let responder = call.responder
        // A call continues a walk when it is the previous responder's next
        // and that responder forwards touches. A controller is never handed
        // a touch directly, so the call after it is always its forwarding,
        // even when its `next` has changed since: a dismissed controller's
        // view is cancelled on its way out, after the presentation ended
        // and before the view left the window.
        if let (p, m) = previous, m == method,
          p.next === responder || p is ViewController
            || formerNext[ObjectIdentifier(p)] == ObjectIdentifier(responder),
          !consumesTouches(p)
        {
          previous = (responder, method)
          continue
        }
        previous = (responder, method)
        guard responder is View else { continue }
        let key = ObjectIdentifier(responder)
        // A call carries one or more touches (fingers that changed in one
        // frame, a cancellation): each is one touch reaching that phase.
        switch method {
        case "touchesBegan": beganDeliveries[key, default: 0] += call.touchCount
        case "touchesEnded", "touchesCancelled": endDeliveries[key, default: 0] += call.touchCount
        default: break
        }
      }
      // Transitions, in the order recorded.
      for change in r.gestureChanges {
        let id = ObjectIdentifier(change.recognizer)
        var from = lastState[id] ?? .possible
        if from.isTerminal { from = .possible }  // reset after every terminal state
        if !from.canTransition(to: change.state) {
          violation(
            "recognizer \(change.recognizer.identifier) went \(from) → \(change.state) (\(label))",
            event: event)
        }
        lastState[id] = change.state
      }
    }

    return (beganDeliveries, endDeliveries)
  }

  /// What each view's touches went through since the last check (from the
  /// touches themselves), the touches that finished, and the finished ones
  /// whose view still owes them an end.
  private mutating func followTouches(_ activeTouches: [Touch], label: String, event: Int) -> (
    beganFlips: [ObjectIdentifier: Int], endFlips: [ObjectIdentifier: Int], finished: Int, owing: [Touch]
  ) {
    // Touches new since the last check (a touch is active from its down).
    for t in activeTouches where tracked[ObjectIdentifier(t)] == nil {
      tracked[ObjectIdentifier(t)] = Tracked(touch: t, sawBegan: false, sawEnd: false)
    }

    // What each view's touches went through since the last check.
    var beganFlips: [ObjectIdentifier: Int] = [:]
    var endFlips: [ObjectIdentifier: Int] = [:]
    var finished: [ObjectIdentifier] = []
    var owing: [Touch] = []
    let active = Set(activeTouches.map(ObjectIdentifier.init))
    for (key, var entry) in tracked {
      let t = entry.touch
      if let v = t.view {
        if t.viewSawBegan, !entry.sawBegan { beganFlips[ObjectIdentifier(v), default: 0] += 1 }
        if t.viewSawEnd, !entry.sawEnd { endFlips[ObjectIdentifier(v), default: 0] += 1 }
      }
      if t.viewSawEnd, !t.viewSawBegan {
        violation(
          "touch \(t.finger) ended in \(t.view?.identifier ?? "nil") without having begun there (\(label))",
          event: event)
      }
      entry.sawBegan = t.viewSawBegan
      entry.sawEnd = t.viewSawEnd
      tracked[key] = entry
      // A finished touch stays watched while its view still owes it an
      // end: `delaysTouchesEnded` holds `touchesEnded` back until the
      // recognizers decide.
      let owesEnd = t.viewSawBegan && !t.viewSawEnd && t.isDeliveredToView
      if !active.contains(key), !owesEnd || !t.phase.isTerminal { finished.append(key) }
      if !active.contains(key), owesEnd, t.phase.isTerminal { owing.append(t) }
    }
    for key in finished {
      let t = tracked.removeValue(forKey: key)!.touch
      if !t.phase.isTerminal {
        violation(
          "touch \(t.finger) left the window's active touches in phase \(t.phase) (\(label))", event: event)
      }
      if t.viewSawBegan, !t.viewSawEnd, t.isDeliveredToView {
        violation(
          "touch \(t.finger) finished without ending in its view \(t.view?.identifier ?? "nil") (\(label))",
          event: event)
      }
      for r in t.gestureRecognizers where r.trackedTouches.contains(where: { $0 === t }) {
        violation(
          "recognizer \(r.identifier) still tracks finished touch \(t.finger) (\(label))", event: event)
      }
    }

    return (beganFlips, endFlips, finished.count, owing)
  }

  /// The checks at the end of a step: recognizers' illegal transitions,
  /// touches left after every finger is up or focus is lost, ends still
  /// owed, recognizers after focus loss, and the first responder's window.
  private mutating func checkEnd(
    _ scene: BuiltScene, activeTouches: [Touch], owing: [Touch], label: String, event: Int, allUp: Bool,
    focusLost: Bool, settled: Bool
  ) {
    let window = scene.window
    for r in scene.recognizers.values {
      if r.illegalTransitions != 0 {
        violation(
          "recognizer \(r.identifier) made \(r.illegalTransitions) illegal transitions (\(label))",
          event: event)
      }
      if r.state == .possible { lastState[ObjectIdentifier(r)] = .possible }
    }

    if allUp || focusLost, !activeTouches.isEmpty {
      let list = activeTouches.map {
        "\($0.finger.device):\($0.finger) \($0.phase) in \($0.view?.identifier ?? "nil")"
      }
      violation("touches still active after \(label): \(list)", event: event)
    }
    if focusLost || settled, !owing.isEmpty {
      let list = owing.map { "\($0.finger) in \($0.view?.identifier ?? "nil")" }
      violation("views still owed touchesEnded/Cancelled after \(label): \(list)", event: event)
    }
    if focusLost {
      for r in scene.recognizers.values where r.state != .possible || !r.trackedTouches.isEmpty {
        violation(
          "recognizer \(r.identifier) in \(r.state) with \(r.trackedTouches.count) touches after focus loss",
          event: event)
      }
    }
    rememberNext()
    if let fr = window.firstResponder {
      let inWindow: Bool
      switch fr {
      case let v as View: inWindow = v.window === window
      case let c as ViewController: inWindow = c.view.window === window
      default: inWindow = false
      }
      if !inWindow {
        violation("first responder \(fr.identifier) is not in the window (\(label))", event: event)
      }
    }
  }

  /// A responder that takes touches instead of forwarding them.
  private func consumesTouches(_ r: Responder) -> Bool {
    if r.handledEvents.contains(.touches) { return true }
    if let c = r as? Control { return c.isEnabled }
    return false
  }

  private mutating func compare(
    _ deliveries: [ObjectIdentifier: Int], _ flips: [ObjectIdentifier: Int], what: String, label: String,
    event: Int
  ) {
    for key in Set(deliveries.keys).union(flips.keys) {
      let d = deliveries[key] ?? 0
      let f = flips[key] ?? 0
      // Deliveries count the touches each call carried, so they match.
      if d != f {
        let name = byID.first { ObjectIdentifier($0.value) == key }?.key ?? "?"
        violation(
          "\(name): \(d) \(what) deliveries for \(f) touches that reached that phase (\(label))", event: event
        )
      }
    }
  }
}
