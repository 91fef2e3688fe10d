// Checks SKIE acceptance test default_arguments/global_functions/unit_return_type/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
AKt.changeResult()
expect(AKt.result == 0, "AKt.changeResult() sets result to the default 0, got \(AKt.result)")
exit(0)
