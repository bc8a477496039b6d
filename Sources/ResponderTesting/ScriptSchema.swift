import ResponderScene

/// A JSON Schema (draft 2020-12) of test scripts, generated from the step
/// and expectation tables the parser checks keys against (`rlab schema script`).
public enum ScriptSchema {
  public static var json: String {
    let steps = TestScriptParser.stepKeys.map {
      "{\"type\": \"object\", \"properties\": {\(SceneSchema.quote($0)): \($0 == "expect" ? "{\"$ref\": \"#/$defs/expect\"}" : "{}")}, \"required\": [\(SceneSchema.quote($0))], \"additionalProperties\": false}"
    }
    let bare = ["shake", "focusLost"].map(SceneSchema.quote)
    var out = "{\n"
    out += ##"  "$schema": "https://json-schema.org/draft/2020-12/schema","## + "\n"
    out += ##"  "$id": "https://responderlab.invalid/schema/script.schema.json","## + "\n"
    out += ##"  "title": "ResponderLab test script","## + "\n"
    out +=
      ##"  "type": "object", "properties": {"scene": {"type": "string"}, "tests": {"type": "array", "items": {"$ref": "#/$defs/test"}}}, "additionalProperties": false,"##
      + "\n"
    out += "  \"$defs\": {\n"
    out +=
      ##"    "test": {"type": "object", "properties": {"name": {"type": "string"}, "steps": {"type": "array", "items": {"$ref": "#/$defs/step"}}}, "additionalProperties": false},"##
      + "\n"
    out +=
      "    \"step\": {\"anyOf\": [{\"enum\": [\(bare.joined(separator: ", "))]}, "
      + steps.joined(separator: ", ") + "]},\n"
    out += "    \"expect\": " + SceneSchema.object(TestScriptParser.expectKeys, description: "checks") + "\n"
    out += "  }\n}\n"
    return out
  }
}
