/// Read-only text (`UILabel`). Like UIKit's, it has user interaction
/// disabled by default, so touches pass through it to the views behind.
open class Label: View {
  public var text: String = "" { didSet { setNeedsDisplay() } }
  public var textColor: Color? { didSet { setNeedsDisplay() } }
  public var fontSize: Double = 17
  /// `UILabel.textAlignment` (default `natural`, drawn as `left`).
  public var alignment: TextAlignment = .left { didSet { setNeedsDisplay() } }
  /// The font's weight (`UIFont.systemFont(ofSize:weight:)`), default regular.
  public var fontWeight: FontWeight = .regular { didSet { setNeedsDisplay() } }

  public override init(identifier: String = "", frame: Rect = .zero) {
    super.init(identifier: identifier, frame: frame)
    isUserInteractionEnabled = false
  }

  open override var kindName: String { "label" }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "text": return .string(text)
    case "textColor": return textColor.map(PropertyValue.color) ?? .null
    case "fontSize": return .number(fontSize)
    case "textAlignment": return .string(alignment.rawValue)
    case "fontWeight": return .string(fontWeight.rawValue)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "text":
      text = value.string ?? ""
    case "textColor":
      guard let c = value.color else { return false }
      textColor = c
    case "fontSize":
      guard let n = value.number, n > 0, n.isFinite else { return false }
      fontSize = n
    case "textAlignment":
      guard let a = value.string.flatMap(TextAlignment.init(rawValue:)) else { return false }
      alignment = a
    case "fontWeight":
      guard let w = value.string.flatMap(FontWeight.init(rawValue:)) else { return false }
      fontWeight = w
    default: return super.setValue(value, forProperty: name)
    }
    return true
  }
}

/// Horizontal placement of text (`NSTextAlignment`): `natural` and
/// `justified` lay a single line out as `left` does in a left-to-right
/// language.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case left, center, right, natural, justified
}

/// A font's weight (`UIFont.Weight`), lightest first. The renderer has a
/// regular and a bold face: `semibold` and heavier draw bold.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// Whether the bold face draws it.
  public var isBold: Bool {
    switch self {
    case .semibold, .bold, .heavy, .black: true
    case .ultraLight, .thin, .light, .regular, .medium: false
    }
  }
}
