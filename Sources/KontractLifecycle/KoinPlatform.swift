// Koin's global access point (KoinPlatform.shared.getKoin()), with a task-local override for tests.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractSupport

/// The global Koin access point (Koin `org.koin.mp.KoinPlatform`, `KoinPlatform.shared` from Swift).
///
/// Kontract extra: ``withKoin(_:_:)`` makes `getKoin()` return a given container inside one task tree,
/// so tests running in parallel can each have their own definitions.
///
/// `@unchecked Sendable`: the started container lives in a ``LockedState``.
@_spi(Testing) public final class KoinPlatform: KotlinBase, @unchecked Sendable {
    public static let shared = KoinPlatform()

    @TaskLocal private static var taskKoin: Koin?

    private let started = LockedState<Koin?>(nil)

    private init() {
        super.init(kontractBase: ())
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
