import ResponderCore

/// Keeps the recent dispatch records of an application for the overlay:
/// the event to explain, the event log, and the gestures seen.
public final class OverlayRecorder {
  public private(set) var history: [DispatchRecord] = []
  /// How many records the log keeps.
  public var capacity = 64
  public let sceneName: String
  public let sceneDescription: String
  public weak var app: Application?
  /// Records appended since the scene started: the last one is event number `appended`.
  public private(set) var appended = 0

  public init(app: Application, sceneName: String, sceneDescription: String) {
    self.app = app
    self.sceneName = sceneName
    self.sceneDescription = sceneDescription
    app.recordObservers.append { [weak self] r in self?.append(r) }
  }

  /// For each record of `history`, whether it opened a touch sequence: a
  /// touch while none was in play (`Window.isTouchSequenceInPlay`). A
  /// double tap's second tap opens none, so the gesture timeline spans both.
  public private(set) var opensSequence: [Bool] = []
  private var sequenceInPlay = false

  public func append(_ r: DispatchRecord) {
    history.append(r)
    opensSequence.append(r.kind == .touch && !sequenceInPlay)
    if let app { sequenceInPlay = app.isTouchSequenceInPlay }
    appended += 1
    if history.count > capacity * 2 {
      history.removeFirst(history.count - capacity)
      opensSequence.removeFirst(opensSequence.count - capacity)
    }
  }

  /// The latest record that was an event (timers excluded), passing over
  /// a lone modifier key: pressing Ctrl+S ends with Ctrl's own key-up, which
  /// would hide the key command that Ctrl+S found.
  public var latestEvent: DispatchRecord? {
    history.last {
      $0.kind != .timer && !($0.key?.isLoneModifier ?? false)
    }
      ?? history.last { $0.kind != .timer }
  }

  /// The model to draw, for the latest event or a chosen one.
  public func model(
    explaining record: DispatchRecord? = nil, fingers: [OverlayModel.FingerMark] = [], error: String? = nil
  ) -> OverlayModel {
    guard let app else { return OverlayModel() }
    var m = OverlayModel.build(
      app: app, record: record ?? latestEvent, history: history, opensSequence: opensSequence,
      sceneName: sceneName,
      sceneDescription: sceneDescription, fingers: fingers, firstNumber: appended - history.count + 1)
    m.error = error
    return m
  }
}
