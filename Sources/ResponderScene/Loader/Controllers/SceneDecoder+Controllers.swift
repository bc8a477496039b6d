import ResponderCore

extension SceneDecoder {
  static let controllerKeys =
    [
      "controller", "class", "view", "handles", "on", "undoManager", "levelsOfUndo", "next", "present",
      "canBecomeFirstResponder",
      "canResignFirstResponder", "modalPresentationStyle", "definesPresentationContext", "title",
    ] + answerKeys
  static let navigationKeys = ["id", "root"]

  /// Decodes `controller: id` and its view; `defaultNext` is the responder
  /// UIKit would make its next (presenter, superview or window).
  func decodeController(_ node: Node, defaultNext: Int?, depth: Int) -> ControllerSpec? {
    guard let entries = entries(node, expected: .controllerMap) else { return nil }
    if let nav = entries.first(where: { $0.key == "navigationController" }) {
      for other in entries where other.key != "navigationController" {
        unknownKey(other, in: .navigation, allowed: ["navigationController"])
      }
      return decodeNavigationController(nav.value, defaultNext: defaultNext)
    }
    guard let idEntry = entries.first(where: { $0.key == "controller" }) else {
      error(.missingKey(.controllerID), at: node)
      return nil
    }
    let index = addResponder(name: "", defaultNext: defaultNext)
    guard let id = declare(idEntry.value, as: .controller, responder: index) else { return nil }
    responders[index].name = id.value
    var controller = ControllerSpec(id: id, location: location(node))
    var levelsNode: Node?
    for entry in entries {
      switch entry.key {
      case "controller": continue
      case "class":
        guard let text = string(entry.value) else { continue }
        controller.className = registeredClass(text, at: entry.value, for: .controller)?.name
      case "view":
        controller.view = decodeView(entry.value, depth: depth + 1, defaultNext: index)
      case "handles": controller.handles = decodeHandles(entry.value)
      case "on":
        controller.on = decodeOn(entry.value)
        refuseControlEvents(controller.on, entry.value, kind: nil)
      case "canPerform", "refuses", "keyCommands", "validate": decodeAnswer(entry, into: &controller.answers)
      case "undoManager": controller.undoManager = bool(entry.value)
      case "levelsOfUndo":
        controller.levelsOfUndo = positiveInt(entry.value, from: 0)
        levelsNode = entry.keyNode
      case "canBecomeFirstResponder": controller.canBecomeFirstResponder = bool(entry.value)
      case "canResignFirstResponder": controller.canResignFirstResponder = bool(entry.value)
      case "next": controller.next = explicitNext(entry.value, responder: index)
      case "modalPresentationStyle":
        controller.modalPresentationStyle = presentationStyle(entry.value)
      case "definesPresentationContext": controller.definesPresentationContext = bool(entry.value)
      case "title": controller.title = string(entry.value)
      case "present":
        guard case .mapping = entry.value else {
          mismatch(.presentedController, entry.value)
          continue
        }
        if let presented = decodeController(entry.value, defaultNext: index, depth: depth + 1) {
          presentable.insert(presented.id.value)
          controller.present = presented
          if let child = declarations[presented.id.value]?.responder { declaredPresentations[index] = child }
        }
      default: unknownKey(entry, in: .controller(id.value), allowed: Self.controllerKeys)
      }
    }
    if let levelsNode, controller.undoManager != true {
      error(.rule(.levelsOfUndoWithoutManager), at: levelsNode)
    }
    return controller
  }

  /// `navigationController: { id: nav, root: CONTROLLER }` in place of a
  /// controller map: a `UINavigationController` whose stack starts with
  /// the controller `root` names (declared under `controllers:`). Its view
  /// (`ID.view`), bar (`ID.navigationBar`, with `ID.backButton` and
  /// `ID.titleLabel`) and back swipe (`ID.popGesture`, a left-edge pan)
  /// are declared here, so effects and scripts can name them.
  func decodeNavigationController(_ node: Node, defaultNext: Int?) -> ControllerSpec? {
    guard let entries = entries(node, expected: .navigationMap) else { return nil }
    guard let idEntry = entries.first(where: { $0.key == "id" }),
      entries.contains(where: { $0.key == "root" })
    else {
      error(.missingKey(.navigationIDAndRoot), at: node)
      return nil
    }
    let index = addResponder(name: "", defaultNext: defaultNext)
    guard let id = declare(idEntry.value, as: .controller, responder: index) else { return nil }
    responders[index].name = id.value
    var controller = ControllerSpec(id: id, location: location(node))
    for entry in entries {
      switch entry.key {
      case "id": continue
      case "root": controller.navigationRoot = reference(entry.value, key: "root", role: .presentable)
      default: unknownKey(entry, in: .navigation, allowed: Self.navigationKeys)
      }
    }
    for suffix in [".view", ".navigationBar", ".backButton", ".titleLabel"] {
      let kind: ViewSpec.Kind = suffix == ".backButton" ? .button : suffix == ".titleLabel" ? .label : .view
      declarations[id.value + suffix] = Declaration(kind: .view(kind), location: id.location, responder: nil)
    }
    declarations[id.value + ".popGesture"] = Declaration(
      kind: .gesture, location: id.location, responder: nil)
    gestureKinds[id.value + ".popGesture"] = .screenEdgePan
    return controller
  }

  /// `modalPresentationStyle: fullScreen|pageSheet|formSheet|overFullScreen|currentContext|overCurrentContext`; an
  /// unknown name is an error with the names and a did-you-mean, and
  /// UIKit's other styles are said to be unsupported here.
  func presentationStyle(_ node: Node) -> ModalPresentationStyle? {
    guard let text = string(node) else { return nil }
    if let style = ModalPresentationStyle(rawValue: text) { return style }
    let names = ModalPresentationStyle.allCases.map(\.rawValue)
    let unsupported = [
      "automatic", "none", "custom", "popover", "blurOverFullScreen",
    ]
    if unsupported.contains(text) {
      error(.unsupportedName(.modalPresentationStyle, text), at: node)
    } else {
      error(
        .unknownName(.modalPresentationStyle, text, suggestion: Suggestion.closest(to: text, in: names)),
        at: node)
    }
    return nil
  }
}
