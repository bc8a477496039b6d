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
      error(.misplacedKey("stack", .plainViewsOnly(viewKind: kind)), at: entry.keyNode)
      return nil
    }
    guard let entries = entries(entry.value, expected: .stackMap)
    else { return nil }
    var layout = StackLayout()
    for item in entries {
      switch item.key {
      case "axis": decodeName(item.value, into: &layout.axis)
      case "spacing":
        if let v = length(item.value, "a stack's `spacing`", signed: true) { layout.spacing = v }
      case "alignment": decodeName(item.value, into: &layout.alignment)
      case "distribution": decodeName(item.value, into: &layout.distribution)
      default: unknownKey(item, in: .stack, allowed: Self.stackKeys)
      }
    }
    return layout
  }

  /// One of the option's names into `value` (left as it was on an error);
  /// UIKit names this subset leaves out are said to be unsupported rather
  /// than unknown.
  private func decodeName<T: StackOptionName>(_ node: Node, into value: inout T) {
    guard let text = string(node) else { return }
    if let v = T(rawValue: text) {
      value = v
      return
    }
    let names = T.allCases.map(\.rawValue)
    if T.unsupported.contains(text) {
      error(.unsupportedName(T.what, text), at: node)
    } else {
      error(.unknownName(T.what, text, suggestion: Suggestion.closest(to: text, in: names)), at: node)
    }
  }
}

/// A stack option a scene names: what an error calls it, and UIKit's
/// names of it that `StackLayout` does not implement.
protocol StackOptionName: RawRepresentable, CaseIterable where RawValue == String {
  static var what: SceneProblem.NameKind { get }
  static var unsupported: [String] { get }
}

extension StackLayout.Axis: StackOptionName {
  static let what = SceneProblem.NameKind.stackAxis
  static let unsupported: [String] = []
}

extension StackLayout.Alignment: StackOptionName {
  static let what = SceneProblem.NameKind.stackAlignment
  static let unsupported = ["firstBaseline", "lastBaseline"]
}

extension StackLayout.Distribution: StackOptionName {
  static let what = SceneProblem.NameKind.stackDistribution
  static let unsupported = ["fillProportionally", "equalCentering"]
}
