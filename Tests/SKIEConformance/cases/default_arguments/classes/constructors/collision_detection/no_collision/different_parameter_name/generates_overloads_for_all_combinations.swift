// Checks SKIE acceptance test default_arguments/classes/constructors/collision_detection/no_collision/different_parameter_name/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let values = [A(i: 0, k: 1).value, A(i: 0).value, A(k: 1).value, A().value]
expect(
    values.allSatisfy { $0 == values[0] }, "A's constructor with and without its default arguments agrees: \(values)")
exit(0)
