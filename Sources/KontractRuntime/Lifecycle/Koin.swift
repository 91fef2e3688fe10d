// A Koin container emulation: definitions registered by tests or previews, looked up by type.
import Foundation

/// Definitions of how to make each type (Koin `Module`): `factory` makes a new instance per look-up,
/// `single` one shared instance, `viewModel` is a `factory` for view models (as Koin's DSL is).
/// A later definition for the same type replaces an earlier one (Koin's default override rule).
public final class KoinModule {
    enum Kind {
        case factory
        case single
    }

    struct Definition {
        let kind: Kind
        let make: (Koin) throws -> Any
    }

    var definitions: [ObjectIdentifier: Definition] = [:]

    public init() {}

    /// A new instance of `T` on every look-up: `module.factory { koin in Repository(api: try koin.get()) }`.
    public func factory<T>(_ type: T.Type = T.self, _ make: @escaping (Koin) throws -> T) {
        definitions[ObjectIdentifier(type)] = Definition(kind: .factory, make: make)
    }

    /// Like `factory(_:_:)` for initializers that need nothing from the container.
    public func factory<T>(_ type: T.Type = T.self, _ make: @escaping () throws -> T) {
        factory(type) { _ in try make() }
    }

    /// One instance of `T`, made on first look-up and shared afterwards.
    public func single<T>(_ type: T.Type = T.self, _ make: @escaping (Koin) throws -> T) {
        definitions[ObjectIdentifier(type)] = Definition(kind: .single, make: make)
    }

    /// Like `single(_:_:)` for initializers that need nothing from the container.
    public func single<T>(_ type: T.Type = T.self, _ make: @escaping () throws -> T) {
        single(type) { _ in try make() }
    }

    /// A view model definition (Koin `viewModel { }`): a factory, the store keeps the instance.
    public func viewModel<VM: ViewModel>(_ type: VM.Type = VM.self, _ make: @escaping (Koin) throws -> VM) {
        factory(type, make)
    }

    /// Like `viewModel(_:_:)` for initializers that need nothing from the container.
    public func viewModel<VM: ViewModel>(_ type: VM.Type = VM.self, _ make: @escaping () throws -> VM) {
        factory(type) { _ in try make() }
    }
}

/// The container (Koin `Koin`): resolves a type to an instance through the registered modules.
///
/// `@unchecked Sendable`: definitions and shared instances live in a ``LockedState``; definitions run
/// outside the lock, so they may resolve their own dependencies.
public final class Koin: KotlinBase, @unchecked Sendable {
    private struct Registry {
        var definitions: [ObjectIdentifier: KoinModule.Definition] = [:]
        var singles: [ObjectIdentifier: UncheckedSendable<Any>] = [:]
    }

    private let registry = LockedState(Registry())

    /// A container with the definitions of `modules` (later modules override earlier ones).
    public init(modules: [KoinModule]) {
        super.init()
        loadModules(modules)
    }

    /// A container with the definitions `declare` adds to one module.
    public convenience init(_ declare: (KoinModule) throws -> Void) rethrows {
        let module = KoinModule()
        try declare(module)
        self.init(modules: [module])
    }

    /// Adds the definitions of `modules` (Koin `loadModules`).
    public func loadModules(_ modules: [KoinModule]) {
        registry.withLock { registry in
            for module in modules {
                registry.definitions.merge(module.definitions) { _, new in new }
                for key in module.definitions.keys {
                    registry.singles[key] = nil
                }
            }
        }
    }

    /// The instance of `type` (Koin `get<T>()`); throws `NoDefinitionFoundException` naming the type and
    /// how to register it when there is no definition.
    public func get<T>(_ type: T.Type = T.self) throws -> T {
        let instance = try resolve(ObjectIdentifier(type), typeName: Self.typeName(type))
        guard let typed = instance as? T else {
            throw LifecycleException.illegalState(
                "Koin definition for '\(Self.typeName(type))' made a \(Swift.type(of: instance)) instead"
            )
        }
        return typed
    }

    /// The instance of `objCClass`, as the usual Kotlin helper `Koin.get(objCClass:)` gives it to Swift.
    public func get(objCClass: AnyClass) throws -> Any {
        try resolve(ObjectIdentifier(objCClass), typeName: Self.typeName(objCClass))
    }

    private func resolve(_ key: ObjectIdentifier, typeName: String) throws -> Any {
        let lookup = registry.withLock { registry in
            (registry.definitions[key], registry.singles[key])
        }
        if let shared = lookup.1 {
            return shared.value
        }
        guard let definition = lookup.0 else {
            throw LifecycleException(
                kotlinClassName: "org.koin.core.error.NoDefinitionFoundException",
                message: "No definition found for type '\(typeName)'. Check your Modules configuration and add "
                    + "missing type and/or qualifier! (Kontract: register it before use, e.g. "
                    + "try KoinPlatform.shared.startKoin { module in module.factory { \(typeName)(...) } }, "
                    + "or in a test Koin { $0.factory { \(typeName)(...) } } with KoinPlatform.shared.withKoin.)"
            )
        }
        let instance = try definition.make(self)
        guard definition.kind == .single else { return instance }
        return registry.withLock { registry in
            if let raced = registry.singles[key] {
                return raced.value
            }
            registry.singles[key] = UncheckedSendable(instance)
            return instance
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        if let viewModelClass = type as? ViewModel.Type {
            return ViewModelProvider.displayName(of: viewModelClass)
        }
        return String(describing: type)
    }
}

/// The global Koin access point (Koin `org.koin.mp.KoinPlatform`, `KoinPlatform.shared` from Swift).
///
/// Kontract extra: ``withKoin(_:_:)`` makes `getKoin()` return a given container inside one task tree,
/// so tests running in parallel can each have their own definitions.
///
/// `@unchecked Sendable`: the started container lives in a ``LockedState``.
public final class KoinPlatform: KotlinBase, @unchecked Sendable {
    public static let shared = KoinPlatform()

    @TaskLocal private static var taskKoin: Koin?

    private let started = LockedState<Koin?>(nil)

    override private init() {
        super.init()
    }

    /// Starts the global container with `modules`; starting twice is an error, as in Koin.
    @discardableResult
    public func startKoin(modules: [KoinModule]) throws -> Koin {
        let koin = Koin(modules: modules)
        let alreadyStarted = started.withLock { started -> Bool in
            guard started == nil else { return true }
            started = koin
            return false
        }
        if alreadyStarted {
            throw LifecycleException(
                kotlinClassName: "org.koin.core.error.KoinApplicationAlreadyStartedException",
                message: "A Koin Application has already been started"
            )
        }
        return koin
    }

    /// Starts the global container with the definitions `declare` adds to one module.
    @discardableResult
    public func startKoin(_ declare: (KoinModule) throws -> Void) throws -> Koin {
        let module = KoinModule()
        try declare(module)
        return try startKoin(modules: [module])
    }

    /// Stops the global container (Koin `stopKoin()`); starting again is then allowed.
    public func stopKoin() {
        started.withLock { $0 = nil }
    }

    /// The container of the current task tree (see ``withKoin(_:_:)``), else the started one
    /// (Koin `getKoinOrNull()`).
    public func getKoinOrNull() -> Koin? {
        Self.taskKoin ?? started.withLock { $0 }
    }

    /// The current container (Koin `getKoin()`). Kotlin throws when Koin was not started; here the
    /// returned empty container fails each look-up with the type name and how to register it.
    public func getKoin() -> Koin {
        getKoinOrNull() ?? Koin(modules: [])
    }

    /// Runs `body` with `koin` as the container `getKoin()` returns in this task and its child tasks.
    public func withKoin<Result>(_ koin: Koin, _ body: () throws -> Result) rethrows -> Result {
        try Self.$taskKoin.withValue(koin, operation: body)
    }

    /// Runs `body` with `koin` as the container `getKoin()` returns in this task and its child tasks.
    public func withKoin<Result>(
        _ koin: Koin,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$taskKoin.withValue(koin, operation: body)
    }
}
