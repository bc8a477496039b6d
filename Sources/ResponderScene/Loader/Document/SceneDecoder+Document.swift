import ResponderCore

extension SceneDecoder {
  static let documentKeys = [
    "name", "description", "window", "application", "appDelegate", "root", "controllers", "firstResponder",
    "lesson", "state", "bind", "templates",
  ]
  static let windowKeys =
    [
      "width", "height", "color", "handles", "on", "undoManager", "levelsOfUndo", "next", "idiom",
      "hardwareKeyboard",
    ]
    + answerKeys
  /// The application's own keys besides a responder's.
  static let applicationKeys = ["applicationSupportsShakeToEdit", "supportsIndirectInputEvents"]
  static let responderKeys = ["handles", "on", "next"] + answerKeys

  /// The checks that need the whole file: references, conditions, detent
  /// and event names, `next` cycles, state and bindings.
  private func checkWholeFile(hasAppDelegate: Bool) {
    checkReferences(hasAppDelegate: hasAppDelegate)
    checkConditionReads()
    checkDetentNames()
    checkEventNames()
    checkGestureActionKeys()
    checkNextCycles()
    checkStateReferences()
    checkStateTargets()
    checkBinds()
  }

  /// Decodes the top-level map; nil when errors were recorded.
  func decodeDocument(_ node: Node) -> SceneDocument? {
    guard let entries = entries(node, expected: .document) else { return nil }
    // A test script given where a scene belongs (`rlab run login.test.yaml`):
    // one error that says so, rather than an unknown key per script key.
    if !entries.contains(where: { $0.key == "root" }),
      entries.contains(where: { $0.key == "tests" || $0.key == "scene" })
    {
      error(.rule(.scriptNotScene), at: node)
      return nil
    }
    var name: String?
    var description: String?
    var window: WindowSpec?
    var application: ResponderSpec?
    var appDelegate: ResponderSpec?
    var root: ControllerSpec?
    var controllers: [ControllerSpec] = []
    var firstResponder: Located<String>?
    // The delegate must be known before the window's chain is drawn.
    if entries.contains(where: { $0.key == "appDelegate" }) {
      chainTable.responders[Self.applicationNode].defaultNext = Self.appDelegateNode
    }
    // Templates and state names are known before any view uses them.
    for entry in entries {
      if entry.key == "templates" { decodeTemplates(entry.value) }
      if entry.key == "state" { decodeState(entry.value) }
    }
    for entry in entries {
      switch entry.key {
      case "name": name = string(entry.value)
      case "description": description = string(entry.value)
      case "window": window = decodeWindow(entry.value)
      case "application":
        application = decodeResponder(entry.value, node: Self.applicationNode, context: .application)
      case "appDelegate":
        appDelegate = decodeResponder(entry.value, node: Self.appDelegateNode, context: .appDelegate)
      case "root":
        guard hasKey(entry.value, "controller") || hasKey(entry.value, "navigationController") else {
          error(.rule(.rootShape), at: entry.value)
          continue
        }
        root = decodeController(entry.value, defaultNext: Self.windowNode, depth: 0)
        chainTable.rootResponder = root.flatMap { idTable.declarations[$0.id.value]?.responder }
      case "controllers":
        for item in items(entry.value) {
          if let controller = decodeController(item, defaultNext: nil, depth: 0) {
            chainTable.presentable.insert(controller.id.value)
            controllers.append(controller)
          }
        }
      case "firstResponder": firstResponder = reference(entry.value, key: "firstResponder", role: .responder)
      // The lesson is read by ResponderTesting's `Lesson` (the live window, `rlab test`), not built.
      case "lesson", "templates", "state": break
      case "bind": decodeBinds(entry.value)
      default: unknownKey(entry, in: .scene, allowed: Self.documentKeys)
      }
    }
    if root == nil && !entries.contains(where: { $0.key == "root" }) {
      error(.rule(.noRoot), at: node)
    }
    if appDelegate == nil {
      chainTable.responders[Self.applicationNode].defaultNext = nil
    }
    checkWholeFile(hasAppDelegate: appDelegate != nil)
    guard let root, errors.isEmpty else { return nil }
    var document = SceneDocument(
      file: file, window: window ?? WindowSpec(location: location(node)), root: root)
    document.name = name
    document.description = description
    document.application = application
    document.appDelegate = appDelegate
    document.controllers = controllers
    document.firstResponder = firstResponder
    document.viewCount = layoutTable.viewCount
    document.state = stateTable.stateSpecs
    document.binds = stateTable.bindSpecs
    document.uncheckedTypes = idTable.uncheckedTypes
    return document
  }

  func decodeWindow(_ node: Node) -> WindowSpec? {
    guard let entries = entries(node) else { return nil }
    var window = WindowSpec(location: location(node))
    for entry in entries {
      switch entry.key {
      case "width", "height":
        guard let value = number(entry.value) else { continue }
        guard value >= 1, value <= Double(limits.maxWindowSide) else {
          error(.outOfRange(.windowSide(entry.key, max: limits.maxWindowSide), value), at: entry.value)
          continue
        }
        if entry.key == "width" { window.width = value } else { window.height = value }
      case "color": window.color = color(entry.value)
      case "handles": window.handles = decodeHandles(entry.value)
      case "on":
        window.on = decodeOn(entry.value)
        refuseControlEvents(window.on, entry.value, kind: nil)
      case "canPerform", "refuses", "keyCommands", "validate": decodeAnswer(entry, into: &window.answers)
      case "undoManager": window.undoManager = bool(entry.value)
      case "levelsOfUndo": window.levelsOfUndo = positiveInt(entry.value, from: 0)
      case "next": window.next = explicitNext(entry.value, responder: Self.windowNode)
      case "hardwareKeyboard": window.hardwareKeyboard = bool(entry.value)
      case "idiom":
        guard let text = string(entry.value) else { continue }
        guard let idiom = UserInterfaceIdiom(rawValue: text) else {
          error(
            .unknownName(
              .idiom, text,
              suggestion: Suggestion.closest(to: text, in: UserInterfaceIdiom.allCases.map(\.rawValue))),
            at: entry.value)
          continue
        }
        window.idiom = idiom
      default: unknownKey(entry, in: .window, allowed: Self.windowKeys)
      }
    }
    return window
  }

  func decodeResponder(_ node: Node, node index: Int, context: SceneProblem.MapKind) -> ResponderSpec? {
    if case .scalar(let s) = node, YAMLScalar(s) == .null { return ResponderSpec(location: location(node)) }
    guard let entries = entries(node) else { return nil }
    var spec = ResponderSpec(location: location(node))
    for entry in entries {
      switch entry.key {
      case "handles": spec.handles = decodeHandles(entry.value)
      case "on":
        spec.on = decodeOn(entry.value)
        refuseControlEvents(spec.on, entry.value, kind: nil)
      case "canPerform", "refuses", "keyCommands", "validate": decodeAnswer(entry, into: &spec.answers)
      case "next": spec.next = explicitNext(entry.value, responder: index)
      case "applicationSupportsShakeToEdit" where index == Self.applicationNode:
        spec.applicationSupportsShakeToEdit = bool(entry.value)
      case "supportsIndirectInputEvents" where index == Self.applicationNode:
        spec.supportsIndirectInputEvents = bool(entry.value)
      case "class" where index == Self.appDelegateNode:
        guard let text = string(entry.value) else { continue }
        spec.className = registeredClass(text, at: entry.value, for: .appDelegate)?.name
      default:
        unknownKey(
          entry, in: context,
          allowed: Self.responderKeys
            + (index == Self.appDelegateNode
              ? ["class"] : index == Self.applicationNode ? Self.applicationKeys : []))
      }
    }
    return spec
  }

  /// A `next:` override: a responder reference that also becomes an edge of
  /// the responder graph, or `null`, which ends the chain there (a UIKit
  /// subclass whose `next` returns nil).
  func explicitNext(_ node: Node, responder: Int) -> Located<String>? {
    if case .scalar(let s) = node, YAMLScalar(s) == .null {
      let end = Located(SceneDocument.endOfChain, at: location(node))
      chainTable.responders[responder].explicitNext = end
      return end
    }
    guard let id = reference(node, key: "next", role: .responder) else { return nil }
    chainTable.responders[responder].explicitNext = id
    return id
  }
}
