/// The dimmed layer behind a page sheet (UIKit's private `UIDimmingView`,
/// in the presentation's container view): it fills the window under the
/// sheet, so a touch outside the sheet lands here and not on the content
/// that shows through (UIModalPresentationStyle.pageSheet: "the system adds
/// a dimming layer over the background content").
///
/// Its id is fixed, `dimmingView`, so scripts can name it; it handles no
/// events itself, so a touch on it goes up its chain (the window, the
/// application) and reaches nothing beneath.
public final class DimmingView: View {
  public static let id = "dimmingView"

  init(frame: Rect) {
    super.init(identifier: Self.id, frame: frame)
    backgroundColor = Color(r: 0, g: 0, b: 0, a: 60)
  }

  public override var kindName: String { "dimmingView" }
}
