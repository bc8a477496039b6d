import ResponderScene

/// A JSON Schema (draft 2020-12) of test scripts, generated from the step
/// and expectation tables the parser checks keys against (`rlab schema script`).
public enum ScriptSchema {
  public static var json: String {
    var refs = ["expect": "{\"$ref\": \"#/$defs/expect\"}", "touch": "{\"$ref\": \"#/$defs/touch\"}"]
    for (key, value) in pointerSteps { refs[key] = value }
    // A touch step may carry `touchType:` beside it (and a hover `zOffset:`).
    let typed =
      ##", "touchType": {"enum": ["direct", "pencil", "indirectPointer"], "description": "the touches' UITouch.TouchType"}, "zOffset": {"type": "number", "minimum": 0, "maximum": 1, "description": "a Pencil's hover height (with touchType: pencil)"}"##
    let steps = TestScriptParser.stepKeys.map {
      "{\"type\": \"object\", \"properties\": {\(SceneSchema.quote($0)): \(refs[$0] ?? "{}")"
        + (TestScriptParser.typedStepKeys.contains($0) ? typed : "")
        + "}, \"required\": [\(SceneSchema.quote($0))], \"additionalProperties\": false}"
    }
    // `fingers` maps finger numbers to one change each.
    let change = SceneSchema.object(TestScriptParser.fingerChangeKeys, description: "one finger's change")
    let fingers =
      "{\"type\": \"object\", \"description\": \"fingers that change in one input frame\", "
      + "\"patternProperties\": {\"^[0-9]+$\": \(change)}, \"additionalProperties\": false}"
    let touch = SceneSchema.object(
      TestScriptParser.touchKeys, description: "one finger's change, or several fingers' in one frame",
      overrides: ["fingers": fingers])
    let bare = ["shake", "focusLost"].map(SceneSchema.quote)
    var out = "{\n"
    out += ##"  "$schema": "https://json-schema.org/draft/2020-12/schema","## + "\n"
    out += ##"  "$id": "https://responderlab.invalid/schema/script.schema.json","## + "\n"
    out += ##"  "title": "ResponderLab test script","## + "\n"
    out +=
      ##"  "type": "object", "properties": {"scene": {"type": "string"}, "before": {"type": "array", "items": {"$ref": "#/$defs/step"}, "description": "steps every test runs first, on its fresh scene"}, "tests": {"type": "array", "items": {"$ref": "#/$defs/test"}}}, "additionalProperties": false,"##
      + "\n"
    out += "  \"$defs\": {\n"
    // Every key the parser takes on a test (`TestScriptParser.testKeys`).
    let testValues = [
      "name": ##"{"type": "string"}"##,
      "steps": ##"{"type": "array", "items": {"$ref": "#/$defs/step"}}"##,
      "tags":
        ##"{"type": "array", "items": {"type": "string"}, "description": "rlab test --tag runs only tests tagged so"}"##,
      "skip":
        ##"{"type": ["string", "boolean", "null"], "description": "the reason the test is not run (null or false: it runs)"}"##,
      "only": ##"{"type": "boolean", "description": "while any test says true, only those run"}"##,
      "continues":
        ##"{"type": "boolean", "description": "true: the test starts where the test above ended (its inputs are replayed on a fresh scene, its checks are not)"}"##,
    ]
    let testProperties = TestScriptParser.testKeys.map {
      "\(SceneSchema.quote($0)): \(testValues[$0] ?? "{}")"
    }
    out +=
      "    \"test\": {\"type\": \"object\", \"properties\": {" + testProperties.joined(separator: ", ")
      + "}, \"additionalProperties\": false},\n"
    out +=
      "    \"step\": {\"anyOf\": [{\"enum\": [\(bare.joined(separator: ", "))]}, "
      + steps.joined(separator: ", ") + "]},\n"
    out += "    \"touch\": " + touch + ",\n"
    let expectValues = [
      "cursor":
        ##"{"enum": ["automatic", "verticalBeam", "hidden", "highlight", "lift"], "description": "the pointer's style now"}"##,
      "shortcuts":
        ##"{"description": "the shortcut list shown while Command is held: { RESPONDER: [\"Title (chord)\", \"Title (chord, disabled)\"] } in chain order, or null", "anyOf": [{"type": "null"}, {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}}]}"##,
      "contextMenu":
        ##"{"description": "the titles of the context menu shown, or null for none", "anyOf": [{"type": "null"}, {"type": "array", "items": {"type": "string"}}]}"##,
    ]
    out +=
      "    \"expect\": "
      + SceneSchema.object(TestScriptParser.expectKeys, description: "checks", overrides: expectValues)
      + "\n"
    out += "  }\n}\n"
    return out
  }

  /// The pointer's steps (issue 42), described with their value types.
  static let pointerSteps: [String: String] = [
    "rightClick":
      ##"{"description": "a secondary click (right button) down and up at a target: a view id, [x, y], {view, offset} or {text}"}"##,
    "hover":
      ##"{"description": "the pointer with no button down: a target, or { path: [targets], duration: seconds (default 0.3) }"}"##,
    "choose": ##"{"type": "string", "description": "the title of an item of the menu shown: a tap on it"}"##,
    "trackpad":
      ##"{"type": "object", "description": "a trackpad pinch ({ pinch: SCALE }) or rotation ({ rotate: DEGREES }), optionally at: TARGET: transform events with supportsIndirectInputEvents, else two touches", "properties": {"at": {}, "pinch": {"type": "number"}, "rotate": {"type": "number"}}, "additionalProperties": false}"##,
  ]
}
