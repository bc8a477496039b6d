import ResponderCore
import ResponderScene
import ResponderTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz input: the YAML event path on its own (`SafeYAML`: libyaml's
/// events to nodes), the scene loader (and, when the scene loads, the
/// builder and every responder-chain walk from each of its views), and the
/// test-script parser each get the same bytes.
///
/// Nothing here may trap, hang or leak whatever the bytes are; libFuzzer
/// reports any crash, timeout or leak with the input that caused it.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  _ = SafeYAML.compose(bytes: bytes, file: "fuzz.yaml")
  if case .success(let doc) = SceneLoader.parse(
    bytes: bytes, file: "fuzz.yaml", baseDirectory: "/nonexistent-fuzz-dir")
  {
    let scene = SceneBuilder().build(doc)
    for view in scene.views.values.prefix(64) {
      _ = view.responderChain
      _ = view.canPerformAction("copy", withSender: nil)
      _ = view.target(forAction: "submit", withSender: nil)
      _ = view.undoManager
    }
  }
  _ = TestScriptParser.parse(text: String(decoding: bytes, as: UTF8.self), file: "fuzz.test.yaml")
  return 0
}

#if FUZZING
  /// libFuzzer's driver, from `-sanitize=fuzzer`'s runtime.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif
