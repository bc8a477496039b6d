#include "CBuildInfo.h"

#if __has_include("generated.h")
#include "generated.h"
#endif

#ifndef RLAB_COMMIT
#define RLAB_COMMIT "unknown"
#endif

const char *rlab_build_commit(void) { return RLAB_COMMIT; }
