// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/no_collision/different_function_name/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
#error("write this case's Swift test in Kontract's own code, from what the SKIE test checks")
