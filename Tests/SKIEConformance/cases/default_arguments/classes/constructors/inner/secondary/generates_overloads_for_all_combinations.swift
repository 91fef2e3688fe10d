// Checks SKIE acceptance test default_arguments/classes/constructors/inner/secondary/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let values = [
    A.BC(A.B(A()), i: 0, k: 1, m: 2, o: 3).value,
    A.BC(A.B(A()), i: 0, k: 1, m: 2).value,
    A.BC(A.B(A()), i: 0, m: 2, o: 3).value,
    A.BC(A.B(A()), i: 0, m: 2).value,
]
expect(
    values.allSatisfy { $0 == values[0] },
    "the inner class's constructor with and without its default arguments agrees: \(values)")
exit(0)
