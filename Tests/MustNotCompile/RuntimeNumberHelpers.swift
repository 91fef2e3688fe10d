// Rule: Swift's numbers have no Kotlin members on the framework (the exporter maps `Int` to `Int32`, `Boolean` to
// `Bool`…, Swift's own types): Kontract's primitive-array helpers on them are internal to the runtime.
import Shared

func mustNotCompileRuntimeNumberHelpers() {
    // expected-error@+1 {{'kotlinDefault' is inaccessible due to 'internal' protection level}}
    _ = Int32.kotlinDefault
    // expected-error@+1 {{'boxed' is inaccessible due to 'internal' protection level}}
    _ = Int64.boxed(1)
    // expected-error@+1 {{'unboxed' is inaccessible due to 'internal' protection level}}
    _ = Bool.unboxed(KotlinBoolean(value: true))
    // expected-error@+1 {{'kotlinDescription' is inaccessible due to 'internal' protection level}}
    _ = Double.kotlinDescription(1.5)
    // expected-error@+1 {{'kotlinHashCode' is inaccessible due to 'internal' protection level}}
    _ = UInt16.kotlinHashCode(65)
}
