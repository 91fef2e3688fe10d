// The runtime's test-face types (@_spi(Testing)) are not the framework's: an app that imports it cannot name them.
import Shared

func mustNotCompileRuntimeTestFaceTypes() {
    // expected-error@+1 {{cannot find 'KotlinFunction' in scope}}
    _ = KotlinFunction<Void, Int32>.self
    // expected-error@+1 {{cannot find 'KotlinSuspendFunction' in scope}}
    _ = KotlinSuspendFunction<Void, Int32>.self
    // expected-error@+1 {{cannot find 'KotlinProperty' in scope}}
    _ = KotlinProperty<Int32>.self
    // expected-error@+1 {{cannot find 'KotlinGenericFunctions' in scope}}
    _ = KotlinGenericFunctions.self
    // expected-error@+1 {{cannot find 'KontractRuntimeIssues' in scope}}
    _ = KontractRuntimeIssues.shared
    // expected-error@+1 {{cannot find 'TranscriptBehaviour' in scope}}
    _ = TranscriptBehaviour<Int>.self
    // Kontract's own errors: the framework throws Kotlin's exceptions (`KotlinIllegalArgumentException`…).
    // expected-error@+1 {{cannot find 'KotlinFunctionFailure' in scope}}
    _ = KotlinFunctionFailure.self
    // expected-error@+1 {{cannot find 'LifecycleException' in scope}}
    _ = LifecycleException.self
}
