/// Resolves `path` against the folder of `file` unless it is absolute.
func resolve(_ path: String, against file: String) -> String {
  if path.hasPrefix("/") { return path }
  guard let slash = file.lastIndex(of: "/") else { return path }
  return String(file[...slash]) + path
}
