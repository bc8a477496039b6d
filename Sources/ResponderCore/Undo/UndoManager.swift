/// Records undoable changes as named groups and plays them back
/// (Foundation's `UndoManager`, which Linux Foundation lacks).
///
/// Registrations made while undoing become the redo of that group, and those
/// made while redoing become undo again; any other registration clears redo.
/// With `groupsByEvent` (the default) everything registered during one event
/// is one group, closed when the application finishes dispatching it.
public final class UndoManager {
  struct Group {
    var name: String
    var actions: [Action] = []
  }

  /// One registered undo: its handler and the objects it was registered
  /// with (`registerUndo(withTarget:handler:)`), which
  /// `removeAllActions(withTarget:)` looks for.
  struct Action {
    var targets: [ObjectIdentifier]
    var run: () -> Void
  }

  /// How many groups the undo stack keeps: `GestureConstants.defaultLevelsOfUndo`
  /// unless set, and never more than `maxLevelsOfUndo` (0, UIKit's "no
  /// limit", keeps that many). Foundation keeps every group by default;
  /// here each is a set of closures a scene can make large, and the trace
  /// repeats the stack in every line (SPEC §5 fixes that field), so 17,000
  /// undoable taps grew past 3 GB and a 2.3 GB trace (issue 37).
  public var levelsOfUndo = GestureConstants.defaultLevelsOfUndo {
    didSet { trim() }
  }

  /// The levels kept: `levelsOfUndo`, held within 1…`maxLevelsOfUndo`.
  var keptLevels: Int {
    levelsOfUndo <= 0 ? GestureConstants.maxLevelsOfUndo : min(levelsOfUndo, GestureConstants.maxLevelsOfUndo)
  }
  /// Whether registrations outside explicit groups are grouped per event.
  public var groupsByEvent = true
  public private(set) var isUndoing = false
  public private(set) var isRedoing = false
  /// Bumped by every registration; a text field compares it to coalesce typing.
  public private(set) var registrationCount = 0

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroup: Group?
  private var groupingLevel = 0
  private var collecting: Group?

  public init() {}

  public var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Undo group names, oldest first (an open group counts as the newest).
  public var undoActionNames: [String] {
    var names = undoStack.map(\.name)
    if let g = openGroup, !g.actions.isEmpty { names.append(g.name) }
    return names
  }

  /// The name of the group being registered now (the current event's, or an
  /// explicit grouping's), nil when none is open or it holds nothing yet:
  /// a second registration in the same group can name both changes.
  public var openGroupName: String? {
    guard let g = openGroup, !g.actions.isEmpty else { return nil }
    return g.name
  }

  /// Redo group names, oldest first: the next redo is the last.
  public var redoActionNames: [String] { redoStack.map(\.name) }

  public var redoActionName: String { redoStack.last?.name ?? "" }

  /// Registers `handler` to undo a change, in the open group (opening an
  /// implicit one when none is).
  public func registerUndo(named name: String? = nil, _ handler: @escaping () -> Void) {
    registerUndo(withTargets: [], named: name, handler)
  }

  /// Registers `handler` with the objects it changes
  /// (`registerUndo(withTarget:handler:)`), so that
  /// `removeAllActions(withTarget:)` can take it out again.
  public func registerUndo(
    withTargets targets: [AnyObject], named name: String? = nil, _ handler: @escaping () -> Void
  ) {
    registrationCount += 1
    let action = Action(targets: targets.map(ObjectIdentifier.init), run: handler)
    if isUndoing || isRedoing {
      collecting?.actions.append(action)
      return
    }
    if openGroup == nil { openGroup = Group(name: "") }
    openGroup!.actions.append(action)
    if let name { openGroup!.name = name }
    redoStack.removeAll()
  }

  /// Names the group being registered (or the one being undone/redone).
  public func setActionName(_ name: String) {
    if isUndoing || isRedoing {
      collecting?.name = name
    } else if openGroup != nil {
      openGroup!.name = name
    }
  }

  public func beginUndoGrouping() {
    if groupingLevel == 0 {
      closeOpenGroups()
      openGroup = Group(name: "")
    }
    groupingLevel += 1
  }

  public func endUndoGrouping() {
    guard groupingLevel > 0 else { return }
    groupingLevel -= 1
    if groupingLevel == 0 { closeOpenGroups() }
  }

  /// Closes the implicit group of the event that just ended, unless an
  /// explicit `beginUndoGrouping()` is still open: "By default, undo
  /// groups are begun automatically at the start of the event loop", and a
  /// group the app began stays open across events until
  /// `endUndoGrouping()` (UndoManager.groupsByEvent, beginUndoGrouping()).
  public func closeEventGroup() {
    if groupingLevel == 0 { closeOpenGroups() }
  }

  /// Whether an explicit `beginUndoGrouping()` is open.
  public var isGrouping: Bool { groupingLevel > 0 }

  /// Closes whatever group is open, pushing it if it registered anything.
  public func closeOpenGroups() {
    groupingLevel = 0
    guard let g = openGroup else { return }
    openGroup = nil
    if !g.actions.isEmpty {
      undoStack.append(g)
      trim()
    }
  }

  /// Undoes the newest group; what it registers becomes the redo.
  public func undo() {
    closeOpenGroups()
    guard let g = undoStack.popLast() else { return }
    isUndoing = true
    collecting = Group(name: g.name)
    for action in g.actions.reversed() { action.run() }
    isUndoing = false
    if let c = collecting, !c.actions.isEmpty { redoStack.append(c) }
    collecting = nil
  }

  /// Redoes the newest undone group; what it registers becomes undo again.
  public func redo() {
    closeOpenGroups()
    guard let g = redoStack.popLast() else { return }
    isRedoing = true
    collecting = Group(name: g.name)
    for action in g.actions.reversed() { action.run() }
    isRedoing = false
    if let c = collecting, !c.actions.isEmpty {
      undoStack.append(c)
      trim()
    }
    collecting = nil
  }

  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup = nil
    groupingLevel = 0
    registrationCount += 1
  }

  /// Removes every undo and redo action registered with `target`, and the
  /// groups that leave empty (UndoManager.removeAllActions(withTarget:):
  /// "Clears the undo and redo stacks of all operations involving the
  /// specified target"), as an object does before it goes away.
  public func removeAllActions(withTarget target: AnyObject) {
    let id = ObjectIdentifier(target)
    func strip(_ groups: [Group]) -> [Group] {
      groups.compactMap { g in
        var g = g
        g.actions.removeAll { $0.targets.contains(id) }
        return g.actions.isEmpty ? nil : g
      }
    }
    undoStack = strip(undoStack)
    redoStack = strip(redoStack)
    openGroup?.actions.removeAll { $0.targets.contains(id) }
    registrationCount += 1
  }

  private func trim() {
    let kept = keptLevels
    if undoStack.count > kept { undoStack.removeFirst(undoStack.count - kept) }
  }
}
