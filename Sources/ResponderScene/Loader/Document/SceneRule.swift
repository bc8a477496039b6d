import ResponderCore

extension SceneProblem {
  /// The rules of single keys that no other key shares, each worded for
  /// the mistake it catches.
  public enum SceneRule: Hashable, Sendable {
    /// A map key that is a list or a map.
    case complexKey
    /// A frame with other than four numbers.
    case frameCount(Int)
    /// `root` without `controller:`.
    case rootShape
    case noRoot
    /// A test script (`scene:`, `tests:`, no `root:`) given as a scene.
    case scriptNotScene
    /// A recognizer naming itself in `requireToFail` (or a delegate
    /// answer that amounts to it): it would wait for its own failure.
    case requiresItself(String, key: String)
    /// A `when:` on a gesture value that no sender of the `on:` key's action
    /// has; `senders` are the kinds of the recognizers that send it.
    case conditionNeverHolds(String, action: String, senders: [String])
    /// `bind:` from a state that starts as a name: a binding maps numbers.
    case bindFromName(state: String, value: String)
    /// An `on:` phase key (`move.ended`) whose action no recognizer sends;
    /// `actionOfID` is the action of the recognizer with that id, if any.
    case phaseOfNoRecognizer(String, action: String, actionOfID: String?)
    /// A binding's `in` range whose ends are equal.
    case emptyInputRange(Double)
    /// A binding to `alpha` whose `out` leaves 0…1.
    case alphaOutput
    /// `from`/`set` of a binding naming a property that is not a number.
    case numberProperty(key: String, String, suggestion: String?)
    /// `set` of a binding with `when:` naming a property that is not a flag.
    case flagProperty(String, suggestion: String?)
    /// `in` or `out` beside `when:` in a binding.
    case bindRangeWithWhen(String)
    /// `on: pressesChanged`, which keys never send.
    case pressesChanged
    case dismissFalse
    /// `levelsOfUndo` on a responder that owns no undo manager.
    case levelsOfUndoWithoutManager
    /// `selectedSegmentIndex` that is not -1 or a segment's index.
    case segmentIndex(Double, segments: Int)
    /// `beginUndoGrouping: false` or `endUndoGrouping: false`.
    case groupingFalse(String)
    /// An effect with a second action key.
    case twoActions(String, after: String)
    case snapOffsetsShape
    /// `zoomView:` naming a view that is not one of the scroll view's subviews.
    case zoomViewNotSubview(String)
    /// A `zoom:` effect with neither `to:` nor `scale:`, or both.
    case zoomTarget
    /// A `bind:` that sets the keyboard, or reads a keyboard value that is
    /// not one of its frame's numbers.
    case keyboardReadOnly(String)
    /// A list of `count` numbers written as `shape` with `got` items.
    case numberCount(Int, shape: ListShape, got: Int)
    case canPerformAndRefuses(String)
    /// A control event in `on:` of something that is not a control.
    case controlEventOffControl(String)
    /// A control event the control kind never sends; `sends` are those it does.
    case controlEventNotSent(String, control: ViewSpec.Kind, sends: [String])
    case polygonPoints
    case pointTooFar
    /// `shouldBegin: { axis: … }` on a gesture without velocity.
    case velocityAxis(gesture: GestureSpec.Kind)
    /// `effect:` on a gesture of another kind than the effect needs.
    case effectGesture(GestureSpec.Effect, needs: GestureSpec.Kind, not: GestureSpec.Kind)
    case touchBounds(minimum: Int, maximum: Int)
    /// A context menu's `items` that is not a list.
    case menuItems
    /// A context menu's `configuration` other than `menu` or `none`.
    case menuConfiguration(String)
    case sliderBounds(minimum: Double, maximum: Double)
    /// A `[min, max]` pair that is not two numbers.
    case twoNumbers(shape: ListShape)
    case reversedRange(Double, Double, shape: ListShape)

    var message: String {
      let f = SceneProblem.format
      return switch self {
      case .complexKey: "a map key must be a plain name"
      case .frameCount(let n): "a frame has 4 numbers [x, y, width, height], got \(n)"
      case .rootShape: "`root` is the window's root view controller: a map with `controller: id` and `view`"
      case .noRoot: "the scene has no `root` controller"
      case .bindFromName(let state, let value):
        "`from: state.\(state)` reads a number, and state '\(state)' starts as the name `\(value)`: "
          + "a binding maps a number from `in` to `out` (start it at a number, e.g. 0)"
      case .phaseOfNoRecognizer(let key, let action, let actionOfID):
        "`\(key)` never runs: no recognizer sends the action `\(action)`"
          + (actionOfID.map {
            "; `\(action)` is a recognizer whose action is `\($0)`: write `\($0)\(key.dropFirst(action.count))`"
          } ?? " (a phase key names a recognizer's `action:` or a scroll view's `panAction:`)")
      case .conditionNeverHolds(let value, let action, let senders):
        "`\(value)` never holds here: it is read from the recognizer that sent `\(action)`, and "
          + (senders.isEmpty
            ? "no recognizer sends `\(action)` (a condition on an event or a control's action can read `state.NAME`)"
            : "`\(action)` is sent by \(senders.map { "a \($0)" }.joined(separator: " and ")), which has no `\(value)`")
      case .requiresItself(let id, let key):
        "`\(id)` names itself in `\(key)`: a recognizer that waits for its own failure never recognizes"
      case .scriptNotScene:
        "this is a test script, not a scene (it has `scene:` and `tests:`, no `root:`): give this command the "
          + "scene its `scene:` names, or run the script with `rlab test` or `rlab replay`"
      case .emptyInputRange(let v): "`in` needs two different numbers, got \(f(v)) twice"
      case .alphaOutput: "alpha is from 0 to 1; `out` must stay inside it"
      case .numberProperty(let key, let name, let suggestion):
        "`\(key)` takes a number property (\(Self.numberProperties.joined(separator: ", "))), not '\(name)'"
          + SceneProblem.hint(suggestion)
      case .flagProperty(let name, let suggestion):
        "a binding with `when:` sets a true-or-false property (hidden, userInteractionEnabled, enabled, …) or a state, not '\(name)'"
          + SceneProblem.hint(suggestion)
      case .bindRangeWithWhen(let key):
        "`\(key)` maps a number; a binding with `when:` sets a flag (true while the source compares so): drop `\(key)` or `when`"
      case .pressesChanged:
        "pressesChanged never fires here: keys have no changed phase (UIKit sends it for analog presses); use pressesBegan"
      case .dismissFalse: "`dismiss` takes true"
      case .groupingFalse(let key): "`\(key)` takes true"
      case .segmentIndex(let i, let n):
        "selectedSegmentIndex \(formatPoints(i)) is not a segment: -1 (none) or 0 to \(n - 1) for \(n) segments"
      case .levelsOfUndoWithoutManager:
        "`levelsOfUndo` limits an undo manager this responder does not own: add `undoManager: true` (UndoManager.levelsOfUndo)"
      case .twoActions(let key, let first):
        "an effect does one thing: '\(key)' after '\(first)'; write two effects"
      case .snapOffsetsShape: "expected a list of offsets like [0, 160]"
      case .zoomViewNotSubview(let id):
        "zoomView '\(id)' is not a subview of this scroll view: viewForZooming(in:) returns a view of its content"
      case .zoomTarget:
        "`zoom` takes either `to: [x, y, width, height]` (zoom(to:animated:)) or `scale:` with an optional `around:`"
      case .keyboardReadOnly(let name):
        "the keyboard is read, not set: bind `from: keyboard.frame.y` (or frame.x, frame.width, frame.height), not `keyboard.\(name)` here (keyboardLayoutGuide)"
      case .numberCount(let count, let shape, let got): "expected \(count) numbers \(shape.text), got \(got)"
      case .canPerformAndRefuses(let action):
        "'\(action)' is both in canPerform and in refuses; a responder answers one way"
      case .controlEventOffControl(let name):
        "`\(name)` is a control event: only controls (button, textField, switch, slider) send it"
      case .controlEventNotSent(let name, let control, let sends):
        "a \(control.rawValue) never sends \(name); it sends \(sends.joined(separator: ", "))"
      case .polygonPoints: "a polygon hitShape has 3 to 64 points [[x, y], ...]"
      case .pointTooFar: "a point is at most 16384 points from the view's origin"
      case .velocityAxis(let gesture):
        "`shouldBegin: { axis: … }` reads a pan's velocity; \(gesture.rawValue) has none"
      case .effectGesture(let effect, let needs, let kind):
        "`effect: \(effect.rawValue)` needs a \(needs.rawValue) gesture, not \(kind.rawValue)"
      case .touchBounds(let low, let high): "minimumTouches \(low) is more than maximumTouches \(high)"
      case .menuItems: "`items` is a list of menu items like - { title: Delete, action: delete }"
      case .menuConfiguration(let text):
        "configuration '\(text)' is neither `menu` (the items) nor `none` (the delegate returns nil: no menu)"
      case .sliderBounds(let low, let high): "minimumValue \(f(low)) is greater than maximumValue \(f(high))"
      case .twoNumbers(let shape): "expected two numbers \(shape.text)"
      case .reversedRange(let a, let b, let shape): "\(f(a)) is more than \(f(b)); write \(shape.text)"
      }
    }

    /// The properties a binding can read and write.
    static let numberProperties = ViewSpec.Property.allCases.filter { $0.valueKind == .number }.map(
      \.rawValue)
  }
}
