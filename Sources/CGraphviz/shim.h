// Debian and Homebrew both put the headers under <prefix>/include/graphviz, which libgvc.pc adds
// to the include path; the fallback covers a toolchain that could not read the .pc file.
#if __has_include(<gvc.h>)
#include <gvc.h>
#else
#include <graphviz/gvc.h>
#endif
