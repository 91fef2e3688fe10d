// Checks SKIE acceptance test sealed/classes/plain/instantiation_of_regular_class.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An open class (not sealed) with two subclasses: a subclass is made and used as the base class.
let value: A = A1()
_ = value
exit(0)
