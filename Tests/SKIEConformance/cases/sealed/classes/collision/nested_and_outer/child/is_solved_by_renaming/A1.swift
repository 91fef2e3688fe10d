// Checks SKIE acceptance test sealed/classes/collision/nested_and_outer/child/is_solved_by_renaming/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Case.Name("X") on the nested A.A1: no collision left, the top-level A1 keeps `.a1`.
let value: A = A1()
let taken: String
switch onEnum(of: value) {
case .a1: taken = "a1"
case .X: taken = "X"
}
expect(taken == "a1", "onEnum(of: A1()) takes .a1, took .\(taken)")
exit(0)
