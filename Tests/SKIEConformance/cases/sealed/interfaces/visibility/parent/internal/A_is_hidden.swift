// Checks SKIE acceptance test sealed/interfaces/visibility/parent/internal/A_is_hidden.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find type 'A' in scope
// A internal sealed type is not exported: Swift has no type A (the contract leaves it out, as the export does).
func check(_ value: A) {
    _ = onEnum(of: value)
}
