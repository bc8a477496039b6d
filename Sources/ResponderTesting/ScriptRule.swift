/// What one key of a script takes, said when its value is not that (a
/// wrong shape or a number out of range); one case per rule.
public enum ScriptRule: Hashable, Sendable {
  // The file and its tests.
  case scriptShape, sceneName, testsList, testShape, stepsList, tags, skip, only, stepShape
  /// `continues` not true or false.
  case continues
  /// `continues: true` on the first test: there is no test above to continue.
  case continuesFirst
  // Steps.
  case drag, duration, hold, pinch, scale, rotate, degrees, swipe
  case fingersAlone, finger, touch, fingersMap, fingersMax
  case scroll, scrollBy, button, mouse, typeString, menu
  /// `choose:` without a menu item's title.
  case choose
  /// `hover:` a map without a `path` list of 1 to 100 targets.
  case hover
  /// `touchType:` not one of direct, pencil, indirectPointer.
  case touchType
  /// `touchType:` beside a step that makes no touch (or `direct` on a hover).
  case touchTypeStep
  /// `zOffset:` other than a number from 0 to 1 beside a Pencil's hover.
  case zOffset
  /// `trackpad:` without exactly one of `pinch` and `rotate`.
  case trackpad
  /// `shortcuts:` neither null nor a map of responders to lists.
  case shortcuts
  /// `cursor:` not one of the pointer styles.
  case cursor
  /// `accelerometer`/`gyroscope` not a list of three.
  case sensorTriple(String)
  /// `accelerometer`/`gyroscope` with items that are not numbers.
  case sensorNumbers(String)
  case sensor, wait, answer, lesson, waitUntil
  /// `waitUntil`'s `timeout` past its `limit` seconds.
  case timeout(limit: Int)
  case waitUntilImage
  // Targets and lists.
  case point, textTarget, viewOffset, offset, target, list
  // Expectations.
  case expect
  /// `tolerance.channel` or `tolerance.pixels` not a number.
  case toleranceNumber(String)
  case tolerance, props, gestures, overlay, image, settle, animations
  /// `extremes` not a map of a view's number property to `[least, greatest]`.
  case extremes, extremesPair
  /// `quiz.asked` and the like, not a whole number.
  case quizNumber(String)
  // A scene's `lesson:`.
  case lessonSteps, lessonStepText

  var message: String {
    switch self {
    case .scriptShape: "a test script is a mapping with `scene` and `tests`"
    case .sceneName: "`scene` must be a file name"
    case .testsList: "`tests` must be a list"
    case .testShape: "a test is a mapping with `name` and `steps`"
    case .stepsList: "`steps` (and a script's `before`) must be a list"
    case .tags: "`tags` is a list of names, e.g. [smoke, ci]"
    case .skip: "`skip` takes the reason, e.g. skip: \"waits for issue 12\""
    case .only: "`only` is true or false"
    case .continues: "`continues` is true or false"
    case .continuesFirst:
      "`continues: true` starts where the test above ended, and this is the first test; use the script's `before:` for steps every test runs"
    case .stepShape: "a step is a one-key mapping such as `tap: label`"
    case .drag: "`drag` needs `from` and `to`"
    case .duration: "`duration` is seconds, more than 0 and at most 60"
    case .hold: "`hold` is seconds, from 0 to 60"
    case .pinch: "`pinch` needs `at` and a positive `scale`"
    case .scale: "`scale` is from 0.01 to 100"
    case .rotate: "`rotate` needs `at` and `degrees`"
    case .degrees: "`degrees` is from -3600 to 3600"
    case .swipe: "`swipe` needs `from` and `direction` (left, right, up or down)"
    case .fingersAlone:
      "`fingers` says every finger's change: write it alone, without `finger`, `down`, `move`, `up`"
    case .finger: "`finger` is a whole number from 0 to 1000"
    case .touch: "`touch` needs one of `down`, `move`, `up` (or `fingers`)"
    case .fingersMap:
      "`fingers` maps finger numbers to changes: `{ 0: { move: [x, y] }, 1: { move: [x, y] } }`"
    case .fingersMax: "`fingers` moves at most 10 fingers at once"
    case .scroll: "`scroll` needs `at` and `by: [dx, dy]` (points towards the content's end)"
    case .scrollBy: "`by` is at most 100000 points"
    case .button: "`button` is 1 (left) to 5"
    case .mouse: "`mouse` needs one of `down`, `move`, `up`"
    case .typeString: "`type` takes a string"
    case .menu: "`menu` is one of copy, cut, paste, select, selectAll, delete"
    case .touchType: "`touchType` is one of direct, pencil, indirectPointer"
    case .touchTypeStep:
      "`touchType` goes beside a touch step (tap, doubleTap, longPress, drag, swipe, pinch, rotate, touch) or a hover (pencil or indirectPointer)"
    case .zOffset: "`zOffset` is from 0 to 1, beside a hover with `touchType: pencil`"
    case .shortcuts:
      "`shortcuts` maps responder ids to the list's entries, e.g. { main: [\"Save (ctrl+s)\"] }, or is null"
    case .trackpad: "`trackpad` takes `pinch: SCALE` or `rotate: DEGREES`, and optionally `at: TARGET`"
    case .cursor: "`cursor` is one of automatic, verticalBeam, hidden, highlight, lift"
    case .hover: "`hover` takes a target, or { path: [TARGET, …] (1 to 100), duration: S }"
    case .choose: "`choose` takes the title of an item of the menu shown, like `choose: Delete`"
    case .sensorTriple(let key): "`\(key)` takes [x, y, z]"
    case .sensorNumbers(let key): "`\(key)` takes three numbers"
    case .sensor: "`sensor` needs `accelerometer` or `gyroscope`"
    case .wait: "`wait` takes seconds from 0 to 3600"
    case .answer: "`answer` takes an id (a view, controller, recognizer) or `nobody`"
    case .lesson: "`lesson` takes `all` or a step number from 1"
    case .waitUntil:
      "`waitUntil` takes `{ expect: { … }, animations: settled, timeout: seconds }` (expect or animations)"
    case .timeout(let limit): "`timeout` is seconds, more than 0 and at most \(limit)"
    case .waitUntilImage: "`waitUntil` cannot wait for an `image` (render once, with `expect`)"
    case .point: "a point is [x, y]"
    case .textTarget:
      "expected `{ text: \"OK\" }` or `{ text: \"OK\", offset: [dx, dy] }`: the text, title or placeholder of one view"
    case .viewOffset: "expected `{ view: id, offset: [dx, dy] }`"
    case .offset: "`offset` is [dx, dy]"
    case .target: "expected a view id, [x, y], { view: id, offset: [dx, dy] } or { text: \"OK\" }"
    case .list: "expected a list"
    case .expect: "`expect` takes a mapping of checks"
    case .toleranceNumber(let key): "`tolerance.\(key)` takes a number"
    case .tolerance: "`tolerance` takes a number or `{channel, pixels}`"
    case .props: "`props` maps `id.property` to a value"
    case .extremes: "`extremes` maps a view's number property (`id.frame.x`) to [least, greatest]"
    case .extremesPair: "an `extremes` entry is [least, greatest]: two numbers, the least first"
    case .gestures:
      "`gestures` maps a recognizer id to a state, e.g. `{ list.pan: recognized, slide: failed }`"
    case .overlay: "`overlay` is true or false"
    case .image:
      "`image` takes a .png file name, or `{ file: F.png, overlay: false, region: id, settle: false }`"
    case .settle: "`settle` is true (the default: wait for animations to settle first) or false"
    case .animations: "`animations` is `settled` (nothing animates) or `running`"
    case .quizNumber(let key): "`quiz.\(key)` takes a whole number"
    case .lessonSteps: "`lesson` needs `steps`: a list of { text, do or yourself, answers, explain }"
    case .lessonStepText: "a lesson step needs `text`"
    }
  }
}
