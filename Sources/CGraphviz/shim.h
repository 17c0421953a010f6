#ifndef LARDER_CGRAPHVIZ_SHIM_H
#define LARDER_CGRAPHVIZ_SHIM_H
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#endif
