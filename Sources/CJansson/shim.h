// Exposes jansson to Swift, wrapping the function-like macros Swift cannot import.
#ifndef KONTRACT_CJANSSON_SHIM_H
#define KONTRACT_CJANSSON_SHIM_H

#include <jansson.h>

static inline json_type cj_typeof(const json_t *value) { return json_typeof(value); }

/// The flags Kontract parses contract files with: duplicate keys are an error (and,
/// by jansson's default, a NUL character in a string is one too).
static inline size_t cj_contract_load_flags(void) { return JSON_REJECT_DUPLICATES; }

#endif
