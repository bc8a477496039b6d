internal import CSDL2
import ResponderCore

extension SDLRuntime {
  /// Opens every accelerometer and gyroscope SDL knows of and tells the
  /// translator which instance is which; returns how many were opened.
  /// Machines without sensors (most desktops, CI) open none.
  @discardableResult
  public static func openSensors(into translator: SDLEventTranslator) -> Int {
    guard SDL_InitSubSystem(UInt32(SDL_INIT_SENSOR)) == 0 else { return 0 }
    var opened = 0
    for i in 0..<SDL_NumSensors() {
      let kind: SensorKind
      switch SDL_SensorGetDeviceType(i) {
      case SDL_SENSOR_ACCEL: kind = .accelerometer
      case SDL_SENSOR_GYRO: kind = .gyroscope
      default: continue
      }
      guard SDL_SensorOpen(i) != nil else { continue }
      translator.sensorKinds[SDL_SensorGetDeviceInstanceID(i)] = kind
      opened += 1
    }
    return opened
  }
}
