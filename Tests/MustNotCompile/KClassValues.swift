// The test face's `KotlinKClassValue` is Kontract's: on the framework only Kotlin makes a `KClass`.
import Shared

func mustNotCompileKClassValues() {
    // expected-error@+1 {{cannot find 'KotlinKClassValue' in scope}}
    let kClass: any KotlinKClass = KotlinKClassValue(qualifiedName: "kotlin.String") { $0 is String }
    _ = kClass
}
