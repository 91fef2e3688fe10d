// Checks SKIE acceptance test sealed/classes/hashable/is_hashable.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The enum onEnum(of:) returns is Hashable.
func hashed(_ value: some Hashable) -> Int {
    value.hashValue
}
let first: A = A1()
_ = hashed(onEnum(of: first))
exit(0)
