import ResponderCore
import Testing

@testable import ResponderOverlay

/// The chain panel says why a chain stops short of the window: UIResponder.next
/// — "UIViewController similarly implements the method and returns its view's
/// superview" — is nil for a controller whose view left the window.
@Suite("Overlay: why the chain ends")
struct ChainEndTests {
  static let settings = """
    name: chain end
    window: { width: 390, height: 844 }
    root:
      navigationController: { id: nav, root: settings }
    controllers:
      - controller: settings
        title: Settings
        on: { openWifi: [{ push: wifi }] }
        view:
          id: settingsView
          subviews:
            - { id: wifiRow, type: button, title: "Wi-Fi", frame: [0, 111, 390, 44], action: openWifi }
      - controller: wifi
        title: Wi-Fi
        view: { id: wifiView }
    """

  @Test(
    "after a push settles, the pushed-over controller's chain ends with the reason: its view has no superview"
  )
  func pushedOver() throws {
    let lab = try OverlayLab(Self.settings)
    lab.tap(195, 130)
    let during = lab.model
    #expect(during.chainEnd == nil)
    lab.app.advance(by: 0.5)
    let m = lab.model
    #expect(m.chain.map(\.id) == ["wifiRow", "settingsView", "settings"])
    #expect(m.chainEnd?.contains("settings.next is nil") == true)
    #expect(m.chainEnd?.contains("settingsView has none") == true)
    let t = texts(OverlayLayout(sceneSize: Size(width: 390, height: 844)).sidebar(m))
    #expect(t.contains { $0.contains("settings.next is nil") })
  }

  @Test("a chain that reaches the application names no reason")
  func ordinaryEnd() throws {
    let lab = try OverlayLab(Self.settings)
    lab.tap(195, 600)
    #expect(lab.model.chain.last?.id == "application")
    #expect(lab.model.chainEnd == nil)
  }

  @Test("Core's ChainEnd: a controller whose view left the window, a view not in one")
  func coreAnswers() {
    let c = ViewController(identifier: "c", view: View(identifier: "cView"))
    #expect(c.chainEnd == .controllerViewNotInHierarchy(view: c.view.identifier))
    let v = View(identifier: "loose")
    #expect(v.chainEnd == .viewNotInHierarchy)
    let app = Application()
    #expect(app.chainEnd == .application)
    let w = Window()
    app.addWindow(w)
    #expect(w.chainEnd == nil)
  }
}
