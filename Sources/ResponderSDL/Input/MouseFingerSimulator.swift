import ResponderCore

/// Makes the mouse act as one finger, or two, as the iOS Simulator does.
///
/// Held Alt at mouse-down puts a second finger mirrored about the window's
/// centre, so dragging pinches and rotates; Shift+Alt keeps the second
/// finger at a fixed offset, so both move together (a two-finger pan).
public final class MouseFingerSimulator {
  public static let primary = FingerID(device: -1, finger: 0)
  public static let secondary = FingerID(device: -1, finger: 1)

  public enum Mode: Sendable { case none, one, mirrored, parallel(offset: Point) }

  public private(set) var mode: Mode = .none
  /// Whether Alt is held now (the overlay shows the ghost finger).
  public var altHeld = false
  /// The pointer's latest position, for drawing the ghost finger.
  public var hover: Point?
  /// Where the second finger is while two are down.
  public private(set) var secondPoint: Point?

  public init() {}

  /// The point mirrored about the window's centre.
  public static func mirror(_ p: Point, in window: Size) -> Point {
    Point(x: window.width - p.x, y: window.height - p.y)
  }

  func down(at p: Point, alt: Bool, shift: Bool, window: Size) -> [InputEvent] {
    var out = release(at: p, window: window)
    hover = p
    if alt {
      let q = shift ? Point(x: p.x + 60, y: p.y) : Self.mirror(p, in: window)
      mode = shift ? .parallel(offset: q - p) : .mirrored
      secondPoint = q
      out += [.touch(Self.primary, .began, p), .touch(Self.secondary, .began, q)]
    } else {
      mode = .one
      out.append(.touch(Self.primary, .began, p))
    }
    return out
  }

  func move(to p: Point, window: Size) -> [InputEvent] {
    switch mode {
    case .none: return []
    case .one: return [.touch(Self.primary, .moved, p)]
    case .mirrored:
      let q = Self.mirror(p, in: window)
      secondPoint = q
      return [.touch(Self.primary, .moved, p), .touch(Self.secondary, .moved, q)]
    case .parallel(let offset):
      let q = p + offset
      secondPoint = q
      return [.touch(Self.primary, .moved, p), .touch(Self.secondary, .moved, q)]
    }
  }

  func up(at p: Point, window: Size) -> [InputEvent] {
    release(at: p, window: window)
  }

  private func release(at p: Point, window: Size) -> [InputEvent] {
    defer {
      mode = .none
      secondPoint = nil
    }
    switch mode {
    case .none: return []
    case .one: return [.touch(Self.primary, .ended, p)]
    case .mirrored, .parallel:
      return [.touch(Self.primary, .ended, p), .touch(Self.secondary, .ended, secondPoint ?? p)]
    }
  }

  /// Forgets the fingers (focus lost: the application cancels them).
  func reset() {
    mode = .none
    secondPoint = nil
  }
}
