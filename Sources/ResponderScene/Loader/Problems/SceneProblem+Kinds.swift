import ResponderCore

extension SceneProblem {
  /// The closed lists a scene names from, as an error calls each.
  public enum NameKind: Hashable, Sendable {
    case modalPresentationStyle
    case stackAxis, stackAlignment, stackDistribution
    case eventKind
    case hitShape
    case gestureType, gesturePhase, gestureEffect
    case direction, pressType, edge, axis, scrollType
    /// A button of `buttonMaskRequired`, a kind of `allowedTouchTypes`.
    case buttonMask, touchType
    /// A menu item's `attributes`.
    case menuAttribute
    /// The window's `idiom`, a view's `pointerStyle`.
    case idiom, pointerStyle
    case curve
    case property
    case keyboardDismissMode, decelerationRate
    /// A key command's `input`.
    case inputKey
    /// A key command's `modifiers`.
    case modifier
    /// A modifier in a `press.…` event key such as `press.ctrl+s`.
    case modifierIn(String)
    /// A key in a `press.…` event key.
    case keyIn(String)
    case keyCommandAttribute
    case controlEvent
    case remoteCommand
    /// A property that takes one of a set of names (`textAlignment`, `fontWeight`).
    case choice(String, [String])

    /// What the message calls a name of this list.
    var noun: String {
      switch self {
      case .modalPresentationStyle: "modalPresentationStyle"
      case .stackAxis: "stack axis"
      case .stackAlignment: "stack alignment"
      case .stackDistribution: "stack distribution"
      case .eventKind: "event kind"
      case .hitShape: "hitShape"
      case .gestureType: "gesture type"
      case .gesturePhase: "gesture phase"
      case .gestureEffect: "gesture effect"
      case .direction: "direction"
      case .pressType: "press type"
      case .edge: "edge"
      case .axis: "axis"
      case .scrollType: "scroll type"
      case .buttonMask: "button"
      case .touchType: "touch type"
      case .menuAttribute: "menu attribute"
      case .idiom: "idiom"
      case .pointerStyle: "pointer style"
      case .curve: "curve"
      case .property: "property"
      case .keyboardDismissMode: "keyboardDismissMode"
      case .decelerationRate: "deceleration rate"
      case .inputKey, .keyIn: "key"
      case .modifier, .modifierIn: "modifier"
      case .keyCommandAttribute: "key command attribute"
      case .controlEvent: "control event"
      case .remoteCommand: "remote command"
      case .choice(let property, _): property
      }
    }

    /// What follows the quoted name: where it was and the choices, when
    /// the message lists them.
    var choices: String? {
      switch self {
      case .modalPresentationStyle: ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
      case .stackAxis: StackLayout.Axis.allCases.map(\.rawValue).joined(separator: ", ")
      case .stackAlignment: StackLayout.Alignment.allCases.map(\.rawValue).joined(separator: ", ")
      case .stackDistribution: StackLayout.Distribution.allCases.map(\.rawValue).joined(separator: ", ")
      case .hitShape: "rectangle, circle, or a polygon [[x, y], ...]"
      case .gestureEffect: "move, scale or rotate"
      case .curve: AnimationSpec.Curve.allCases.map(\.rawValue).joined(separator: ", ")
      case .direction: GestureSpec.Direction.allCases.map(\.rawValue).joined(separator: ", ")
      case .edge: GestureSpec.Edge.allCases.map(\.rawValue).joined(separator: ", ")
      case .axis: GestureSpec.Axis.allCases.map(\.rawValue).joined(separator: ", ")
      case .decelerationRate: "normal, fast, or a number per ms such as 0.995"
      case .pressType: PressType.allCases.map(\.rawValue).joined(separator: ", ")
      case .scrollType: "continuous: a trackpad, discrete: a mouse wheel"
      case .buttonMask: ButtonMask.named.map(\.name).joined(separator: ", ")
      case .touchType: TouchType.allCases.map(\.rawValue).joined(separator: ", ")
      case .menuAttribute: MenuElement.Attributes.named.map(\.name).joined(separator: ", ")
      case .idiom: UserInterfaceIdiom.allCases.map(\.rawValue).joined(separator: ", ")
      case .pointerStyle: PointerStyle.allCases.map(\.rawValue).joined(separator: ", ")
      case .keyboardDismissMode: "none, onDrag, interactive"
      case .modifier: "ctrl, alt, cmd, shift"
      case .choice(_, let names): names.joined(separator: ", ")
      default: nil
      }
    }

    /// The text between the quoted name and the choices, if any.
    var place: String {
      switch self {
      case .eventKind: " in handles (touches, presses, motion, remoteControl or {actions: [...]})"
      case .inputKey: " in `input` (a character such as \"s\", or a named key)"
      case .modifierIn(let key): " in '\(key)' (ctrl, alt, cmd, shift)"
      case .keyIn(let key): " in '\(key)' (a character, or a named key such as return)"
      default: ""
      }
    }
  }

  /// The spelling rules of names and small expressions.
  public enum Spelling: Hashable, Sendable {
    case id, stateName, templateName, actionName
    /// `id.property`; `orState` when `state.name` is allowed too.
    case propertyPath(orState: Bool)
    case colour
    /// A condition's comparison; `onState` when it compares a state value.
    case comparison(onState: Bool)
    /// An `on:` key: an event, an action, `press.…` or `remote.…`.
    case eventOrAction
    /// A `press.…` key that names no key.
    case keyChord
    /// `any:` or `all:` that is not a list of condition maps.
    case conditionGroup(String)

    func message(_ text: String) -> String {
      switch self {
      case .id: "'\(text)' is not a valid id (letters, digits, '_' and '-')"
      case .stateName: "'\(text)' is not a state name (letters, digits and '_', not starting with a digit)"
      case .templateName: "'\(text)' is not a template name (letters, digits and '_')"
      case .actionName: "'\(text)' is not an action name (letters, digits and '_', not starting with a digit)"
      case .propertyPath(let orState):
        "'\(text)' is not a property path; write \"id.property\"\(orState ? " or \"state.name\"" : "")"
      case .colour: "'\(text)' is not a colour; write \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\""
      case .comparison(onState: false):
        "'\(text)' is not a comparison; write \"> 100\", \"<= -50\", \"== 1\" or \"!= 0\""
      case .comparison(onState: true):
        "'\(text)' is not a comparison; write \"== row3\", \"!= none\" or a number comparison such as \">= 2\""
      case .eventOrAction:
        "'\(text)' is not an event or action name (press.ctrl+s and remote.play name one key or command)"
      case .keyChord: "'\(text)' names no key; write e.g. press.ctrl+s"
      case .conditionGroup(let join):
        "`\(join):` takes a list of condition maps, e.g. \(join): [{ translation.x: \"> 100\" }, { velocity.x: \"> 500\" }]"
      }
    }
  }

  /// The numeric ranges of values; each message ends with what was written.
  public enum RangeRule: Hashable, Sendable {
    /// `window.width`/`height`, from 1 to `max` points.
    case windowSide(String, max: Int)
    case alpha
    /// `borderWidth`, `cornerRadius`, `fontSize`.
    case negative(String)
    case nonNegative
    /// A whole number from `low` to 100 (taps, touches).
    case wholeNumber(from: Int)
    case repeatCount(max: Int)
    case animationDuration
    /// `after`'s `seconds`, at most an hour.
    case afterSeconds
    /// A custom detent's `height`.
    case detentHeight
    /// How many detents a sheet lists.
    case detentCount
    case damping
    case decelerationRate
    /// A zoom scale (`minimumZoomScale`, `maximumZoomScale`, `zoomScale`, `zoom:`'s `scale`).
    case zoomScale
    case inset
    /// A frame's `width` or `height`.
    case frameSide(String)
    /// A length from 0 (or `-max` when `signed`) to `max` points (`SceneLimits.maxLength`).
    case length(String, max: Double, signed: Bool)
    /// A time from 0 to `max` seconds (`SceneLimits.maxSeconds`).
    case seconds(String, max: Double)

    func message(_ value: Double) -> String {
      let v = SceneProblem.format(value)
      return switch self {
      case .windowSide(let key, let max): "the window's \(key) must be from 1 to \(max) points, got \(v)"
      case .alpha: "alpha is from 0 to 1, got \(v)"
      case .negative(let property): "\(property) cannot be negative, got \(v)"
      case .nonNegative: "expected a number ≥ 0, got \(v)"
      case .wholeNumber(let low): "expected a whole number from \(low) to 100, got \(v)"
      case .repeatCount(let max): "`repeat` is a whole number from 1 to \(max), got \(v)"
      case .animationDuration: "an animation lasts at most 60 s, got \(v)"
      case .afterSeconds: "`after` waits at most 3600 s, got \(v)"
      case .detentHeight: "a detent's `height` is at most 100000 points, got \(v)"
      case .detentCount: "a sheet takes at most 64 detents, got \(v)"
      case .damping: "damping is a ratio above 0 and at most 1, got \(v)"
      case .decelerationRate:
        "a deceleration rate is between 0 and 1 (the speed kept per millisecond), got \(v)"
      case .zoomScale: "a zoom scale is above 0 and at most 1000, got \(v)"
      case .inset: "an inset is at most 16384 points either way, got \(v)"
      case .frameSide(let side): "a frame's \(side) cannot be negative, got \(v)"
      case .length(let what, let max, let signed):
        "\(what) is from \(signed ? "-" + SceneProblem.format(max) : "0") to \(SceneProblem.format(max)) points, got \(v)"
      case .seconds(let what, let max): "\(what) is from 0 to \(SceneProblem.format(max)) s, got \(v)"
      }
    }
  }

  /// The limits that keep what a scene builds small (`SceneLimits`).
  public enum SceneLimit: Hashable, Sendable {
    case views(max: Int)
    case recognizers(max: Int)
    case keyCommands(max: Int)
    case viewDepth(max: Int)
    case templateNesting(max: Int)
    case bindings(max: Int, got: Int)
    case snapOffsets(max: Int, got: Int)
    /// YAML values made by `use:` copies; `perCopy` of `template`.
    case templateExpansion(max: Int, perCopy: Int, template: String)
    /// Text made by `use:` copies, against `SceneLimits.maxFileBytes`.
    case templateBytes(max: Int, template: String)
    /// `${…}` names in one template, or `with:` parameters in one `use:`.
    case templateParameters(max: Int, got: Int)
    /// Changes made by one `on:` entry (`SceneLimits.maxChangesPerEntry`).
    case changesPerEntry(max: Int, got: Int)
    case text(count: Int, max: Int)
    case stateValue(count: Int, max: Int)

    var message: String {
      switch self {
      case .views(let max): "the scene has more than \(max) views"
      case .recognizers(let max): "the scene has more than \(max) gesture recognizers"
      case .keyCommands(let max): "the scene has more than \(max) key commands"
      case .viewDepth(let max): "views are nested deeper than \(max) levels"
      case .templateNesting(let max): "templates nest deeper than \(max) levels"
      case .bindings(let max, let got): "at most \(max) bindings, got \(got)"
      case .snapOffsets(let max, let got): "at most \(max) snap offsets per axis, got \(got)"
      case .templateExpansion(let max, let perCopy, let template):
        "template expansion makes more than \(max) YAML values (\(perCopy) per copy of '\(template)')"
      case .templateBytes(let max, let template):
        "template expansion makes more than \(max) bytes of text (copies of '\(template)'), "
          + "more than a scene file may hold written out"
      case .templateParameters(let max, let got): "at most \(max) template parameters, got \(got)"
      case .changesPerEntry(let max, let got):
        "one `on:` entry makes at most \(max) changes (each `set:` key, each other effect), got \(got)"
      case .text(let count, let max): "the text is \(count) characters, over the limit of \(max)"
      case .stateValue(let count, let max): "a state value is at most \(max) characters, got \(count)"
      }
    }
  }

  /// Keys that belong to other kinds of view, gesture or effect.
  public enum MisplacedKey: Hashable, Sendable {
    /// Target-action keys on a view that is not a control.
    case controlsOnly(viewKind: ViewSpec.Kind)
    case viewKinds([ViewSpec.Kind], not: ViewSpec.Kind)
    case gestureKinds([GestureSpec.Kind], not: GestureSpec.Kind)
    /// `minimumTranslation`-style keys on a gesture without `effect: move`.
    case moveEffectOnly
    /// `stack` on a view that is not a plain view.
    case plainViewsOnly(viewKind: ViewSpec.Kind)
    /// `animate` on an effect that is not `set`, `add` or `remove`.
    case animatedEffectsOnly
    /// `sheet` on a controller whose style is not a sheet.
    case sheetStylesOnly

    func message(_ key: String) -> String {
      switch self {
      case .controlsOnly(let kind):
        "`\(key)` applies only to controls (button, textField, switch, slider, segmentedControl); add a tap gesture to a \(kind.rawValue)"
      case .viewKinds(let kinds, let kind):
        "`\(key)` applies only to \(kinds.map(\.rawValue).joined(separator: ", ")) views, not \(kind.rawValue)"
      case .gestureKinds(let kinds, let kind):
        "`\(key)` applies only to \(kinds.map(\.rawValue).joined(separator: ", ")) gestures, not \(kind.rawValue)"
      case .moveEffectOnly: "`\(key)` applies to `effect: move`; this gesture has no move effect"
      case .plainViewsOnly(let kind):
        "`\(key)` applies to plain views (a UIStackView is a UIView), not \(kind.rawValue); "
          + (kind == .scrollView
            ? "put a stack view inside the scroll view as its content"
            : "wrap the views in a `view` with `stack`")
      case .animatedEffectsOnly: "`\(key)` applies to `set`, `add` and `remove` effects"
      case .sheetStylesOnly:
        "`\(key)` applies to controllers with `modalPresentationStyle: pageSheet` or `formSheet` (UISheetPresentationController)"
      }
    }
  }

  /// The kinds of thing an id can name, as a declaration reads ("a view",
  /// "a label view", "a controller").
  public enum IDKind: Hashable, Sendable {
    case view(ViewSpec.Kind)
    case controller
    case gesture
    /// `window`, `application`, `appDelegate`.
    case reserved

    var name: String {
      switch self {
      case .view(let kind): kind == .view ? "a view" : "a \(kind.rawValue) view"
      case .controller: "a controller"
      case .gesture: "a gesture"
      case .reserved: "a reserved responder"
      }
    }
  }

  /// Why an id cannot be what a reference needs, with the kind the id was
  /// declared as.
  public enum ReferenceMismatch: Hashable, Sendable {
    case gestureForResponder
    case scrollViewForGesture
    case notAGesture(IDKind)
    case notAView(IDKind)
    case notAController(IDKind)
    /// `present` of a controller already shown.
    case alreadyOnScreen
    /// `set` of a property the view's kind lacks.
    case noSuchProperty(viewKind: ViewSpec.Kind, property: ViewSpec.Property)
    case windowColourOnly
    case gestureEnabledOnly
    case notSettable(IDKind)

    func message(key: String, id: String) -> String {
      switch self {
      case .gestureForResponder: "`\(key)` must name a responder; '\(id)' is a gesture"
      case .scrollViewForGesture:
        "`\(key)` must name a gesture; '\(id)' is a scrollView view: its own pan is '\(id).pan'"
      case .notAGesture(let kind): "`\(key)` must name a gesture; '\(id)' is \(kind.name)"
      case .notAView(let kind): "`\(key)` must name a view; '\(id)' is \(kind.name)"
      case .notAController(let kind): "`\(key)` must name a controller; '\(id)' is \(kind.name)"
      case .alreadyOnScreen:
        "'\(id)' is already on screen; `\(key)` takes a controller declared with `present:` or under `controllers:`"
      case .noSuchProperty(let kind, let property):
        "'\(id)' is a \(kind.rawValue), which has no `\(property.rawValue)`"
      case .windowColourOnly: "the window has only `color` to set"
      case .gestureEnabledOnly: "a gesture recognizer has only `enabled` to set; '\(id)' is one"
      case .notSettable(let kind): "`\(key)` changes views and the window; '\(id)' is \(kind.name)"
      }
    }
  }

  /// Where a scene names a class: a view's `type:`, a controller's or
  /// appDelegate's `class:`.
  public enum ClassPlace: Hashable, Sendable {
    /// A view's `type:`: a `View` subclass.
    case view
    /// A controller's `class:`: a `ViewController` subclass.
    case controller
    /// `appDelegate`'s `class:`: any other `Responder`.
    case appDelegate

    var keyName: String {
      switch self {
      case .view: "a view's `type:`"
      case .controller: "a controller's `class:`"
      case .appDelegate: "`appDelegate`'s `class:`"
      }
    }
  }

  /// An `image:` path that cannot be used; `withAssets` when the assets
  /// folder was searched besides the scene's.
  public enum ImageProblem: Hashable, Sendable {
    case emptyPath
    case notAFile(String)
    /// The file or its PNG could not be read (`SafeFile`'s or libpng's words).
    case unreadable(String)
    case outside(String, withAssets: Bool)
    case notFound(String, withAssets: Bool)

    var message: String {
      func folders(_ withAssets: Bool) -> String {
        withAssets ? "the scene's folder or the assets folder" : "the scene's folder"
      }
      return switch self {
      case .emptyPath: "an image path cannot be empty"
      case .notAFile(let path): "image '\(path)' is not a file"
      case .unreadable(let why): "image \(why)"
      case .outside(let path, let withAssets):
        "image '\(path)' is outside \(folders(withAssets)); scenes may only use files there"
      case .notFound(let path, let withAssets): "image '\(path)' not found in \(folders(withAssets))"
      }
    }
  }
}
