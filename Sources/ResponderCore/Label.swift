/// Read-only text (`UILabel`). Like UIKit's, it has user interaction
/// disabled by default, so touches pass through it to the views behind.
open class Label: View {
  public var text: String = "" { didSet { setNeedsDisplay() } }
  public var textColor: Color? { didSet { setNeedsDisplay() } }
  public var fontSize: Double = 17
  public var alignment: TextAlignment = .left

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
    default: return super.setValue(value, forProperty: name)
    }
    return true
  }
}

/// Horizontal placement of text.
public enum TextAlignment: String, Sendable, Hashable { case left, center, right }
