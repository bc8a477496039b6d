/// Distances inward from each edge of a rectangle (`UIEdgeInsets`);
/// negative values reach outward.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double, left: Double, bottom: Double, right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension Rect {
  /// The rectangle moved in by `insets` (`UIEdgeInsetsInsetRect`); a size
  /// that would turn negative becomes zero.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}
