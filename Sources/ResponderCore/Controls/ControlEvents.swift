/// The events a control reports to its targets (`UIControl.Event`), with
/// UIKit's bit values.
public struct ControlEvents: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A touch-down whose `tapCount` is above one; sent after `touchDown`.
  public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
  public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
  public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
  public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
  public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  public static let touchCancel = ControlEvents(rawValue: 1 << 8)
  public static let valueChanged = ControlEvents(rawValue: 1 << 12)
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
  public static let editingChanged = ControlEvents(rawValue: 1 << 17)
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)

  /// Every single event by the name scenes and traces write (UIKit's case
  /// names), in UIKit's bit order.
  public static let named: [(name: String, event: ControlEvents)] = [
    ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
    ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
    ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
    ("primaryActionTriggered", .primaryActionTriggered), ("editingDidBegin", .editingDidBegin),
    ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
  ]

  /// The event written as `name`, or nil.
  public init?(named name: String) {
    guard let hit = Self.named.first(where: { $0.name == name }) else { return nil }
    self = hit.event
  }

  /// The name of a single event as scenes and traces write it
  /// (`touchUpInside`); a set's names joined with `|`.
  public var name: String { names.joined(separator: "|") }

  /// The names of the single events in this set, in bit order.
  public var names: [String] { Self.named.filter { contains($0.event) }.map(\.name) }
}
