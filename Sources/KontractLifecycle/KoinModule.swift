// Koin modules: how tests or previews say each type is made (factory, single, viewModel).
import Foundation

/// Definitions of how to make each type (Koin `Module`): `factory` makes a new instance per look-up,
/// `single` one shared instance, `viewModel` is a `factory` for view models (as Koin's DSL is).
/// A later definition for the same type replaces an earlier one (Koin's default override rule).
@_spi(Testing) public final class KoinModule {
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
        checkViewModelType(type)
        factory(type, make)
    }

    /// Like `viewModel(_:_:)` for initializers that need nothing from the container.
    public func viewModel<VM: ViewModel>(_ type: VM.Type = VM.self, _ make: @escaping () throws -> VM) {
        checkViewModelType(type)
        factory(type) { _ in try make() }
    }

    /// A view model registered as `ViewModel` itself: Swift infers the generic parameter's bound from a closure of
    /// several statements (`module.viewModel { _, parameters in let id = …; return DetailViewModel(id) }`), so
    /// no look-up of the real type would find it (Koin's `NoDefinitionFoundException` later, far from the
    /// mistake). Reported to ``KontractRuntimeIssues`` here, where it is written.
    func checkViewModelType<VM: ViewModel>(_ type: VM.Type) {
        guard ObjectIdentifier(type) == ObjectIdentifier(ViewModel.self) else { return }
        KontractRuntimeIssues.shared.report(
            problem: "Kontract: a Koin viewModel definition is registered as 'ViewModel', not as the view model's "
                + "class: Swift inferred the base class from a closure of several statements; name the type: "
                + "module.viewModel(MyViewModel.self) { ... }")
    }
}
