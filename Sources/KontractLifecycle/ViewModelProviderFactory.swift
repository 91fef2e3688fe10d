// AndroidX ViewModelProvider.Factory and the viewModelFactory { initializer { } } DSL.
import Foundation

/// Makes view models for a ``ViewModelProvider`` (AndroidX `ViewModelProvider.Factory`).
public protocol ViewModelProviderFactory: AnyObject {
    /// A new instance of `modelClass`; throws (as Kotlin throws) when it cannot make one.
    func create<VM: ViewModel>(modelClass: VM.Type, extras: CreationExtras) throws -> VM
}

/// The factory a provider uses when none is given. Off Android, AndroidX's default factory cannot make
/// anything, so every request fails with `UnsupportedOperationException`. Not public: the framework has no class of
/// this name (AndroidX's is `ViewModelProvider.Companion`'s `DefaultFactory`); `@usableFromInline` for the default
/// arguments of `ViewModelProvider.create`.
@usableFromInline final class DefaultViewModelProviderFactory: ViewModelProviderFactory {
    @usableFromInline init() {}

    public func create<VM: ViewModel>(modelClass: VM.Type, extras: CreationExtras) throws -> VM {
        throw LifecycleException.unsupportedOperation(
            "`Factory.create(String, CreationExtras)` is not implemented. You may need to override the method and "
                + "provide a custom implementation. Note that using `Factory.create(String)` is not supported and "
                + "considered an error. (Kontract: pass a factory, e.g. viewModelFactory { try $0.initializer { "
                + "\(ViewModelProvider.displayName(of: modelClass))(...) } }.)"
        )
    }
}

/// Builds a factory from initializers (AndroidX `viewModelFactory { initializer { ... } }`):
/// `try viewModelFactory { try $0.initializer { PokemonSearchViewModel() } }`. On the test face only: AndroidX's
/// `viewModelFactory` is an `inline` Kotlin function, which the framework does not export (an app builds an
/// `InitializerViewModelFactoryBuilder`).
@_spi(Testing) public func viewModelFactory(
    _ build: (InitializerViewModelFactoryBuilder) throws -> Void
) rethrows -> ViewModelProviderFactory {
    let builder = InitializerViewModelFactoryBuilder()
    try build(builder)
    return builder.build()
}

/// Collects one initializer per view model class (AndroidX `InitializerViewModelFactoryBuilder`).
public final class InitializerViewModelFactoryBuilder {
    private var initializers: [(modelClass: ViewModel.Type, make: (CreationExtras) throws -> ViewModel)] = []

    public init() {}

    /// Adds the way to make `modelClass`; a second one for the same class is an
    /// `IllegalArgumentException`, as in AndroidX. Testing SPI: the framework's is
    /// `addInitializer(clazz:initializer:)` taking a `KotlinKClass`, not a Swift metatype.
    @_spi(Testing) public func addInitializer<VM: ViewModel>(
        _ modelClass: VM.Type,
        _ make: @escaping (CreationExtras) throws -> VM
    ) throws {
        guard modelClass != ViewModel.self else {
            // Swift inferred the base class (a multi-statement closure); Kotlin's reified type never is.
            throw LifecycleException.illegalArgument(
                "The initializer's view model class was inferred as ViewModel itself (Kontract: name it, "
                    + "e.g. addInitializer(MyViewModel.self) { extras in ... } or initializer { () -> MyViewModel in ... })"
            )
        }
        guard !initializers.contains(where: { $0.modelClass == modelClass }) else {
            throw LifecycleException.illegalArgument(
                "A `initializer` with the same `clazz` has already been added: "
                    + "\(ViewModelProvider.displayName(of: modelClass))."
            )
        }
        initializers.append((modelClass, make))
    }

    /// Adds an initializer for the class `make` returns (Kotlin `initializer { }`, extras as argument).
    /// Testing SPI, as `viewModelFactory`: Kotlin's `initializer` is an inline reified extension, which the
    /// ObjC export leaves out of the framework's header.
    @_spi(Testing) public func initializer<VM: ViewModel>(_ make: @escaping (CreationExtras) throws -> VM) throws {
        try addInitializer(VM.self, make)
    }

    /// Adds an initializer for the class `make` returns, for initializers that ignore the extras (Testing SPI).
    @_spi(Testing) public func initializer<VM: ViewModel>(_ make: @escaping () throws -> VM) throws {
        try addInitializer(VM.self) { _ in try make() }
    }

    /// The factory (AndroidX `build()`).
    public func build() -> ViewModelProviderFactory {
        InitializerViewModelFactory(initializers: initializers)
    }
}

/// The factory ``viewModelFactory(_:)`` builds: matches the requested class exactly.
private final class InitializerViewModelFactory: ViewModelProviderFactory {
    private let initializers: [(modelClass: ViewModel.Type, make: (CreationExtras) throws -> ViewModel)]

    init(initializers: [(modelClass: ViewModel.Type, make: (CreationExtras) throws -> ViewModel)]) {
        self.initializers = initializers
    }

    func create<VM: ViewModel>(modelClass: VM.Type, extras: CreationExtras) throws -> VM {
        guard let initializer = initializers.first(where: { $0.modelClass == modelClass }),
            let viewModel = try initializer.make(extras) as? VM
        else {
            throw LifecycleException.illegalArgument(
                "No initializer set for given class \(ViewModelProvider.displayName(of: modelClass))"
            )
        }
        return viewModel
    }
}
