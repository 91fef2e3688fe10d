// Checks SKIE acceptance test sealed/interfaces/generics/new_in_children/class/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A generic subclass `A1<T>` of a non-generic sealed type: its case carries it, as `A1<KotlinInt>` once cast.
let value: A = A1<KotlinInt>(value: KotlinInt(int: 7))
switch onEnum(of: value) {
case .a1(let a1):
    let typed = a1 as! A1<KotlinInt>
    expect(typed.value?.int32Value == 7, "the case carries A1(value: 7), value is \(String(describing: typed.value))")
}
exit(0)
