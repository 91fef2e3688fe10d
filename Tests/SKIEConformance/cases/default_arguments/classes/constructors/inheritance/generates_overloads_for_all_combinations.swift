// Checks SKIE acceptance test default_arguments/classes/constructors/inheritance/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let values = [A(i: 1, k: 1).value, A(i: 1).value, B(i: 0).value]
expect(values.allSatisfy { $0 == values[0] }, "A(i: 1, k: 1), A(i: 1) and B(i: 0) agree: \(values)")
exit(0)
