import Foundation
import ResponderCore
import ResponderIO
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

/// Renders scenes headless to PNG for `shot:` steps, `image` expectations
/// and `rlab shot`. One offscreen window per canvas size is kept.
package final class HeadlessShooter: ImageComparing {
  package var showOverlay = true

  package init() {}
  private var videos: [String: (SDLVideo, Renderer)] = [:]

  package static func make() -> SceneShooter? { HeadlessShooter() }

  private func renderer(for size: Size) throws -> Renderer {
    let key = "\(Int(size.width))x\(Int(size.height))"
    if let r = videos[key] { return r.1 }
    let video = try SDLVideo(
      SDLVideo.Options(
        title: "rlab shot", width: Int(size.width), height: Int(size.height), headless: true, resizable: false
      ))
    let r = try Renderer(video: video)
    videos[key] = (video, r)
    return r
  }

  /// Draws the scene (and overlay) into the offscreen renderer.
  ///
  /// - Parameter slide: a slide for a class: the canvas as tall as the
  ///   scene (no band below it), the sidebar beside it fitting its panels in.
  package func render(
    _ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession? = nil, slide: Bool = false,
    stage configure: ((Stage) -> Void)? = nil
  ) throws -> Renderer {
    let stage = Stage(scene: scene)
    stage.use(overlay)
    if let quiz { stage.use(quiz) }
    if slide, showOverlay {
      let size = Size(
        width: scene.size.width + WindowLayout.sidebarWidth,
        height: max(scene.size.height, WindowLayout.minimumWindow(sidebarShown: true).height))
      stage.window = WindowLayout(windowSize: size, sceneSize: scene.size, sidebarShown: true)
    }
    stage.showOverlay = showOverlay
    configure?(stage)
    let r = try renderer(for: stage.canvasSize)
    stage.measure = TextMeasure { s, size, bold in r.textWidth(s, size: size, bold: bold) }
    r.render(stage.displayList(fingers: stage.fingers()))
    return r
  }

  /// How `shot:` and `image:` files are written: never through a symlink
  /// (`O_NOFOLLOW`), never over a device or FIFO, folders created inside
  /// the script's folder (the script parser and `ScriptFolder` confine the
  /// path there).
  static let confinedWrite = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: true)

  /// Removes `a.diff.png` once its image matches or is rewritten: a regular
  /// file only (a symlink or anything else planted there is left alone).
  static func removeStaleDiff(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
    unlink(path)
  }

  package func shoot(_ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession?, to path: String)
    throws
  {
    try shoot(scene, overlay: overlay, quiz: quiz, lesson: nil, to: path)
  }

  package func shoot(
    _ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession?, lesson: LessonMoment?, to path: String
  ) throws {
    try render(scene, overlay: overlay, quiz: quiz) { stage in
      if let lesson { stage.show(lesson) }
    }.savePNG(path, options: Self.confinedWrite)
  }

  package func compare(_ scene: BuiltScene, overlay: OverlayRecorder, with golden: ImageGolden) -> String? {
    let path = golden.path
    do {
      let saved = showOverlay
      showOverlay = golden.overlay
      defer { showOverlay = saved }
      let stage = Stage(scene: scene)
      stage.showOverlay = golden.overlay
      let r = try render(scene, overlay: overlay)
      var actual = try r.readPixels()
      if let region = golden.region {
        // The scene sits at the canvas origin; pixels per point from the output.
        let scale = Double(actual.width) / max(1, stage.canvasSize.width)
        actual = actual.cropped(
          to: Rect(
            x: region.minX * scale, y: region.minY * scale, width: region.width * scale,
            height: region.height * scale))
      }
      var info = stat()
      let exists = lstat(path, &info) == 0
      // Beside the golden, never over it: `a.png` → `a.diff.png`.
      let diffPath = (path.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".diff.png"
      if golden.update || !exists {
        try actual.writePNG(path, options: Self.confinedWrite)
        // The diff of an earlier failing run shows a golden that is gone.
        Self.removeStaleDiff(diffPath)
        if golden.update { return nil }
        return "    no golden image at \(path): wrote the current rendering there; check it and commit it"
      }
      let expected = try loadImagePixels(path)
      let c = compareImages(actual: actual, expected: expected, tolerance: golden.tolerance)
      if c.matches(allowedFraction: golden.fraction) {
        Self.removeStaleDiff(diffPath)
        return nil
      }
      try? c.diff.writePNG(diffPath, options: Self.confinedWrite)
      if !c.sizesMatch {
        return
          "    expected an image of \(expected.width)×\(expected.height), rendered \(actual.width)×\(actual.height)"
      }
      return
        "    \(c.differingPixels) pixels differ (max channel difference \(c.maxChannelDelta), tolerance \(golden.tolerance))\n"
        + "    diff image: \(diffPath)"
    } catch {
      return "    \(error)"
    }
  }
}
