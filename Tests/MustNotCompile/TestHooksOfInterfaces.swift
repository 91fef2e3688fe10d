// The implementations of an interface's functions are Kontract's test face: the framework has no such enum.
import Shared

func mustNotCompileTestHooksOfInterfaces() {
    // expected-error@+1 {{cannot find 'ParcelStoreFunctions' in scope}}
    _ = ParcelStoreFunctions.self
}
