/// A whole scene file, checked and typed, ready for the builder.
public struct SceneDocument: Hashable, Sendable {
  /// The file as it was named to the loader.
  public var file: String
  public var name: String?
  /// A one-line summary shown in the window's title.
  public var description: String?
  public var window: WindowSpec
  /// Nil when the scene does not mention the application.
  public var application: ResponderSpec?
  /// Nil when the scene declares no delegate; then the chain ends at the
  /// application, as when UIKit's delegate is not a responder.
  public var appDelegate: ResponderSpec?
  /// The window's root view controller.
  public var root: ControllerSpec
  /// Controllers that are not presented yet: `present:` effects can show them.
  public var controllers: [ControllerSpec]
  public var firstResponder: Located<String>?
  /// How many views the scene declares, for the builder's capacity.
  public var viewCount: Int
  /// `state:`, in file order.
  public var state: [StateSpec] = []
  /// `bind:`, ordered so that each source is written before it is read.
  public var binds: [BindSpec] = []
  /// The `type:` and `class:` names no registered class checked: loaded with
  /// `SceneTypes.unchecked` (`rlab check`), they were let through unknown.
  public var uncheckedTypes: [Located<String>] = []
  /// The files the scene names (images), resolved: inputs no output of the
  /// same run may overwrite (`OutputPaths`).
  public var referencedFiles: [String] = []

  public init(file: String, window: WindowSpec, root: ControllerSpec) {
    self.file = file
    self.window = window
    self.root = root
    controllers = []
    viewCount = 0
  }

  /// What a `next:` override holds for `next: null`: the chain ends after
  /// that responder. Ids are never empty, so this names no responder.
  public static let endOfChain = ""

  /// The reserved ids, which name responders the scene does not declare.
  public static let reservedIDs: Set<String> = ["window", "application", "appDelegate"]

  /// The software keyboard's id (Core's `KeyboardView.id`): a scene reads
  /// `keyboard.frame`, `keyboard.isVisible`… in `when:`, `bind: { from }`
  /// and a script's `props`, and may not declare a view by that name. It
  /// is not a responder a scene can point `next:` or an effect at.
  public static let keyboardID = "keyboard"
}
