import ResponderCore

/// A small button that takes touches up to `slop` points outside its
/// bounds, as apps enlarge the target of a 24-point icon to the 44 points
/// Apple's guidelines ask for.
///
/// UIKit apps do this by overriding `hitTest(_:with:)` (or
/// `point(inside:with:)`); here the override keeps the rules of the seeds
/// for everything else: hidden, interaction-disabled or transparent views
/// are still skipped, and subviews are still tried first.
public final class GenerousButton: View {
  public var slop: Double

  public init(identifier: String, frame: Rect, slop: Double = 10) {
    self.slop = slop
    super.init(identifier: identifier, frame: frame)
    handledEvents.insert(.touches)
  }

  public override var kindName: String { "generousButton" }

  public override func hitTest(_ point: Point, with event: Event?) -> View? {
    if let hit = super.hitTest(point, with: event) { return hit }
    guard hitTestSkipReason == nil else { return nil }
    return bounds.insetBy(dx: -slop, dy: -slop).contains(point) ? self : nil
  }
}
