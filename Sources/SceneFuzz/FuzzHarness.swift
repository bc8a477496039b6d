import ResponderScene
import ResponderTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz input: the scene loader (and the builder when the scene loads)
/// and the test-script parser each get the same bytes.
///
/// Nothing here may trap, hang or leak whatever the bytes are; libFuzzer
/// reports any crash, timeout or leak with the input that caused it.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if case .success(let doc) = SceneLoader.parse(
    bytes: bytes, file: "fuzz.yaml", baseDirectory: "/nonexistent-fuzz-dir")
  {
    _ = SceneBuilder().build(doc)
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
