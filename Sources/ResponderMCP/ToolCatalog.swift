import MCP

/// The tools `rlab mcp` offers, with their input and output schemas (JSON
/// Schema, as the Model Context Protocol's `tools/list` carries them).
///
/// `readOnlyHint` is set where a tool changes nothing: not the session's
/// scene and not a file (`explain` dispatches on a copy).
enum ToolCatalog {
  static func object(_ properties: [String: Value], required: [String] = []) -> Value {
    var o: [String: Value] = ["type": "object", "properties": .object(properties)]
    if !required.isEmpty { o["required"] = .array(required.map { .string($0) }) }
    return .object(o)
  }

  static func string(_ description: String) -> Value {
    ["type": "string", "description": .string(description)]
  }

  static let session = string("The session id load_scene returned.")
  static let step: Value = [
    "description":
      "One step in the test script's grammar (`rlab reference script`): a string as a script writes it, e.g. `tap: ok`, or the same step as a JSON object, e.g. {\"tap\": \"ok\"}.",
    "anyOf": [["type": "string"], ["type": "object"]],
  ]
  static let route: Value = [
    "type": "object",
    "description":
      "One dispatched event as `rlab test --trace` writes it: type, detail, point, hitTest (each view visited with its verdict: inside, skipped, rule), hitView, hitPath, chain, handledBy, gestures and their changes, actions (action, target, chain, answers, handledBy), calls, logs, undo.",
  ]
  static let routes: Value = ["type": "array", "items": route]
  static let failures: Value = [
    "type": "array", "items": ["type": "string"],
    "description":
      "Failed checks and unplayable steps, as `rlab test` prints them (FILE:LINE:COLUMN, then the why-not text).",
  ]

  static let all: [Tool] = [
    Tool(
      name: "load_scene", title: "Load a scene",
      description: """
        Load and build a scene headless on the virtual clock, as a new session. Give `path` (a scene \
        file under the root) or `yaml` (the scene's text). Returns the session id, the views (id, type, \
        frame in the window, flags), the gesture recognizers and the first responder; a scene that does \
        not load fails with its errors as FILE:LINE:COLUMN, as `rlab check` prints them.
        """,
      inputSchema: object([
        "path": string("A scene file, relative to the root (--root)."),
        "yaml": string("The scene itself, as YAML text (images resolve in the root)."),
      ]),
      annotations: .init(readOnlyHint: false, destructiveHint: false, openWorldHint: false),
      outputSchema: object(
        [
          "session": string("The session id the other tools take."),
          "scene": string("The scene's name."),
          "views": ["type": "array", "items": ["type": "object"]],
          "viewCount": ["type": "integer"],
          "recognizers": ["type": "array", "items": ["type": "object"]],
          "firstResponder": ["type": ["string", "null"]],
          "closed": ["type": "array", "items": ["type": "string"]],
        ], required: ["session", "views", "recognizers"])),
    Tool(
      name: "snapshot", title: "Snapshot a session",
      description: """
        The session's view tree now (ids are the references steps and checks use), with frames and \
        flags, the gesture recognizers and their states, the first responder, the undo and redo \
        stacks, and the scene's `state:` values.
        """,
      inputSchema: object(["session": session], required: ["session"]),
      annotations: .init(readOnlyHint: true, openWorldHint: false),
      outputSchema: object(
        [
          "tree": ["type": "object"], "recognizers": ["type": "array"],
          "firstResponder": ["type": ["string", "null"]],
          "undo": ["type": "object"], "state": ["type": "object"], "virtualSeconds": ["type": "number"],
        ], required: ["tree"])),
    Tool(
      name: "act", title: "Play steps",
      description: """
        Play steps on the session, exactly as a test script's steps (tap, drag, key, type, wait, \
        waitUntil, expect…). Returns, for each step, every event it dispatched with its route: the hit \
        path with each view's verdict, the chain hops, the handler, the actions and their chains, the \
        recognizers' changes, calls and logs — what `rlab test --trace` writes — and any failure with \
        the text `rlab test` prints.
        """,
      inputSchema: object(
        ["session": session, "steps": ["type": "array", "items": step, "minItems": 1]],
        required: ["session", "steps"]),
      annotations: .init(
        readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false),
      outputSchema: object(
        [
          "steps": [
            "type": "array",
            "items": object(["step": ["type": "string"], "events": routes, "failures": failures]),
          ],
          "stopped": ["type": "boolean"],
        ], required: ["steps"])),
    Tool(
      name: "explain", title: "Explain what would happen",
      description: """
        The route an event would take now, without dispatching it in the session: the session's steps \
        are replayed on a fresh copy of the scene and the event is dispatched there. `event` is \
        `touch` (a tap at `at`), `key CHORD` (e.g. `key tab`, `key ctrl+z`: to the first responder) or \
        `action NAME` (sent with a nil target from the view `at`, as a control sends it).
        """,
      inputSchema: object(
        [
          "session": session,
          "at": [
            "description":
              "Where: a view id, [x, y] in the window, {text: \"OK\"}, or {view: id, offset: [dx, dy]} — a script target.",
            "anyOf": [["type": "string"], ["type": "array"], ["type": "object"]],
          ],
          "event": string("touch (default), `key CHORD` or `action NAME`."),
        ], required: ["session"]),
      annotations: .init(readOnlyHint: true, openWorldHint: false),
      outputSchema: object([
        "events": routes, "action": ["type": ["object", "null"]],
        "whyNot": string("When `at` names a view the touch would not hit: why, as `rlab test` says it."),
      ])),
    Tool(
      name: "expect", title: "Check expectations",
      description: """
        Check expectations now, exactly as a script's `expect:` step (hitView, hitPath, chain, handledBy, \
        actionChain, actionHandledBy, firstResponder, undoStack, props, gestures, calls, logs, route…). \
        Returns pass or fail for each check, with the why-not text `rlab test` prints for a failure. \
        Checks that held are kept for to_test.
        """,
      inputSchema: object(
        [
          "session": session,
          "checks": [
            "description": "The expect step's mapping, as an object ({\"handledBy\": \"ok\"}) or YAML text.",
            "anyOf": [["type": "object"], ["type": "string"]],
          ],
        ], required: ["session", "checks"]),
      annotations: .init(readOnlyHint: false, destructiveHint: false, openWorldHint: false),
      outputSchema: object(
        [
          "checks": [
            "type": "array",
            "items": object([
              "check": ["type": "string"], "passed": ["type": "boolean"], "why": ["type": "string"],
            ]),
          ],
          "passed": ["type": "boolean"],
        ], required: ["checks", "passed"])),
    Tool(
      name: "predict", title: "Predict, then see",
      description: """
        The quiz, for agents: say where an event will go, then play it on the session and get a score \
        and the difference from the real route. `prediction` may give hitView, chain (the responders \
        from the first to the handler), handledBy (an id or `nobody`), actionHandledBy and recognizer; \
        each question the event raises (the quiz's own: hit-test view, handles or passes, who is next, \
        who handles the action, which recognizer wins) is marked right or wrong with its reason.
        """,
      inputSchema: object(
        [
          "session": session, "step": step,
          "prediction": object([
            "hitView": string("The hit-test view's id."),
            "chain": [
              "type": "array", "items": ["type": "string"],
              "description": "The responders the event visits, first to last.",
            ],
            "handledBy": string("The responder that handles the event, or `nobody`."),
            "actionHandledBy": string("Who performs the action the event sends, or `nobody`."),
            "recognizer": string("The gesture recognizer that wins."),
          ]),
        ], required: ["session", "step", "prediction"]),
      annotations: .init(readOnlyHint: false, destructiveHint: false, openWorldHint: false),
      outputSchema: object(
        [
          "score": ["type": "integer"], "asked": ["type": "integer"],
          "questions": ["type": "array", "items": ["type": "object"]],
          "differences": ["type": "array", "items": ["type": "string"]], "events": routes,
        ], required: ["score", "asked", "questions"])),
    Tool(
      name: "shot", title: "Picture of the session",
      description: """
        A PNG of the session's window as the headless renderer of `rlab shot` draws it: with the overlay \
        (hit-test path, chain, undo and event panels) unless `overlay` is false; `hops` lights the \
        latest event's walk up to that many hops (step mode half-way).
        """,
      inputSchema: object(
        [
          "session": session, "overlay": ["type": "boolean", "default": true],
          "hops": ["type": "integer", "minimum": 1, "maximum": 4096],
        ], required: ["session"]),
      annotations: .init(readOnlyHint: true, openWorldHint: false),
      outputSchema: object([
        "width": ["type": "integer"], "height": ["type": "integer"], "bytes": ["type": "integer"],
      ])),
    Tool(
      name: "to_test", title: "Write the session as a test",
      description: """
        Write the session's steps and the expectations that held as a `*.test.yaml` under the root, \
        then run it as `rlab test` would and say whether it passes. A scene given inline is written \
        beside it (NAME.yaml). Never overwrites a file unless `force` is true.
        """,
      inputSchema: object(
        [
          "session": session, "name": string("The test's name."),
          "path": string("Where to write it, under the root, ending in .test.yaml."),
          "force": ["type": "boolean", "default": false],
        ], required: ["session", "name", "path"]),
      annotations: .init(readOnlyHint: false, destructiveHint: false, openWorldHint: false),
      outputSchema: object(
        [
          "path": ["type": "string"], "scene": ["type": "string"], "steps": ["type": "integer"],
          "leftOut": ["type": "array", "items": ["type": "string"]], "passed": ["type": "boolean"],
          "failures": failures,
        ], required: ["path", "passed"])),
    Tool(
      name: "run_tests", title: "Run test scripts",
      description: """
        Run `*.test.yaml` scripts under the root headless, as `rlab test PATHS --filter --tag` does: \
        the counts and, for each failing test, its failures at FILE:LINE:COLUMN.
        """,
      inputSchema: object([
        "paths": [
          "type": "array", "items": ["type": "string"],
          "description": "Scripts or folders under the root (default: the root).",
        ],
        "filter": string("Run only tests whose name contains this text."),
        "tag": [
          "type": "array", "items": ["type": "string"],
          "description": "Run only tests with one of these tags.",
        ],
      ]),
      annotations: .init(readOnlyHint: false, destructiveHint: false, openWorldHint: false),
      outputSchema: object(
        [
          "passed": ["type": "integer"], "failed": ["type": "integer"], "errors": ["type": "integer"],
          "skipped": ["type": "integer"], "summary": ["type": "string"],
          "failing": ["type": "array", "items": ["type": "object"]],
        ], required: ["passed", "failed", "errors", "summary"])),
    Tool(
      name: "reference", title: "Scene and script reference",
      description: """
        The JSON Schema (draft 2020-12) of scene files or of test scripts, as `rlab schema scene|script` \
        prints it: every key, step and check with its description.
        """,
      inputSchema: object(["kind": ["type": "string", "enum": ["scene", "script"]]], required: ["kind"]),
      annotations: .init(readOnlyHint: true, openWorldHint: false),
      outputSchema: object(["schema": ["type": "object"]], required: ["schema"])),
  ]
}
