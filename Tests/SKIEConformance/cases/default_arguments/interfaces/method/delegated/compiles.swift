// Checks SKIE acceptance test default_arguments/interfaces/method/delegated/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test only needs the framework to compile: B delegates A's foo, C overrides it.
let c: A = C()
let b: A = B(delegate: c)
_ = b
exit(0)
