internal import CSDL2

extension SDLVideo {
  /// Shows the scene's name in the window's title bar.
  public func setTitle(_ title: String) {
    SDL_SetWindowTitle(window, title)
  }
}
