// Checks SKIE acceptance test default_arguments/classes/constructors/collision_detection/collision/generic_class/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let values = [A<KotlinInt>(i: 0, k: 1).value, A<KotlinInt>(k: 1).value, A<KotlinInt>().value]
expect(values.allSatisfy { $0 == values[0] }, "A<KotlinInt>(i:k:), (k:) and () agree: \(values)")
exit(0)
