// Checks SKIE acceptance test default_arguments/classes/constructors/collision_detection/collision/constructor/does_not_generate_overload_which_collides_1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `init(i:)` is the secondary constructor; the primary one's overload leaving out k would collide with it.
let value = A(i: 0).value
_ = value
exit(0)
