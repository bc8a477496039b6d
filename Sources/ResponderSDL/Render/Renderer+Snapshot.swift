internal import CSDL2
import ResponderIO

extension Renderer {
  /// The pixels of the frame drawn so far (before or after `present`), as RGBA.
  public func readPixels() throws(SDLError) -> RGBAImage {
    let (w, h) = (output.width, output.height) == (0, 0) ? video.outputSize : (output.width, output.height)
    guard w > 0, h > 0 else { throw SDLError("the window has no pixels to read") }
    setClip(nil)
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
    else { throw SDLError.last("cannot allocate a \(w)×\(h) image") }
    defer { SDL_FreeSurface(surface) }
    guard
      SDL_RenderReadPixels(
        sdl, nil, SDL_PIXELFORMAT_RGBA32.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0
    else { throw SDLError.last("cannot read the renderer's pixels") }
    return RGBAImage(copying: surface)
  }

  /// Writes the current frame as a PNG file (`rlab shot`, the `shot:` step).
  public func savePNG(_ path: String, options: SafeFile.WriteOptions = SafeFile.WriteOptions())
    throws(SDLError)
  {
    try readPixels().writePNG(path, options: options)
  }
}
