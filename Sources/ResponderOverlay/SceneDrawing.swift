import ResponderCore

/// Turns a window's view tree into display items: what the scene looks like.
///
/// Views draw back to front in subview order. Hidden views and fully
/// transparent ones draw nothing, with their subtrees; `clipsToBounds`
/// clips the subtree; a transformed view draws as a quadrilateral.
public struct SceneDrawing {
  /// The area items are produced for; views entirely outside are skipped.
  public var canvas: Rect
  /// Measures a text field's text up to its caret, so the caret is drawn
  /// after the last character typed rather than inside it.
  public var measure: TextMeasure

  public init(canvas: Rect, measure: TextMeasure = .estimate) {
    self.canvas = canvas
    self.measure = measure
  }

  /// Default colours of the controls, close to iOS's.
  public enum Palette {
    public static let tint = Color(r: 0, g: 122, b: 255)
    public static let text = Color(r: 28, g: 28, b: 30)
    public static let placeholder = Color(r: 174, g: 174, b: 178)
    public static let fieldBorder = Color(r: 199, g: 199, b: 204)
    public static let switchOff = Color(r: 229, g: 229, b: 234)
    public static let switchOn = Color(r: 52, g: 199, b: 89)
    /// Selected text's highlight: a pale blue behind the glyphs, lighter
    /// than the tint the focused field's border and caret use, as iOS draws
    /// a selection (the tint is kept for its two handles).
    public static let selection = Color(r: 179, g: 215, b: 255)
    /// UIKit's default indicator: black at about 35 % over light content.
    public static let scrollIndicator = Color(r: 0, g: 0, b: 0, a: 90)
  }

  /// The items for `window` and everything in it.
  public func items(for window: Window) -> [DisplayItem] {
    var out: [DisplayItem] = []
    out.reserveCapacity(1024)
    draw(window, origin: .zero, transformed: false, alpha: 1, into: &out)
    // The software keyboard's window is above the scene's (UIKit's
    // `UIRemoteKeyboardWindow`): drawn after it, while it shows.
    if let app = window.application, app.keyWindow === window, let kw = app.keyboardWindow,
      !kw.keyboard.isHidden
    {
      draw(kw.keyboard, origin: kw.keyboard.presentedFrame.origin, transformed: false, alpha: 1, into: &out)
    }
    return out
  }

  /// The first of the window's subviews that can show: those behind
  /// layers that each fill the whole canvas, until less than 1/1024 of
  /// what lies below shows through them (an opaque one hides all of it),
  /// change no pixel and are not drawn. A stack of page sheets puts a
  /// translucent dimming view over the window per level: drawn, 300 levels
  /// made each frame blend 300 window-sized fills (issue 37). Only the
  /// window's level is judged: anything drawn there stays inside the canvas.
  func firstShownSubview(of window: Window) -> Int {
    var through = 1.0
    var i = window.subviews.count - 1
    while i > 0 {
      let v = window.subviews[i]
      if !v.isHidden, v.presentedTransform.isIdentity, v.cornerRadius <= 0,
        let bg = v.presentedBackgroundColor, bg.a > 0, covers(v.presentedFrame, canvas)
      {
        through *= 1 - min(1, max(0, v.presentedAlpha)) * Double(bg.a) / 255
        if through < 1.0 / 1024 { return i }
      }
      i -= 1
    }
    return 0
  }

  private func covers(_ a: Rect, _ b: Rect) -> Bool {
    a.minX <= b.minX && a.minY <= b.minY && a.maxX >= b.maxX && a.maxY >= b.maxY
  }

  /// The scale of a transformed view's corners `q` (top left, top right,
  /// bottom right, bottom left) when they still make an upright rectangle;
  /// nil when the view is turned.
  static func axisAlignedScale(_ q: [Point], of view: View) -> Double? {
    guard q.count == 4, view.bounds.width > 0, abs(q[0].y - q[1].y) < 1e-6, abs(q[0].x - q[3].x) < 1e-6,
      q[1].x > q[0].x, q[3].y > q[0].y
    else { return nil }
    return (q[1].x - q[0].x) / view.bounds.width
  }

  private func draw(
    _ view: View, origin: Point, transformed: Bool, alpha: Double, into out: inout [DisplayItem]
  ) {
    // Drawing shows the presentation (an animation's current value); hit-testing the model.
    let viewAlpha = view.presentedAlpha
    if view.isHidden || viewAlpha <= 0 { return }
    let a = alpha * min(1, viewAlpha)
    let isTransformed = transformed || !view.presentedTransform.isIdentity
    let rect: Rect
    var quad: [Point]?
    if isTransformed {
      let corners = view.presentedCornersInWindow()
      quad = corners
      rect = Rect(bounding: corners)
    } else {
      let size = view.presentedBounds.size
      rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
    let visible = rect.intersects(canvas) || view.subviews.isEmpty == false
    if !visible { return }

    if rect.intersects(canvas) {
      if let bg = view.presentedBackgroundColor, bg.a > 0 {
        let c = faded(bg, a)
        if let q = quad, view.cornerRadius > 0, let scale = Self.axisAlignedScale(q, of: view) {
          // Scaled, not turned (a zoomed view, a pinched photo): the
          // rounded corners scale with it, as a layer's do.
          out.append(.fill(rect, c, cornerRadius: view.cornerRadius * scale))
        } else if let q = quad {
          out.append(.quad(q, c))
        } else {
          appendFill(rect, c, cornerRadius: view.cornerRadius, into: &out)
        }
      }
      if view.borderWidth > 0, let bc = view.borderColor, quad == nil {
        out.append(.stroke(rect, faded(bc, a), width: view.borderWidth, cornerRadius: view.cornerRadius))
      }
      if let q = quad, let image = view as? ImageView, let path = image.imagePath {
        out.append(.imageQuad(path: path, corners: q))
      } else {
        content(of: view, in: rect, alpha: a, into: &out)
      }
    }

    guard !view.subviews.isEmpty else { return }
    if view.clipsToBounds { out.append(.pushClip(rect)) }
    let b = view.presentedBounds
    var first = 0
    if let window = view as? Window, !isTransformed { first = firstShownSubview(of: window) }
    for sub in view.subviews[first...] {
      let subOrigin: Point
      if isTransformed {
        subOrigin = .zero
      } else {
        let f = sub.presentedFrame
        subOrigin = Point(x: origin.x + f.origin.x - b.origin.x, y: origin.y + f.origin.y - b.origin.y)
        // Clipped away entirely: a long scrolled list draws only its visible rows.
        // (`presentedFrame` is the untransformed one: a zoomed view reaches
        // further than it, so a transformed subview is never skipped here.)
        if view.clipsToBounds, sub.presentedTransform.isIdentity,
          !Rect(origin: subOrigin, size: f.size).intersects(rect)
        {
          continue
        }
      }
      draw(sub, origin: subOrigin, transformed: isTransformed, alpha: a, into: &out)
    }
    if let scroll = view as? ScrollView, !isTransformed {
      for bar in scroll.indicatorRects(in: rect) {
        out.append(
          .fill(
            bar, faded(Palette.scrollIndicator, a),
            cornerRadius: bar.width < bar.height ? bar.width / 2 : bar.height / 2))
      }
    }
    if view.clipsToBounds { out.append(.popClip) }
  }

  /// Appends a fill, or folds it into the fill just before it when both
  /// are the same translucent colour over the same square-cornered
  /// rectangle with nothing drawn between: one fill whose opacity is the
  /// two layers' together (1 - (1 - a)(1 - b)), the same picture within
  /// one step of rounding per layer. A stack of page sheets whose views
  /// draw no background is such a run of dimming views: 26 window-sized
  /// blends a frame become one fill, opaque once the run is deep enough
  /// (issue 37, `sheets-300-replay`).
  private func appendFill(_ rect: Rect, _ c: Color, cornerRadius: Double, into out: inout [DisplayItem]) {
    if cornerRadius <= 0, c.a < 255, case .fill(let prevRect, let prev, let prevRadius)? = out.last,
      prevRadius <= 0, prevRect == rect, prev.r == c.r, prev.g == c.g, prev.b == c.b
    {
      // What shows through, rounded down: rounded to nearest, a deep run
      // sticks at 2/255 and never turns opaque (nor fast to fill).
      let alpha = 255 - (255 - Int(prev.a)) * (255 - Int(c.a)) / 255
      out[out.count - 1] = .fill(rect, c.withAlpha(UInt8(alpha)), cornerRadius: 0)
      return
    }
    out.append(.fill(rect, c, cornerRadius: cornerRadius))
  }

  private func faded(_ c: Color, _ alpha: Double) -> Color {
    alpha >= 1 ? c : c.withAlpha(UInt8(max(0, min(255, (Double(c.a) * alpha).rounded()))))
  }

  /// What a control or label draws inside its rectangle.
  private func content(of view: View, in r: Rect, alpha: Double, into out: inout [DisplayItem]) {
    // A control's states, drawn as UIKit's do: disabled dims it, selected
    // tints it, highlighted (a touch inside while tracking) darkens it.
    var a = alpha
    if let control = view as? Control {
      if !control.isEnabled { a *= 0.45 }
      if control.isSelected {
        out.append(.fill(r, faded(Palette.tint.withAlpha(56), a), cornerRadius: max(6, view.cornerRadius)))
      }
      if control.isHighlighted, !(control is Button) {
        out.append(.fill(r, Color(r: 0, g: 0, b: 0, a: 30), cornerRadius: max(6, view.cornerRadius)))
      }
    }
    switch view {
    case let field as TextField:
      if view.backgroundColor == nil { out.append(.fill(r, faded(.white, a), cornerRadius: 6)) }
      let focused = field.isFirstResponder
      out.append(
        .stroke(
          r, faded(focused ? Palette.tint : Palette.fieldBorder, a), width: focused ? 2 : 1, cornerRadius: 6))
      let inner = r.insetBy(dx: 8, dy: 0)
      if field.text.isEmpty {
        out.append(.text(field.placeholder, in: inner, size: field.fontSize, faded(Palette.placeholder, a)))
      } else {
        // Select All: the text's own extent highlighted, with a handle at
        // each end (iOS's selection), so it reads as selected text rather
        // than as the focused field's tint.
        let textWidth = min(inner.width, measure.width(field.displayedText, field.fontSize, false))
        let lineHeight = min(r.height - 4, field.fontSize * 1.35)
        let band = Rect(
          x: inner.minX - 1, y: r.midY - lineHeight / 2, width: textWidth + 2, height: lineHeight)
        if field.isAllSelected {
          out.append(.fill(band, faded(Palette.selection, a)))
          for (x, dotY) in [(band.minX, band.minY - 3), (band.maxX, band.maxY + 3)] {
            out.append(
              .fill(Rect(x: x - 1, y: band.minY, width: 2, height: band.height), faded(Palette.tint, a)))
            out.append(
              .circle(center: Point(x: x, y: dotY), radius: 3.5, fill: faded(Palette.tint, a), stroke: nil))
          }
        }
        out.append(
          .text(
            field.displayedText, in: inner, size: field.fontSize, faded(field.textColor ?? Palette.text, a)))
      }
      // The caret is not drawn over a selection (iOS hides it while text is selected).
      if focused, !(field.isAllSelected && !field.text.isEmpty) {
        let typed = String(field.displayedText.prefix(field.caret))
        let x = min(
          inner.maxX, inner.minX + (typed.isEmpty ? 0 : measure.width(typed, field.fontSize, false)))
        out.append(.fill(Rect(x: x, y: r.minY + 8, width: 2, height: max(4, r.height - 16)), Palette.tint))
      }
    case let button as Button:
      if button.isHighlighted {
        out.append(.fill(r, Color(r: 0, g: 0, b: 0, a: 40), cornerRadius: view.cornerRadius))
      } else if button.isHovered {
        // iPadOS's highlight effect: a tinted platter under the hovered button.
        out.append(.fill(r, Palette.tint.withAlpha(40), cornerRadius: max(8, view.cornerRadius)))
      }
      let color = button.isEnabled ? (button.titleColor ?? Palette.tint) : Palette.placeholder
      out.append(
        .text(
          button.title, in: r.inset(by: button.contentEdgeInsets), size: button.fontSize, faded(color, a),
          alignment: button.titleAlignment.drawn,
          bold: button.fontWeight.isBold))
    case let label as Label:
      out.append(
        .text(
          label.text, in: r, size: label.fontSize, faded(label.textColor ?? Palette.text, a),
          alignment: label.alignment.drawn, bold: label.fontWeight.isBold))
    case let sw as Switch:
      let track = Rect(x: r.minX, y: r.midY - 15.5, width: 51, height: 31)
      out.append(.fill(track, faded(sw.isOn ? Palette.switchOn : Palette.switchOff, a), cornerRadius: 15.5))
      let knobX = sw.isOn ? track.maxX - 15.5 : track.minX + 15.5
      out.append(
        .circle(
          center: Point(x: knobX, y: track.midY), radius: 13.5, fill: faded(.white, a),
          stroke: faded(Color(r: 0, g: 0, b: 0, a: 40), a)))
    case let slider as Slider:
      let span = slider.maximumValue - slider.minimumValue
      let f = span > 0 ? min(1, max(0, (slider.value - slider.minimumValue) / span)) : 0
      let track = Rect(x: r.minX, y: r.midY - 2, width: r.width, height: 4)
      out.append(.fill(track, faded(Palette.switchOff, a), cornerRadius: 2))
      out.append(
        .fill(
          Rect(x: r.minX, y: r.midY - 2, width: r.width * f, height: 4), faded(Palette.tint, a),
          cornerRadius: 2))
      out.append(
        .circle(
          center: Point(x: r.minX + r.width * f, y: r.midY), radius: 13, fill: faded(.white, a),
          stroke: faded(Color(r: 0, g: 0, b: 0, a: 50), a)))
    case let seg as SegmentedControl:
      // UISegmentedControl: a rounded track, the selected segment raised on it.
      out.append(.fill(r, faded(Palette.switchOff, a), cornerRadius: 8))
      let w = r.width / Double(max(1, seg.segments.count))
      for (i, title) in seg.segments.enumerated() {
        let cell = Rect(x: r.minX + w * Double(i), y: r.minY, width: w, height: r.height)
        if i == seg.selectedSegmentIndex {
          out.append(.fill(cell.insetBy(dx: 2, dy: 2), faded(.white, a), cornerRadius: 7))
        }
        out.append(.text(title, in: cell, size: 13, faded(Palette.text, a), alignment: .center))
      }
    case let image as ImageView:
      if let path = image.imagePath { out.append(.image(path: path, in: r)) }
    default:
      break
    }
  }
}

extension TextAlignment {
  /// How one line is placed: `natural` and `justified` as `left`
  /// (NSTextAlignment in a left-to-right language).
  var drawn: TextAlignment {
    switch self {
    case .natural, .justified: .left
    default: self
    }
  }
}
