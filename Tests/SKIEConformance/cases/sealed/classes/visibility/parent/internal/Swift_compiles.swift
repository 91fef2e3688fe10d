// Checks SKIE acceptance test sealed/classes/visibility/parent/internal/Swift_compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A internal sealed hierarchy is not exported; the module without it compiles.
exit(0)
