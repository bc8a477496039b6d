/// The application's pasteboard for copy, cut and paste.
public final class Pasteboard {
  public var string: String?
  public init() {}

  static func general(of view: View) -> Pasteboard? { view.window?.application?.pasteboard }
}
