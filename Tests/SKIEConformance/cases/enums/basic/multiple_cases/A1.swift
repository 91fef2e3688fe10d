// Checks SKIE acceptance test enums/basic/multiple_cases/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let entries: [A] = [AKt.a1(), AKt.a2(), AKt.a3()]
for (position, entry) in entries.enumerated() {
    let name: String
    switch entry {
    case .a1:
        name = "a1"
    case .a2:
        name = "a2"
    case .a3:
        name = "a3"
    }
    expect(name == "a\(position + 1)", "AKt.a\(position + 1)() is .a\(position + 1), got .\(name)")
}
exit(0)
