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

/// A picture from an image file (`UIImageView`); like UIKit's, it ignores
/// touches unless user interaction is turned on.
open class ImageView: View {
  /// The resolved path of the image file.
  public var imagePath: String? { didSet { setNeedsDisplay() } }

  public override init(identifier: String = "", frame: Rect = .zero) {
    super.init(identifier: identifier, frame: frame)
    isUserInteractionEnabled = false
  }

  open override var kindName: String { "image" }

  /// `image` reads as the file's name, as a scene writes it.
  open override func value(forProperty name: String) -> PropertyValue? {
    guard name == "image" else { return super.value(forProperty: name) }
    guard let path = imagePath else { return .null }
    return .string(String(path.split(separator: "/").last ?? Substring(path)))
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    guard name == "image" else { return super.setValue(value, forProperty: name) }
    imagePath = value.string
    return true
  }
}
