import ResponderOverlay
import ResponderSDL

/// The layout the live window draws with is where its input lands.
extension WindowLayout: SceneViewport {}
