// Rule: `KotlinArray` and the primitive arrays (`KotlinIntArray`…) are the exporter's classes: `init(size:)`,
// `init(size:init:)`, `get`, `set`, `size`, `iterator()`; no Swift `Sequence`, no initializer from a Swift array, and
// eight concrete classes with their iterators (`KotlinIntIterator`…), no generic class or element protocol behind them
// (exporter testData headers: `KotlinArray`, `KotlinIntArray`, `KotlinIntIterator`).
import Shared

func mustNotCompileRuntimeKotlinArrays() {
    // Kontract's `init(_ elements:)` is `@_spi`: only `init(size:)`, `init(size:init:)` are left, as on the framework.
    // expected-error@+2 {{cannot convert value of type '[Int]' to expected argument type 'Int32'}}
    // expected-error@+1 {{missing argument label 'size:' in call}}
    let ints = KotlinIntArray([1, 2])
    // expected-error@+3 {{cannot convert value of type '[KotlinInt]' to expected argument type 'Int32'}}
    // expected-error@+2 {{missing argument for parameter 'init' in call}}
    // expected-error@+1 {{missing argument label 'size:' in call}}
    let boxes = KotlinArray<KotlinInt>([KotlinInt(value: 1)])
    let zeros = KotlinIntArray(size: 2)
    // expected-error@+1 {{for-in loop requires 'KotlinIntArray' to conform to 'Sequence'}}
    for value in zeros { _ = value }
    let array = KotlinArray<KotlinInt>(size: 1) { _ in nil }
    // expected-error@+1 {{for-in loop requires 'KotlinArray<KotlinInt>' to conform to 'Sequence'}}
    for value in array { _ = value }
    // expected-error@+1 {{'map' is inaccessible due to '@_spi' protection level}}
    _ = zeros.map { $0 + 1 }
    _ = (ints, boxes)
    // The framework has `KotlinIntArray`, `KotlinIntIterator`… and no generic type or protocol they share.
    // expected-error@+1 {{cannot find type 'KotlinPrimitiveArray' in scope}}
    let generic: KotlinPrimitiveArray<Int32>? = nil
    // expected-error@+1 {{cannot find type 'KotlinPrimitiveIterator' in scope}}
    let genericIterator: KotlinPrimitiveIterator<Int32>? = nil
    let iterator: KotlinIntIterator = zeros.iterator()
    // expected-error@+1 {{value of type 'KotlinIntIterator' has no member 'nextLong'}}
    _ = iterator.nextLong()
    _ = (generic, genericIterator)
}

// expected-error@+1 {{cannot find type 'KotlinPrimitiveArrayElement' in scope}}
func mustNotCompileRuntimeKotlinArrayElement<Element: KotlinPrimitiveArrayElement>(_ element: Element) {}
