// Checks SKIE acceptance test sealed/interfaces/collision/nested_and_outer/base/Wrapper_A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Two sealed types named A: the one nested in Wrapper is `WrapperA`, its cases .a1 and .a2.
let value: WrapperA = WrapperAA1()
let taken: String
switch onEnum(of: value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(of: WrapperAA1()) takes .a1, took .\(taken)")
exit(0)
