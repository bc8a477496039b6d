import ResponderCore

/// How two images differ, pixel by pixel, for golden-image tests.
public struct ImageComparison: Sendable {
  public var width: Int
  public var height: Int
  /// False when the sizes differ; every pixel then counts as differing.
  public var sizesMatch: Bool
  /// Pixels whose largest channel difference exceeds the tolerance.
  public var differingPixels: Int
  /// The largest difference seen in any channel of any pixel (0...255).
  public var maxChannelDelta: Int
  /// The expected image faded to a quarter of its contrast, with differing
  /// pixels in pure red, so a reviewer sees where the change is.
  public var diff: RGBAImage
  /// The tolerance the comparison used.
  public var tolerance: Int

  public var pixelCount: Int { width * height }

  /// The fraction of pixels that differ beyond the tolerance.
  public var differingFraction: Double {
    pixelCount == 0 ? (sizesMatch ? 0 : 1) : Double(differingPixels) / Double(pixelCount)
  }

  /// Whether the images match: same size and no more than `allowedFraction` of
  /// the pixels beyond tolerance (anti-aliasing can move a few edge pixels).
  public func matches(allowedFraction: Double = 0) -> Bool {
    sizesMatch && differingFraction <= allowedFraction
  }

  /// Writes `diff` as a PNG for a failed test's artefacts.
  public func writeDiff(_ path: String) throws(SDLError) { try diff.writePNG(path) }
}

/// Compares decoded pixels with a per-channel tolerance.
///
/// - Parameter tolerance: the largest per-channel difference still counted as equal.
public func compareImages(actual: RGBAImage, expected: RGBAImage, tolerance: Int = 0) -> ImageComparison {
  guard actual.width == expected.width, actual.height == expected.height else {
    let w = max(1, expected.width)
    let h = max(1, expected.height)
    return ImageComparison(
      width: expected.width, height: expected.height, sizesMatch: false,
      differingPixels: expected.width * expected.height, maxChannelDelta: 255,
      diff: RGBAImage(width: w, height: h, fill: Color(r: 255, g: 0, b: 0)), tolerance: tolerance)
  }
  var diff = [UInt8](repeating: 255, count: expected.pixels.count)
  var differing = 0
  var maxDelta = 0
  actual.pixels.withUnsafeBufferPointer { a in
    expected.pixels.withUnsafeBufferPointer { e in
      var i = 0
      while i < e.count {
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(a[i + c]) - Int(e[i + c]))) }
        maxDelta = max(maxDelta, delta)
        if delta > tolerance {
          differing += 1
          (diff[i], diff[i + 1], diff[i + 2]) = (255, 0, 0)
        } else {
          for c in 0..<3 { diff[i + c] = UInt8(191 + Int(e[i + c]) / 4) }
        }
        i += 4
      }
    }
  }
  return ImageComparison(
    width: expected.width, height: expected.height, sizesMatch: true, differingPixels: differing,
    maxChannelDelta: maxDelta, diff: RGBAImage(width: expected.width, height: expected.height, pixels: diff),
    tolerance: tolerance)
}
