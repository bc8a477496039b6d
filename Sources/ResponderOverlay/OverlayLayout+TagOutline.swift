import ResponderCore

/// The rim drawn around every tag and chain stop over the scene.
///
/// Tags are filled with the legend's colours, which a scene may use too
/// (gestures.yaml's long-pressed pad turns #ff9500, the "skipped" orange),
/// and a tag filled like what it sits on vanishes into it. A thin light
/// ring inside a dark one keeps every tag's outline visible on any fill:
/// whatever the colour beneath, it contrasts with one of the two.
extension OverlayLayout {
  public enum TagRim {
    /// The sidebar's panel colour: the dark ring is the overlay's own dark.
    public static let dark = Ink.panel
    public static let light = Color(r: 255, g: 255, b: 255)
  }

  /// How far the rim reaches outside a tag.
  static let rimWidth = 2.0

  /// `text` grown by the rim's width: a tag placed clear of it keeps its
  /// rim off the scene's text too.
  static func withRim(_ text: Rect) -> Rect { text.insetBy(dx: -rimWidth, dy: -rimWidth) }

  /// The two rings behind a tag at `rect`, drawn before its own fill.
  func tagRim(_ rect: Rect, cornerRadius: Double) -> [DisplayItem] {
    let w = Self.rimWidth
    return [
      .fill(rect.insetBy(dx: -w, dy: -w), TagRim.dark, cornerRadius: cornerRadius + w),
      .fill(rect.insetBy(dx: -w / 2, dy: -w / 2), TagRim.light, cornerRadius: cornerRadius + w / 2),
    ]
  }
}
