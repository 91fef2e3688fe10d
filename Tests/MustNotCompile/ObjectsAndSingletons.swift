// Rule: a Kotlin `object` and `data object` are reached through `shared` (exporter testData: `+ (instancetype)alloc
// NS_UNAVAILABLE`, `@property (class, readonly) Foo *shared`); their members are instance members.
import Shared

func mustNotCompileObjectsAndSingletons() {
    // An object's function is an instance method of `shared`, not a class method.
    // expected-error@+1 {{instance member 'now' cannot be used on type 'Clock'}}
    _ = Clock.now()
    // expected-error@+1 {{instance member 'zone' cannot be used on type 'Clock'}}
    _ = Clock.zone
    // `Loading` is used as `ProfileStateLoading.shared`; its case is no static member of the sealed protocol.
    // expected-error@+1 {{type 'any ProfileState' has no member 'loading'}}
    let state: any ProfileState = .loading
    _ = state
    // `Clock()` is the singleton, as the framework's `+ (instancetype)clock` (`swift_name("init()")`) is.
    let clock: Clock = Clock()
    _ = clock === Clock.shared
}

// The protocol behind `Clock()` is Kontract's (KontractSerialization, not re-exported): the framework has no such
// name, so an app cannot spell it.
// expected-error@+1 {{cannot find type 'KotlinSingleton' in scope}}
func mustNotCompileSingletonProtocol(_ object: any KotlinSingleton) {}

// expected-error@+1 {{cannot find type 'KotlinSingleton' in scope}}
extension KotlinSingleton {}
