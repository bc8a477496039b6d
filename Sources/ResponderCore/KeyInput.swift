/// A responder that accepts typed text (`UIKeyInput`).
public protocol KeyInput: AnyObject {
  func insertText(_ text: String)
  func deleteBackward()
}
