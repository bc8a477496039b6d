import Foundation
import ResponderCore
import ResponderScene

/// The `--trace` file: one JSON line per dispatched event.
public final class TraceFile {
  let handle: FileHandle

  public init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let h = FileHandle(forWritingAtPath: path)
    else {
      throw StepError(description: "cannot write the trace to \(path)")
    }
    handle = h
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
      self.handle.write(Data((self.prefix() + line.dropFirst() + "\n").utf8))
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

  public func close() { try? handle.close() }
}
