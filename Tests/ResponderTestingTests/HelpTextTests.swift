import Foundation
import Testing

/// Every `--help` reads as written: no line past 80 columns, and no line of
/// an indented table (`rlab run`'s keys, the exit codes) wrapped back to
/// column 0 by swift-argument-parser, as F6's row and exit code 2's were.
@Suite("rlab --help texts")
struct HelpTextTests {
  static let commands = [
    [], ["run"], ["test"], ["check"], ["shot"], ["record"], ["replay"], ["bench"], ["schema"],
  ]

  @Test("each command's help fits 80 columns and keeps its tables indented", arguments: commands)
  func fits(_ command: [String]) throws {
    let r = try rlab(command + ["--help"])
    #expect(r.code == 0)
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
    // The USAGE line is swift-argument-parser's own, never wrapped.
    for line in lines where !line.hasPrefix("USAGE:") { #expect(line.count <= 80, "\(command): \(line)") }
    // Within a block of indented lines (a table), the next non-blank line
    // that starts at column 0 must be a new paragraph: a heading or
    // sentence starting with a capital letter or a known section name,
    // never the tail of a wrapped row.
    for (previous, line) in zip(lines, lines.dropFirst())
    where previous.hasPrefix("  ") && !line.isEmpty && !line.hasPrefix(" ") {
      let first = line.first!
      #expect(first.isUppercase || line.hasPrefix("USAGE"), "\(command): a wrapped row: '\(line)'")
    }
  }

  @Test("rlab shot's example runs as printed")
  func shotExample() throws {
    let r = try rlab(["shot", "--help"])
    // The example is a command line continued with a backslash, as pasted into a shell.
    let lines = r.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex { $0.hasPrefix("rlab shot ") })
    var command = ""
    for line in lines[start...] {
      command += line.hasSuffix("\\") ? String(line.dropLast()) : line
      if !line.hasSuffix("\\") { break }
    }
    let dir = try temporaryFolder("shot-example")
    var args = command.dropFirst("rlab ".count).split(separator: " ").map(String.init)
    args[args.count - 1] = dir + "/slides"
    let run = try rlab(args)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let slides = try FileManager.default.contentsOfDirectory(atPath: dir + "/slides")
    #expect(slides.contains { $0.hasSuffix(".png") }, "\(slides)")
  }
}
