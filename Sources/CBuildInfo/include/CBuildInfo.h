#ifndef CBUILDINFO_H
#define CBUILDINFO_H

/// The git commit rlab was built from, or "unknown".
///
/// `make` writes it into generated.h beside BuildInfo.c before every build;
/// a plain `swift build`, or a checkout without git, still builds and says
/// "unknown". A C target because Swift has no `__has_include` and no valued
/// `-D` defines.
const char *rlab_build_commit(void);

#endif
