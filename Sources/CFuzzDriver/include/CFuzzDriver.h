// libFuzzer's driver entry point, for kontract-fuzz (defined only in -sanitize=fuzzer builds).
#ifndef KONTRACT_CFUZZDRIVER_H
#define KONTRACT_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with `argc`/`argv` (its flags and corpus folders), calling `callback` per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
