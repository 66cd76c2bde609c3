// The C APIs Render wraps: Cairo for pixels, Pango for text, fontconfig to pin the fonts.
#ifndef CCAIROPANGO_SHIM_H
#define CCAIROPANGO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

#endif
