// Checks SKIE acceptance test default_arguments/special_declarations/data_class/copy/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let original = A(i: 0, k: 1)
let copies = [
    original.doCopy(i: 2, k: 3).i,
    original.doCopy(i: 2).i,
    original.doCopy(k: 2).k,
    original.doCopy().i + 2,
]
expect(copies.allSatisfy { $0 == 2 }, "each doCopy overload sets the given field or keeps the original: \(copies)")
exit(0)
