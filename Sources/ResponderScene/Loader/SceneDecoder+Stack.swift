import ResponderCore

/// `stack:` on a view: its subviews laid out as a `UIStackView` lays out
/// its arranged subviews (ResponderCore's `StackLayout`).
extension SceneDecoder {
  static let stackKeys = ["axis", "spacing", "alignment", "distribution"]

  /// `{ axis, spacing, alignment, distribution }`, each optional with
  /// UIKit's default (vertical here, as a list is the usual stack; 0;
  /// fill; fill).
  func decodeStack(_ entry: Entry, kind: ViewSpec.Kind) -> StackLayout? {
    guard kind == .view else {
      error(
        "`stack` applies to plain views (a UIStackView is a UIView), not \(kind.rawValue); "
          + (kind == .scrollView
            ? "put a stack view inside the scroll view as its content"
            : "wrap the views in a `view` with `stack`"),
        at: entry.keyNode)
      return nil
    }
    guard let entries = entries(entry.value, expected: "a stack map like { axis: vertical, spacing: 8 }")
    else { return nil }
    var layout = StackLayout()
    for item in entries {
      switch item.key {
      case "axis":
        if let v = named(item.value, StackLayout.Axis.self, what: "stack axis") { layout.axis = v }
      case "spacing":
        if let v = number(item.value) { layout.spacing = v }
      case "alignment":
        if let v = named(
          item.value, StackLayout.Alignment.self, what: "stack alignment",
          unsupported: [
            "firstBaseline", "lastBaseline",
          ])
        {
          layout.alignment = v
        }
      case "distribution":
        if let v = named(
          item.value, StackLayout.Distribution.self, what: "stack distribution",
          unsupported: [
            "fillProportionally", "equalCentering",
          ])
        {
          layout.distribution = v
        }
      default: unknownKey(item, in: "a stack", allowed: Self.stackKeys)
      }
    }
    return layout
  }

  /// One of an enum's raw values; UIKit names this subset leaves out are
  /// said to be unsupported rather than unknown.
  private func named<T: RawRepresentable & CaseIterable>(
    _ node: Node, _: T.Type, what: String, unsupported: [String] = []
  ) -> T? where T.RawValue == String {
    guard let text = string(node) else { return nil }
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    if unsupported.contains(text) {
      error("\(what) '\(text)' is not supported here (\(names.joined(separator: ", ")))", at: node)
    } else {
      error(
        "unknown \(what) '\(text)' (\(names.joined(separator: ", ")))"
          + Suggestion.hint(for: text, in: names),
        at: node)
    }
    return nil
  }
}
