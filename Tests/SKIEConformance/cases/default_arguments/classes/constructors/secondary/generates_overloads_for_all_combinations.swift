// Checks SKIE acceptance test default_arguments/classes/constructors/secondary/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The secondary constructor (k and o defaulted) gets every combination as an initializer.
let values = [
    A(i: 0, k: 1, m: 2, o: 3).value,
    A(i: 0, k: 1, m: 2).value,
    A(i: 0, m: 2, o: 3).value,
    A(i: 0, m: 2).value,
]
expect(values.allSatisfy { $0 == values[0] }, "every initializer overload gives the same value: \(values)")
exit(0)
