// zlib, for Render's own PNG writer and reader (deflate with a chosen level, CRC-32).
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

#endif
