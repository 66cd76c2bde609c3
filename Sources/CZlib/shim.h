// zlib, for Render's own PNG writer and reader: deflate at a chosen level (the non-default
// compressor), inflate, CRC-32, and joining Adler-32s of compressed bands.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

#endif
