// An object overriding its superclass's functions has its own hooks (ObjectOverrideContracts, SKIE configuration).

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// `object CachedLoader : OpenLoader() { override suspend fun load(): Int }`: setting the object's hook
/// (`loadImplementationInCachedLoader`) changes what `CachedLoader.shared.load()` returns, through the object and
/// through its superclass's type, and leaves `OpenLoader`'s own instances on `OpenLoader.loadImplementation`.
@Test func anObjectsOverrideAnswersFromItsOwnHookNotItsSuperclasss() async throws {
    OpenLoader.loadImplementation.implementation = { _ in KotlinInt(value: 7) }
    CachedLoader.loadImplementationInCachedLoader.implementation = { _ in KotlinInt(value: 1) }
    OpenLoader.nameImplementation.implementation = { _ in "open" }
    CachedLoader.nameImplementationInCachedLoader.implementation = { _ in "cached" }
    defer {
        OpenLoader.loadImplementation.reset()
        CachedLoader.loadImplementationInCachedLoader.reset()
        OpenLoader.nameImplementation.reset()
        CachedLoader.nameImplementationInCachedLoader.reset()
    }
    let base: OpenLoader = CachedLoader.shared
    #expect(try await CachedLoader.shared.load().int32Value == 1)
    #expect(try await base.load().int32Value == 1)
    #expect(try await OpenLoader().load().int32Value == 7)
    #expect(base.name() == "cached" && OpenLoader().name() == "open")
    #expect(CachedLoader.loadImplementationInCachedLoader.calls.count == 2)
    #expect(OpenLoader.loadImplementation.calls.count == 1)
}
