import ResponderCore

/// The pointer's view keys (`contextMenu`).
extension SceneDecoder {
  static let pointerViewKeys = ["contextMenu", "editMenu", "pointerStyle", "isPointerInteractionEnabled"]
  static let contextMenuKeys = ["items", "configuration"]
  static let menuItemKeys = ["title", "action", "attributes"]

  /// Decodes one of `pointerViewKeys` into the view's `pointer`.
  func decodePointerKey(_ entry: Entry, into view: inout ViewSpec, kindKnown: Bool) {
    var spec = view.pointer ?? PointerSpec()
    switch entry.key {
    case "contextMenu": spec.contextMenu = decodeContextMenu(entry.value)
    case "editMenu": spec.editMenu = bool(entry.value)
    case "pointerStyle":
      guard let text = string(entry.value) else { return }
      guard let style = PointerStyle(rawValue: text) else {
        error(
          .unknownName(
            .pointerStyle, text,
            suggestion: Suggestion.closest(to: text, in: PointerStyle.allCases.map(\.rawValue))),
          at: entry.value)
        return
      }
      spec.pointerStyle = style
    case "isPointerInteractionEnabled":
      guard view.kind == .button || !kindKnown else {
        error(.misplacedKey(entry.key, .viewKinds([.button], not: view.kind)), at: entry.keyNode)
        return
      }
      spec.isPointerInteractionEnabled = bool(entry.value)
    default: return
    }
    view.pointer = spec
  }

  private func decodeContextMenu(_ node: Node) -> ContextMenuSpec? {
    guard let entries = entries(node, expected: .contextMenuMap) else { return nil }
    var menu = ContextMenuSpec(location: location(node))
    for entry in entries {
      switch entry.key {
      case "items":
        guard case .sequence(let list) = entry.value else {
          error(.rule(.menuItems), at: entry.value)
          continue
        }
        menu.items = list.compactMap(decodeMenuItem)
      case "configuration":
        guard let text = string(entry.value) else { continue }
        guard text == "none" || text == "menu" else {
          error(.rule(.menuConfiguration(text)), at: entry.value)
          continue
        }
        menu.providesMenu = text == "menu"
      default: unknownKey(entry, in: .contextMenu, allowed: Self.contextMenuKeys)
      }
    }
    if menu.providesMenu, menu.items.isEmpty, !entries.contains(where: { $0.key == "items" }) {
      error(.missingKey(.menuItems), at: node)
    }
    return menu
  }

  private func decodeMenuItem(_ node: Node) -> MenuElement? {
    guard let entries = entries(node, expected: .menuItemMap) else { return nil }
    var item = MenuElement(title: "", action: nil)
    var titled = false
    for entry in entries {
      switch entry.key {
      case "title":
        if let t = string(entry.value) {
          item.title = t
          titled = true
        }
      case "action": item.action = actionName(entry.value)
      case "attributes":
        for a in items(entry.value) {
          guard let name = string(a) else { continue }
          if let hit = MenuElement.Attributes.named.first(where: { $0.name == name }) {
            item.attributes.insert(hit.attribute)
          } else {
            error(
              .unknownName(
                .menuAttribute, name,
                suggestion: Suggestion.closest(to: name, in: MenuElement.Attributes.named.map(\.name))),
              at: a)
          }
        }
      default: unknownKey(entry, in: .menuItem, allowed: Self.menuItemKeys)
      }
    }
    guard titled else {
      error(.missingKey(.menuItemTitle), at: node)
      return nil
    }
    return item
  }
}
