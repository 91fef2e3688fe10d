// Checks SKIE acceptance test sealed/interfaces/hashable/interface_child/is_not_hashable.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: argument type 'Skie.co_touchlab_skie__kotlin.A.__Sealed' does not conform to expected type 'Hashable'
// A sealed interface with an interface child: its onEnum(of:) result is not Hashable.
func needsHashable(_ value: any Hashable) {}
let value: A = A1()
needsHashable(onEnum(of: value))
exit(0)
