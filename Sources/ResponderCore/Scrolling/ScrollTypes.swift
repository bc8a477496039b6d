/// The kinds of scroll input a pan accepts (`UIScrollTypeMask`), in its
/// `allowedScrollTypesMask`.
///
/// "Continuous" is a trackpad's two-finger scroll, "discrete" a mouse
/// wheel's notches. A scroll view's pan accepts both; another pan none
/// unless it says so, as UIKit's default mask is empty.
public struct ScrollTypes: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let continuous = ScrollTypes(rawValue: 1)
  public static let discrete = ScrollTypes(rawValue: 2)
  public static let all: ScrollTypes = [.continuous, .discrete]
}
