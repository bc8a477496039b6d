import ResponderCore

/// Pixels per point: the renderer's output width over the window's width in points.
///
/// Drawing multiplies every coordinate and font size by this factor instead of
/// letting SDL scale a point-sized canvas, so text is rasterised at the display's
/// real resolution. A degenerate window (zero points, as while minimised) yields 1.
/// When the two axes disagree (a window caught mid-resize) the smaller ratio wins,
/// so nothing is drawn past the output's edge.
public func hiDPIScale(outputPixels: (Int, Int), windowPoints: (Int, Int)) -> Double {
  guard windowPoints.0 > 0, windowPoints.1 > 0, outputPixels.0 > 0, outputPixels.1 > 0 else {
    return 1
  }
  let sx = Double(outputPixels.0) / Double(windowPoints.0)
  let sy = Double(outputPixels.1) / Double(windowPoints.1)
  return Swift.min(sx, sy)
}
