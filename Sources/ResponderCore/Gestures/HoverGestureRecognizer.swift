/// Recognizes the pointer over its view (`UIHoverGestureRecognizer`).
///
/// Continuous, and fed by hover events rather than touches: it begins when
/// the pointer enters its view (or a subview: the pointer is hit-tested as
/// a touch is), changes as the pointer moves over it, and ends when it
/// leaves, sending its action each time. It sees no touch. Outside iPadOS
/// it never recognizes ("On iOS, this class doesn't recognize gestures"):
/// here, when the application's `userInterfaceIdiom` is `phone`.
open class HoverGestureRecognizer: GestureRecognizer {
  /// Where the pointer was at the last hover event, in window points.
  @exclusivity(unchecked) var pointerLocation: Point?
  /// How far above the screen a hovering Pencil is, 0...1
  /// (`UIHoverGestureRecognizer.zOffset`, iPadOS 16.1: "the normalized
  /// distance between the pencil and the screen"); 0 for the pointer.
  public internal(set) var zOffset: Double = 0

  open override var kindName: String { "hover" }
  open override var isContinuous: Bool { true }

  /// The pointer's location in `view`'s coordinates.
  open override func location(in view: View?) -> Point {
    guard let p = pointerLocation else { return .zero }
    return view.map { $0.convert(p, from: nil) } ?? p
  }

  open override var numberOfTouches: Int { 0 }

  /// The pointer entered (began), moved over (changed) or left (ended) its
  /// view. Set directly, outside touch arbitration: hover recognizers do
  /// not compete with touch recognizers.
  func hover(_ next: State, at point: Point?) {
    if let point { pointerLocation = point }
    applyState(next)
  }

  /// Ready for the next entry (after `ended`).
  func finishHover() {
    performReset()
    pointerLocation = nil
    zOffset = 0
  }
}

/// The pointer interaction of a view (`UIPointerInteraction`): the style
/// the pointer takes over it, and for a button with
/// `isPointerInteractionEnabled` its `isHovered`. Like UIKit's, it works
/// through a hover recognizer on the view (`VIEW.pointer`).
public final class PointerInteractionRecognizer: HoverGestureRecognizer {
  /// The style its delegate returns (`pointerInteraction(_:styleFor:)`).
  public var style: PointerStyle

  public init(identifier: String, style: PointerStyle) {
    self.style = style
    super.init(identifier: identifier)
  }

  public override var kindName: String { "pointer" }

  override func hover(_ next: State, at point: Point?) {
    super.hover(next, at: point)
    if let b = view as? Button, b.isPointerInteractionEnabled {
      b.isHovered = next == .began || next == .changed
    }
  }
}
