/// A view's context menu (`UIContextMenuInteraction`): "a context menu
/// interaction object tracks ... long-press gestures", and on iPadOS a
/// secondary click, and "when the appropriate gesture occurs, this object
/// ... displays the contextual menu that you supplied. UIKit manages all
/// menu-related interactions and reports the selected action, if any, back
/// to your app."
///
/// The interaction works through its own recognizer on the view
/// (`ContextMenuGestureRecognizer`, id `VIEW.contextMenu`), which is what
/// the gestures panel shows and what competes with the view's other
/// recognizers. It is that recognizer's delegate, as UIKit's interactions
/// are their recognizers' delegates:
/// - its `gestureRecognizerShouldBegin` asks for the configuration
///   (`contextMenuInteraction(_:configurationForMenuAtLocation:)`, "return
///   nil if you don't want to display a menu"): nil fails the recognizer,
///   so the view's other recognizers go on as if there were no menu;
/// - its `shouldBeRequiredToFailBy` makes every other long press on the
///   same view wait for it, so the menu wins a held finger while it has a
///   menu to show, and the long press recognizes once it fails. (UIKit does
///   not document this arbitration; this is what apps observe when they add
///   a context menu to a view that has a long press: the long press no
///   longer fires unless the configuration is nil.)
public final class ContextMenuInteraction: GestureRecognizerDelegate {
  /// The configuration the delegate returns at a location: the menu's
  /// items, or nil for no menu.
  public var configurationProvider: (ContextMenuInteraction, Point) -> [MenuElement]?
  /// The recognizer that tracks its gestures (owned by the view).
  public private(set) weak var recognizer: ContextMenuGestureRecognizer?

  /// The view the interaction is attached to.
  public var view: View? { recognizer?.view }

  /// The items of the last configuration asked for, kept for presentation.
  var pendingItems: [MenuElement]?
  /// What its menu is: a context menu, or an edit menu
  /// (`EditMenuInteraction`), which a secondary click still shows as a
  /// context menu.
  public let kind: MenuPresentation.Kind

  public init(
    kind: MenuPresentation.Kind = .context,
    configurationProvider: @escaping (ContextMenuInteraction, Point) -> [MenuElement]?
  ) {
    self.kind = kind
    self.configurationProvider = configurationProvider
  }

  /// A fixed menu, or none when `items` is nil.
  public convenience init(items: [MenuElement]?) {
    self.init { _, _ in items }
  }

  /// Attaches the interaction to `view` (`UIView.addInteraction(_:)`): adds
  /// its recognizer, which owns the interaction from then on.
  public func attach(to view: View) {
    let name = kind == .edit ? "editMenu" : "contextMenu"
    let r = ContextMenuGestureRecognizer(identifier: "\(view.identifier).\(name)", interaction: self)
    recognizer = r
    r.delegate = self
    view.addGestureRecognizer(r)
  }

  /// Shows the items the configuration gave, at `point` in the window.
  func present(at point: Point) {
    guard let items = pendingItems, let view, let window = view.window, let app = window.application else {
      return
    }
    pendingItems = nil
    // An edit menu opened by a secondary click is shown as a context menu
    // (UIEditMenuInteraction on iPadOS with a pointer).
    let secondary = recognizer?.buttonMask.contains(.secondary) ?? false
    app.presentMenu(
      MenuPresentation(
        kind: secondary ? .context : kind, sourceID: view.identifier,
        items: items.filter { !$0.attributes.contains(.hidden) },
        at: point, in: window.bounds.size),
      sender: view)
  }

  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    let p = recognizer.location(in: nil)
    pendingItems = configurationProvider(self, p)
    if pendingItems == nil {
      recognizer.view?.window?.application?.currentRecord?.pointerNotes.append(
        .menuRefused(view: recognizer.view?.identifier ?? ""))
    }
    return pendingItems != nil
  }

  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool {
    other is LongPressGestureRecognizer && !(other is ContextMenuGestureRecognizer)
      && other.view === recognizer.view
  }
}
