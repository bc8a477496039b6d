/// The touch-kind filter of a new touch's recognizers
/// (`GestureRecognizer+TouchKinds.swift`): beside the recognizer list, so
/// a finger's touch, the common case, never reaches it.
extension Window {
  /// `list` without the recognizers that do not receive `touch`'s kind,
  /// each noted in the record with why.
  func recognizersReceivingKind(
    of touch: Touch, among list: [GestureRecognizer], hit: View, event: Event
  ) -> [GestureRecognizer] {
    list.filter { r in
      // The pointer's hover feeds a hover recognizer, never a touch.
      if r is HoverGestureRecognizer { return false }
      guard let why = r.refusal(ofKind: touch) else { return true }
      event.record?.gestureNotes.append(GestureNoteEntry(recognizer: r, answer: .touchKindRefused(why)))
      return false
    }
  }
}
