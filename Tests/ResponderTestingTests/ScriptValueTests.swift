import Foundation
import Testing

/// `props` compares geometry as the list a script writes, and `actions`
/// checks the action messages a step sent.
@Suite("script values: geometry as lists, actions")
struct ScriptValueTests {
  @Test("points, sizes, rects and insets read and compare as lists")
  func geometryAsLists() throws {
    let dir = try temporaryFolder("values")
    let script = try write(
      """
      scene: \(repositoryRoot)/Scenes/scroll.yaml
      tests:
        - name: at rest
          steps:
            - expect:
                props:
                  list.contentOffset: [0, 0]
                  list.contentSize: [390, 1600]
                  list.contentInset: [0, 0, 0, 0]
                  list.center: [195, 400]
                  list.frame: [0, 90, 390, 620]
        - name: wrong offset
          steps:
            - expect: { props: { list.contentOffset: [0, 10] } }
      """, to: "geo.test.yaml", in: dir)
    let r = try rlab(["test", script])
    #expect(r.out.contains("ok at rest"), "\(r.out)")
    #expect(r.out.contains("FAIL wrong offset"), "\(r.out)")
    #expect(r.out.contains("expected: [0, 10]\n        seen:     [0, 0]\n"), "\(r.out)")
    #expect(r.code == 1)
  }

  @Test("`actions` lists the action messages sent since the last expect, a run of one message once")
  func actions() throws {
    let dir = try temporaryFolder("values")
    let script = try write(
      """
      scene: \(repositoryRoot)/Scenes/figure1.yaml
      tests:
        - name: ok submits
          steps:
            - tap: ok
            - tap: ok
            - expect: { actions: [submit] }
            - tap: label
            - expect: { actions: [] }
        - name: wrong
          steps:
            - tap: ok
            - expect: { actions: [cancel] }
      """, to: "actions.test.yaml", in: dir)
    let r = try rlab(["test", script])
    #expect(r.out.contains("ok ok submits"), "\(r.out)")
    #expect(r.out.contains("expected: [cancel]\n      seen:     [submit]"), "\(r.out)")
  }
}
