// Checks SKIE acceptance test default_arguments/classes/constructors/collision_detection/collision/generic_class/does_not_generate_overload_which_collides_1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `init(i:)` is the generic constructor (i: T); the primary one's overload leaving out k would collide with it.
let value = A<KotlinInt>(i: 0).value
expect(value == 0, "A<KotlinInt>(i: 0) is the constructor taking T, got \(value)")
exit(0)
