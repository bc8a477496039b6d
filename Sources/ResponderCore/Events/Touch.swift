/// The phase of a touch (`UITouch.Phase`).
public enum TouchPhase: String, Sendable, Hashable {
  case began, moved, stationary, ended, cancelled

  @inline(__always) public var isTerminal: Bool { self == .ended || self == .cancelled }
}

/// Which physical finger a touch follows: a touch device plus a finger id.
/// The mouse is device `-1`.
public struct FingerID: Hashable, Sendable, CustomStringConvertible {
  public var device: Int64
  public var finger: Int64

  public init(device: Int64, finger: Int64) {
    self.device = device
    self.finger = finger
  }

  public static let mouse = FingerID(device: -1, finger: 0)
  /// The device of an Apple Pencil's touches (`TouchType.pencil`): the
  /// live window's Shift+click, a script's `touchType: pencil`.
  public static let pencilDevice: Int64 = -2
  /// The device of touches a script gives `touchType: indirectPointer`.
  public static let indirectPointerDevice: Int64 = -3
  /// The device of the two touches a trackpad's pinch or rotation is
  /// simulated with when the app does not support indirect input events.
  public static let trackpadDevice: Int64 = -4
  /// The Pencil's one touch.
  public static let pencil = FingerID(device: pencilDevice, finger: 0)

  public var description: String { device == -1 ? "mouse\(finger == 0 ? "" : String(finger))" : "\(finger)" }
}

/// One finger on the screen, from down to up (UIKit's `UITouch`).
///
/// "As the touch location or other parameters change, UIKit updates the
/// same UITouch object with the new information. The only property that
/// does not change is the view."
public final class Touch: Hashable {
  public let finger: FingerID
  public internal(set) var phase: TouchPhase {
    get { phaseStorage }
    set { phaseStorage = newValue }
    _modify { yield &phaseStorage }
  }
  @exclusivity(unchecked) final var phaseStorage: TouchPhase
  public internal(set) var timestamp: Double {
    get { timestampStorage }
    set { timestampStorage = newValue }
    _modify { yield &timestampStorage }
  }
  @exclusivity(unchecked) final var timestampStorage: Double
  /// How many quick taps in one place led up to this touch.
  public internal(set) var tapCount: Int {
    get { tapCountStorage }
    set { tapCountStorage = newValue }
    _modify { yield &tapCountStorage }
  }
  @exclusivity(unchecked) final var tapCountStorage: Int
  /// The view the touch began in; it keeps it even when it moves out.
  public internal(set) var view: View? {
    get { viewStorage }
    set { viewStorage = newValue }
    _modify { yield &viewStorage }
  }
  @exclusivity(unchecked) final var viewStorage: View?
  public internal(set) var window: Window? {
    get { windowStorage }
    set { windowStorage = newValue }
    _modify { yield &windowStorage }
  }
  @exclusivity(unchecked) final var windowStorage: Window?
  /// The recognizers that receive this touch: those of the hit-test view
  /// and its ancestors, collected once when the touch began.
  public internal(set) var gestureRecognizers: [GestureRecognizer] {
    get { gestureRecognizersStorage }
    set { gestureRecognizersStorage = newValue }
    _modify { yield &gestureRecognizersStorage }
  }
  @exclusivity(unchecked) final var gestureRecognizersStorage: [GestureRecognizer] = []
  /// Whether the view receives this touch's phases at all: false when the
  /// touch began in a single-touch view that was already tracking a touch.
  public internal(set) var isDeliveredToView: Bool {
    get { isDeliveredToViewStorage }
    set { isDeliveredToViewStorage = newValue }
    _modify { yield &isDeliveredToViewStorage }
  }
  @exclusivity(unchecked) final var isDeliveredToViewStorage: Bool = true
  /// What made the touch (`UITouch.type`): a finger, a Pencil or a pointer.
  public internal(set) var type: TouchType {
    get { typeStorage }
    set { typeStorage = newValue }
    _modify { yield &typeStorage }
  }
  @exclusivity(unchecked) final var typeStorage: TouchType = .direct
  /// The buttons held for this touch (what `Event.buttonMask` reports):
  /// `primary` for a finger, `secondary` for a right click.
  public internal(set) var buttonMask: ButtonMask {
    get { buttonMaskStorage }
    set { buttonMaskStorage = newValue }
    _modify { yield &buttonMaskStorage }
  }
  @exclusivity(unchecked) final var buttonMaskStorage: ButtonMask = .primary
  /// Set once a recognizer cancelled this touch in its view.
  public internal(set) var isCancelledInView: Bool {
    get { isCancelledInViewStorage }
    set { isCancelledInViewStorage = newValue }
    _modify { yield &isCancelledInViewStorage }
  }
  @exclusivity(unchecked) final var isCancelledInViewStorage: Bool = false
  /// Set once `touchesBegan` reached the view (it may be delayed).
  public internal(set) var viewSawBegan: Bool {
    get { viewSawBeganStorage }
    set { viewSawBeganStorage = newValue }
    _modify { yield &viewSawBeganStorage }
  }
  @exclusivity(unchecked) final var viewSawBeganStorage: Bool = false
  /// Set once the view got `touchesEnded` or `touchesCancelled`.
  public internal(set) var viewSawEnd: Bool {
    get { viewSawEndStorage }
    set { viewSawEndStorage = newValue }
    _modify { yield &viewSawEndStorage }
  }
  @exclusivity(unchecked) final var viewSawEndStorage: Bool = false
  /// A held phase the view has not seen yet (`delaysTouchesBegan`/`Ended`).
  @exclusivity(unchecked) var heldBegan = false
  @exclusivity(unchecked) var heldEnded = false

  @exclusivity(unchecked) var locationInWindow: Point
  @exclusivity(unchecked) var previousLocationInWindow: Point
  /// Creation order within the application, for deterministic delivery order.
  let serial: UInt64
  /// Where the touch began, in window coordinates: a control asks whether
  /// a gesture started on its thumb.
  let initialLocationInWindow: Point

  public init(finger: FingerID, location: Point, timestamp: Double, tapCount: Int = 1, serial: UInt64 = 0) {
    self.finger = finger
    self.phaseStorage = .began
    self.timestampStorage = timestamp
    self.tapCountStorage = tapCount
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.initialLocationInWindow = location
    self.serial = serial
  }

  /// Where the touch began, in `view`'s coordinates now.
  public func initialLocation(in view: View?) -> Point {
    guard let view else { return initialLocationInWindow }
    return view.convert(initialLocationInWindow, from: nil)
  }

  /// The current location in `view`'s coordinates (window coordinates when nil).
  public func location(in view: View?) -> Point {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The previous location in `view`'s coordinates.
  public func previousLocation(in view: View?) -> Point {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  public static func == (a: Touch, b: Touch) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

  /// A touch's hash for sets: its address mixed with the set's seed
  /// (MurmurHash3's finalizer), instead of a full SipHash round. Every touch
  /// event puts its touch into a set, and the SipHash cost more than the rest
  /// of building the event (docs/PERFORMANCE.md). Touches are compared by
  /// identity, so the address is the whole of what is hashed either way.
  public func _rawHashValue(seed: Int) -> Int {
    var x = UInt(bitPattern: ObjectIdentifier(self)) ^ UInt(bitPattern: seed)
    x = (x ^ (x >> 33)) &* 0xff51_afd7_ed55_8ccd
    x = (x ^ (x >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return Int(bitPattern: x ^ (x >> 33))
  }
}
