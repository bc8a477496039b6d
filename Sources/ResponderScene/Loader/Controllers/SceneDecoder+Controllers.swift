import ResponderCore

extension SceneDecoder {
  static let controllerKeys =
    [
      "controller", "class", "view", "handles", "on", "undoManager", "levelsOfUndo", "next", "present",
      "canBecomeFirstResponder",
      "canResignFirstResponder", "modalPresentationStyle", "definesPresentationContext", "title",
      "sheet", "isModalInPresentation",
    ] + answerKeys
  static let sheetKeys = [
    "detents", "selectedDetent", "prefersGrabberVisible", "largestUndimmedDetent",
    "prefersScrollingExpandsWhenScrolledToEdge",
  ]
  static let detentKeys = ["identifier", "height"]
  /// The most detents a sheet takes.
  static let maxDetents = 64
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
    chainTable.responders[index].name = id.value
    var controller = ControllerSpec(id: id, location: location(node))
    var levelsNode: Node?
    var sheetNode: Node?
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
      case "sheet":
        sheetNode = entry.keyNode
        controller.sheet = decodeSheet(entry.value)
      case "isModalInPresentation": controller.isModalInPresentation = bool(entry.value)
      case "present":
        guard case .mapping = entry.value else {
          mismatch(.presentedController, entry.value)
          continue
        }
        if let presented = decodeController(entry.value, defaultNext: index, depth: depth + 1) {
          chainTable.presentable.insert(presented.id.value)
          controller.present = presented
          if let child = idTable.declarations[presented.id.value]?.responder {
            chainTable.declaredPresentations[index] = child
          }
        }
      default: unknownKey(entry, in: .controller(id.value), allowed: Self.controllerKeys)
      }
    }
    if let sheetNode, controller.modalPresentationStyle != .pageSheet,
      controller.modalPresentationStyle != .formSheet
    {
      error(.misplacedKey("sheet", .sheetStylesOnly), at: sheetNode)
    }
    if controller.modalPresentationStyle == .pageSheet || controller.modalPresentationStyle == .formSheet {
      chainTable.sheetDetents[id.value] = (controller.sheet?.detents ?? [.large]).map(\.identifier)
      // The sheet's own drag and grabber, so effects and scripts can name them.
      idTable.declarations[id.value + ".sheetPan"] = Declaration(
        kind: .gesture, location: id.location, responder: nil)
      actionTable.gestureKinds[id.value + ".sheetPan"] = .pan
      idTable.declarations[id.value + ".grabber"] = Declaration(
        kind: .view(.view), location: id.location, responder: nil)
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
    chainTable.responders[index].name = id.value
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
      idTable.declarations[id.value + suffix] = Declaration(
        kind: .view(kind), location: id.location, responder: nil)
    }
    idTable.declarations[id.value + ".popGesture"] = Declaration(
      kind: .gesture, location: id.location, responder: nil)
    actionTable.gestureKinds[id.value + ".popGesture"] = .screenEdgePan
    return controller
  }

  /// `sheet: { detents: [medium, large], prefersGrabberVisible: true,
  /// largestUndimmedDetent: medium, prefersScrollingExpandsWhenScrolledToEdge: true,
  /// selectedDetent: medium }` (UISheetPresentationController). A detent is
  /// `medium`, `large` or `{ identifier: NAME, height: POINTS }` (a custom
  /// detent of constant height); `largestUndimmedDetent` and
  /// `selectedDetent` name one of them.
  func decodeSheet(_ node: Node) -> SheetSpec? {
    guard let entries = entries(node, expected: .sheetMap) else { return nil }
    var sheet = SheetSpec()
    var named: [(key: String, node: Node)] = []
    for entry in entries {
      switch entry.key {
      case "detents":
        guard case .sequence(let list) = entry.value, !list.isEmpty else {
          mismatch(.detentList, entry.value)
          continue
        }
        // A sheet rests at a few heights; each drag sorts them.
        guard list.count <= Self.maxDetents else {
          error(.outOfRange(.detentCount, Double(list.count)), at: entry.value)
          continue
        }
        sheet.detents = list.compactMap(decodeDetent)
        if sheet.detents.isEmpty { sheet.detents = [.large] }
      case "selectedDetent":
        sheet.selectedDetent = string(entry.value)
        named.append((entry.key, entry.value))
      case "largestUndimmedDetent":
        sheet.largestUndimmedDetent = string(entry.value)
        named.append((entry.key, entry.value))
      case "prefersGrabberVisible": sheet.prefersGrabberVisible = bool(entry.value)
      case "prefersScrollingExpandsWhenScrolledToEdge":
        sheet.prefersScrollingExpandsWhenScrolledToEdge = bool(entry.value)
      default: unknownKey(entry, in: .sheet, allowed: Self.sheetKeys)
      }
    }
    let ids = sheet.detents.map(\.identifier)
    for (key, valueNode) in named {
      guard let text = string(valueNode), !ids.contains(text) else { continue }
      error(
        .unknownName(.choice(key, ids), text, suggestion: Suggestion.closest(to: text, in: ids)),
        at: valueNode)
      if key == "selectedDetent" { sheet.selectedDetent = nil } else { sheet.largestUndimmedDetent = nil }
    }
    return sheet
  }

  /// `medium`, `large`, or `{ identifier: peek, height: 120 }`.
  func decodeDetent(_ node: Node) -> SheetPresentationController.Detent? {
    if case .scalar = node {
      guard let text = string(node) else { return nil }
      switch text {
      case "medium": return .medium
      case "large": return .large
      default:
        error(
          .unknownName(
            .choice("detents", ["medium", "large"]), text,
            suggestion: Suggestion.closest(to: text, in: ["medium", "large"])), at: node)
        return nil
      }
    }
    guard let entries = entries(node, expected: .detentEntry) else { return nil }
    var identifier: String?
    var height: Double?
    for entry in entries {
      switch entry.key {
      case "identifier": identifier = string(entry.value)
      case "height":
        guard let h = nonNegative(entry.value) else { continue }
        guard h <= 100_000 else {
          error(.outOfRange(.detentHeight, h), at: entry.value)
          continue
        }
        height = h
      default: unknownKey(entry, in: .detent, allowed: Self.detentKeys)
      }
    }
    guard let identifier, let height else {
      error(.missingKey(.detentIdentifierAndHeight), at: node)
      return nil
    }
    return SheetPresentationController.Detent(identifier: identifier, height: height)
  }

  /// Checks each detent name given to `CONTROLLER.selectedDetent` (in
  /// `set:` and `when:`) against that sheet's detents, with a did-you-mean.
  func checkDetentNames() {
    for (controller, name) in chainTable.detentNames {
      guard let ids = chainTable.sheetDetents[controller], !ids.contains(name.value) else { continue }
      errors.append(
        SceneError(
          .unknownName(
            .choice("\(controller).selectedDetent", ids), name.value,
            suggestion: Suggestion.closest(to: name.value, in: ids)), at: name.location))
    }
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
