/// The motion sensors SDL reports.
public enum SensorKind: String, Sendable, Hashable {
  case accelerometer, gyroscope
}

/// Delivers sensor samples straight to subscribers.
///
/// "Motion events related to the accelerometers, gyroscopes, and
/// magnetometer do not follow the responder chain. Instead, Core Motion
/// delivers those events directly to the designated object."
public final class SensorHub {
  public typealias Handler = (_ values: [Double], _ time: Double) -> Void
  private var subscribers: [(id: Int, kind: SensorKind, handler: Handler)] = []
  private var nextID = 0
  /// The latest sample of each sensor.
  public private(set) var latest: [SensorKind: [Double]] = [:]

  public init() {}

  /// Subscribes to one sensor; returns a token for `unsubscribe`.
  @discardableResult
  public func subscribe(_ kind: SensorKind, _ handler: @escaping Handler) -> Int {
    nextID += 1
    subscribers.append((nextID, kind, handler))
    return nextID
  }

  public func unsubscribe(_ token: Int) {
    subscribers.removeAll { $0.id == token }
  }

  func publish(_ kind: SensorKind, _ values: [Double], time: Double) {
    latest[kind] = values
    for s in subscribers where s.kind == kind { s.handler(values, time) }
  }
}

/// Turns accelerometer samples into shake motion events.
///
/// A shake begins when the acceleration departs from 1 g by more than
/// `threshold` and ends once it has stayed calm for `quietTime`; iOS, too,
/// reports only a shake's beginning and end, not the individual jolts.
public final class ShakeDetector {
  public var threshold = 1.2
  public var quietTime = 0.3
  public private(set) var isShaking = false
  private var lastJolt = -Double.infinity
  private var pending: Bool?

  public init() {}

  func sample(_ v: [Double], time: Double) {
    guard v.allSatisfy(\.isFinite) else { return }
    let magnitude = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
    if abs(magnitude - 1) > threshold {
      lastJolt = time
      if !isShaking {
        isShaking = true
        pending = true
      }
    }
  }

  /// Returns `true` for a shake beginning, `false` for one ending, nil otherwise.
  func tick(time: Double) -> Bool? {
    if let p = pending {
      pending = nil
      return p
    }
    if isShaking, time - lastJolt >= quietTime {
      isShaking = false
      return false
    }
    return nil
  }

  func cancel() {
    isShaking = false
    pending = nil
  }
}
