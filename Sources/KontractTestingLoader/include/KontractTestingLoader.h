// Installs KontractTesting's reporter when the test bundle is loaded (see KontractTestingLoader.c).
#ifndef KONTRACT_TESTING_LOADER_H
#define KONTRACT_TESTING_LOADER_H

/// Defined by KontractTesting (`@_cdecl`): makes runtime issues failures of the running test.
void kontract_testing_install_reporter(void);

#endif
