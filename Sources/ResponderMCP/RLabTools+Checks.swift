import Foundation
import MCP
import ResponderIO
import ResponderLive
import ResponderTesting

/// `expect`, `to_test` and `run_tests`: checks as a script writes them, the
/// session written as a script, and scripts run as `rlab test` runs them.
extension RLabTools {
  func expect(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    guard let checks = args["checks"] else { throw ToolFailure("`checks` is missing") }
    let text: String
    switch checks {
    case .object: text = try StepText.text(of: ["expect": checks])
    case .string(let yaml):
      let body = yaml.trimmingCharacters(in: .whitespacesAndNewlines)
      text =
        body.hasPrefix("{")
        ? "expect: " + body
        : "expect:\n"
          + body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
            separator: "\n")
    default: throw ToolFailure("`checks` takes the expect step's mapping, as an object or as YAML text")
    }
    let items = try parsedSteps([.string(text)], label: "checks", in: s)
    guard let item = items.first, case .expect(let list) = item.step.step else {
      throw ToolFailure("`checks` is one expect step's mapping")
    }
    var results: [Value] = []
    var lines: [String] = []
    var failedKeys: [String] = []
    for (i, c) in list.enumerated() {
      let why = s.harness.failure(of: c, shooter: nil)
      let place =
        i < item.step.checkLocations.count ? "\(item.step.checkLocations[i])" : "\(item.step.location)"
      var entry: [String: Value] = ["check": .string(c.key), "passed": .bool(why == nil)]
      if let why {
        entry["why"] = .string("\(place): expect \(c.key)\n\(why)")
        lines.append("FAIL \(place): expect \(c.key)\n\(why)")
        failedKeys.append(c.key)
      } else {
        lines.append("ok \(c.key)")
      }
      results.append(.object(entry))
    }
    // What to_test keeps: the checks that held (an object drops the keys
    // that failed; YAML text is kept whole or not at all).
    var kept: String? = failedKeys.isEmpty ? item.text : nil
    if !failedKeys.isEmpty, case .object(var o) = checks {
      for k in failedKeys { o[k] = nil }
      if failedKeys.contains("image") { o["tolerance"] = nil }
      if !o.isEmpty { kept = try StepText.text(of: ["expect": .object(o)]) }
    }
    s.recordExpect(
      item, kept: kept,
      leftOut: failedKeys.isEmpty ? nil : "expect \(failedKeys.joined(separator: ", ")) (failed)")
    let passed = failedKeys.isEmpty
    return .summary(
      (passed ? "all \(list.count) checks hold" : "\(failedKeys.count) of \(list.count) checks failed") + "\n"
        + lines.joined(separator: "\n"),
      ["checks": .array(results), "passed": .bool(passed)])
  }

  func toTest(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    let name = try args.string("name")
    let given = try args.string("path")
    let force = try args.bool("force", default: false)
    guard given.hasSuffix(".test.yaml"), given.count > ".test.yaml".count else {
      throw ToolFailure("`path` names a test script: a file ending in .test.yaml (got \(given))")
    }
    guard !name.isEmpty, !name.contains(where: { $0.isNewline }) else {
      throw ToolFailure("`name` is one line of text")
    }
    let full = try root.resolve(given, itself: false)
    let folder = (full as NSString).deletingLastPathComponent
    var files: [(path: String, text: String)] = []
    let scene: String
    if let path = s.scenePath {
      scene = Self.relativePath(from: folder, to: path)
    } else {
      let scenePath = String(full.dropLast(".test.yaml".count)) + ".yaml"
      scene = (scenePath as NSString).lastPathComponent
      files.append((scenePath, s.sceneText))
    }
    let kept = s.history.filter(\.held)
    let leftOut = s.history.compactMap(\.leftOut)
    let text =
      "# Written by `rlab mcp` (to_test) from session \(s.id).\n"
      + "scene: \(Self.quoted(scene))\ntests:\n  - name: \(Self.quoted(name))\n    steps:\n"
      + (kept.isEmpty ? "      - wait: 0.1\n" : StepText.scriptLines(kept.map(\.text)))
    files.append((full, text))
    for f in files where !force {
      var info = stat()
      if lstat(f.path, &info) == 0 {
        throw ToolFailure("\(root.relative(f.path)) exists; pass force: true to overwrite it")
      }
    }
    // As shots and goldens are written: never through a symlink, never onto a device.
    let options = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: true)
    for f in files {
      if let failure = SafeFile.write(Array(f.text.utf8), to: f.path, options: options) {
        throw ToolFailure("cannot write \(root.relative(f.path)): \(failure.message)")
      }
    }
    // Run it as `rlab test PATH` does, to say whether it passes.
    let runner = ScriptRunner()
    runner.shooter = HeadlessShooter.make()
    let outcomes = SceneHarness.exclusively { runner.run(scriptAt: full) }
    let passed = !outcomes.isEmpty && outcomes.allSatisfy(\.passed)
    let failures = outcomes.flatMap(\.failures).map(relativeText)
    var lines = [
      "wrote \(root.relative(full)) (\(kept.count) steps, scene \(scene))"
        + (files.count > 1 ? " and \(root.relative(files[0].path))" : ""),
      "rlab test \(root.relative(full)): \(TestOutcome.summaryLine(outcomes))",
    ]
    if !leftOut.isEmpty { lines.append("left out: " + leftOut.joined(separator: "; ")) }
    lines += failures
    return .summary(
      lines.joined(separator: "\n"),
      [
        "path": .string(root.relative(full)), "scene": .string(scene), "steps": .int(kept.count),
        "leftOut": .array(leftOut.map { .string($0) }), "passed": .bool(passed),
        "failures": .array(failures.map { .string($0) }),
      ])
  }

  /// The most scripts one `run_tests` call runs: each is bounded by the
  /// script limits, and so is the call.
  static let maxScripts = 1_000

  func runTests(_ args: Arguments) throws -> CallTool.Result {
    let paths = try args.strings("paths") ?? ["."]
    let resolved = try paths.map { (p: String) throws(ToolFailure) -> String in try root.resolveFolder(p) }
    let scripts: [String]
    do { scripts = try ScriptFinder.find(resolved) } catch {
      throw ToolFailure(relativeText(error.description))
    }
    guard scripts.count <= Self.maxScripts else {
      throw ToolFailure(
        "\(scripts.count) scripts under \(paths.joined(separator: " ")); run_tests runs at most \(Self.maxScripts) a call: name fewer"
      )
    }
    for script in scripts {
      _ = try root.resolve(script, itself: true)
      try confineReferences(of: script)
    }
    let runner = ScriptRunner()
    runner.filter = try args.optionalString("filter")
    runner.tags = Set(try args.strings("tag") ?? [])
    runner.shooter = HeadlessShooter.make()
    var outcomes: [TestOutcome] = []
    SceneHarness.exclusively { for script in scripts { outcomes += runner.run(scriptAt: script) } }
    let count = { (status: TestOutcome.Status) in outcomes.filter { $0.status == status }.count }
    let failing = outcomes.filter(\.isProblem).map { o -> Value in
      [
        "test": .string(o.name), "script": .string(root.relative(o.script)), "line": .int(o.line),
        "status": .string(o.status.rawValue),
        "failures": .array(o.failures.map { .string(relativeText($0)) }),
      ]
    }
    let summary = TestOutcome.summaryLine(outcomes)
    var lines = [summary + " (\(scripts.count) scripts)"]
    for o in outcomes where o.isProblem {
      lines.append(
        "\(o.status == .error ? "ERROR" : "FAIL") \(o.name)  (\(root.relative(o.script)):\(o.line))")
      lines += o.failures.map { "  " + relativeText($0).replacingOccurrences(of: "\n", with: "\n  ") }
    }
    if outcomes.isEmpty { lines.append("no test ran (no *.test.yaml, or none matched the filter and tags)") }
    return .summary(
      lines.joined(separator: "\n"),
      [
        "passed": .int(count(.passed)), "failed": .int(count(.failed)), "errors": .int(count(.error)),
        "skipped": .int(count(.skipped)), "summary": .string(summary), "failing": .array(failing),
      ])
  }

  /// What a script under the root names (`scene:`, `image:` and `route:`
  /// goldens, `shot:` files) resolves under the root too, checked before
  /// anything runs: the script itself being inside is not enough, as its
  /// `scene: ../outside.yaml` would have the server read a file outside.
  /// A script that does not parse is left to the runner, which reads only
  /// the script to report it.
  func confineReferences(of script: String) throws(ToolFailure) {
    guard case .success(let parsed) = TestScriptParser.load(path: script) else { return }
    let at = "\(root.relative(parsed.file)):\(parsed.sceneLocation.line):\(parsed.sceneLocation.column)"
    try root.confine(parsed.scene, itself: true, as: "\(at): scene \(root.relative(parsed.scene))")
    for test in parsed.tests { try confineFiles(of: test.steps) }
  }

  /// The files steps read and write (`shot:`, `image:` and `route:`
  /// goldens) stay under the root: a script's, resolved against its folder,
  /// and a session's (`act`, `expect`), resolved against the working folder.
  func confineFiles(of steps: [LocatedStep]) throws(ToolFailure) {
    func place(_ l: ScriptLocation) -> String { "\(root.relative(l.file)):\(l.line):\(l.column)" }
    for located in steps {
      switch located.step {
      case .shot(let path):
        try root.confine(path, itself: false, as: "\(place(located.location)): shot \(root.relative(path))")
      case .expect(let checks), .waitUntil(let checks, _):
        for (i, check) in checks.enumerated() {
          let at = i < located.checkLocations.count ? located.checkLocations[i] : located.location
          switch check {
          case .image(let path, _, _, _, _, _), .route(let path):
            try root.confine(path, itself: true, as: "\(place(at)): \(check.key) \(root.relative(path))")
          default: continue
          }
        }
      default: continue
      }
    }
  }

  /// Paths under the root printed relative to it.
  func relativeText(_ s: String) -> String {
    s.replacingOccurrences(of: root.path + "/", with: "")
  }

  /// `to` relative to the folder `from` (both absolute): `../Scenes/a.yaml`.
  static func relativePath(from folder: String, to file: String) -> String {
    let a = folder.split(separator: "/")
    let b = file.split(separator: "/")
    var i = 0
    while i < a.count, i < b.count - 1, a[i] == b[i] { i += 1 }
    return (Array(repeating: "..", count: a.count - i) + b[i...].map(String.init)).joined(separator: "/")
  }

  /// A YAML double-quoted scalar (JSON's string syntax is YAML's).
  static func quoted(_ s: String) -> String {
    let data = (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
  }
}
