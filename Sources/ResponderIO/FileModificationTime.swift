#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's modification time in nanoseconds since the epoch.
///
/// The same `struct stat` field is `st_mtim` on Linux and `st_mtimespec` on
/// Darwin (sys/stat.h on each); `FileWatcher` compares these.
func modificationNanoseconds(_ info: stat) -> Int {
  #if canImport(Darwin)
    let t = info.st_mtimespec
  #else
    let t = info.st_mtim
  #endif
  return Int(t.tv_sec) * 1_000_000_000 + Int(t.tv_nsec)
}
