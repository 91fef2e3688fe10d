// The Koin container emulation: resolves a type through the registered definitions.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractSupport

/// The container (Koin `Koin`): resolves a type to an instance through the registered modules.
///
/// `@unchecked Sendable`: definitions and shared instances live in a ``LockedState``; definitions run
/// outside the lock, so they may resolve their own dependencies.
@_spi(Testing) public final class Koin: KotlinBase, @unchecked Sendable {
    private struct Registry {
        var definitions: [ObjectIdentifier: KoinModule.Definition] = [:]
        var singles: [ObjectIdentifier: UncheckedSendable<Any>] = [:]
    }

    private let registry = LockedState(Registry())

    /// A container with the definitions of `modules` (later modules override earlier ones).
    public init(modules: [KoinModule]) {
        super.init(kontractBase: ())
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
