#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing files a user named, without blocking or clobbering.
///
/// A path can name a FIFO (whose `open(2)` waits for a writer forever), a
/// device, a directory, a symlink into a loop, or a huge file behind a small
/// name. Inputs are therefore opened with `O_NONBLOCK`, judged by `fstat`
/// on the opened descriptor (not by a `stat` of the path, which can change
/// in between), refused unless regular, and their size is checked before a
/// byte is read. Outputs report every failed `write(2)` and `close(2)`
/// (a full disk shows up in either) instead of trapping.
public enum SafeFile {
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var message: String
    /// A `createOnly` write found something at the path.
    public var exists = false
    public init(_ message: String, exists: Bool = false) {
      self.message = message
      self.exists = exists
    }
    public var description: String { message }
  }

  // MARK: Reading

  /// Reads a regular file of at most `limit` bytes. `what` names it in
  /// messages ("scene file"). With `noFollow`, a symbolic link as the last
  /// component is refused (`O_NOFOLLOW`), as confined outputs are written.
  public static func read(_ path: String, limit: Int, what: String = "file", noFollow: Bool = false)
    -> Result<[UInt8], Failure>
  {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0))
    guard fd >= 0 else {
      if noFollow, errno == ELOOP {
        return .failure(Failure("refusing to read the \(what) \(path): it is a symbolic link"))
      }
      return .failure(Failure("cannot open the \(what): \(errnoText())"))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(Failure("cannot read the \(what): \(errnoText())")) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(Failure("the \(what) is \(kindName(info.st_mode)), not a regular file"))
    }
    guard Int(info.st_size) <= limit else {
      return .failure(Failure("file is \(info.st_size) bytes; \(what)s are limited to \(limit) bytes"))
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard n >= 0 else { return .failure(Failure("cannot read the \(what): \(errnoText())")) }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else {
      return .failure(Failure("file is over \(limit) bytes; \(what)s are limited to \(limit) bytes"))
    }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// The first `count` bytes of a regular file (fewer if it is shorter).
  public static func readHead(_ path: String, count: Int, what: String = "file") -> Result<[UInt8], Failure> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(Failure("cannot open the \(what): \(errnoText())")) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(Failure("cannot read the \(what): \(errnoText())")) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(Failure("the \(what) is \(kindName(info.st_mode)), not a regular file"))
    }
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + got, count - got) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      got += n
    }
    return .success(Array(bytes.prefix(got)))
  }

  /// What kind of thing a non-regular file is, for messages.
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  // MARK: Writing

  /// How `Writer` may open its target.
  public struct WriteOptions: Sendable {
    /// Refuse a symbolic link as the last component (`O_NOFOLLOW`).
    public var noFollow: Bool
    /// Accept a character device (`/dev/null`, `/dev/stdout`) and write
    /// into it, as a shell redirection would.
    public var allowDevices: Bool
    /// Create missing parent folders.
    public var createParents: Bool
    /// Only create: refuse a path where anything already is, a symbolic
    /// link included (`O_CREAT | O_EXCL`, one atomic check at the moment
    /// of writing): what appeared there since a command started is never
    /// written over (`rlab record` without `--force`).
    public var createOnly: Bool

    public init(
      noFollow: Bool = false, allowDevices: Bool = true, createParents: Bool = true, createOnly: Bool = false
    ) {
      self.noFollow = noFollow
      self.allowDevices = allowDevices
      self.createParents = createParents
      self.createOnly = createOnly
    }
  }

  /// An open output file. It writes through whatever is at the path — a
  /// regular file is truncated, never replaced by rename, so a symlink stays
  /// a symlink — and refuses FIFOs, directories and sockets. The first
  /// failed write is kept and every later one skipped, so a full disk is
  /// reported once, with its `errno`, by `finish()`.
  public final class Writer {
    public let path: String
    private var fd: Int32
    public private(set) var failure: Failure?

    public init(path: String, options: WriteOptions = WriteOptions()) throws(Failure) {
      self.path = path
      var before = stat()
      let existed = lstat(path, &before) == 0
      fd = try SafeFile.openForWriting(path, options: options)
      var info = stat()
      isRegular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
      created = !existed
    }

    private let isRegular: Bool
    private let created: Bool

    public func write(_ text: String) {
      var copy = text
      copy.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ bytes: [UInt8]) {
      bytes.withUnsafeBytes { write($0) }
    }

    public func write(_ buffer: UnsafeRawBufferPointer) {
      guard failure == nil, fd >= 0 else { return }
      if let error = SafeFile.writeAll(fd, buffer) { failure = Failure("cannot write \(path): \(error)") }
    }

    /// Closes the file; the first error of any write or of the close.
    @discardableResult
    public func finish() -> Failure? {
      if fd >= 0 {
        if failure != nil, isRegular { _ = ftruncate(fd, 0) }
        if close(fd) != 0, failure == nil { failure = Failure("cannot write \(path): \(errnoText())") }
        fd = -1
        // A half-written file (a PNG cut by a full disk) is worse than none.
        if failure != nil, isRegular, created { unlink(path) }
      }
      return failure
    }

    deinit { if fd >= 0 { close(fd) } }
  }

  /// Writes `bytes` to `path` in one go (see `Writer`).
  public static func write(_ bytes: [UInt8], to path: String, options: WriteOptions = WriteOptions())
    -> Failure?
  {
    do {
      let w = try Writer(path: path, options: options)
      w.write(bytes)
      return w.finish()
    } catch {
      return error
    }
  }

  /// Checks, before any work is done, that `path` can be written later:
  /// what is there is a file (or an allowed device) we may write, or its
  /// folder exists (created if `createParents`) and is writable.
  public static func prepare(_ path: String, options: WriteOptions = WriteOptions()) throws(Failure) {
    var info = stat()
    if lstat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFLNK {
        if options.noFollow { throw Failure("refusing to write \(path): it is a symbolic link") }
        guard stat(path, &info) == 0 else { throw Failure("cannot write \(path): \(errnoText())") }
      }
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFREG || (kind == S_IFCHR && options.allowDevices) else {
        throw Failure("refusing to write \(path): it is \(kindName(info.st_mode)), not a regular file")
      }
      guard access(path, W_OK) == 0 else { throw Failure("cannot write \(path): \(errnoText())") }
      return
    }
    if options.createParents { try makeParents(of: path) }
    let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard access(folder, W_OK) == 0 else { throw Failure("cannot write \(path): \(folder): \(errnoText())") }
  }

  /// Removes `path` when it is a symbolic link (not what it points to), so
  /// that writing there next creates a file in place: a link planted in an
  /// output folder is never followed out of it.
  public static func removeSymlink(at path: String) throws(Failure) {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return }
    guard unlink(path) == 0 else { throw Failure("cannot replace the symbolic link \(path): \(errnoText())") }
  }

  static func openForWriting(_ path: String, options: WriteOptions) throws(Failure) -> Int32 {
    var info = stat()
    if options.createOnly, lstat(path, &info) == 0 {
      throw Failure("refusing to write \(path): it exists", exists: true)
    }
    if lstat(path, &info) == 0 {
      let mode = info.st_mode & S_IFMT
      if mode == S_IFLNK {
        if options.noFollow { throw Failure("refusing to write \(path): it is a symbolic link") }
        guard stat(path, &info) == 0 else { throw Failure("cannot write \(path): \(errnoText())") }
      }
      let target = info.st_mode & S_IFMT
      guard target == S_IFREG || (target == S_IFCHR && options.allowDevices) else {
        throw Failure("refusing to write \(path): it is \(kindName(info.st_mode)), not a regular file")
      }
    } else if options.createParents {
      try makeParents(of: path)
    }
    var flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC
    if options.noFollow { flags |= O_NOFOLLOW }
    if options.createOnly { flags |= O_EXCL }
    let fd = open(path, flags, 0o644)
    guard fd >= 0 else {
      if options.createOnly, errno == EEXIST {
        throw Failure("refusing to write \(path): it exists", exists: true)
      }
      throw Failure("cannot write \(path): \(errnoText())")
    }
    var opened = stat()
    guard fstat(fd, &opened) == 0 else {
      close(fd)
      throw Failure("cannot write \(path): \(errnoText())")
    }
    let kind = opened.st_mode & S_IFMT
    guard kind == S_IFREG || (kind == S_IFCHR && options.allowDevices) else {
      close(fd)
      throw Failure("refusing to write \(path): it is \(kindName(opened.st_mode)), not a regular file")
    }
    if kind == S_IFREG {
      guard ftruncate(fd, 0) == 0 else {
        close(fd)
        throw Failure("cannot write \(path): \(errnoText())")
      }
      // Regular files never block; writes are checked one by one.
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    return fd
  }

  /// Creates the folders above `path` that do not exist yet.
  static func makeParents(of path: String) throws(Failure) {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    parts.removeLast()
    var current = path.hasPrefix("/") ? "" : "."
    for part in parts where !part.isEmpty {
      current += "/" + part
      if mkdir(current, 0o755) != 0 && errno != EEXIST {
        throw Failure("cannot create the folder \(current): \(errnoText())")
      }
    }
  }

  /// Writes all of `buffer`; the error text of the first failure, or nil.
  static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> String? {
    var offset = 0
    while offset < buffer.count {
      let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return n == 0 ? "nothing was written" : errnoText() }
      offset += n
    }
    return nil
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// `read(2)` and `write(2)`, named apart from `SafeFile.read` and
/// `Writer.write`, which would shadow them.
private func systemRead(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int { read(fd, p, n) }
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
