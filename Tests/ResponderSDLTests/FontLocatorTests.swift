import Testing

@testable import ResponderSDL

@Suite("font lookup") struct FontLocatorTests {
  func locator(
    explicit: String? = nil, assets: String? = nil, existing: Set<String>
  ) -> FontLocator {
    FontLocator(
      explicitPath: explicit, assetsRoot: assets, currentDirectory: "/work/here",
      executableDirectory: "/opt/rlab/.build/debug", systemDirectory: "/usr/share/fonts/dejavu",
      fileExists: { existing.contains($0) })
  }

  @Test("an explicit path wins, with the bold face beside it when present")
  func explicitPath() throws {
    let files = try locator(
      explicit: "/f/DejaVuSans.ttf", assets: "/a",
      existing: ["/f/DejaVuSans.ttf", "/f/DejaVuSans-Bold.ttf", "/a/fonts/DejaVuSans.ttf"]
    ).locate()
    #expect(files == FontFiles(regular: "/f/DejaVuSans.ttf", bold: "/f/DejaVuSans-Bold.ttf"))
  }

  @Test("a missing explicit path is an error, not a silent fallback")
  func explicitMissing() {
    #expect(throws: SDLError.self) {
      try locator(explicit: "/f/none.ttf", existing: ["/usr/share/fonts/dejavu/DejaVuSans.ttf"]).locate()
    }
  }

  @Test("RLAB_ASSETS comes before the working directory")
  func assetsRoot() throws {
    let files = try locator(
      assets: "/a", existing: ["/a/fonts/DejaVuSans.ttf", "/work/here/Assets/fonts/DejaVuSans.ttf"]
    ).locate()
    #expect(files.regular == "/a/fonts/DejaVuSans.ttf")
    #expect(files.bold == nil)
  }

  @Test("the working directory comes before the executable's")
  func workingDirectory() throws {
    let files = try locator(
      existing: ["/work/here/Assets/fonts/DejaVuSans.ttf", "/opt/rlab/Assets/fonts/DejaVuSans.ttf"]
    ).locate()
    #expect(files.regular == "/work/here/Assets/fonts/DejaVuSans.ttf")
  }

  @Test("the lookup walks up from the executable to find Assets/fonts")
  func walksUp() throws {
    let files = try locator(existing: ["/opt/rlab/Assets/fonts/DejaVuSans.ttf"]).locate()
    #expect(files.regular == "/opt/rlab/Assets/fonts/DejaVuSans.ttf")
    #expect(
      locator(existing: []).searchDirectories == [
        "/work/here/Assets/fonts", "/opt/rlab/.build/debug/Assets/fonts", "/opt/rlab/.build/Assets/fonts",
        "/opt/rlab/Assets/fonts", "/opt/Assets/fonts", "/Assets/fonts", "/usr/share/fonts/dejavu",
      ])
  }

  @Test("the system font is the last resort, and none at all is one line naming the fix")
  func systemAndNone() throws {
    let files = try locator(existing: ["/usr/share/fonts/dejavu/DejaVuSans.ttf"]).locate()
    #expect(files.regular == "/usr/share/fonts/dejavu/DejaVuSans.ttf")
    do {
      _ = try locator(existing: []).locate()
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains("RLAB_ASSETS"))
      #expect(!error.message.contains("\n"))
    }
  }
}
