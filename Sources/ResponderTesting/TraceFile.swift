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

  /// Writes one line per dispatch of `scene`'s application from now on.
  public func attach(to scene: BuiltScene) {
    scene.app.recordObservers.append { [weak self, unowned scene] r in
      let owner = (scene.window.firstResponder ?? scene.window).undoManagerOwner?.identifier
      self?.writer.write(r.jsonLine(undoOwner: owner, undo: scene.app.activeUndoManager) + "\n")
    }
  }

  /// Whether a write has failed so far (the disk filled up).
  public var failure: SafeFile.Failure? { writer.failure }

  /// Closes the file; the first write or close error, if any.
  @discardableResult
  public func close() -> SafeFile.Failure? { writer.finish() }
}
