/// The `add` and `remove` effects: views added and removed at run time.
extension SceneDecoder {
  static let addRemoveKeys = ["add", "remove"]

  /// `add: { to: id, view: { id: …, frame: …, … } }`; the view is checked
  /// like any other (its id is declared once, for the whole scene).
  func decodeAdd(_ node: Node) -> EffectSpec.Action? {
    guard let entries = entries(node, expected: .addEffect) else { return nil }
    var to: Located<String>?
    var view: ViewSpec?
    for entry in entries {
      switch entry.key {
      case "to": to = reference(entry.value, key: "add.to", role: .view)
      case "view":
        // Its next responder is its superview, known only at run time.
        let placeholder = addResponder(name: "(added view)", defaultNext: nil)
        view = decodeView(entry.value, depth: 1, defaultNext: placeholder)
      default: unknownKey(entry, in: .addEffect, allowed: ["to", "view"])
      }
    }
    guard let to, let view else {
      if to == nil || view == nil {
        error(.missingKey(.addTargetAndView), at: node)
      }
      return nil
    }
    if let id = view.id { layoutTable.addedTo[id.value] = to.value }
    return .add(to: to, view: view)
  }
}
