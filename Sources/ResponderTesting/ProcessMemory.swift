#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// This process's resident memory, for `rlab bench` and `leak-check`.
public enum ProcessMemory {
  /// Resident set size in MB (2^20 bytes), or 0 when the system does not say.
  ///
  /// Linux: the second field of `/proc/self/statm`, in pages. Darwin has no
  /// `/proc`: `task_info(MACH_TASK_BASIC_INFO)` gives `resident_size` in bytes.
  public static func residentMB() -> Double {
    #if canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(machTaskSelf, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      guard result == KERN_SUCCESS else { return 0 }
      return Double(info.resident_size) / 1_048_576
    #else
      guard let f = fopen("/proc/self/statm", "r") else { return 0 }
      defer { fclose(f) }
      var line = [CChar](repeating: 0, count: 256)
      guard fgets(&line, Int32(line.count), f) != nil else { return 0 }
      let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
      return Double(pages * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576
    #endif
  }
}

#if canImport(Darwin)
  /// This task's port. `mach_task_self()` is a macro over the C global
  /// `mach_task_self_`, which Swift 6 refuses as shared mutable state with
  /// SDKs older than macOS 15.4; the trap it is initialised from returns the
  /// same port.
  private let machTaskSelf: mach_port_t = task_self_trap()
#endif
