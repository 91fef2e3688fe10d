// Empty: the target only declares LLVMFuzzerRunDriver (CFuzzDriver.h); libFuzzer defines it.
#include "CFuzzDriver.h"
