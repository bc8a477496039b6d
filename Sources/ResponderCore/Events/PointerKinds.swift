/// The buttons of a pointing device held in a touch (`UIEvent.ButtonMask`).
///
/// "Constants that indicate which input-device buttons are pressed"
/// (UIEvent.ButtonMask, iOS 13.4). A finger and a Pencil press `primary`;
/// a mouse's right button, or a trackpad's two-finger click, `secondary`.
public struct ButtonMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let primary = ButtonMask(rawValue: 1)
  public static let secondary = ButtonMask(rawValue: 2)

  /// The names scenes and scripts write, in bit order.
  public static let named: [(name: String, mask: ButtonMask)] = [
    ("primary", .primary), ("secondary", .secondary),
  ]

  /// `primary`, `secondary`, `primary+secondary`, or `none`.
  public var description: String {
    let names = Self.named.filter { contains($0.mask) }.map(\.name)
    return names.isEmpty ? "none" : names.joined(separator: "+")
  }
}

/// What made a touch (`UITouch.TouchType`).
///
/// "A touch resulting from direct contact with the screen" (`direct`), "a
/// touch from Apple Pencil" (`pencil`), and "a touch resulting from a
/// pointer" (`indirectPointer`, iOS 13.4: a mouse or trackpad click when the
/// app sets `UIApplicationSupportsIndirectInputEvents`; without it UIKit
/// hands the app a click as a `direct` touch, for compatibility).
public enum TouchType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case direct, pencil, indirectPointer

  public var description: String { rawValue }

  /// The type of a touch from `device`, as UIKit knows a touch's hardware:
  /// nil for a device whose touches are not typed by it (a screen's
  /// fingers are `direct`; the mouse's clicks depend on the app,
  /// `PointerState.describe`).
  public init?(device: Int64) {
    switch device {
    case FingerID.pencilDevice: self = .pencil
    case FingerID.indirectPointerDevice: self = .indirectPointer
    default: return nil
    }
  }
}
