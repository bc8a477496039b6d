/// One finger's change within a frame: what `InputEvent.touch` carries, as
/// a value a batch of them (`Application.handleTouches`) is made of.
public struct TouchChange: Sendable, Hashable {
  public var finger: FingerID
  public var phase: TouchPhase
  public var point: Point

  public init(_ finger: FingerID, _ phase: TouchPhase, _ point: Point) {
    self.finger = finger
    self.phase = phase
    self.point = point
  }

  /// The change an input stands for, when it is a touch.
  public init?(_ input: InputEvent) {
    guard case .touch(let finger, let phase, let point) = input else { return nil }
    self.init(finger, phase, point)
  }

  /// The change as the input the queue and the observers see.
  public var input: InputEvent { .touch(finger, phase, point) }
}

extension TouchChange {
  /// Whether this change can join `frame`, the changes gathered for one
  /// touch event so far: the same phase, and a finger not in it yet (one
  /// touch has one phase in an event). `Session.pollAndDispatch` and
  /// `Application.handleTogether` gather frames by this one rule.
  @inline(__always)
  public func canJoin(_ frame: [TouchChange]) -> Bool {
    guard let head = frame.first else { return true }
    return canJoin(first: head, rest: frame.dropFirst())
  }

  /// `canJoin` for a frame held as its first change and the others.
  @inline(__always)
  public func canJoin<Rest: Collection<TouchChange>>(first: TouchChange, rest: Rest) -> Bool {
    first.phase == phase && first.finger != finger && !rest.contains { $0.finger == finger }
  }
}
