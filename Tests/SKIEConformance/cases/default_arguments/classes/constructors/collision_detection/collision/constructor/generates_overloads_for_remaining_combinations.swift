// Checks SKIE acceptance test default_arguments/classes/constructors/collision_detection/collision/constructor/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let values = [A(i: 0, k: 1).value, A(k: 1).value]
expect(values.allSatisfy { $0 == values[0] }, "A(i: 0, k: 1) and A(k: 1) agree: \(values)")
exit(0)
