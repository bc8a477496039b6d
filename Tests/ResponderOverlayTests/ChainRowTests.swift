import ResponderCore
import ResponderScene
import Testing

@testable import ResponderOverlay

@Suite("Overlay responder-chain rows")
struct ChainRowTests {
  typealias Hop = OverlayModel.HopState

  @Test("a handled touch: the handler is handled and everything after it not reached")
  func handledTouch() throws {
    let lab = try OverlayLab(labScene)
    lab.down(80, 80)
    let m = lab.model
    #expect(m.chainOrigin == "touch's view")
    #expect(m.chain.map(\.id) == ["box", "card", "root", "main", "window", "application", "appDelegate"])
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(m))
    #expect(t.contains("Chain from the touch's view  (F3)"))
    #expect(m.chain.map(\.state) == [.handled] + Array(repeating: Hop.notReached, count: 6))
    #expect(m.chain.map(\.kind).prefix(4) == ["view", "view", "view", "viewController"])
    #expect(!m.discarded)
    #expect(m.handlerFrame == Rect(x: 40, y: 40, width: 100, height: 100))
  }

  @Test("a touch nobody handles visits the whole chain and is discarded")
  func discardedTouch() throws {
    let lab = try OverlayLab(labScene)
    lab.down(190, 130)
    let m = lab.model
    #expect(m.hitRows.filter(\.isHitView).map(\.id) == ["card"])
    #expect(m.chain.map(\.id) == ["card", "root", "main", "window", "application", "appDelegate"])
    #expect(m.chain.allSatisfy { $0.state == .visited })
    #expect(m.discarded)
    #expect(m.handlerFrame == nil)
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(m))
    #expect(t.contains("discarded: nobody handled it"))
  }

  @Test("a key starts the chain at the first responder")
  func keyChainOrigin() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(100, 260)
    #expect(lab.model.firstResponder == "field")
    lab.app.handle(.key(Key("q"), [], down: true))
    let m = lab.model
    #expect(m.chainOrigin == "first responder")
    #expect(m.chain.first?.id == "field")
    #expect(m.eventTitle == "key q down")
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(m))
    #expect(t.contains("Chain from the first responder  (F3)"))
  }

  @Test("rows: visited hops, then the handler, then the rest not reached")
  func rowsFunction() throws {
    let lab = try OverlayLab(labScene)
    let box = try #require(lab.view("box"))
    let card = try #require(lab.view("card"))
    let root = try #require(lab.view("root"))
    let full = box.responderChain
    let rows = OverlayModel.rows(full: full, visited: [box, card, root], handler: root)
    #expect(rows.prefix(3).map(\.state) == [.visited, .visited, .handled])
    #expect(rows.dropFirst(3).allSatisfy { $0.state == .notReached })
    #expect(rows.count == full.count)
  }

  @Test("rows fall back to the visited list when it left the default chain")
  func rowsOffTheDefaultChain() throws {
    let lab = try OverlayLab(labScene)
    let box = try #require(lab.view("box"))
    let ok = try #require(lab.view("ok"))
    let rows = OverlayModel.rows(full: box.responderChain, visited: [box, ok], handler: nil)
    #expect(rows.map(\.id) == ["box", "ok"])
    #expect(rows.map(\.state) == [.visited, .visited])
  }

  @Test("with litHops = 2 only two chain rows are drawn as reached, and no discard yet")
  func litHops() throws {
    let lab = try OverlayLab(labScene)
    lab.down(190, 130)
    var m = lab.model
    let layout = OverlayLayout(sceneSize: Size(width: 300, height: 400))
    // A row not reached is dimmed; reached rows are drawn in a brighter ink.
    func reachedRows(_ m: OverlayModel) -> [String] {
      coloredTexts(layout.sidebar(m)).filter { $0.0.contains("  ·  ") && $0.1 != OverlayLayout.Ink.dim }.map {
        String($0.0.prefix { $0 != " " })
      }
    }
    #expect(reachedRows(m).count == 6)
    m.litHops = 2
    #expect(reachedRows(m) == ["card", "root"])
    #expect(!texts(layout.sidebar(m)).contains("discarded: nobody handled it"))
    m.litHops = 6
    #expect(texts(layout.sidebar(m)).contains("discarded: nobody handled it"))
  }

  @Test("the handled mark lights only once its hop is reached")
  func litHandler() throws {
    let lab = try OverlayLab(labScene)
    lab.down(80, 80)
    var m = lab.model
    let layout = OverlayLayout(sceneSize: Size(width: 300, height: 400))
    m.litHops = 0
    #expect(!texts(layout.sidebar(m)).contains { $0.contains("✓ handled") })
    m.litHops = 1
    #expect(texts(layout.sidebar(m)).contains { $0.hasPrefix("box  ·  view  ✓ handled") })
  }

  @Test("step mode shows its banner only while paused")
  func pausedBanner() throws {
    let lab = try OverlayLab(labScene)
    lab.down(80, 80)
    var m = lab.model
    let layout = OverlayLayout(sceneSize: Size(width: 300, height: 400))
    func banner(_ m: OverlayModel) -> Bool {
      texts(layout.sidebar(m)).contains { $0.lowercased().contains("step mode") }
    }
    #expect(!banner(m))
    m.paused = true
    #expect(banner(m))
  }
}
