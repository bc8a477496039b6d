internal import CBuildInfo

/// What `rlab --version` prints: the release version and the commit it was built from.
///
/// The version lives here, once; `make dist` reads it for the tarball's name.
enum BuildInfo {
  static let version = "0.1.0"

  static var commit: String { String(cString: rlab_build_commit()) }

  /// `rlab 0.1.0 (commit 592eb5c1a2b3)`.
  static var versionLine: String { "rlab \(version) (commit \(commit))" }
}
