import ResponderCore
import Testing

@testable import ResponderOverlay

/// Every text the overlay draws on a colour is legible in both themes: WCAG
/// 2's contrast ratio, computed from the palette's own values, is at least
/// 4.5:1 (normal text, level AA).
@Suite("Overlay palette contrast")
struct PaletteContrastTests {
  @Test(
    "every text-on-colour pair is at least 4.5:1 in the dark and the light theme",
    arguments: [Palette.dark, .light])
  func pairsAreLegible(_ palette: Palette) {
    let low = palette.textPairs.filter { Palette.contrast($0.text, $0.background) < 4.5 }
    #expect(
      low.isEmpty,
      "\(palette.name): \(low.map { "\($0.what) \(Palette.contrast($0.text, $0.background))" })")
  }

  @Test(
    "the ratio is WCAG's: black on white 21, a colour on itself 1, white on the old yellow pill below 4.5")
  func ratioIsWCAGs() {
    let white = Color(r: 255, g: 255, b: 255)
    let black = Color(r: 0, g: 0, b: 0)
    #expect(abs(Palette.contrast(black, white) - 21) < 1e-9)
    #expect(Palette.contrast(Palette.dark.current, Palette.dark.current) == 1)
    // What the current-hop pill drew before: white on yellow, about 1.4.
    #expect(Palette.contrast(white, Palette.dark.current) < 1.5)
    #expect(Palette.contrast(Palette.dark.markText, Palette.dark.current) >= 4.5)
  }

  @Test("the overlay draws with the current palette: the light theme's sidebar is light")
  func layoutUsesPalette() {
    let l = OverlayLayout(sceneSize: Size(width: 300, height: 400))
    let dark = l.sidebar(OverlayModel())
    let light = Palette.$current.withValue(.light) { l.sidebar(OverlayModel()) }
    #expect(dark.first == .fill(l.window.sidebarRect, Palette.dark.panel))
    #expect(light.first == .fill(l.window.sidebarRect, Palette.light.panel))
    let texts = light.compactMap { if case .text(_, _, _, let c, _, _) = $0 { c } else { nil } }
    #expect(!texts.isEmpty)
    #expect(texts.allSatisfy { Palette.contrast($0, Palette.light.panel) >= 4.5 })
  }
}
