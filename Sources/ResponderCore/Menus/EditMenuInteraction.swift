/// A view's edit menu (`UIEditMenuInteraction`): the editing commands the
/// responder chain can perform, as the system's suggested actions.
///
/// UIKit leaves the trigger to the app ("you present the edit menu
/// programmatically": `presentEditMenu(with:)`), and text views present it
/// on a long press; `editMenu: true` stands for that app code: a long
/// press of a finger presents it (an `edit` menu), and a secondary click
/// shows the same actions as a context menu, as iPadOS does with a
/// pointer. It works through the same recognizer a context menu does
/// (`VIEW.editMenu`). The suggested actions are the standard edit actions
/// (`UIResponderStandardEditActions`) for which the `canPerformAction`
/// walk — from the first responder, or from the view when there is none —
/// finds a responder, the walk the editing menu already draws; with none
/// there is no menu.
public enum EditMenuInteraction {
  /// The menu's titles for the standard edit actions, in the edit menu's order.
  public static let titles: [StandardEditAction: String] = [
    .cut: "Cut", .copy: "Copy", .paste: "Paste", .select: "Select", .selectAll: "Select All",
    .delete: "Delete",
  ]

  /// Attaches an edit menu interaction to `view`.
  @discardableResult
  public static func attach(to view: View) -> ContextMenuInteraction {
    let interaction = ContextMenuInteraction(kind: .edit) { [unowned view] _, _ in
      suggestedActions(for: view)
    }
    interaction.attach(to: view)
    return interaction
  }

  /// The standard edit actions some responder performs, from the first
  /// responder (or `view`) up; nil when there are none.
  public static func suggestedActions(for view: View) -> [MenuElement]? {
    guard let app = view.window?.application else { return nil }
    let start: Responder = view.window?.firstResponder ?? view
    let items = StandardEditAction.allCases.compactMap { a -> MenuElement? in
      guard start.target(forAction: a.rawValue, withSender: app) != nil else { return nil }
      return MenuElement(title: titles[a] ?? a.rawValue, action: a.rawValue)
    }
    return items.isEmpty ? nil : items
  }
}
