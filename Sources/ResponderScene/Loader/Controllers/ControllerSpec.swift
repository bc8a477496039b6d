import ResponderCore

/// A view controller as a scene declares it (`controller: id`).
public struct ControllerSpec: Hashable, Sendable {
  public var id: Located<String>
  /// `class: MainController`: the registered `ViewController` subclass the
  /// builder makes (`SceneTypes`); nil for a plain `ViewController`.
  public var className: Located<String>?
  /// The controller's root view; nil means an empty view the builder makes.
  public var view: ViewSpec?
  public var handles: HandlesSpec?
  public var on: OnSpec
  public var undoManager: Bool?
  /// `levelsOfUndo: N` on a controller with `undoManager: true` (0: no limit).
  public var levelsOfUndo: Int?
  /// A controller can be first responder (UIViewController inherits
  /// `canBecomeFirstResponder` from UIResponder), the classic way to get
  /// shake motion; nil keeps the default, false.
  public var canBecomeFirstResponder: Bool?
  public var canResignFirstResponder: Bool?
  /// `modalPresentationStyle`: how this controller is shown when presented
  /// (`UIViewController.modalPresentationStyle`); nil keeps `fullScreen`.
  public var modalPresentationStyle: ModalPresentationStyle?
  /// `definesPresentationContext` (`UIViewController`): this controller's
  /// view is what an `overCurrentContext` presentation from it or a child
  /// below it covers; nil keeps UIKit's default, false.
  public var definesPresentationContext: Bool?
  /// `canPerform`, `refuses`, `keyCommands`.
  public var answers = AnswersSpec()
  /// Overrides the next responder (by default the presenting controller, or
  /// the view's superview, or the window).
  public var next: Located<String>?
  /// `title`: `UIViewController.title`, what a navigation bar shows for it
  /// (and its back button, on the controller pushed above it).
  public var title: String?
  /// `sheet: { detents, … }` on a `pageSheet`/`formSheet` controller:
  /// its `UISheetPresentationController`'s settings.
  public var sheet: SheetSpec?
  /// `isModalInPresentation` (UIViewController): no interactive dismissal.
  public var isModalInPresentation: Bool?
  /// Set on a `navigationController:`: the controller its stack starts with.
  public var navigationRoot: Located<String>?
  public var location: SceneLocation
  private var presentedStorage: [ControllerSpec]

  public init(id: Located<String>, location: SceneLocation) {
    self.id = id
    self.location = location
    on = OnSpec()
    presentedStorage = []
  }

  /// The controller presented over this one when the scene starts.
  ///
  /// Stored in an array because a struct cannot hold itself inline.
  public var present: ControllerSpec? {
    get { presentedStorage.first }
    set { presentedStorage = newValue.map { [$0] } ?? [] }
  }
}
