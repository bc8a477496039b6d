/// A row of segments, one of them selected (`UISegmentedControl`).
///
/// "A horizontal control that consists of multiple segments, each segment
/// functioning as a discrete button." The segments share the width equally
/// (UIKit's default `apportionsSegmentWidthsByContent` false). A touch
/// selects the segment it lifts in, and the control sends `valueChanged`
/// when that changes `selectedSegmentIndex`; setting the index in code (a
/// scene's `set`) sends nothing, as UIKit's property setter does not.
open class SegmentedControl: Control {
  /// "A constant for indicating that no segment is selected"
  /// (`UISegmentedControl.noSegment`).
  public static let noSegment = -1

  /// The segments' titles, left to right.
  public var segments: [String] = [] {
    didSet {
      if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
      setNeedsDisplay()
    }
  }
  /// The selected segment, or `noSegment` (the default).
  public var selectedSegmentIndex = SegmentedControl.noSegment { didSet { setNeedsDisplay() } }

  open override var kindName: String { "segmentedControl" }
  open override var primaryEvents: ControlEvents { .valueChanged }

  public var numberOfSegments: Int { segments.count }

  /// The segment under `p` (this control's coordinates), or `noSegment`
  /// outside the bounds or with no segments.
  public func segment(at p: Point) -> Int {
    guard !segments.isEmpty, bounds.contains(p), bounds.width > 0 else { return Self.noSegment }
    let i = Int((p.x - bounds.minX) / (bounds.width / Double(segments.count)))
    return min(segments.count - 1, max(0, i))
  }

  /// The frame of segment `i` in this control's coordinates.
  public func segmentFrame(_ i: Int) -> Rect {
    let w = bounds.width / Double(max(1, segments.count))
    return Rect(x: bounds.minX + w * Double(i), y: bounds.minY, width: w, height: bounds.height)
  }

  open override func endTracking(_ touch: Touch?, with event: Event?) {
    guard let touch else { return }
    let i = segment(at: touch.location(in: self))
    guard i != Self.noSegment, i != selectedSegmentIndex else { return }
    selectedSegmentIndex = i
    sendActions(for: .valueChanged, with: event)
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "selectedSegmentIndex": return .number(Double(selectedSegmentIndex))
    case "numberOfSegments": return .number(Double(segments.count))
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ v: PropertyValue, forProperty name: String) -> Bool {
    guard name == "selectedSegmentIndex", let n = v.number else {
      return super.setValue(v, forProperty: name)
    }
    let i = Int(n)
    selectedSegmentIndex = Double(i) == n && i >= 0 && i < segments.count ? i : Self.noSegment
    return true
  }
}
