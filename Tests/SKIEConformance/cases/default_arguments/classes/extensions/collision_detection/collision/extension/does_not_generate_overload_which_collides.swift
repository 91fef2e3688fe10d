// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/extension/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
#error("write this case's Swift test in Kontract's own code, from what the SKIE test checks")
