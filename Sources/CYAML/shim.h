// Exposes libyaml (Debian libyaml-dev) to Swift, for `kontract import` of YAML schema documents.
#ifndef KONTRACT_CYAML_SHIM_H
#define KONTRACT_CYAML_SHIM_H

#include <yaml.h>

#endif
