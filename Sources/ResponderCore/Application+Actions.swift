/// Target-action: targeted and nil-targeted action messages.
extension Application {
  /// Sends an action message (`sendAction(_:to:from:for:)`).
  ///
  /// A targeted action goes to its target alone. A nil-targeted one starts
  /// at the first responder — or at the sender when there is none — and
  /// walks `next` to the first responder that implements it. Returns whether
  /// someone performed it.
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
    } else {
      let start: Responder? =
        keyWindow?.firstResponder ?? (sender as? Responder) ?? (sender as? GestureRecognizer)?.view
        ?? keyWindow
      for r in ResponderChain(from: start) {
        record.chain.append(r)
        let answer = r.canPerformActionAnswer(action)
        record.answers.append(answer)
        if answer.isYes {
          receiver = r
          break
        }
      }
    }
    guard let receiver else { return false }
    record.handledBy = receiver
    currentRecord?.noteActionCall(receiver, action: record)
    receiver.perform(ActionMessage(action: action, sender: sender, event: event, receiver: receiver))
    keyWindow?.setNeedsDisplay()
    return true
  }

  /// The responder that would receive a nil-targeted `action`, from where
  /// the walk starts (`target(forAction:withSender:)` on the first responder).
  public func target(forNilTargetedAction action: String, sender: AnyObject?) -> Responder? {
    let start = keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow
    return start?.target(forAction: action, withSender: sender)
  }

  /// The editing-menu commands some responder can perform now.
  public func availableEditingCommands() -> [String] {
    let start = keyWindow?.firstResponder ?? keyWindow
    return StandardEditAction.allCases.map(\.rawValue).filter {
      start?.canPerformAction($0, withSender: self) ?? false
    }
  }
}

/// The standard editing commands (`UIResponderStandardEditActions`).
public enum StandardEditAction: String, CaseIterable, Sendable {
  case cut, copy, paste, select, selectAll, delete
}
