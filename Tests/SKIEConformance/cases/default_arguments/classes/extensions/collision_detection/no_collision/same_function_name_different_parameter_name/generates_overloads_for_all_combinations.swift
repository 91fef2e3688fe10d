// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/no_collision/same_function_name_different_parameter_name/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
#error("write this case's Swift test in Kontract's own code, from what the SKIE test checks")
