// What only generated code calls (@_spi(KontractGenerated)) is not the framework's: the app sees none of it.
import Shared

// expected-error@+1 {{cannot find type 'KontractRuntimeVersion_0_1' in scope}}
private struct AppVersionCheck: KontractRuntimeVersion_0_1 {}

func mustNotCompileRuntimeGeneratedOnlyAPI() {
    // expected-error@+1 {{cannot find type 'KontractTypedSerializable' in scope}}
    _ = (any KontractTypedSerializable).self
    // The class values of `@Throws` lists, which generated function hooks hold.
    // expected-error@+1 {{cannot find 'KotlinExceptionClass' in scope}}
    _ = KotlinExceptionClass.self
    // Kontract's namespace of Kotlin semantics and its value protocols (`Kotlin.DataClass`, toString, hashCode).
    // expected-error@+1 {{cannot find 'Kotlin' in scope}}
    _ = Kotlin.toString(1)
    // expected-error@+1 {{cannot find type 'KotlinStringConvertible' in scope}}
    _ = (any KotlinStringConvertible).self
    // expected-error@+1 {{cannot find type 'KotlinHashable' in scope}}
    _ = (any KotlinHashable).self
    // The `Char` helpers generated getters call (the exporter gives a `Char` as `unichar`, with no namespace).
    // expected-error@+1 {{cannot find 'KotlinChar' in scope}}
    _ = KotlinChar.self
}

// The Kotlin class name `toString()` prints: the framework's `KotlinThrowable` has no such member.
func mustNotCompileThrowableClassName(_ error: KotlinThrowable) {
    // expected-error@+1 {{'kotlinClassName' is inaccessible due to '@_spi' protection level}}
    _ = error.kotlinClassName
}
