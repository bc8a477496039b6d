import ResponderCore

/// A scene turned into live objects: the application, its window and every
/// responder and recognizer by id.
public final class BuiltScene {
  public let document: SceneDocument
  public let app: Application
  public let window: Window
  public internal(set) var views: [String: View] = [:]
  public internal(set) var controllers: [String: ViewController] = [:]
  public internal(set) var recognizers: [String: GestureRecognizer] = [:]
  public internal(set) var responders: [String: Responder] = [:]
  /// The views built for this scene so far: at load, and by `add:` effects
  /// since. Never lowered by a `remove:`, whose view its undo may still hold.
  public internal(set) var viewsMade = 0
  /// The most views `viewsMade` may reach: the loader's limit holds at run
  /// time too, so that an `add:` run on every touch move cannot build views
  /// until memory runs out (482,000 views in 20 drags, issue 25).
  public var maxViews = SceneLimits.default.maxViews

  /// Work deferred until every responder exists (references, gestures).
  var pending: [() -> Void] = []
  var pendingChildren: [() -> Void] = []
  var gestureSpecs: [(GestureSpec, GestureRecognizer)] = []
  /// The declared delegates; recognizers hold theirs weakly, as UIKit's do.
  var gestureDelegates: [DeclaredGestureAnswers] = []
  /// The view a recognizer's `move` effect moves when `moves:` names
  /// another than its own (what `position.x` in a `when:` reads).
  var movedViews: [ObjectIdentifier: View] = [:]
  /// `on: { "ID.animationEnded": [...] }`: view id → the responders that
  /// declared it, each with its effects.
  var animationEndHandlers: [String: [(Weak<Responder>, [EffectSpec])]] = [:]

  init(document: SceneDocument, app: Application, window: Window) {
    self.document = document
    self.app = app
    self.window = window
  }

  public var name: String { document.name ?? fileStem(document.file) }
  public var sceneDescription: String { document.description ?? "" }
  public var size: Size { Size(width: document.window.width, height: document.window.height) }

  /// Any responder by id, the reserved ones included.
  public func responder(_ id: String) -> Responder? { responders[id] }

  /// Makes a view added in code (a `View` subclass, which a scene file
  /// cannot declare) known by its id, as a declared one is.
  public func register(_ view: View) {
    views[view.identifier] = view
    responders[view.identifier] = view
  }
}

func fileStem(_ path: String) -> String {
  let name = path.split(separator: "/").last.map(String.init) ?? path
  return name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
}
