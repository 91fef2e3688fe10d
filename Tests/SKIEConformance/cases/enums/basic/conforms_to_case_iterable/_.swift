// Checks SKIE acceptance test enums/basic/conforms_to_case_iterable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let expectedOrder: [A] = [.a1, .a2, .a3]
expect(A.allCases.count == expectedOrder.count, "A.allCases lists the three entries")
for (position, entry) in A.allCases.enumerated() {
    expect(entry == expectedOrder[position], "A.allCases[\(position)] is \(expectedOrder[position])")
}
exit(0)
