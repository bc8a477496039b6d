import ResponderCore
import Testing

@testable import ResponderSDL

/// Core's `KeyChord` is the one key vocabulary; the SDL layer must be able
/// to type every key it names, and name every key it types.
@Suite("one key vocabulary")
struct KeyVocabularyTests {
  @Test("every named key of KeyChord has an SDL key code")
  func namedKeysHaveCodes() {
    for name in KeyChord.namedKeys {
      #expect(KeyNames.keycode(name) != nil, "\(name)")
    }
  }

  @Test("every SDL key name is a key KeyChord knows")
  func sdlNamesAreKnown() {
    for (name, _) in KeyNames.special {
      #expect(KeyChord.isKnownKey(name), "\(name)")
    }
  }
}
