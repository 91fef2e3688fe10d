// The generated fakes of Kotlin interfaces are Kontract's test face: the framework has no `Fake…` class.
import Shared

func mustNotCompileGeneratedFakes() {
    // expected-error@+1 {{cannot find 'FakeProfileRepository' in scope}}
    let repository: any ProfileRepository = FakeProfileRepository()
    // expected-error@+1 {{cannot find 'FakeParcelStore' in scope}}
    let store: any ParcelStore = FakeParcelStore()
    _ = (repository, store)
}
