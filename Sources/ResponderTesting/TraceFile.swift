import ResponderCore
import ResponderIO
import ResponderScene

/// The `--trace` file: one JSON line per dispatched event.
///
/// Written through `SafeFile.Writer`: a symlink or device at the path is
/// written through, never replaced, missing folders are created, and a
/// failed write (a full disk) is reported by `close()` instead of trapping.
public final class TraceFile {
  let writer: SafeFile.Writer

  public init(path: String) throws(StepProblem) {
    do {
      writer = try SafeFile.Writer(path: path)
    } catch {
      throw StepProblem.traceUnwritable(error.message)
    }
  }

  /// The script and test now running (`rlab test`); nil in a live window.
  private var test: (file: String, name: String)?
  /// The script line of the step now running.
  public var stepLine: Int?
  /// Counts lines across the whole file: `tick` restarts with every test's
  /// fresh scene, `seq` never does.
  private var seq = 0

  /// Names the test whose dispatches follow, so each line can be matched
  /// to its file, test and step.
  public func begin(file: String, test name: String) {
    test = (file, name)
    stepLine = nil
  }

  public func end() {
    test = nil
    stepLine = nil
  }

  /// Writes one line per dispatch of `scene`'s application from now on.
  public func attach(to scene: BuiltScene) {
    scene.app.recordObservers.append { [weak self, unowned scene] r in
      guard let self else { return }
      let owner = (scene.window.firstResponder ?? scene.window).undoManagerOwner?.identifier
      seq += 1
      let line = Line(
        seq: seq, test: test, step: stepLine,
        dispatch: DispatchRecord.TraceLine(record: r, undoOwner: owner, undo: scene.app.activeUndoManager))
      // The trace's types throw nothing; a line that failed anyway is
      // left out rather than ending the run.
      guard let text = try? encoder.line(line) else { return }
      self.writer.write(text + "\n")
    }
  }

  private let encoder = JSONLinesEncoder()

  /// One line of the file: `seq`, then under `rlab test` the `file`, `test`
  /// and `step` (script line) it came from, then the dispatch's own fields.
  struct Line: Encodable {
    var seq: Int
    var test: (file: String, name: String)?
    var step: Int?
    var dispatch: DispatchRecord.TraceLine

    enum CodingKeys: String, CodingKey { case seq, file, test, step }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(seq, forKey: .seq)
      if let test {
        try c.encode(test.file, forKey: .file)
        try c.encode(test.name, forKey: .test)
        try c.encode(step, forKey: .step)
      }
      try dispatch.encode(to: encoder)
    }
  }

  /// Whether a write has failed so far (the disk filled up).
  public var failure: SafeFile.Failure? { writer.failure }

  /// Closes the file; the first write or close error, if any.
  @discardableResult
  public func close() -> SafeFile.Failure? { writer.finish() }
}
