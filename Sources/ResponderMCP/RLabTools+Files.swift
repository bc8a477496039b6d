import Foundation
import MCP
import ResponderLive
import ResponderScene
import ResponderTesting

/// `shot` and `reference`: the session drawn, and the schemas scenes and
/// scripts follow.
extension RLabTools {
  func shot(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    let overlay = try args.bool("overlay", default: true)
    var hops: Int?
    if let h = args["hops"] {
      guard let n = h.intValue ?? h.doubleValue.flatMap({ $0.rounded() == $0 ? Int(exactly: $0) : nil }),
        n >= 1, n <= 4096
      else { throw ToolFailure("`hops` is a whole number from 1 to 4096") }
      hops = n
    }
    let shooter = HeadlessShooter()
    shooter.showOverlay = overlay
    // SDL's offscreen windows, under the lock harnesses hold while they use SDL.
    let (image, png) = try SceneHarness.exclusively {
      let renderer = try shooter.render(s.scene, overlay: s.harness.overlayRecorder) { stage in
        if let hops {
          stage.litHops = hops
          stage.stepHold = s.harness.pictureBeforeLatest
        }
      }
      let image = try renderer.readPixels()
      let png = try image.encodePNG("shot")
      return (image, png)
    }
    let data = Data(png).base64EncodedString()
    return CallTool.Result(
      content: [
        .image(data: data, mimeType: "image/png", annotations: nil, _meta: nil),
        .text(
          text: "session \(s.id): \(image.width)×\(image.height) PNG, \(png.count) bytes"
            + (overlay ? ", with the overlay" : "")
            + (hops.map { ", the latest walk lit to hop \($0)" } ?? ""),
          annotations: nil, _meta: nil),
      ],
      structuredContent: Value?.some([
        "width": .int(image.width), "height": .int(image.height), "bytes": .int(png.count),
      ]))
  }

  func reference(_ args: Arguments) throws -> CallTool.Result {
    let kind = try args.string("kind")
    let json: String
    switch kind {
    case "scene": json = SceneSchema.json
    case "script": json = ScriptSchema.json
    default: throw ToolFailure("`kind` is `scene` or `script` (got `\(kind)`)")
    }
    return .summary(json, ["schema": RouteValue.value(json: json)])
  }
}
