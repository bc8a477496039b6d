/// The pointer moving with no button down (`UIEvent.EventType.hover`).
///
/// The pointer is hit-tested as a touch is (`hitTest(_:with:)`), but no
/// responder gets the event and nothing climbs the chain: it goes to the
/// hover recognizers of the hit-test view and its superviews, which begin
/// as the pointer enters, change as it moves and end as it leaves
/// (`UIHoverGestureRecognizer`). The nearest pointer interaction up from
/// the hit-test view gives the pointer its style, so a view whose
/// touchable area an override enlarged shows it in the pointer too (the sandbox's rule: UIKit's
/// pointer regions are the interaction's own, by default the view's bounds).
/// A text field with none takes the I-beam, as UIKit's text input does.
/// A hovering Pencil is a hover of touch type `pencil` with a `zOffset`
/// (iPadOS 16.1), received by the hover recognizers whose
/// `allowedTouchTypes` hold its type, as the pointer's (`indirectPointer`)
/// is.
extension Application {
  func handleHover(at point: Point?) {
    guard point?.isFinite ?? true else {
      droppedInputCount += 1
      return
    }
    pointer.location = point
    guard userInterfaceIdiom == .pad, let window = keyWindow else {
      pointer.hoveredViewID = nil
      pointer.style = .automatic
      pointer.styleFrame = nil
      return
    }
    let event = Event(type: .hover, timestamp: time)
    let hit = point.flatMap { window.hitTest($0, with: event) }
    var over: [HoverGestureRecognizer] = []
    var style: (PointerStyle, Rect)?
    var v = hit
    while let view = v {
      for case let r as HoverGestureRecognizer in view.gestureRecognizers
      where r.isEnabled && r.allowedTouchTypes.contains(pointer.hoverType) {
        over.append(r)
        if style == nil, let p = r as? PointerInteractionRecognizer { style = (p.style, view.frameInWindow) }
      }
      if style == nil, view is TextField { style = (.verticalBeam, view.frameInWindow) }
      v = view.superview
    }
    let leaving = pointer.activeHovers.filter { r in !over.contains { $0 === r } }
    let changed = hit?.identifier != pointer.hoveredViewID || !leaving.isEmpty || !over.isEmpty
    pointer.hoveredViewID = hit?.identifier
    pointer.style = style?.0 ?? .automatic
    pointer.styleFrame = style?.1
    guard changed else { return }
    withRecord(kind: .hover, detail: point == nil ? "left" : "moved", point: point) { record in
      // The hit-test runs again inside the record, so the panel shows its path.
      event.record = record
      if pointer.hoverType == .pencil { record?.pointerNotes.append(.input(.pencil)) }
      if let point, let record { record.hitView = window.hitTest(point, with: event) }
      for r in leaving {
        r.hover(.ended, at: point)
        r.finishHover()
      }
      for r in over {
        r.zOffset = pointer.zOffset
        r.hover(r.state == .possible ? .began : .changed, at: point)
      }
      pointer.activeHovers = over
    }
  }
}
