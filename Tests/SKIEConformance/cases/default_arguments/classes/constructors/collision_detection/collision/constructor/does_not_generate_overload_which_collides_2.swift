// Checks SKIE acceptance test default_arguments/classes/constructors/collision_detection/collision/constructor/does_not_generate_overload_which_collides_2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'init()' is unavailable
_ = A()
