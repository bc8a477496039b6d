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

  public init(path: String) throws {
    do {
      writer = try SafeFile.Writer(path: path)
    } catch {
      throw StepError(description: "cannot write the trace: \(error.message)")
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
      let line = r.jsonLine(undoOwner: owner, undo: scene.app.activeUndoManager)
      self.writer.write(self.prefix() + line.dropFirst() + "\n")
    }
  }

  /// `{"seq":N,"file":…,"test":…,"step":LINE,` — the opening of a line,
  /// before the record's own fields.
  private func prefix() -> String {
    seq += 1
    var s = "{\"seq\":\(seq),"
    if let test {
      s +=
        "\"file\":" + JSONValue.string(test.file).encoded + ",\"test\":" + JSONValue.string(test.name).encoded
      s += ",\"step\":" + (stepLine.map(String.init) ?? "null") + ","
    }
    return s
  }

  /// Whether a write has failed so far (the disk filled up).
  public var failure: SafeFile.Failure? { writer.failure }

  /// Closes the file; the first write or close error, if any.
  @discardableResult
  public func close() -> SafeFile.Failure? { writer.finish() }
}
