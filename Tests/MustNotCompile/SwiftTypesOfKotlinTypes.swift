// Rule: the exporter maps Kotlin's Int to Int32, Long to Int64, and a nullable or generic primitive to its box
// (`KotlinInt`, a `KotlinNumber` subclass), never to Swift's Int (exporter testData).
import Shared

func mustNotCompileSwiftTypesOfKotlinTypes(store: FeedStore) {
    let count: Int = 3
    // expected-error@+1 {{cannot convert value of type 'Int' to expected argument type 'Int32'}}
    _ = Parcel(id: "p1", weight: count)
    // `fun now(): Long` returns Int64.
    // expected-error@+1 {{cannot convert value of type 'Int64' to specified type 'Int'}}
    let now: Int = Clock.shared.now()
    // `Parcel.weight: Int` is Int32.
    // expected-error@+1 {{cannot convert value of type 'Int32' to specified type 'Int'}}
    let weight: Int = Parcel(id: "p1", weight: 1).weight
    // A boxed Kotlin Int is a `KotlinInt`, not a Swift integer.
    let boxed = KotlinInt(value: 3)
    // expected-error@+1 {{cannot convert value of type 'KotlinInt' to specified type 'Int32'}}
    let unboxed: Int32 = boxed
    // expected-error@+1 {{cannot convert value of type 'Int32' to specified type 'KotlinInt'}}
    let reboxed: KotlinInt = unboxed
    _ = (now, weight, reboxed, store)
}
