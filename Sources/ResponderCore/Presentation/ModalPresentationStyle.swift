/// How a presented controller is shown (`UIModalPresentationStyle`): the
/// styles a scene names with `modalPresentationStyle:`.
///
/// Each decides which controller presents (`ViewController.presentationHost`),
/// where the presented view goes and what stays hit-testable beneath it:
/// - `fullScreen`: "the presented view covers the screen … The views
///   belonging to the presenting view controller are removed after the
///   presentation completes" (UIModalPresentationStyle.fullScreen).
/// - `pageSheet`: "partially covers the underlying content"; on an iPhone
///   (compact width) "the system displays the view controller as a sheet
///   with part of the background content visible near the top of the
///   screen", over a dimming layer (UIModalPresentationStyle.pageSheet).
///   The content beneath stays in the window, visible, but touches outside
///   the sheet land on the dimming view, not on it.
/// - `overCurrentContext`: "the current view controller's content is
///   displayed over the view controller whose definesPresentationContext
///   property is true … The views beneath the presented content are not
///   removed" (UIModalPresentationStyle.overCurrentContext): only that
///   controller's view is covered.
///
/// - `formSheet`: "In a compact-width, regular-height size class, the
///   system displays the view controller as a sheet with part of the
///   background content visible near the top of the screen"
///   (UIModalPresentationStyle.formSheet): on this phone-sized window, a
///   page sheet.
/// - `overFullScreen`: "The views beneath the presented content are not
///   removed from the view hierarchy when the presentation finishes. So if
///   the presented view controller does not fill the screen with opaque
///   content, the underlying content shows through"
///   (UIModalPresentationStyle.overFullScreen): full-screen, nothing removed.
/// - `currentContext`: "the content is displayed over another view
///   controller's content" — the one whose definesPresentationContext is
///   true (UIModalPresentationStyle.currentContext) — and, unlike
///   `overCurrentContext`, that controller's view is removed while it shows.
///
/// UIKit's default is `.automatic`, a page sheet since iOS 13; a scene that
/// leaves the key out gets `fullScreen`, what presenting did here before
/// the key existed (README, scene reference).
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
  case fullScreen, pageSheet, overCurrentContext, formSheet, overFullScreen, currentContext

  /// Whether a definesPresentationContext controller presents it.
  public var usesContext: Bool { self == .overCurrentContext || self == .currentContext }

  /// How far below the window's top a page sheet begins, in points.
  ///
  /// UIKit places an iPhone's sheet 10 pt below the top safe-area inset and
  /// documents no figure; this sandbox has no status bar, so it uses 47 pt,
  /// the top inset of the 390 × 844 iPhones (12 to 14) in portrait, plus 10.
  /// A chosen figure, not a measured one.
  public static let pageSheetTopInset = 57.0
}
