import ResponderCore

/// The window as a scene declares it: its size, colour and responder settings.
public struct WindowSpec: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public var color: SceneColor?
  public var handles: HandlesSpec?
  public var on: OnSpec
  /// The window owns an undo manager unless this is false.
  public var undoManager: Bool?
  /// `levelsOfUndo: N`: the window's undo manager keeps N groups (0: no limit).
  public var levelsOfUndo: Int?
  /// `idiom: phone | pad` (`UIUserInterfaceIdiom`; nil: phone).
  public var idiom: UserInterfaceIdiom?
  /// `hardwareKeyboard: true`: a hardware keyboard is attached, so no
  /// software keyboard shows (`Application.hasHardwareKeyboard`).
  public var hardwareKeyboard: Bool?
  /// `canPerform`, `refuses`, `keyCommands`.
  public var answers = AnswersSpec()
  public var next: Located<String>?
  public var location: SceneLocation

  public init(width: Double = 390, height: Double = 844, location: SceneLocation) {
    self.width = width
    self.height = height
    self.location = location
    on = OnSpec()
  }
}

/// The application or its delegate: responders with no view of their own.
public struct ResponderSpec: Hashable, Sendable {
  public var handles: HandlesSpec?
  /// `canPerform`, `refuses`, `keyCommands`.
  public var answers = AnswersSpec()
  public var on: OnSpec
  public var next: Located<String>?
  /// `appDelegate: { class: Delegate }`: the registered `Responder` subclass
  /// the builder makes (`SceneTypes`); nil for Core's `AppDelegate`.
  public var className: Located<String>?
  /// The application's `applicationSupportsShakeToEdit` (default true).
  public var applicationSupportsShakeToEdit: Bool?
  /// `supportsIndirectInputEvents` (`UIApplicationSupportsIndirectInputEvents`; nil: false).
  public var supportsIndirectInputEvents: Bool?
  public var location: SceneLocation

  public init(location: SceneLocation) {
    self.location = location
    on = OnSpec()
  }
}
