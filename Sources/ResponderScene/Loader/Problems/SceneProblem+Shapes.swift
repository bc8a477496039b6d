extension SceneProblem {
  /// The maps of a scene file, as an unknown key's message names the one
  /// it was written in: a closed list, so a test matches `.unknownKey("colour",
  /// in: .view, …)` and each name is written once.
  public enum MapKind: Hashable, Sendable {
    /// The top level of the file.
    case scene
    case window, application, appDelegate
    /// A controller, by its id.
    case controller(String)
    case view
    /// A view's `stack:`.
    case stack
    case gesture
    /// A gesture's `shouldBegin:`.
    case shouldBegin
    /// A gesture's `limits:`.
    case limits
    /// A scroll view's `snapOffsets:`.
    case snapOffsets
    /// A responder's `handles:` item.
    case handles
    case keyCommand
    /// A `validate:` item.
    case validation
    case effect
    /// An `add:` effect's map.
    case addEffect
    /// An `if:` condition.
    case condition
    /// An effect's `animate:`.
    case animation
    /// An `after:` effect's map.
    case after
    /// A `zoom:` effect's map.
    case zoom
    /// A `navigationController:` map.
    case navigation
    /// A controller's `sheet:` map, and one custom detent in it.
    case sheet, detent
    /// A `bind:` item.
    case binding
    /// A `use:` entry among subviews.
    case use
    /// A view's `contextMenu:` and one of its items.
    case contextMenu, menuItem

    /// What the message calls the map, after `in`.
    var name: String {
      switch self {
      case .scene: "the scene"
      case .window: "window"
      case .application: "application"
      case .appDelegate: "appDelegate"
      case .controller(let id): "controller '\(id)'"
      case .view: "a view"
      case .stack: "a stack"
      case .gesture: "a gesture"
      case .shouldBegin: "shouldBegin"
      case .limits: "limits"
      case .snapOffsets: "snapOffsets"
      case .handles: "handles"
      case .keyCommand: "a key command"
      case .validation: "a validate answer"
      case .effect: "an effect"
      case .addEffect: "an add effect"
      case .condition: "a condition"
      case .animation: "an animation"
      case .after: "an after effect"
      case .zoom: "a zoom effect"
      case .navigation: "a navigationController"
      case .sheet: "a sheet"
      case .detent: "a custom detent"
      case .binding: "a binding"
      case .use: "a `use:` entry (its view keys belong in the template)"
      case .contextMenu: "contextMenu"
      case .menuItem: "a menu item"
      }
    }
  }

  /// A map that lacks the keys it cannot do without; the message names
  /// the map and what it needs.
  public enum MissingKey: Hashable, Sendable {
    /// A controller without `controller: id`.
    case controllerID
    /// An `add:` effect without `to` and `view`.
    case addTargetAndView
    /// A binding without these of `set`, `from`, `in`, `out`.
    case bindingKeys([String])
    /// A `use:` entry without its template's name.
    case useTemplate
    /// An effect with no action key.
    case effectAction
    /// A gesture without `type`.
    case gestureType
    /// A `screenEdgePan` without `edges`.
    case screenEdgePanEdges
    /// A key command without `input` or `action`.
    case keyCommandInputAndAction
    /// An `after:` effect without `seconds`.
    case afterSeconds
    /// `zoom:` without `view:`.
    case zoomView
    /// A `navigationController:` without `id` or `root`.
    case navigationIDAndRoot
    /// A custom detent without `identifier` or `height`.
    case detentIdentifierAndHeight
    /// A `contextMenu:` without `items` (and not `configuration: none`).
    case menuItems
    /// A menu item without `title`.
    case menuItemTitle
    /// A `validate:` item without `action`.
    case validationAction

    var message: String {
      switch self {
      case .controllerID: "a controller needs `controller: id`"
      case .addTargetAndView: "`add` needs `to: id` and `view: {...}`"
      case .bindingKeys(let keys): "a binding needs \(keys.map { "`\($0)`" }.joined(separator: ", "))"
      case .useTemplate: "a `use:` entry needs `use: template`"
      case .effectAction:
        "an effect needs one of set, present, dismiss, log, becomeFirstResponder, resignFirstResponder"
      case .gestureType:
        "a gesture needs `type` (\(GestureSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
      case .screenEdgePanEdges:
        "a screenEdgePan needs `edges` (left, right, top, bottom): the window edges it starts from"
      case .keyCommandInputAndAction: "a key command needs `input` and `action`"
      case .afterSeconds: "`after` needs `seconds: S` (and `do: [effects]`)"
      case .zoomView: "`zoom` needs `view:`, the zooming scroll view"
      case .detentIdentifierAndHeight:
        "a custom detent needs `identifier: NAME` and `height: POINTS` (or write `medium` or `large`)"
      case .navigationIDAndRoot:
        "`navigationController` needs `id: ID` and `root: CONTROLLER` (a controller declared under `controllers:`)"
      case .menuItems: "a contextMenu needs `items` (or `configuration: none`: no menu)"
      case .menuItemTitle: "a menu item needs `title`"
      case .validationAction: "a validate answer needs `action` (the command's action it validates)"
      }
    }
  }

  /// The shape a value was expected to have, as "expected …, got …" names
  /// it; the map shapes show an example where one helps.
  public enum ValueShape: Hashable, Sendable {
    // Scalars and small lists.
    case string, number, bool, colour, frame, point
    /// `[top, left, bottom, right]`, a hit area's insets.
    case insets
    /// A `state:` value: a number or a name.
    case numberOrName
    /// A list of numbers, written as `shape`.
    case numberList(ListShape)
    /// A `with:` value for `${parameter}`.
    case parameterValue(String)
    // Lists.
    case viewList, bindingList
    // Maps.
    case map
    /// The whole file.
    case document
    case viewMap, controllerMap, gestureMap, stackMap, keyCommandMap, effectMap, bindingMap, validationMap
    /// A controller's `present:`.
    case presentedController
    /// An `add:` effect.
    case addEffect
    /// `state:`.
    case stateMap
    /// `templates:`.
    case templatesMap
    /// A `use:` entry.
    case useMap
    /// A `use:` entry's `with:`.
    case parametersMap
    /// An `if:` condition.
    case conditionMap
    /// An effect's `animate:`.
    case animationMap
    /// An `after:` effect.
    case afterMap
    /// A `zoom:` effect.
    case zoomMap
    /// `navigationController:`.
    case navigationMap
    /// `sheet:`, its `detents:` list and a custom detent.
    case sheetMap, detentList, detentEntry
    /// `on:`.
    case onMap
    /// A `set:` effect.
    case setMap
    /// A gesture's `limits:`.
    case limitsMap
    /// A scroll view's `snapOffsets:`.
    case snapOffsetsMap
    /// A control's `actions:`.
    case controlActionsMap
    /// A view's `contextMenu:` and one of its items.
    case contextMenuMap, menuItemMap

    /// What the message says was expected, after "expected ".
    var name: String {
      switch self {
      case .string: "a string"
      case .number: "a number"
      case .bool: "true or false"
      case .colour: "a colour like \"#ff8800\""
      case .frame: "a frame [x, y, width, height]"
      case .point: "a point [x, y]"
      case .insets: "[top, left, bottom, right] (negative values enlarge)"
      case .numberOrName: "a number or a name"
      case .numberList(let shape): "a list \(shape.text)"
      case .parameterValue(let key): "a value (text or a number) for ${\(key)}"
      case .viewList: "a list of views"
      case .bindingList:
        "a list of bindings like - { set: dim.alpha, from: drawer.frame.x, in: [-260, 0], out: [0, 0.5] }"
      case .map: "a map"
      case .document: "a map with `window` and `root`"
      case .viewMap: "a view map"
      case .controllerMap: "a controller map"
      case .gestureMap: "a gesture map"
      case .stackMap: "a stack map like { axis: vertical, spacing: 8 }"
      case .keyCommandMap: "a key command map like {input: \"s\", modifiers: [ctrl], action: save}"
      case .validationMap:
        "a validate answer like {action: save, when: {state.dirty: \"== 0\"}, attributes: [disabled]}"
      case .effectMap: "an effect map like {log: \"text\"}"
      case .bindingMap: "a binding map { set, from, in, out }"
      case .presentedController:
        "a controller map (`present:` declares the controller presented over this one)"
      case .addEffect: "a map { to: id, view: {...} }"
      case .stateMap: "a map of names to starting values, like { openRow: none }"
      case .templatesMap: "a map of template names to view maps"
      case .useMap: "a map { use: template, with: {…}, repeat: N }"
      case .parametersMap: "a map of parameter names to values"
      case .conditionMap: "a map like { translation.x: \"> 100\" }"
      case .animationMap: "a map like { duration: 0.3, curve: easeInOut }"
      case .afterMap: "a map like { seconds: 1.5, do: [{ log: later }] }"
      case .zoomMap:
        "a map like { view: scroller, to: [0, 0, 100, 100] } or { view: scroller, scale: 2, around: location }"
      case .navigationMap: "a map like { id: nav, root: settings }"
      case .sheetMap: "a map like { detents: [medium, large], prefersGrabberVisible: true }"
      case .detentList: "a list of detents like [medium, large, { identifier: peek, height: 120 }]"
      case .detentEntry: "medium, large or a map like { identifier: peek, height: 120 }"
      case .onMap: "a map from event or action name to effects"
      case .setMap: "a map of \"id.property\": value"
      case .limitsMap: "a map like { x: [-260, 0] }"
      case .snapOffsetsMap: "a map like { x: [0, 160] }"
      case .controlActionsMap: "a map from control event to action name"
      case .contextMenuMap: "a map like { items: [{ title: Delete, action: delete }] }"
      case .menuItemMap: "a menu item like { title: Delete, action: delete, attributes: [destructive] }"
      }
    }
  }

  /// How a list of numbers is written, as its messages show it.
  public enum ListShape: Hashable, Sendable {
    /// A scroll view's `contentSize`.
    case widthHeight
    /// A scroll view's `contentOffset`.
    case xy
    /// A gesture's `limits:` axis.
    case minMax
    /// A binding's `in` and `out`.
    case fromTo
    /// A scroll view's `contentInset`.
    case insets

    var text: String {
      switch self {
      case .widthHeight: "[width, height]"
      case .xy: "[x, y]"
      case .minMax: "[min, max]"
      case .fromTo: "[from, to]"
      case .insets: "[top, left, bottom, right]"
      }
    }
  }

  /// What a value was instead, as "expected …, got …" names it: a map, a
  /// list, or the kind of scalar YAML read (`YAMLScalar`).
  public enum ValueKind: Hashable, Sendable {
    case map, list, null, bool, number, string

    var name: String {
      switch self {
      case .map: "a map"
      case .list: "a list"
      case .null: "nothing"
      case .bool: "a boolean"
      case .number: "a number"
      case .string: "a string"
      }
    }
  }
}
