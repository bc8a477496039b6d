import ResponderCore

/// Makes the mouse act as one finger, or two, as the iOS Simulator does.
///
/// The iOS Simulator's Option+drag puts a second finger mirrored about the
/// screen's centre. Here the mirror's pivot is the centre of the view under
/// the pointer when Alt goes down (`pivotProvider`), falling back to the
/// scene's centre, so a photo that is not in the middle of the scene can
/// still be pinched and rotated where it is. Shift+Alt keeps the second
/// finger at a fixed offset, so both move together (a two-finger pan).
/// Every point is in scene points and both fingers stay inside the scene:
/// the overlay draws the ghost fingers from `ghostPoints`, the same
/// function that places the touches.
public final class MouseFingerSimulator {
  public static let primary = FingerID(device: -1, finger: 0)
  public static let secondary = FingerID(device: -1, finger: 1)
  /// How far right of the pointer Shift+Alt puts the second finger.
  public static let parallelOffset = 60.0

  public enum Mode: Sendable { case none, one, mirrored, parallel(offset: Point) }

  public private(set) var mode: Mode = .none
  /// Whether Alt is held now (the overlay shows the ghost fingers).
  public var altHeld = false {
    didSet {
      if altHeld, !oldValue { pivot = hover.flatMap { pivotProvider?($0) } }
      if !altHeld { pivot = nil }
    }
  }
  /// Whether Shift is held now (with Alt: parallel fingers).
  public var shiftHeld = false
  /// The pointer's latest position in scene points, nil outside the scene.
  public var hover: Point?
  /// Where the second finger is while two are down.
  public private(set) var secondPoint: Point?
  /// Where the first finger is while two are down: the pointer, unless it
  /// is closer to the pivot than half `minimumFingerSpacing`.
  public private(set) var firstPoint: Point?
  /// The mirrored fingers' direction from the pivot, kept while the pointer
  /// is too close to it to give one (unit vector; rightwards at first).
  private var heading = Point(x: 1, y: 0)
  /// The centre the second finger mirrors about, fixed when Alt goes down.
  public private(set) var pivot: Point?
  /// The centre of the view under a point (the live window hit-tests); nil
  /// falls back to the scene's centre.
  public var pivotProvider: ((Point) -> Point?)?

  public init() {}

  /// The point mirrored about the centre of `window` (the iOS Simulator's rule).
  public static func mirror(_ p: Point, in window: Size) -> Point {
    Point(x: window.width - p.x, y: window.height - p.y)
  }

  /// `p` mirrored about `pivot`, kept inside `scene`.
  public static func mirror(_ p: Point, about pivot: Point, in scene: Size) -> Point {
    clamp(Point(x: 2 * pivot.x - p.x, y: 2 * pivot.y - p.y), to: scene)
  }

  /// How far apart mirrored fingers always are, in points: 44 pt, Apple's
  /// minimum touch target (Human Interface Guidelines), about a fingertip.
  /// Two real fingers cannot meet at a point; mirrored ones could, and a
  /// small drag near the pivot then scaled a view 5× and spun it.
  public static let minimumFingerSpacing = 44.0

  /// The two mirrored fingers for a pointer at `p`: the pointer and its
  /// mirror about `pivot` while they are at least `minimumFingerSpacing`
  /// apart; closer in, both sit that far apart on the line they last had
  /// (`heading`, a unit vector from the pivot), so a pointer wandering round
  /// the pivot neither pinches the view to nothing nor spins it.
  static func mirroredPair(_ p: Point, about pivot: Point, heading: inout Point, in scene: Size) -> (
    Point, Point
  ) {
    let d = p - pivot
    let r = (d.x * d.x + d.y * d.y).squareRoot()
    let half = minimumFingerSpacing / 2
    if r >= half {
      heading = Point(x: d.x / r, y: d.y / r)
      return (p, mirror(p, about: pivot, in: scene))
    }
    let first = clamp(Point(x: pivot.x + heading.x * half, y: pivot.y + heading.y * half), to: scene)
    return (first, mirror(first, about: pivot, in: scene))
  }

  static func clamp(_ p: Point, to scene: Size) -> Point {
    Point(x: min(max(p.x, 0), max(0, scene.width - 1)), y: min(max(p.y, 0), max(0, scene.height - 1)))
  }

  /// The pivot for a press at `p`: the one fixed when Alt went down, else
  /// the view under `p`, else the scene's centre.
  func currentPivot(for p: Point, scene: Size) -> Point {
    if let pivot { return pivot }
    let found = pivotProvider?(p) ?? Point(x: scene.width / 2, y: scene.height / 2)
    pivot = Self.clamp(found, to: scene)
    return pivot!
  }

  /// The two fingers for a pointer at `p`, as a press now would put them.
  func pair(for p: Point, shift: Bool, scene: Size) -> (Point, Point) {
    if shift {
      let right = Point(x: p.x + Self.parallelOffset, y: p.y)
      return (
        p,
        right.x < scene.width ? right : Self.clamp(Point(x: p.x - Self.parallelOffset, y: p.y), to: scene)
      )
    }
    var h = heading
    return Self.mirroredPair(p, about: currentPivot(for: p, scene: scene), heading: &h, in: scene)
  }

  /// Where the two fingers would go down now: the pointer and its partner,
  /// while Alt is held with no button down (the overlay's ghost fingers).
  public func ghostPoints(scene: Size) -> [Point] {
    guard altHeld, case .none = mode, let h = hover else { return [] }
    let (a, b) = pair(for: h, shift: shiftHeld, scene: scene)
    return [a, b]
  }

  func down(at p: Point, alt: Bool, shift: Bool, scene: Size) -> [InputEvent] {
    var out = release(at: p)
    hover = p
    if alt {
      if !shift {
        let d = p - currentPivot(for: p, scene: scene)
        let r = (d.x * d.x + d.y * d.y).squareRoot()
        heading = r > 0.5 ? Point(x: d.x / r, y: d.y / r) : Point(x: 1, y: 0)
      }
      let (a, q) = pair(for: p, shift: shift, scene: scene)
      mode = shift ? .parallel(offset: q - p) : .mirrored
      firstPoint = a
      secondPoint = q
      out += [.touch(Self.primary, .began, a), .touch(Self.secondary, .began, q)]
    } else {
      mode = .one
      out.append(.touch(Self.primary, .began, p))
    }
    return out
  }

  func move(to p: Point, scene: Size) -> [InputEvent] {
    switch mode {
    case .none: return []
    case .one: return [.touch(Self.primary, .moved, p)]
    case .mirrored:
      let (a, q) = Self.mirroredPair(
        p, about: pivot ?? currentPivot(for: p, scene: scene), heading: &heading, in: scene)
      firstPoint = a
      secondPoint = q
      return [.touch(Self.primary, .moved, a), .touch(Self.secondary, .moved, q)]
    case .parallel(let offset):
      let q = Self.clamp(p + offset, to: scene)
      firstPoint = p
      secondPoint = q
      return [.touch(Self.primary, .moved, p), .touch(Self.secondary, .moved, q)]
    }
  }

  func up(at p: Point) -> [InputEvent] {
    let out = release(at: p)
    if !altHeld { pivot = nil }
    return out
  }

  private func release(at p: Point) -> [InputEvent] {
    defer {
      mode = .none
      firstPoint = nil
      secondPoint = nil
    }
    switch mode {
    case .none: return []
    case .one: return [.touch(Self.primary, .ended, p)]
    case .mirrored, .parallel:
      // The first finger lifts at the pointer, unless the pointer is too
      // close to the pivot for it to be there (it stays where it was put).
      let first =
        pivot.map { p.distance(to: $0) < Self.minimumFingerSpacing / 2 } == true ? firstPoint ?? p : p
      return [.touch(Self.primary, .ended, first), .touch(Self.secondary, .ended, secondPoint ?? p)]
    }
  }

  /// Forgets the fingers and the keys (focus lost: the application cancels them).
  func reset() {
    mode = .none
    firstPoint = nil
    secondPoint = nil
    altHeld = false
    shiftHeld = false
  }
}
