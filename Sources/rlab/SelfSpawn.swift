import Foundation

/// Starts this same `rlab` binary as a child with its stdin and stdout on
/// the descriptors given and stderr on /dev/null, and closes the child's
/// ends of `closeInChild` there. The bench's workloads use it to time what
/// a user's command pays (`rlab test Scenes`, `rlab mcp`).
///
/// posix_spawn, not Foundation's Process: on Linux, Process closes every
/// descriptor up to the limit in the child, which cost 50 ms a start here
/// and is no part of what a user's command pays.
func spawnSelf(arguments: [String], stdin: Int32?, stdout: Int32, closeInChild: [Int32]) throws -> pid_t {
  let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  let binary = FileManager.default.isExecutableFile(atPath: exe) ? exe : CommandLine.arguments[0]
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
  #else
    var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) }
  posix_spawn_file_actions_adddup2(&actions, stdout, 1)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  for fd in closeInChild { posix_spawn_file_actions_addclose(&actions, fd) }
  let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { for a in argv { free(a) } }
  var pid: pid_t = 0
  let rc = posix_spawn(&pid, binary, &actions, nil, argv, environ)
  guard rc == 0 else {
    throw BenchFailure("cannot start \(binary) \(arguments.first ?? ""): error \(rc)")
  }
  return pid
}
