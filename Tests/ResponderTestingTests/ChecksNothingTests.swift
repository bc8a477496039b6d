import Foundation
import Testing

/// A test without any check would pass whatever the sandbox did, so it does
/// not count as passing: `rlab test` reports it as an error (exit 2, as a
/// test that cannot run) and `rlab check` lists it (exit 1), at the test's
/// FILE:LINE:COLUMN. `image` and `quiz` checks count; a `shot` does not.
@Suite("a test that checks nothing is an error")
struct ChecksNothingTests {
  private func script(_ tests: String) throws -> String {
    let dir = try temporaryFolder("checks-nothing")
    return try write("scene: \(figure1)\ntests:\n" + tests, to: "n.test.yaml", in: dir)
  }

  @Test("taps and a shot without an expect: rlab test exits 2, rlab check exits 1, both at the test's line")
  func noExpect() throws {
    let path = try script(
      """
        - name: taps the label
          steps:
            - tap: label
            - shot: label.png
        - name: checks the hit view
          steps:
            - tap: label
            - expect: { hitView: label }

      """)
    let message = "\(path):3:5: test 'taps the label' checks nothing: add an expect step"
    let test = try rlab(["test", path])
    #expect(test.code == 2)
    #expect(test.out.contains(message))
    #expect(test.out.contains("1 passed, 0 failed, 1 could not run"))
    let check = try rlab(["check", path])
    #expect(check.code == 1)
    #expect(check.out.contains(message))
    #expect(
      !FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent + "/label.png"))
  }

  @Test("an expect with only a tolerance, and a test with no steps, check nothing")
  func emptyChecks() throws {
    let path = try script(
      """
        - name: tolerance alone
          steps:
            - tap: label
            - expect: { tolerance: 3 }
        - name: no steps

      """)
    let check = try rlab(["check", path])
    #expect(check.code == 1)
    #expect(check.out.contains("\(path):3:5: test 'tolerance alone' checks nothing"))
    #expect(check.out.contains("\(path):7:5: test 'no steps' checks nothing"))
  }

  @Test("an expect whose props, gestures, undoStack or quiz map names nothing checks nothing")
  func emptyMaps() throws {
    let path = try script(
      """
        - name: empty props
          steps:
            - tap: label
            - expect: { props: {} }
        - name: empty gestures and quiz
          steps:
            - tap: label
            - expect: { gestures: {}, quiz: {} }
        - name: empty undo map
          steps:
            - tap: label
            - expect: { undoStack: {} }
        - name: one empty and one real
          steps:
            - tap: label
            - expect: { props: {}, hitView: label }

      """)
    let check = try rlab(["check", path])
    #expect(check.code == 1)
    #expect(check.out.contains("\(path):3:5: test 'empty props' checks nothing"))
    #expect(check.out.contains("\(path):7:5: test 'empty gestures and quiz' checks nothing"))
    #expect(check.out.contains("\(path):11:5: test 'empty undo map' checks nothing"))
    #expect(!check.out.contains("'one empty and one real' checks nothing"))
  }

  @Test("a quiz check counts as a check")
  func quizCounts() throws {
    let path = try script(
      """
        - name: nothing asked yet
          steps:
            - tap: label
            - expect: { quiz: { asked: 0 } }

      """)
    let check = try rlab(["check", path])
    #expect(check.code == 0)
    #expect(!check.out.contains("checks nothing"))
  }

  @Test("a misspelt expect key is reported as itself, not as a test that checks nothing")
  func misspelt() throws {
    let path = try script(
      """
        - name: misspelt
          steps:
            - tap: label
            - expect: { hitVeiw: label }

      """)
    let check = try rlab(["check", path])
    #expect(check.code == 1)
    #expect(check.out.contains("unknown expectation `hitVeiw` (did you mean `hitView`?)"))
    #expect(!check.out.contains("checks nothing"))
  }
}
