// Checks SKIE acceptance test sealed/interfaces/plain/instantiation_of_regular_class.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A plain interface and a class implementing it.
let value: A = A1()
print(value)
exit(0)
