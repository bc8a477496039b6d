/// The relations between recognizers that decide who wins, readable from
/// outside the core (the overlay's gesture timeline draws them).
extension GestureRecognizer {
  /// The recognizers this one waits on: `require(toFail:)`.
  public var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.value) }

  /// Whether it may recognize together with `other` (`recognizeSimultaneously(with:)`
  /// or either delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`
  /// answering yes).
  public func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
    allowsSimultaneous(with: other)
  }
}
