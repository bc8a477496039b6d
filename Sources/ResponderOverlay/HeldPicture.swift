import ResponderCore

/// The scene as it was drawn before the events now being asked about (quiz
/// mode) or stepped through (step mode) were dispatched: what the window
/// keeps showing until the answer, or the hop that changed it, is reached.
///
/// Predict, then reveal: an event's effects (a colour set, a sheet
/// presented, a first responder moved, an undo entry registered, a line
/// logged) would otherwise answer the question before it is asked.
public struct HeldPicture: Sendable {
  /// The scene's display items, in scene points.
  public var items: [DisplayItem]
  /// The views as drawn, so a click names the view under it in this picture.
  public var views: ShownView?
  /// The first responder then, and its frame (window points of the scene).
  public var firstResponder: String?
  public var firstResponderFrame: Rect?
  /// The undo panel then: an event's own undo entry is part of its effect.
  public var undo: OverlayModel.UndoSummary?
  /// The other managers holding entries then.
  public var otherUndo: [OverlayModel.UndoSummary] = []
  /// The editing menu then (Select All done leaves Cut and Copy).
  public var menu: [String] = []
  /// How many records had been appended (`OverlayRecorder.appended`):
  /// events numbered above it are the held ones, whose log lines keep their
  /// handler and their `log:` lines back.
  public var recordsBefore: Int

  /// The picture of `app`'s key window now.
  public init(app: Application, sceneSize: Size, measure: TextMeasure, recordsBefore: Int) {
    let window = app.keyWindow
    items =
      window.map {
        SceneDrawing(canvas: Rect(origin: .zero, size: sceneSize), measure: measure).items(for: $0)
      }
      ?? []
    views = window.flatMap { ShownView($0, window: $0) }
    let fr = window?.firstResponder
    firstResponder = fr?.identifier
    firstResponderFrame = (fr as? View)?.frameInWindow ?? (fr as? ViewController)?.view.frameInWindow
    (undo, otherUndo) = OverlayModel.undoSummaries(app: app)
    menu = app.availableEditingCommands()
    self.recordsBefore = recordsBefore
  }
}

extension OverlayModel {
  /// Shows `picture`'s state instead of what the held events changed: its
  /// first responder and undo panel, and the held events' log lines
  /// without their handler or `log:` lines. (The scene's own items are
  /// swapped by whoever draws the frame.)
  public mutating func show(_ picture: HeldPicture) {
    firstResponder = picture.firstResponder
    firstResponderFrame = picture.firstResponderFrame
    undo = picture.undo
    otherUndo = picture.otherUndo
    menu = picture.menu
    for i in log.indices where log[i].number > picture.recordsBefore {
      log[i].handler = "?"
      log[i].logs = []
      log[i].cancelled = []
      log[i].cancelWhy = []
    }
  }
}

extension OverlayModel {
  /// Step mode holds the event F6 delivered: nothing of its route or its
  /// effects shows before F7 walks there. The hops not yet replayed are not
  /// drawn at all (not even dimmed: that would draw the route), the
  /// handler is outlined only once its hop is reached, and the hit test
  /// only once the first hop is; the held picture's first responder, undo
  /// panel and log stand until the walk ends.
  public mutating func holdEffects(of picture: HeldPicture) {
    show(picture)
    hidesUnlitHops = true
    let k = litHops ?? 0
    if k < eventHops { handlerFrame = nil }
    if k == 0 { hitRows = [] }
    if k < replayLength { decisions = [] }
  }
}
