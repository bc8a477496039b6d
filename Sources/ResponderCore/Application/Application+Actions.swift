/// Target-action: targeted and nil-targeted action messages.
extension Application {
  /// Sends an action message (`sendAction(_:to:from:for:)`).
  ///
  /// A targeted action goes to its target alone. A nil-targeted one goes to
  /// whatever `target(forAction:withSender:)` of the responder where it
  /// starts (`nilTargetedActionStart(sender:)`) answers: by default the
  /// first responder up the chain whose `canPerformAction(_:withSender:)`
  /// says yes. Returns whether someone performed it.
  @discardableResult
  public func sendAction(_ action: String, to target: Responder?, from sender: AnyObject?, for event: Event?)
    -> Bool
  {
    let record = ActionRecord(action: action, sender: sender, target: target)
    lastActionRecord = record
    currentRecord?.actions.append(record)
    var receiver: Responder?
    if let target {
      record.chain = [target]
      if target.implements(action) { receiver = target }
    } else if let start = nilTargetedActionStart(sender: sender) {
      // The default `target(forAction:withSender:)` notes each hop in the
      // record; an override that does not call it leaves only its answer.
      let outer = actionWalk
      actionWalk = record
      receiver = start.target(forAction: action, withSender: sender)
      actionWalk = outer
      if let receiver, record.chain.last !== receiver {
        record.note(receiver, answered: true)
      }
    }
    guard let receiver else { return false }
    record.handledBy = receiver
    currentRecord?.noteActionCall(receiver, action: record)
    receiver.perform(ActionMessage(action: action, sender: sender, event: event, receiver: receiver))
    keyWindow?.setNeedsDisplay()
    return true
  }

  /// Where a nil-targeted action starts: the key window's first responder;
  /// when there is none, the sender (a view or controller in a window, or
  /// a recognizer's view), else the key window.
  ///
  /// UIKit: "If target is nil, the app sends the message to the first
  /// responder, from whence it progresses up the responder chain until it is
  /// handled" (`sendAction(_:to:from:for:)`). The one rule for every
  /// nil-targeted walk: actions, key commands' actions, the editing menu.
  /// A sender above the window (the application sending an editing command,
  /// a key command the app delegate lists) starts at the key window, as
  /// what goes to the first responder goes to the key window when there is
  /// none: starting at the sender would skip the window.
  public func nilTargetedActionStart(sender: AnyObject?) -> Responder? {
    if let first = keyWindow?.firstResponder { return first }
    if let r = sender as? Responder, r is View || r is ViewController { return r }
    if let view = (sender as? GestureRecognizer)?.view { return view }
    return keyWindow
  }

  /// The action walk `sendAction` opened for `action`, handed to the first
  /// default `target(forAction:withSender:)` that asks (and to no other, so
  /// that a `canPerformAction` override asking again is not recorded).
  func takeActionWalk(for action: String) -> ActionRecord? {
    guard let walk = actionWalk, walk.action == action, walk.chain.isEmpty else { return nil }
    actionWalk = nil
    return walk
  }

  /// The responder that would receive a nil-targeted `action` sent by
  /// `sender`: `target(forAction:withSender:)` where the action starts.
  public func target(forNilTargetedAction action: String, sender: AnyObject?) -> Responder? {
    nilTargetedActionStart(sender: sender)?.target(forAction: action, withSender: sender)
  }

  /// The editing-menu commands some responder can perform now, asked with
  /// the application as the sender, as UIKit's editing menu asks. The menu
  /// belongs to the key window: with no first responder its walk starts
  /// there, not at the sender.
  public func availableEditingCommands() -> [String] {
    let start = nilTargetedActionStart(sender: nil)
    return StandardEditAction.allCases.map(\.rawValue).filter {
      start?.target(forAction: $0, withSender: self) != nil
    }
  }
}

/// The standard editing commands (`UIResponderStandardEditActions`).
public enum StandardEditAction: String, CaseIterable, Sendable {
  case cut, copy, paste, select, selectAll, delete
}
