// kontract-fuzz: coverage-guided fuzz targets for Kontract's readers, checkers and codec (tools/fuzz).

import Foundation

exit(FuzzDriver.main(CommandLine.arguments))
