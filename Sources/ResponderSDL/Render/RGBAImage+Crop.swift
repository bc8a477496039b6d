import ResponderCore

extension RGBAImage {
  /// The pixels inside `rect` (in pixels, clamped to the image), for
  /// golden images of one view's frame (`image: { region: id }`).
  public func cropped(to rect: Rect) -> RGBAImage {
    // Clamped before converting: a view at x = 1e300 has a region far outside.
    let x0 = max(0, min(width, clampToPixels(rect.minX.rounded(.down))))
    let y0 = max(0, min(height, clampToPixels(rect.minY.rounded(.down))))
    let x1 = max(x0, min(width, clampToPixels((rect.minX + rect.width).rounded(.up))))
    let y1 = max(y0, min(height, clampToPixels((rect.minY + rect.height).rounded(.up))))
    var out: [UInt8] = []
    out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 {
      let row = (y * width + x0) * 4
      out.append(contentsOf: pixels[row..<(row + (x1 - x0) * 4)])
    }
    return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out)
  }
}
