/// How a stack view arranges its subviews (a subset of `UIStackView`).
///
/// UIKit's stack view lays its arranged subviews out along one axis with
/// Auto Layout; a scene has no constraints, so each arranged view keeps its
/// own size along the axis (its frame's height in a vertical stack) and the
/// stack sets its position. A hidden arranged view is not laid out and
/// gives up its space, and removing one closes the gap ("UIStackView":
/// "the stack view automatically updates its layout whenever views are
/// added, removed or inserted into the arrangedSubviews array, or whenever
/// one of the arranged subviews's isHidden property changes").
public struct StackLayout: Hashable, Sendable {
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
  }

  /// Across the axis (`UIStackView.Alignment`): `fill` takes the stack's
  /// width (vertical) or height (horizontal); the others keep the view's
  /// own (and so does a `fill` stack across this one, whose length is its
  /// content's). `top` and `bottom` are UIKit's names of `leading` and
  /// `trailing` for a horizontal stack.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, center, trailing, top, bottom
  }

  /// Along the axis (`UIStackView.Distribution`, a subset):
  /// - `fill`: one after another, `spacing` apart; the stack's own length
  ///   follows them, as a stack view with no length constraint does (the
  ///   usual stack in a scroll view), so nothing is stretched;
  /// - `fillEqually`: the stack keeps its length and each view gets an
  ///   equal share of it;
  /// - `equalSpacing`: the stack keeps its length, the views their sizes,
  ///   and the gaps share what is left (at least `spacing`).
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, equalSpacing
  }

  public var axis: Axis
  public var spacing: Double
  public var alignment: Alignment
  public var distribution: Distribution

  public init(
    axis: Axis = .horizontal, spacing: Double = 0, alignment: Alignment = .fill,
    distribution: Distribution = .fill
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.distribution = distribution
  }
}

/// A stack view's layout and the flags that keep its layout pass from
/// re-entering itself (setting an arranged view's frame reports back).
final class StackArrangement {
  var layout: StackLayout
  var isLayingOut = false
  var needsAnotherPass = false

  init(_ layout: StackLayout) {
    self.layout = layout
  }
}
