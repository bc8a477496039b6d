import Foundation
import ResponderScene
import ResponderTesting
import Testing

/// `rlab schema scene|script` and the committed `schema/*.schema.json`
/// stay in step with the loader and the parser.
@Suite("JSON Schemas of scenes and scripts")
struct SchemaTests {
  private func repo() -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }

  @Test("the committed schemas are what the key tables generate, and parse as JSON")
  func committed() throws {
    for (name, generated) in [("scene", SceneSchema.json), ("script", ScriptSchema.json)] {
      let file = try String(contentsOfFile: repo() + "/schema/\(name).schema.json", encoding: .utf8)
      #expect(
        file == generated,
        "schema/\(name).schema.json is stale: run `rlab schema \(name) > schema/\(name).schema.json`")
      let object = try JSONSerialization.jsonObject(with: Data(generated.utf8)) as? [String: Any]
      #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
  }

  @Test("every view, gesture and effect key the schema lists is one the loader takes (no unknown-key error)")
  func loaderTakesEveryKey() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
    let defs = try #require(object["$defs"] as? [String: Any])
    func keys(_ def: String) -> [String] {
      ((defs[def] as? [String: Any])?["properties"] as? [String: Any]).map { Array($0.keys) } ?? []
    }
    #expect(Set(keys("view")) == Set(SceneSchema.keyTables["view"]!))
    func unknownKeyErrors(_ yaml: String) -> [String] {
      switch SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: "/nonexistent") {
      case .success: return []
      case .failure(let e): return e.errors.map(\.message).filter { $0.hasPrefix("unknown key") }
      }
    }
    let scene = { (body: String) in
      "window: { width: 100, height: 100 }\nroot:\n  controller: main\n  view:\n    id: root\n    subviews:\n      - \(body)\n"
    }
    for key in keys("view") where key != "subviews" {
      #expect(unknownKeyErrors(scene("{ id: a, \(key): null }")) == [], "view key \(key)")
    }
    for key in keys("gesture") {
      #expect(
        unknownKeyErrors(scene("{ id: a, gestures: [{ type: pan, \(key): null }] }")) == [],
        "gesture key \(key)")
    }
    for key in keys("effect") {
      #expect(unknownKeyErrors(scene("{ id: a, on: { go: { \(key): null } } }")) == [], "effect key \(key)")
    }
    #expect(unknownKeyErrors(scene("{ id: a, fram: [0, 0, 1, 1] }")).count == 1)
    #expect(!keys("view").contains("fram"))
  }
}
