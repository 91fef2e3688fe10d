// Tests for the Koin emulation and the bridge function built on it (koinViewModel).
import Foundation
@_spi(Testing) @_spi(KontractGenerated) import KontractRuntime
import Testing

private final class Repository: @unchecked Sendable {}

private final class DetailRepository: @unchecked Sendable {
    let repository: Repository

    init(repository: Repository) {
        self.repository = repository
    }
}

private func searchKoin() -> Koin {
    Koin { module in
        module.viewModel { PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: []) }
    }
}

@Test func bridgeFunctionReturnsOneInstancePerOwner() throws {
    try KoinPlatform.shared.withKoin(searchKoin()) {
        let owner = ScreenOwner()
        let first = try SearchIosKt.pokemonSearchViewModel(owner: owner)
        let again = try SearchIosKt.pokemonSearchViewModel(owner: owner)
        let other = try SearchIosKt.pokemonSearchViewModel(owner: ScreenOwner())
        #expect(first === again)
        #expect(first !== other)
        #expect(
            owner.viewModelStore.keys()
                == ["androidx.lifecycle.ViewModelProvider.DefaultKey:com.example.search.PokemonSearchViewModel"]
        )
    }
}

@Test func unregisteredTypeNamesTheTypeAndHowToRegisterIt() {
    KoinPlatform.shared.withKoin(Koin(modules: [])) {
        let error = #expect(throws: LifecycleException.self) {
            try SearchIosKt.pokemonSearchViewModel(owner: ScreenOwner())
        }
        #expect(error?.kotlinClassName == "org.koin.core.error.NoDefinitionFoundException")
        let message = error?.message ?? ""
        #expect(message.hasPrefix("No definition found for type 'com.example.search.PokemonSearchViewModel'."))
        #expect(message.contains("module.factory { com.example.search.PokemonSearchViewModel(...) }"))
    }
}

@Test func factoryMakesNewInstancesAndSingleSharesOne() throws {
    let koin = Koin { module in
        module.single { Repository() }
        module.factory { koin in DetailRepository(repository: try koin.get()) }
    }
    let first: DetailRepository = try koin.get()
    let second = try koin.get(DetailRepository.self)
    #expect(first !== second)
    #expect(first.repository === second.repository)
    #expect(try koin.get(objCClass: Repository.self) as AnyObject === first.repository)
}

@Test func laterDefinitionsOverrideEarlierOnes() throws {
    let koin = Koin { $0.factory { "first" } }
    koin.loadModules([KoinModule()])
    #expect(try koin.get(String.self) == "first")
    let override = KoinModule()
    override.factory { "second" }
    koin.loadModules([override])
    #expect(try koin.get(String.self) == "second")
}

@Test func taskLocalKoinIsSeenByChildTasksOnly() async throws {
    let koin = Koin { $0.factory { "scoped" } }
    let inside = await KoinPlatform.shared.withKoin(koin) {
        await Task { try? KoinPlatform.shared.getKoin().get(String.self) }.value
    }
    #expect(inside == "scoped")
    #expect(KoinPlatform.shared.getKoinOrNull() !== koin)
}

/// The only test that starts the global container.
@Test func globalKoinStartsOnceAndStops() throws {
    KoinPlatform.shared.stopKoin()
    defer { KoinPlatform.shared.stopKoin() }
    try KoinPlatform.shared.startKoin { $0.factory { Int32(7) } }
    #expect(try KoinPlatform.shared.getKoin().get(Int32.self) == 7)
    let error = #expect(throws: LifecycleException.self) {
        try KoinPlatform.shared.startKoin { $0.factory { Int32(8) } }
    }
    #expect(
        error?.description
            == "org.koin.core.error.KoinApplicationAlreadyStartedException: A Koin Application has already been started"
    )
    KoinPlatform.shared.stopKoin()
    #expect(throws: LifecycleException.self) { try KoinPlatform.shared.getKoin().get(Int32.self) }
}

@Test func nonThrowingBridgeReportsTheMissingDefinitionAndKeepsOneFallbackPerOwner() {
    let owner = ScreenOwner()
    let made = Events()
    let fallback = {
        made.append("fallback")
        return PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: [])
    }
    var first: PokemonSearchViewModel?
    withKnownIssue {  // KontractTesting records the missing definition
        first = koinViewModel(PokemonSearchViewModel.self, owner: owner, koin: Koin(modules: []), orElse: fallback)
    }
    let again = koinViewModel(PokemonSearchViewModel.self, owner: owner, koin: Koin(modules: []), orElse: fallback)
    #expect(first === again)
    #expect(made.all == ["fallback"])
    let reported = KontractRuntimeIssues.shared.all.filter {
        $0.contains("No definition found for type 'com.example.search.PokemonSearchViewModel'")
    }
    #expect(reported.count == 1)  // the second call finds the instance in the store, as Kotlin does
}

/// Issue 25, item 7: a closure of several statements makes Swift infer `ViewModel` itself, which no look-up of the
/// view model's class finds; the registration reports it, naming the fix.
@Test func aViewModelDefinitionRegisteredAsTheBaseClassIsReported() {
    let message = "a Koin viewModel definition is registered as 'ViewModel'"
    let before = KontractRuntimeIssues.shared.all.filter { $0.contains(message) }.count
    withKnownIssue {  // KontractTesting records the registration
        _ = Koin { module in
            module.viewModel { _, parameters in
                let empty = parameters.size == 0
                return PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: empty ? [] : [])
            }
        }
    }
    #expect(KontractRuntimeIssues.shared.all.filter { $0.contains(message) }.count == before + 1)
    _ = Koin { module in
        module.viewModel(PokemonSearchViewModel.self) { _, parameters in
            let empty = parameters.size == 0
            return PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: empty ? [] : [])
        }
    }
    #expect(KontractRuntimeIssues.shared.all.filter { $0.contains(message) }.count == before + 1)
}
