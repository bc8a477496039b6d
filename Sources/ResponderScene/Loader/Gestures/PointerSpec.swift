import ResponderCore

/// A view's pointer keys (issue 42): its context menu and what the pointer
/// does over it.
public struct PointerSpec: Hashable, Sendable {
  /// `contextMenu: { items: [...], configuration: none }`
  /// (`UIContextMenuInteraction`); `configuration: none` is a delegate
  /// returning nil from `configurationForMenuAtLocation`.
  public var contextMenu: ContextMenuSpec?
  /// `editMenu: true` (`UIEditMenuInteraction`, presented on a long press).
  public var editMenu: Bool?
  /// `pointerStyle:` (a `UIPointerInteraction` whose delegate returns it).
  public var pointerStyle: PointerStyle?
  /// A button's `isPointerInteractionEnabled`.
  public var isPointerInteractionEnabled: Bool?

  public init() {}
}

/// `contextMenu:`: its items, or a configuration of none.
public struct ContextMenuSpec: Hashable, Sendable {
  public var items: [MenuElement] = []
  /// False for `configuration: none`: the delegate returns nil.
  public var providesMenu = true
  public var location: SceneLocation

  public init(location: SceneLocation) { self.location = location }
}
