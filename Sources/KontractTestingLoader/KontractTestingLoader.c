// A load-time constructor, so that a test target depending on KontractTesting needs no call to install it.
#include "KontractTestingLoader.h"

__attribute__((constructor)) static void kontract_testing_load(void) {
    kontract_testing_install_reporter();
}
