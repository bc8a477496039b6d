/// One item of a context or edit menu: a title and the action it sends
/// (UIKit's `UICommand`: "a menu element that performs its action in a
/// selector", sent through the responder chain).
public struct MenuElement: Hashable, Sendable {
  /// `UIMenuElement.Attributes`: how the item looks and whether it can be chosen.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1)
    /// Shown in red: it destroys data.
    public static let destructive = Attributes(rawValue: 2)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 4)

    /// The names scenes write.
    public static let named: [(name: String, attribute: Attributes)] = [
      ("disabled", .disabled), ("destructive", .destructive), ("hidden", .hidden),
    ]
  }

  public var title: String
  /// The action sent when it is chosen; nil sends nothing.
  public var action: String?
  public var attributes: Attributes

  public init(title: String, action: String?, attributes: Attributes = []) {
    self.title = title
    self.action = action
    self.attributes = attributes
  }
}
