#include <png.h>

// PNG_FORMAT_RGBA is a macro built from other macros, which Swift does not import.
static const unsigned int CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned int CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int CPNG_IMAGE_ERROR = PNG_IMAGE_ERROR;
