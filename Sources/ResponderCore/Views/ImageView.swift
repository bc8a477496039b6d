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
