// Checks SKIE acceptance test enums/basic/empty/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum without entries can still be used as an optional value.
let nothing: A? = nil
expect(nothing == nil, "an A? set to nil is nil")
exit(0)
