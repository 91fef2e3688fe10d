// Rule (plain Objective-C export): overloads `total(x: Int)` and `total(x: Long)` are `total(x:)` and `total(x_:)`
// (exporter testData: a clashing selector gets `_`), taking Int32 and Int64, never Swift's Int.
import Shared

func mustNotCompileOverloadTypesObjC() {
    let count: Int = 3
    // expected-error@+1 {{cannot convert value of type 'Int' to expected argument type 'Int32'}}
    _ = ParcelRepositoryKt.total(x: count)
    // `fun total(x: Long)` takes Int64.
    // expected-error@+1 {{cannot convert value of type 'Int' to expected argument type 'Int64'}}
    _ = ParcelRepositoryKt.total(x_: count)
}
