import ArgumentParser
import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import ResponderTesting

struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Run the performance workloads; print median, p90 and the same run's baseline.",
    discussion: """
      Every figure sits beside a baseline measured in the same run, so it reads as a ratio on a noisy \
      machine; the load workloads and tests.scenes alternate their rounds with their baseline's, so a \
      burst of other work lands on both sides. Build with -c release for meaningful numbers (`make \
      bench` does).
      """)

  @Flag(help: "Print one JSON array instead of the table.")
  var json = false

  @Flag(help: "A short run (under 40 s).")
  var quick = false

  @Option(help: "Run only workloads whose name contains this text.")
  var only: String?

  func run() throws {
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    var results: [BenchResult] = []
    let bench = Workloads(quick: quick)
    // Memory first, while the process is still small.
    let all: [(String, () throws -> BenchResult)] = [
      ("memory.100k", { bench.memory() }),
      (
        "dispatch.balanced10k",
        { bench.dispatch(name: "dispatch.balanced10k", app: TreeGenerator.balanced(count: 10_000)) }
      ),
      (
        "dispatch.balanced100k",
        { bench.dispatch(name: "dispatch.balanced100k", app: TreeGenerator.balanced(count: 100_000)) }
      ),
      (
        "dispatch.unobserved10k",
        {
          bench.dispatch(
            name: "dispatch.unobserved10k", app: TreeGenerator.balanced(count: 10_000), recorded: false)
        }
      ),
      (
        "dispatch.flat10k",
        { bench.dispatch(name: "dispatch.flat10k", app: TreeGenerator.flat(count: 10_000)) }
      ),
      ("pipeline.figure1", { try bench.pipeline() }),
      ("frame.full1k", { try bench.frame(.full) }),
      ("frame.idle", { try bench.frame(.idle) }),
      ("frame.oneview", { try bench.frame(.oneView) }),
      ("frame.scroll1k", { try bench.scrollFrame() }),
      ("script.60s", { try bench.script() }),
      ("load.10k", { try bench.load() }),
      ("load.templates10k", { try bench.loadTemplates() }),
      ("tests.scenes", { try bench.sceneTests() }),
      ("mcp.act", { try bench.mcpAct() }),
    ]
    for (name, body) in all where only.map({ name.contains($0) }) ?? true {
      if !json { printError("running \(name)…") }
      results.append(try body())
    }
    if json {
      print("[" + results.map(\.json).joined(separator: ",\n ") + "]")
    } else {
      print(BenchResult.table(results))
    }
  }
}

/// One workload's figures.
struct BenchResult {
  var name: String
  var unit: String
  var median: Double
  var p90: Double
  var baseline: Double
  var baselineName: String

  var ratio: Double { baseline > 0 ? median / baseline : 0 }

  var json: String {
    func n(_ v: Double) -> String { v.isFinite ? String(format: "%.4g", v) : "null" }
    return "{\"name\": \"\(name)\", \"unit\": \"\(unit)\", \"median\": \(n(median)), \"p90\": \(n(p90)), "
      + "\"baseline\": \(n(baseline)), \"ratio\": \(n(ratio))}"
  }

  static func table(_ rows: [BenchResult]) -> String {
    var s = "workload                 unit        median         p90    baseline   ratio  baseline is\n"
    for r in rows {
      s += r.name.padding(toLength: 24, withPad: " ", startingAt: 0) + " "
      s += r.unit.padding(toLength: 9, withPad: " ", startingAt: 0)
      s += String(format: "%10.4g  %10.4g  %10.4g  %6.2f  ", r.median, r.p90, r.baseline, r.ratio)
      s += r.baselineName + "\n"
    }
    return s
  }
}

/// Times `ours` and `base` in alternate rounds, so that both sides of a
/// ratio see the same machine: a burst of other work, or the clock slowing,
/// lands on rounds of both instead of on whichever block of rounds ran
/// during it. Each call returns how many operations it did. Used where a
/// round is long (a load of tens of milliseconds, a run of `rlab test`) and
/// the ratio is the target. The short rounds of dispatch and frames (a few
/// milliseconds) stay in blocks: they are timed in the steady state a run
/// of them has, with their data warm, and their targets are a frame budget
/// or the C walk run in another process.
func measureAlternately(rounds: Int, ours: () throws -> Int, base: () throws -> Int) rethrows -> (
  ours: (median: Double, p90: Double), base: (median: Double, p90: Double)
) {
  var a: [Double] = []
  var b: [Double] = []
  for _ in 0..<rounds {
    a.append(try timePerOp(ours))
    b.append(try timePerOp(base))
  }
  return (medianAndP90(a), medianAndP90(b))
}

/// Times `body` `rounds` times; each call returns how many operations it did.
func measure(rounds: Int, _ body: () throws -> Int) rethrows -> (median: Double, p90: Double) {
  var perOp: [Double] = []
  for _ in 0..<rounds { perOp.append(try timePerOp(body)) }
  return medianAndP90(perOp)
}

/// One call of `body`, in nanoseconds per operation it reports.
private func timePerOp(_ body: () throws -> Int) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  let ops = try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(max(ops, 1))
}

/// The median and the 90th percentile of per-operation times.
private func medianAndP90(_ perOp: [Double]) -> (median: Double, p90: Double) {
  let sorted = perOp.sorted()
  return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))])
}
