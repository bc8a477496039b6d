import Testing

@testable import ResponderCore

/// Random sequences of register / undo / redo / grouping against a plain
/// model: two arrays of named groups, each group remembering how much it
/// changed a counter.
@Suite("Undo manager matches a reference model")
struct UndoPropertyTests {
  struct Model {
    struct Group {
      var name: String
      var delta: Int
      var registrations: Int
    }
    var undo: [Group] = []
    var redo: [Group] = []
    var open: Group?
    var level = 0
    var levels = 0
    var value = 0

    mutating func trim() {
      if levels > 0, undo.count > levels { undo.removeFirst(undo.count - levels) }
    }
    mutating func close() {
      level = 0
      if let g = open, g.registrations > 0 {
        undo.append(g)
        trim()
      }
      open = nil
    }
    mutating func register(_ name: String, _ k: Int) {
      value += k
      if open == nil { open = Group(name: "", delta: 0, registrations: 0) }
      open!.name = name
      open!.delta += k
      open!.registrations += 1
      redo.removeAll()
    }
    mutating func begin() {
      if level == 0 {
        close()
        open = Group(name: "", delta: 0, registrations: 0)
      }
      level += 1
    }
    mutating func end() {
      guard level > 0 else { return }
      level -= 1
      if level == 0 { close() }
    }
    mutating func doUndo() {
      close()
      guard let g = undo.popLast() else { return }
      value -= g.delta
      redo.append(g)
    }
    mutating func doRedo() {
      close()
      guard let g = redo.popLast() else { return }
      value += g.delta
      undo.append(g)
      trim()
    }
    var undoNames: [String] {
      undo.map(\.name) + (open.map { $0.registrations > 0 ? [$0.name] : [] } ?? [])
    }
  }

  /// The system under test: a counter changed by registered actions whose
  /// undo handlers subtract and register the inverse.
  final class Counter {
    var value = 0
    let m = UndoManager()
    func add(_ k: Int, named name: String) {
      value += k
      m.registerUndo(named: name) { [unowned self] in self.inverse(-k, name) }
    }
    private func inverse(_ k: Int, _ name: String) {
      value += k
      m.registerUndo(named: name) { [unowned self] in self.inverse(-k, name) }
    }
  }

  @Test(
    "random register/undo/redo/group sequences agree with the model", arguments: Array(UInt64(1)...UInt64(12))
  )
  func randomSequences(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    var model = Model()
    let sut = Counter()
    let startLevels = [0, 0, 1, 2, 3, 5][Int.random(in: 0..<6, using: &g)]
    model.levels = startLevels
    sut.m.levelsOfUndo = startLevels
    var trace: [String] = []
    for step in 0..<300 {
      let op = Int.random(in: 0..<100, using: &g)
      switch op {
      case 0..<35:
        let name = ["Paint", "Move", "Typing", "Delete"][Int.random(in: 0..<4, using: &g)]
        let k = Int.random(in: 1...9, using: &g)
        trace.append("register \(name) \(k)")
        model.register(name, k)
        sut.add(k, named: name)
      case 35..<50:
        trace.append("close")
        model.close()
        sut.m.closeOpenGroups()
      case 50..<68:
        trace.append("undo")
        model.doUndo()
        sut.m.undo()
      case 68..<80:
        trace.append("redo")
        model.doRedo()
        sut.m.redo()
      case 80..<87:
        trace.append("begin")
        model.begin()
        sut.m.beginUndoGrouping()
      case 87..<94:
        trace.append("end")
        model.end()
        sut.m.endUndoGrouping()
      case 94..<97:
        let n = [0, 1, 2, 4][Int.random(in: 0..<4, using: &g)]
        trace.append("levels \(n)")
        model.levels = n
        model.trim()
        sut.m.levelsOfUndo = n
      default:
        trace.append("removeAll")
        model = Model(levels: model.levels, value: model.value)
        sut.m.removeAllActions()
      }
      let same =
        sut.m.undoActionNames == model.undoNames && sut.m.redoActionNames == model.redo.map(\.name)
        && sut.value == model.value && sut.m.canUndo == !model.undoNames.isEmpty
        && sut.m.canRedo == !model.redo.isEmpty
      if !same {
        Issue.record(
          """
          seed \(seed), step \(step): undo \(sut.m.undoActionNames) vs \(model.undoNames), \
          redo \(sut.m.redoActionNames) vs \(model.redo.map(\.name)), value \(sut.value) vs \(model.value)
          last ops: \(trace.suffix(8))
          """)
        return
      }
    }
  }
}
