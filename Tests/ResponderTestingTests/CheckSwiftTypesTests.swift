import Foundation
import Testing

/// `rlab check` has no Swift classes: it names each `type:`/`class:` it could
/// not check, still checks everything else, and fails a misspelt built-in type.
@Suite("rlab check on scenes naming Swift classes")
struct CheckSwiftTypesTests {
  @Test("unknown class names are listed as not checked, at their line and column, and the file passes")
  func listsUnchecked() throws {
    let folder = try temporaryFolder("check-types")
    let scene = try write(
      """
      window: { width: 300, height: 300 }
      root:
        controller: main
        class: MainController
        view:
          id: root
          subviews:
            - { id: card, type: SwipeCard, frame: [0, 0, 100, 100], title: Go }
      """, to: "card.yaml", in: folder)
    let r = try rlab(["check", scene])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(
      r.out.split(separator: "\n").map(String.init) == [
        "\(scene):4:10: note: 'MainController' is not a built-in type; not checked "
          + "(a Swift class, checked by the program that registers it with SceneTypes)",
        "\(scene):8:27: note: 'SwipeCard' is not a built-in type; not checked "
          + "(a Swift class, checked by the program that registers it with SceneTypes)",
        "1 file checked, no errors; 2 Swift class names not checked",
      ])
  }

  @Test("a misspelt built-in type and other errors still fail")
  func stillFails() throws {
    let folder = try temporaryFolder("check-types")
    let scene = try write(
      """
      window: { width: 300, height: 300 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: card, type: SwipeCard, frame: [0, 0, 100] }
            - { id: b, type: buton }
      """, to: "card.yaml", in: folder)
    let r = try rlab(["check", scene])
    #expect(r.code == 1)
    #expect(r.out.contains("\(scene):8:24: unknown view type 'buton'; did you mean 'button'?"))
    #expect(r.out.contains("\(scene):7:45: a frame has 4 numbers"))
  }

  @Test("rlab run names the class it cannot make, and how to register it")
  func runRefuses() throws {
    let folder = try temporaryFolder("check-types")
    let scene = try write(
      """
      window: { width: 300, height: 300 }
      root: { controller: main, view: { id: root, subviews: [{ id: card, type: SwipeCard }] } }
      """, to: "card.yaml", in: folder)
    let r = try rlab(["run", "--headless", "--frames", "1", scene])
    #expect(r.code == 1)
    #expect(
      r.err.contains(
        "\(scene):2:74: unknown view type 'SwipeCard'; a Swift class is named once registered "
          + "(SceneTypes.register(_:as:)) and the scene opened with those types"))
  }
}
