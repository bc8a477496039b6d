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

  /// Writes one line per dispatch of `scene`'s application from now on.
  public func attach(to scene: BuiltScene) {
    scene.app.recordObservers.append { [weak self, unowned scene] r in
      let owner = (scene.window.firstResponder ?? scene.window).undoManagerOwner?.identifier
      self?.handle.write(Data((r.jsonLine(undoOwner: owner, undo: scene.app.activeUndoManager) + "\n").utf8))
    }
  }

  public func close() { try? handle.close() }
}
