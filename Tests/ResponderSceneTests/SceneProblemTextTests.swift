import ResponderScene
import ResponderTestSupport
import Testing

/// The words `rlab check` prints for each kind of problem, pinned once:
/// every other loader test matches the case, and these are the texts the
/// loader printed before its errors became cases (issue 28).
@Suite("Scene problem texts")
struct SceneProblemTextTests {
  static let goldens: [(SceneProblem, String)] = [
    (
      .unknownKey("colour", in: .view, suggestion: "color"),
      "unknown key 'colour' in a view; did you mean 'color'?"
    ),
    (.unknownKey("zebra", in: .view, suggestion: nil), "unknown key 'zebra' in a view"),
    (.wrongKind(expected: .number, found: .string), "expected a number, got a string"),
    (
      .unquotedColour,
      "expected a colour like \"#ff8800\", got nothing (quote colours: an unquoted # starts a comment)"
    ),
    (.notFinite, "expected a finite number"),
    (
      .missingKey(.keyCommandInputAndAction),
      "a key command needs `input` and `action`"
    ),
    (
      .misplacedKey("action", .controlsOnly(viewKind: .view)),
      "`action` applies only to controls (button, textField, switch, slider, segmentedControl); add a tap gesture to a view"
    ),
    (
      .misplacedKey("isOn", .viewKinds([.switch], not: .label)),
      "`isOn` applies only to switch views, not label"
    ),
    (
      .misplacedKey("direction", .gestureKinds([.swipe], not: .tap)),
      "`direction` applies only to swipe gestures, not tap"
    ),
    (
      .misplacedKey("stack", .plainViewsOnly(viewKind: .scrollView)),
      "`stack` applies to plain views (a UIStackView is a UIView), not scrollView; put a stack view inside the scroll view as its content"
    ),
    (
      .unknownName(.gestureType, "longpress", suggestion: "longPress"),
      "unknown gesture type 'longpress'; did you mean 'longPress'?"
    ),
    (
      .unknownName(.eventKind, "touch", suggestion: "touches"),
      "unknown event kind 'touch' in handles (touches, presses, motion, remoteControl or {actions: [...]}); did you mean 'touches'?"
    ),
    (
      .unknownName(.modalPresentationStyle, "fulscreen", suggestion: "fullScreen"),
      "unknown modalPresentationStyle 'fulscreen' (fullScreen, pageSheet, overCurrentContext, formSheet, overFullScreen, currentContext); did you mean 'fullScreen'?"
    ),
    (
      .unsupportedName(.stackDistribution, "equalCentering"),
      "stack distribution 'equalCentering' is not supported here (fill, fillEqually, equalSpacing)"
    ),
    (
      .unknownName(.modifierIn("press.ctl+s"), "ctl", suggestion: "ctrl"),
      "unknown modifier 'ctl' in 'press.ctl+s' (ctrl, alt, cmd, shift); did you mean 'ctrl'?"
    ),
    (.malformed(.id, "my box"), "'my box' is not a valid id (letters, digits, '_' and '-')"),
    (.malformed(.colour, "red"), "'red' is not a colour; write \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\""),
    (
      .malformed(.propertyPath(orState: true), "alpha"),
      "'alpha' is not a property path; write \"id.property\" or \"state.name\""
    ),
    (.outOfRange(.alpha, 1.5), "alpha is from 0 to 1, got 1.5"),
    (
      .outOfRange(.windowSide("width", max: 4096), 16000),
      "the window's width must be from 1 to 4096 points, got 16000"
    ),
    (.outOfRange(.frameSide("height"), -1), "a frame's height cannot be negative, got -1"),
    (.tooMany(.views(max: 50)), "the scene has more than 50 views"),
    (.tooMany(.text(count: 10001, max: 10000)), "the text is 10001 characters, over the limit of 10000"),
    (
      .tooMany(.templateExpansion(max: 500, perCopy: 12, template: "row")),
      "template expansion makes more than 500 YAML values (12 per copy of 'row')"
    ),
    (
      .image(.notFound("a.png", withAssets: true)),
      "image 'a.png' not found in the scene's folder or the assets folder"
    ),
    (
      .image(.outside("../x.png", withAssets: false)),
      "image '../x.png' is outside the scene's folder; scenes may only use files there"
    ),
    (.duplicateID("a", firstLine: 7), "duplicate id 'a'; first declared at line 7"),
    (.reservedID("window"), "'window' is reserved for the scene's window; choose another id"),
    (
      .unknownID("nobdy", key: "target", suggestion: "nobody", gestures: nil),
      "unknown id 'nobdy' in `target`; did you mean 'nobody'?"
    ),
    (
      .unknownID("g9", key: "requireToFail", suggestion: nil, gestures: []),
      "unknown id 'g9' in `requireToFail` (the scene declares no gestures; a scroll view's own pan is `ID.pan`)"
    ),
    (
      .unknownID("g9", key: "requireToFail", suggestion: nil, gestures: ["a", "b"]),
      "unknown id 'g9' in `requireToFail` (gestures: a, b)"
    ),
    (
      .wrongReference(key: "requireToFail", id: "list", .scrollViewForGesture),
      "`requireToFail` must name a gesture; 'list' is a scrollView view: its own pan is 'list.pan'"
    ),
    (
      .wrongReference(key: "present", id: "main", .alreadyOnScreen),
      "'main' is already on screen; `present` takes a controller declared with `present:` or under `controllers:`"
    ),
    (
      .noAppDelegate(key: "next"),
      "`next` names appDelegate, but the scene declares none; add `appDelegate: {}`"
    ),
    (
      .unknownEvent("touchBegan", suggestion: "touchesBegan"),
      "unknown event 'touchBegan'; did you mean 'touchesBegan'?"
    ),
    (
      .unknownState("mode", suggestion: nil, noneDeclared: true),
      "unknown state 'mode'; declare it under `state:` at the top of the scene"
    ),
    (
      .unknownClass("textfield", place: .view, suggestion: "textField", registered: []),
      "unknown view type 'textfield'; did you mean 'textField'?"
    ),
    (
      .unknownClass("Sheet", place: .controller, suggestion: nil, registered: ["Main"]),
      "unknown class 'Sheet'; registered for a controller's `class:`: Main"
    ),
    (
      .misplacedClass("Card", registeredAs: .view(.view)),
      "'Card' is registered as a View subclass: name it in a view's `type:`"
    ),
    (
      .misplacedClass("Big", registeredAs: .view(.button)),
      "'Big' is registered as a Button subclass: name it in a view's `type:`"
    ),
    (
      .misplacedClass("Main", registeredAs: .controller),
      "'Main' is registered as a ViewController subclass: name it in a controller's `class:`"
    ),
    (
      .misplacedClass("Delegate", registeredAs: .responder),
      "'Delegate' is registered as a Responder subclass: name it in `appDelegate`'s `class:`"
    ),
    (
      .chainLoop(["a", "b", "a"], presented: nil, over: nil),
      "`next` makes a loop in the responder chain: a → b → a"
    ),
    (
      .chainLoop(["second", "first", "second"], presented: "second", over: "first"),
      "`next` makes a loop in the responder chain once 'second' is presented over 'first': second → first → second"
    ),
    (
      .boundTwice("dim.alpha", firstLine: 3),
      "`dim.alpha` is already bound at line 3; a value follows one source"
    ),
    (
      .bindCycle(["a.alpha", "b.alpha", "a.alpha"]),
      "`bind:` makes a cycle: a.alpha ← b.alpha ← a.alpha; a bound value cannot depend on itself"
    ),
    (
      .template(.unknown("rows", suggestion: "row", known: ["row"])),
      "unknown template 'rows'; did you mean 'row'? (templates: row)"
    ),
    (
      .template(.unknown("row", suggestion: nil, known: [])),
      "unknown template 'row'; declare it under `templates:`"
    ),
    (.template(.usesItself(["loop", "loop"])), "template 'loop' uses itself: loop → loop"),
    (
      .template(.unknownParameter("colour", suggestion: "color", given: ["color", "id"])),
      "unknown template parameter 'colour'; did you mean 'color'? (this `use:` gives ${color}, ${id})"
    ),
    (.template(.notANumber(parameter: "id", value: "a")), "${id} is 'a', not a number to compute with"),
    (.rule(.frameCount(3)), "a frame has 4 numbers [x, y, width, height], got 3"),
    (
      .rule(.twoActions("log", after: "set")),
      "an effect does one thing: 'log' after 'set'; write two effects"
    ),
    (.rule(.sliderBounds(minimum: 5, maximum: 1.5)), "minimumValue 5 is greater than maximumValue 1.5"),
    (
      .rule(
        .controlEventNotSent("editingChanged", control: .button, sends: ["touchDown", "touchUpInside"])),
      "a button never sends editingChanged; it sends touchDown, touchUpInside"
    ),
    (
      .wrongReference(key: "requireToFail", id: "l", .notAGesture(.view(.label))),
      "`requireToFail` must name a gesture; 'l' is a label view"
    ),
    (
      .wrongReference(key: "hitTestTarget", id: "window", .notAView(.reserved)),
      "`hitTestTarget` must name a view; 'window' is a reserved responder"
    ),
    (
      .wrongReference(key: "present", id: "g", .notAController(.gesture)),
      "`present` must name a controller; 'g' is a gesture"
    ),
    (
      .wrongReference(key: "set", id: "a", .noSuchProperty(viewKind: .view, property: .contentOffsetY)),
      "'a' is a view, which has no `contentOffset.y`"
    ),
    (
      .wrongReference(key: "set", id: "main", .notSettable(.controller)),
      "`set` changes views and the window; 'main' is a controller"
    ),
    (
      .misplacedKey("title", .viewKinds([.button, .textField], not: .view)),
      "`title` applies only to button, textField views, not view"
    ),
    (
      .misplacedKey("stack", .plainViewsOnly(viewKind: .label)),
      "`stack` applies to plain views (a UIStackView is a UIView), not label; wrap the views in a `view` with `stack`"
    ),
    (
      .rule(.velocityAxis(gesture: .tap)),
      "`shouldBegin: { axis: … }` reads a pan's velocity; tap has none"
    ),
    (.rule(.effectGesture(.move, needs: .pan, not: .pinch)), "`effect: move` needs a pan gesture, not pinch"),
    (.moreErrors(2), "2 more errors not shown"),
    (.unreadable("cannot open the scene file"), "cannot open the scene file"),
    (
      .yaml(.syntax("mapping values are not allowed in this context", context: nil)),
      "invalid YAML: mapping values are not allowed in this context"
    ),
    (
      .yaml(.syntax("did not find expected node content", context: "while parsing a flow node")),
      "invalid YAML: did not find expected node content (while parsing a flow node)"
    ),
    (.yaml(.controlCharacter(7)), "control character U+0007 is not allowed"),
    (.yaml(.forbiddenCharacter(0xFFFE)), "character U+FFFE is not allowed"),
    (.yaml(.duplicateKey("name", firstLine: 1)), "duplicate key 'name' in one map; first at line 1"),
    (
      .yaml(.fileTooBig(bytes: 9_000_000, max: 8_388_608, document: "scene")),
      "file is 9000000 bytes; scenes are limited to 8388608 bytes"
    ),
    (.yaml(.alias(document: "test script")), "YAML aliases (`*name`) are not allowed in test script files"),
  ]

  @Test("each problem reads as the loader has always worded it", arguments: goldens)
  func text(_ problem: SceneProblem, _ expected: String) {
    #expect(problem.message == expected)
  }

  /// Every map an unknown key can be in, as the loader has always named it.
  static let maps: [(SceneProblem.MapKind, String)] = [
    (.scene, "the scene"), (.window, "window"), (.application, "application"), (.appDelegate, "appDelegate"),
    (.controller("main"), "controller 'main'"), (.view, "a view"), (.stack, "a stack"),
    (.gesture, "a gesture"),
    (.shouldBegin, "shouldBegin"), (.limits, "limits"), (.snapOffsets, "snapOffsets"), (.handles, "handles"),
    (.keyCommand, "a key command"), (.effect, "an effect"), (.addEffect, "an add effect"),
    (.condition, "a condition"), (.animation, "an animation"), (.binding, "a binding"),
    (.use, "a `use:` entry (its view keys belong in the template)"),
  ]

  @Test("an unknown key names the map it was written in", arguments: maps)
  func unknownKeyIn(_ map: SceneProblem.MapKind, _ name: String) {
    #expect(SceneProblem.unknownKey("k", in: map, suggestion: nil).message == "unknown key 'k' in \(name)")
  }

  /// Every value shape a scene expects, as the loader has always worded it.
  static let shapes: [(SceneProblem.ValueShape, String)] = [
    (.string, "a string"), (.number, "a number"), (.bool, "true or false"),
    (.colour, "a colour like \"#ff8800\""),
    (.frame, "a frame [x, y, width, height]"), (.point, "a point [x, y]"),
    (.insets, "[top, left, bottom, right] (negative values enlarge)"), (.numberOrName, "a number or a name"),
    (.numberList(.widthHeight), "a list [width, height]"), (.numberList(.xy), "a list [x, y]"),
    (.numberList(.insets), "a list [top, left, bottom, right]"),
    (.parameterValue("title"), "a value (text or a number) for ${title}"), (.viewList, "a list of views"),
    (
      .bindingList,
      "a list of bindings like - { set: dim.alpha, from: drawer.frame.x, in: [-260, 0], out: [0, 0.5] }"
    ),
    (.map, "a map"), (.document, "a map with `window` and `root`"), (.viewMap, "a view map"),
    (.controllerMap, "a controller map"), (.gestureMap, "a gesture map"),
    (.stackMap, "a stack map like { axis: vertical, spacing: 8 }"),
    (.keyCommandMap, "a key command map like {input: \"s\", modifiers: [ctrl], action: save}"),
    (.effectMap, "an effect map like {log: \"text\"}"), (.bindingMap, "a binding map { set, from, in, out }"),
    (.presentedController, "a controller map (`present:` declares the controller presented over this one)"),
    (.addEffect, "a map { to: id, view: {...} }"),
    (.stateMap, "a map of names to starting values, like { openRow: none }"),
    (.templatesMap, "a map of template names to view maps"),
    (.useMap, "a map { use: template, with: {…}, repeat: N }"),
    (.parametersMap, "a map of parameter names to values"),
    (.conditionMap, "a map like { translation.x: \"> 100\" }"),
    (.animationMap, "a map like { duration: 0.3, curve: easeInOut }"),
    (.onMap, "a map from event or action name to effects"), (.setMap, "a map of \"id.property\": value"),
    (.limitsMap, "a map like { x: [-260, 0] }"), (.snapOffsetsMap, "a map like { x: [0, 160] }"),
    (.controlActionsMap, "a map from control event to action name"),
  ]

  @Test("a value of the wrong shape names the shape expected and what was there", arguments: shapes)
  func wrongKind(_ shape: SceneProblem.ValueShape, _ name: String) {
    let found: [(SceneProblem.ValueKind, String)] = [
      (.map, "a map"), (.list, "a list"), (.null, "nothing"), (.bool, "a boolean"), (.number, "a number"),
      (.string, "a string"),
    ]
    for (kind, kindName) in found {
      #expect(
        SceneProblem.wrongKind(expected: shape, found: kind).message == "expected \(name), got \(kindName)")
    }
  }

  @Test("a map without a key it needs says which")
  func missingKeys() {
    let texts: [(SceneProblem.MissingKey, String)] = [
      (.controllerID, "a controller needs `controller: id`"),
      (.addTargetAndView, "`add` needs `to: id` and `view: {...}`"),
      (.bindingKeys(["in", "out"]), "a binding needs `in`, `out`"),
      (.useTemplate, "a `use:` entry needs `use: template`"),
      (
        .effectAction,
        "an effect needs one of set, present, dismiss, log, becomeFirstResponder, resignFirstResponder"
      ),
      (
        .gestureType,
        "a gesture needs `type` (tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover)"
      ),
      (
        .screenEdgePanEdges,
        "a screenEdgePan needs `edges` (left, right, top, bottom): the window edges it starts from"
      ),
      (.keyCommandInputAndAction, "a key command needs `input` and `action`"),
    ]
    for (missing, text) in texts { #expect(SceneProblem.missingKey(missing).message == text) }
  }

  @Test("a pair of numbers is shown as its key writes it")
  func listShapes() {
    #expect(SceneProblem.rule(.twoNumbers(shape: .minMax)).message == "expected two numbers [min, max]")
    #expect(
      SceneProblem.rule(.reversedRange(3, 1, shape: .fromTo)).message == "3 is more than 1; write [from, to]")
    #expect(
      SceneProblem.rule(.numberCount(2, shape: .widthHeight, got: 3)).message
        == "expected 2 numbers [width, height], got 3")
  }

  @Test("an error prints its location, the text, and the template use it came from")
  func printed() {
    var location = SceneLocation(file: "Scenes/a.yaml", line: 3, column: 7)
    #expect(SceneError(.notFinite, at: location).description == "Scenes/a.yaml:3:7: expected a finite number")
    location.expandedFrom = "in template 'row' used at Scenes/a.yaml:12:9"
    #expect(
      SceneError(.reservedID("window"), at: location).description
        == "Scenes/a.yaml:3:7: 'window' is reserved for the scene's window; choose another id (in template 'row' used at Scenes/a.yaml:12:9)"
    )
  }

  @Test("a newline or tab in a key is escaped in the printed error, which stays one line")
  func escapedKey() {
    let yaml = sceneWith(subviews: "- { id: v, \"frame\\nFORGED\\tkey\": 1 }")
    guard case .unknownKey("frame\nFORGED\tkey", in: .view, _)? = sceneProblems(yaml).first?.problem else {
      Issue.record("expected the key as written, unknown in a view: \(sceneProblems(yaml))")
      return
    }
    let printed = sceneErrors(yaml)
    #expect(printed.count == 1)
    #expect(printed.first?.contains("frame\\u{A}FORGED\\u{9}key") == true)
    #expect(printed.allSatisfy { !$0.contains("\n") && !$0.contains("\t") })
  }

  @Test("quoted file text cannot start a line of its own")
  func oneLine() {
    let error = SceneError(
      .unknownKey("a\nb", in: .view, suggestion: nil),
      at: SceneLocation(file: "s.yaml", line: 1, column: 1))
    #expect(!error.description.contains("\n"))
  }
}
