// Rule: a type of a library the framework does not export is named with the library's prefix
// (`Koin_coreKoinApplication`, `Kotlinx_datetimeInstant`; exporter headers: `swift_name("Koin_coreKoinApplication")`),
// never by its Kotlin name; a class the contract gives no constructor Swift can call (`"constructors": []`) cannot be
// constructed by app code (Koin's header declares `KoinApplication` without an initializer, `init` unavailable),
// and the test face's `init(kontractForTests:)` is not on the app face.
import Shared

func mustNotCompileLibraryTypes(container: AppContainer) {
    // expected-error@+1 {{cannot find type 'KoinApplication' in scope}}
    let _: KoinApplication = container.koin
    // expected-error@+1 {{cannot find type 'Instant' in scope}}
    let _: Instant? = container.lastSync
    // expected-error@+1 {{'init()' is unavailable}}
    _ = Koin_coreKoinApplication()
    // expected-error@+1 {{'init()' is unavailable}}
    _ = Kotlinx_datetimeInstant()
    // expected-error@+1 {{argument passed to call that takes no arguments}}
    _ = Koin_coreKoinApplication(kontractForTests: ())
    // expected-error@+1 {{'any Kotlinx_datetimeClock' cannot be constructed because it has no accessible initializers}}
    _ = Kotlinx_datetimeClock()
}
