import ResponderCore

/// `sheet:` on a `pageSheet` or `formSheet` controller: what its
/// `UISheetPresentationController` is given before it is presented.
public struct SheetSpec: Hashable, Sendable {
  /// `detents: [medium, large, { identifier: peek, height: 120 }]`, in
  /// file order (UIKit sorts them by height).
  public var detents: [SheetPresentationController.Detent] = [.large]
  /// `selectedDetent:`: where it opens (nil: the smallest detent).
  public var selectedDetent: String?
  public var prefersGrabberVisible: Bool?
  /// `largestUndimmedDetent:` (`largestUndimmedDetentIdentifier`).
  public var largestUndimmedDetent: String?
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool?

  public init() {}
}
