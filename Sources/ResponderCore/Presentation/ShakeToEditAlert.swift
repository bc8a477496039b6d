/// The alert a shake brings up before it undoes (shake to edit).
///
/// UIKit: with `UIApplication.applicationSupportsShakeToEdit` true (the
/// default), shaking the device with something to undo shows the system's
/// alert — titled with the action to undo ("Undo Typing") and offering
/// Cancel and Undo (and Redo when there is something to redo) — and only
/// the button tapped undoes. The alert is made of ordinary views added on
/// top of the window, so it is drawn with the scene and answered by a tap
/// through the same hit-testing and target-action as any button.
///
/// Its ids are fixed (`undoAlert`, `undoAlertTitle`, `undoAlertCancel`,
/// `undoAlertUndo`, `undoAlertRedo`) so scripts can tap and read it. Its
/// size is this project's layout, not a UIKit figure.
public final class ShakeToEditAlert: View {
  public static let ids = [
    "undoAlert", "undoAlertBox", "undoAlertTitle", "undoAlertCancel", "undoAlertUndo", "undoAlertRedo",
  ]

  private weak var manager: UndoManager?
  /// The application, which owns the window this alert is in.
  private let applicationReference: Unretained<Application>
  private var application: Application { applicationReference.object }

  /// An alert over `window` for `manager`, offering what it can undo and redo.
  init(window: Window, manager: UndoManager, application: Application) {
    self.manager = manager
    self.applicationReference = Unretained(application)
    super.init(identifier: "undoAlert", frame: window.bounds)
    // The dimmed backdrop takes every touch outside the box: an alert is modal.
    backgroundColor = Color(r: 0, g: 0, b: 0, a: 80)
    handledEvents = [.touches]
    let undoName = manager.undoActionNames.last
    let redoName = manager.redoActionNames.last
    let title = undoName.map { "Undo \($0)" } ?? redoName.map { "Redo \($0)" } ?? "Undo"
    let width = 270.0
    let height = 132.0
    let box = View(
      identifier: "undoAlertBox",
      frame: Rect(
        x: ((window.bounds.width - width) / 2).rounded(), y: ((window.bounds.height - height) / 2).rounded(),
        width: width, height: height))
    box.backgroundColor = Color(r: 242, g: 242, b: 247)
    box.cornerRadius = 14
    addSubview(box)
    let label = Label(identifier: "undoAlertTitle", frame: Rect(x: 16, y: 20, width: width - 32, height: 30))
    label.text = title
    box.addSubview(label)
    var buttons: [(String, String)] = [("undoAlertCancel", "Cancel")]
    if undoName != nil { buttons.append(("undoAlertUndo", "Undo")) }
    if redoName != nil { buttons.append(("undoAlertRedo", "Redo")) }
    let w = width / Double(buttons.count)
    for (i, (id, text)) in buttons.enumerated() {
      let b = Button(identifier: id, frame: Rect(x: Double(i) * w, y: height - 52, width: w, height: 52))
      b.title = text
      b.addTarget(self, action: id, for: .touchUpInside)
      box.addSubview(b)
    }
  }

  /// The buttons' actions: Cancel dismisses, Undo and Redo dismiss and
  /// undo or redo.
  private static let actions: [String: Bool?] = [
    "undoAlertCancel": nil, "undoAlertUndo": true, "undoAlertRedo": false,
  ]

  public override func implements(_ action: String) -> Bool {
    Self.actions[action] != nil || super.implements(action)
  }

  public override func perform(_ message: ActionMessage) {
    guard let undo = Self.actions[message.action] else { return super.perform(message) }
    dismiss(undo: undo)
  }

  private func dismiss(undo: Bool?) {
    let m = manager
    removeFromSuperview()
    guard let undo, let m else { return }
    m.closeOpenGroups()
    if undo { m.undo() } else { m.redo() }
    application.keyWindow?.setNeedsDisplay()
  }
}

extension Window {
  /// The shake-to-edit alert on screen, if any.
  public var shakeToEditAlert: ShakeToEditAlert? {
    subviews.last { $0 is ShakeToEditAlert } as? ShakeToEditAlert
  }
}

extension View {
  /// This view or the first of its descendants with `identifier`, depth
  /// first (the alert's buttons are found by their fixed ids).
  public func descendant(withIdentifier id: String) -> View? {
    if identifier == id { return self }
    for s in subviews { if let v = s.descendant(withIdentifier: id) { return v } }
    return nil
  }
}
