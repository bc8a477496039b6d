/// The relations between recognizers that decide who wins, readable from
/// outside the core (the overlay's gesture timeline draws them).
extension GestureRecognizer {
  /// The recognizers this one waits on: `require(toFail:)`.
  public var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.value) }

  /// The recognizers it may recognize together with (`recognizeSimultaneously(with:)`
  /// or a delegate's `shouldRecognizeSimultaneously` answering yes).
  public func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
    allowsSimultaneous(with: other)
  }
}
