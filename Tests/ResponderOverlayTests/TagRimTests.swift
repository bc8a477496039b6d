import Foundation
import ResponderCore
import Testing

@testable import ResponderOverlay

/// A tag filled with the colour of what it sits on (gestures.yaml's
/// long-pressed pad is the "skipped" orange) must still stand out: every
/// tag and chain stop is drawn inside a rim with a ring that contrasts
/// with any fill beneath.
@Suite("Tags keep an outline on any fill")
struct TagRimTests {
  static let scene = """
    name: orange
    window: { width: 300, height: 400 }
    root:
      controller: main
      view:
        id: root
        color: "#f2f2f7"
        subviews:
          - id: pad
            frame: [20, 100, 260, 200]
            color: "#ff9500"
            handles: [touches]
            subviews:
              - { id: caption, type: label, text: "hold", frame: [20, 20, 100, 30] }
    """

  /// WCAG contrast ratio of two opaque colours.
  func contrast(_ a: Color, _ b: Color) -> Double {
    func lum(_ c: Color) -> Double {
      func ch(_ v: UInt8) -> Double {
        let x = Double(v) / 255
        return x <= 0.03928 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
    }
    let (l1, l2) = (lum(a), lum(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  @Test("the skipped label's orange tag on the orange pad is ringed, and a ring contrasts with the pad")
  func ringedOnItsOwnColour() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(200, 250)
    let m = lab.model
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    let tags = layout.tags(m)
    let skipped = try #require(tags.first { $0.color == OverlayLayout.Ink.skipped })
    let padColor = try #require(Color(hex: "#ff9500"))
    #expect(skipped.color == padColor, "the case this is about: the tag is the pad's colour")
    let marks = layout.sceneMarks(m)
    let i = try #require(
      marks.firstIndex {
        if case .fill(skipped.rect, skipped.color, _) = $0 { return true } else { return false }
      })
    // The rings drawn just before the tag, each wholly around it.
    var rings: [Color] = []
    for item in marks[..<i].reversed() {
      guard case .fill(let r, let c, _) = item, r.minX < skipped.rect.minX, r.maxX > skipped.rect.maxX,
        r.minY < skipped.rect.minY, r.maxY > skipped.rect.maxY, r.width < skipped.rect.width + 8
      else { break }
      rings.append(c)
    }
    #expect(rings.count == 2)
    #expect(rings.contains { contrast($0, padColor) >= 3 }, "\(rings)")
    #expect(rings.contains { contrast($0, skipped.color) >= 3 })
  }

  @Test("a tag's rim keeps off the scene text the tag avoids")
  func rimOffText() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(200, 250)
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    let m = lab.model
    // The caption's text, where a tag would otherwise go (the pad's top-left corner).
    let text = layout.window.toWindow(Rect(x: 20, y: 100, width: 80, height: 20))
    let tags = layout.tags(m, avoiding: [text])
    #expect(!tags.isEmpty)
    for tag in tags {
      #expect(
        !tag.rect.insetBy(dx: -OverlayLayout.rimWidth, dy: -OverlayLayout.rimWidth).intersects(text),
        "\(tag.text)")
    }
  }

  @Test("whatever the fill beneath, one ring of the rim contrasts with it")
  func anyFill() {
    let fills = [
      "#ff9500", "#34c759", "#007aff", "#af52de", "#000000", "#ffffff", "#808080", "#1c1c1e", "#ffd60a",
    ]
    for hex in fills {
      let c = Color(hex: hex)!
      let best = max(
        contrast(OverlayLayout.TagRim.dark, c), contrast(OverlayLayout.TagRim.light, c))
      #expect(best >= 3, "\(hex)")
    }
  }
}
