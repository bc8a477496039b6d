import Foundation
import MCP
import ResponderMCP
import Testing

/// `rlab mcp`'s tools use SDL through harnesses: under `SDLRendering`,
/// one at a time with every other test that starts SDL.
extension SDLRendering {
  @Suite("rlab mcp: load_scene and snapshot")
  struct SceneToolTests {
    @Test("load_scene lists the views with their frames in the window, and the recognizers")
    func loadFigure1() async throws {
      let h = try await MCPHarness.start()
      let r = try await h.call("load_scene", ["path": "Scenes/figure1.yaml"])
      let views = r.structuredContent?["views"]?.arrayValue ?? []
      #expect(
        views.compactMap { $0["id"]?.stringValue } == [
          "window", "root", "background", "label", "field", "ok",
        ])
      let ok = views.first { $0["id"]?.stringValue == "ok" }
      #expect(
        ok?["frame"]?.arrayValue?.compactMap { $0.doubleValue ?? $0.intValue.map(Double.init) } == [
          40, 220, 100, 44,
        ])
      #expect(ok?["type"]?.stringValue == "button")
      let g = try await h.call("load_scene", ["path": "Scenes/gestures.yaml"])
      #expect((g.structuredContent?["recognizers"]?.arrayValue?.count ?? 0) > 0)
      #expect(g.structuredContent?["session"]?.stringValue != r.structuredContent?["session"]?.stringValue)
      await h.stop()
    }

    @Test("an inline scene that does not load fails with its errors at FILE:LINE:COLUMN")
    func inlineErrors() async throws {
      let h = try await MCPHarness.start()
      let yaml =
        "window: { width: 100, height: 100 }\nroot:\n  controller: main\n  view:\n    id: root\n    colour: red\n"
      let r = try await h.call("load_scene", ["yaml": .string(yaml)])
      #expect(r.isError == true)
      #expect(MCPHarness.text(r).hasPrefix("inline.yaml:6:5: "), "\(MCPHarness.text(r))")
      #expect(MCPHarness.text(r).contains("did you mean 'color'?"))
      await h.stop()
    }

    @Test("a 200,001-view inline scene is refused by the view limit, in under 2 s of the server's work")
    func tooManyViews() async throws {
      let h = try await MCPHarness.start()
      var yaml = "window: {width: 10, height: 10}\nroot:\n  view:\n    id: root\n    subviews:\n"
      for i in 0..<200_001 { yaml += "      - {id: v\(i)}\n" }
      let start = ContinuousClock.now
      let r = try await h.call("load_scene", ["yaml": .string(yaml)])
      let took = ContinuousClock.now - start
      #expect(r.isError == true)
      #expect(
        MCPHarness.text(r).contains("500000 YAML values") || MCPHarness.text(r).contains("200000 views"))
      // The debug build on a shared machine: generous, but far from a hang.
      #expect(took < .seconds(20), "took \(took)")
      await h.stop()
    }

    @Test("snapshot shows the tree, the first responder and the undo stack after typing")
    func snapshotAfterTyping() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      _ = try await h.call("act", ["session": .string(session), "steps": ["tap: field", "type: hi"]])
      let r = try await h.call("snapshot", ["session": .string(session)])
      let s = r.structuredContent
      #expect(s?["firstResponder"]?.stringValue == "field")
      #expect(s?["undo"]?["undoStack"]?.strings == ["Typing"])
      let background = s?["tree"]?["subviews"]?[0]?["subviews"]?[0]
      #expect(background?["id"]?.stringValue == "background")
      #expect(
        background?["subviews"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["label", "field", "ok"])
      #expect(MCPHarness.text(r).contains("first responder field"))
      await h.stop()
    }

    @Test("the least recently used session is closed to stay within the sessions' bound")
    func sessionsBounded() async throws {
      let h = try await MCPHarness.start()
      var ids: [String] = []
      for _ in 0..<RLabTools.maxSessions { ids.append(try await h.load("Scenes/figure1.yaml")) }
      let r = try await h.call("load_scene", ["path": "Scenes/figure1.yaml"])
      #expect(r.structuredContent?["closed"]?.strings == [ids[0]])
      let gone = try await h.call("snapshot", ["session": .string(ids[0])])
      #expect(gone.isError == true)
      #expect(MCPHarness.text(gone).hasPrefix("no session '\(ids[0])'"))
      await h.stop()
    }
  }

  @Suite("rlab mcp: paths stay inside --root")
  struct RootConfinementTests {
    @Test("absolute paths outside, `..` and a symlink leading out are refused; inside is fine")
    func confined() async throws {
      let root = try ScratchRoot()
      defer { root.remove() }
      try FileManager.default.createSymbolicLink(atPath: root.path + "/out", withDestinationPath: "/etc")
      try FileManager.default.createSymbolicLink(
        atPath: root.path + "/figure-link.yaml",
        withDestinationPath: FileManager.default.currentDirectoryPath + "/Scenes/figure1.yaml")
      let h = try await MCPHarness.start(root: root.path)
      for path in ["/etc/passwd", "../x.yaml", "scenes/../../x.yaml", "out/passwd", "figure-link.yaml"] {
        let r = try await h.call("load_scene", ["path": .string(path)])
        #expect(r.isError == true, "\(path)")
        #expect(MCPHarness.text(r).contains("is outside the root"), "\(path): \(MCPHarness.text(r))")
      }
      let inside = try await h.call("load_scene", ["path": .string(h.root + "/scenes/figure1.yaml")])
      #expect(inside.isError != true, "\(MCPHarness.text(inside))")
      let session = inside.structuredContent?["session"]?.stringValue ?? ""
      let write = try await h.call(
        "to_test", ["session": .string(session), "name": "x", "path": "out/x.test.yaml"])
      #expect(write.isError == true)
      #expect(!FileManager.default.fileExists(atPath: "/etc/x.test.yaml"))
      let run = try await h.call("run_tests", ["paths": ["/tmp"]])
      #expect(MCPHarness.text(run).contains("is outside the root"))
      await h.stop()
    }

    @Test("run_tests refuses a script under the root whose scene or golden leads outside it, before running")
    func scriptReferencesConfined() async throws {
      let fm = FileManager.default
      let box = fm.temporaryDirectory.appendingPathComponent("rlab-mcp-box-\(UUID().uuidString)").path
      defer { try? fm.removeItem(atPath: box) }
      let root = box + "/root"
      try fm.createDirectory(atPath: root + "/scenes", withIntermediateDirectories: true)
      try fm.createDirectory(atPath: box + "/goldens", withIntermediateDirectories: true)
      try fm.copyItem(atPath: "Scenes/figure1.yaml", toPath: root + "/scenes/figure1.yaml")
      // A readable scene beside the root: without the check, run_tests loads and runs it.
      try fm.copyItem(atPath: "Scenes/figure1.yaml", toPath: box + "/outside.yaml")
      try fm.createSymbolicLink(atPath: root + "/link.yaml", withDestinationPath: box + "/outside.yaml")
      try fm.createSymbolicLink(atPath: root + "/goldens", withDestinationPath: box + "/goldens")
      let steps = "tests:\n  - name: t\n    steps:\n      - tap: ok\n      - expect: { handledBy: ok"
      let scripts = [
        "dotdot.test.yaml": "scene: ../outside.yaml\n" + steps + " }\n",
        "symlink.test.yaml": "scene: link.yaml\n" + steps + " }\n",
        "golden.test.yaml": "scene: scenes/figure1.yaml\n" + steps + ", image: goldens/g.png }\n",
        // Inside the root by way of `..`: still runs.
        "sub/inside.test.yaml": "scene: ../scenes/figure1.yaml\n" + steps + " }\n",
      ]
      try fm.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
      for (name, text) in scripts {
        try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
      }
      let h = try await MCPHarness.start(root: root)
      for (name, says) in [
        ("dotdot.test.yaml", "dotdot.test.yaml:1:8: scene ../outside.yaml is outside the root"),
        ("symlink.test.yaml", "symlink.test.yaml:1:8: scene link.yaml is outside the root"),
        ("golden.test.yaml", ": image goldens/g.png is outside the root"),
      ] {
        let r = try await h.call("run_tests", ["paths": [.string(name)]])
        #expect(r.isError == true, "\(name): \(MCPHarness.text(r))")
        #expect(MCPHarness.text(r).contains(says), "\(name): \(MCPHarness.text(r))")
        #expect(r.structuredContent?["passed"] == nil, "\(name) ran")
      }
      // Nothing was written through the golden link (the run never started).
      #expect(!fm.fileExists(atPath: box + "/goldens/g.png"))
      // The whole root is refused too, as one of its scripts leads out.
      let all = try await h.call("run_tests", [:])
      #expect(all.isError == true, "\(MCPHarness.text(all))")
      let inside = try await h.call("run_tests", ["paths": ["sub"]])
      #expect(inside.isError != true, "\(MCPHarness.text(inside))")
      #expect(inside.structuredContent?["passed"]?.intValue == 1, "\(MCPHarness.text(inside))")
      // A session's golden is a file the server reads and writes too: it is
      // resolved against the working folder, here outside the root.
      let session = try await h.load("scenes/figure1.yaml")
      defer { try? fm.removeItem(atPath: "rlab-mcp-outside-route.jsonl") }
      let route = try await h.call(
        "expect", ["session": .string(session), "checks": ["route": "rlab-mcp-outside-route.jsonl"]])
      #expect(route.isError == true, "\(MCPHarness.text(route))")
      #expect(MCPHarness.text(route).contains("is outside the root"), "\(MCPHarness.text(route))")
      #expect(!fm.fileExists(atPath: "rlab-mcp-outside-route.jsonl"))
      await h.stop()
    }
  }
}
