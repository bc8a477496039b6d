/// A controller's properties by the names a scene reads and sets
/// (`CONTROLLER.selectedDetent`), as `View.value(forProperty:)` does for
/// views.
extension ViewController {
  /// The names `value(forProperty:)` answers.
  public static let readableProperties = ["selectedDetent", "isModalInPresentation"]

  /// `selectedDetent`: the identifier of the detent its sheet rests at
  /// (`UISheetPresentationController.selectedDetentIdentifier`, the
  /// smallest when none is selected), `none` when it is not a sheet;
  /// `isModalInPresentation`.
  public func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "selectedDetent": return .string(sheetPresentationController?.selectedDetent ?? "none")
    case "isModalInPresentation": return .bool(isModalInPresentation)
    default: return nil
    }
  }

  /// Sets `selectedDetent` (springing there when `animated`, as inside
  /// `animateChanges(_:)`) or `isModalInPresentation`; false for another
  /// name, a value of the wrong kind, or a detent the sheet does not have.
  @discardableResult
  public func setValue(_ value: PropertyValue, forProperty name: String, animated: Bool) -> Bool {
    switch name {
    case "selectedDetent":
      guard let id = value.string, let sheet = sheetPresentationController else { return false }
      return sheet.selectDetent(id, animated: animated)
    case "isModalInPresentation":
      guard let b = value.bool else { return false }
      isModalInPresentation = b
      return true
    default: return false
    }
  }
}
