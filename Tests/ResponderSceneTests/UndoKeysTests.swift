import ResponderScene
import Testing

/// `levelsOfUndo` and the undo effects load only where they mean something
/// (UndoManager.levelsOfUndo is a property of a manager the responder owns).
@Suite("Scene keys for the undo manager")
struct UndoKeysTests {
  @Test("levelsOfUndo without an undo manager of its own is refused where it is written; 0…100 whole numbers")
  func levelsOfUndo() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844, levelsOfUndo: 3 }
      root:
        controller: main
        levelsOfUndo: 2
        view:
          id: root
          subviews:
            - { id: owner, undoManager: true, levelsOfUndo: 5 }
            - { id: field, type: textField, levelsOfUndo: 5 }
            - { id: plain, levelsOfUndo: 1.5 }
      """)
    #expect(
      errors == [
        "s.yaml:4:3: `levelsOfUndo` limits an undo manager this responder does not own: add `undoManager: true` (UndoManager.levelsOfUndo)",
        "s.yaml:10:22: `levelsOfUndo` limits an undo manager this responder does not own: add `undoManager: true` (UndoManager.levelsOfUndo)",
        "s.yaml:10:36: expected a whole number from 0 to 100, got 1.5",
      ])
  }

  @Test("the grouping effects take true; removeAllActionsWithTarget takes a view's id")
  func effects() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        on:
          a: [{ beginUndoGrouping: false }]
          b: [{ endUndoGrouping: true }]
          c: [{ removeAllActionsWithTarget: main }]
        view: { id: root }
      """)
    #expect(errors.count == 2)
    #expect(errors.first == "s.yaml:5:30: `beginUndoGrouping` takes true")
    #expect(errors.last?.hasPrefix("s.yaml:7:39:") == true)
  }
}
