internal import CSDL2

/// A failure of SDL or one of its libraries, as one line that says what to do.
///
/// The command line prints `description` as it is, so the message names the
/// remedy first and SDL's own wording last.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }

  /// Wraps SDL's last error after a short statement of what was being attempted.
  static func last(_ what: String) -> SDLError {
    let detail = String(cString: SDL_GetError())
    return SDLError(detail.isEmpty ? what : "\(what): \(detail)")
  }
}
