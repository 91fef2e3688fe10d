// Tests for ViewModelStore, ViewModel clearing and ViewModelProvider's AndroidX semantics.
import Foundation
@_spi(Testing) @_spi(KontractGenerated) import KontractRuntime
import KontractTestSupport
import Testing

private final class RecordingViewModel: ViewModel, @unchecked Sendable {
    let events = Events()

    override func onCleared() {
        events.append("onCleared scopeActive=\(viewModelScope.isActive)")
    }
}

private final class OtherViewModel: ViewModel, @unchecked Sendable {}

/// A thread-safe list of strings.
final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func append(_ item: String) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

private final class RecordingCloseable: KotlinAutoCloseable {
    let name: String
    let events: Events

    init(_ name: String, _ events: Events) {
        self.name = name
        self.events = events
    }

    func close() {
        events.append("close \(name)")
    }
}

private func factory() throws -> ViewModelProviderFactory {
    try viewModelFactory { builder in
        try builder.initializer { RecordingViewModel() }
        try builder.initializer { OtherViewModel() }
    }
}

@Test func providerKeepsOneInstancePerStoreAndKey() throws {
    let owner = ScreenOwner()
    let other = ScreenOwner()
    let first = try ViewModelProvider.create(owner: owner, factory: factory()).get(RecordingViewModel.self)
    let again = try ViewModelProvider.create(owner: owner, factory: factory()).get(RecordingViewModel.self)
    let elsewhere = try ViewModelProvider.create(owner: other, factory: factory()).get(RecordingViewModel.self)
    let keyed = try ViewModelProvider.create(owner: owner, factory: factory()).get(key: "k", RecordingViewModel.self)
    #expect(first === again)
    #expect(first !== elsewhere)
    #expect(first !== keyed)
    #expect(owner.viewModelStore.keys().count == 2)
}

@Test func defaultKeyIsAndroidXPrefixPlusQualifiedName() throws {
    #expect(
        try ViewModelProvider.defaultKey(for: PokemonSearchViewModel.self)
            == "androidx.lifecycle.ViewModelProvider.DefaultKey:com.example.search.PokemonSearchViewModel"
    )
    #expect(
        try ViewModelProvider.defaultKey(for: OtherViewModel.self)
            == "androidx.lifecycle.ViewModelProvider.DefaultKey:KontractRuntimeTests.OtherViewModel"
    )
    let owner = ScreenOwner()
    _ = try ViewModelProvider.create(owner: owner, factory: factory()).get(RecordingViewModel.self)
    #expect(
        owner.viewModelStore.keys()
            == ["androidx.lifecycle.ViewModelProvider.DefaultKey:KontractRuntimeTests.RecordingViewModel"]
    )
}

@Test func anonymousKotlinClassesCannotBeViewModels() throws {
    final class LocalViewModel: ViewModel, @unchecked Sendable {
        override class var _kontractQualifiedName: String? { "" }
    }
    let factory = try viewModelFactory { try $0.initializer { LocalViewModel() } }
    let error = #expect(throws: LifecycleException.self) {
        try ViewModelProvider.create(owner: ScreenOwner(), factory: factory).get(LocalViewModel.self)
    }
    #expect(error?.description == "kotlin.IllegalArgumentException: Local and anonymous classes can not be ViewModels")
}

@Test func factoryGetsTheKeyInItsExtras() throws {
    let seen = Events()
    let factory = try viewModelFactory { builder in
        try builder.addInitializer(OtherViewModel.self) { extras in
            seen.append(extras.get(key: ViewModelProvider.viewModelKey) as? String ?? "none")
            return OtherViewModel()
        }
    }
    _ = try ViewModelProvider.create(owner: ScreenOwner(), factory: factory).get(key: "detail-7", OtherViewModel.self)
    #expect(seen.all == ["detail-7"])
}

/// A key as an app declares one against the framework: a class adopting the `CreationExtrasKey` protocol.
private final class AppKey: CreationExtrasKey {}

@Test func extrasTakeAnyKeyAndStartFromTheEmptyObject() {
    let key = AppKey()
    let other = AppKey()
    let extras = MutableCreationExtras(initialExtras: CreationExtras.Empty())
    extras.set(key: key, t: "value")
    extras.set(key: other, t: nil)
    #expect(extras.get(key: key) as? String == "value")
    #expect(extras.get(key: other) == nil)
    #expect(CreationExtras.Empty() === CreationExtras.Empty.shared)
    #expect(CreationExtras.Empty.shared.get(key: key) == nil)
    let copy = MutableCreationExtras(initialExtras: extras)
    copy.set(key: key, t: 2)
    #expect(copy.get(key: key) as? Int == 2)
    #expect(extras.get(key: key) as? String == "value")
}

@Test func initializerInferredAsTheBaseClassIsRefused() {
    let error = #expect(throws: LifecycleException.self) {
        _ = try viewModelFactory { builder in
            try builder.initializer { (_: CreationExtras) -> ViewModel in OtherViewModel() }
        }
    }
    #expect(error?.message?.contains("addInitializer(MyViewModel.self)") == true)
}

@Test func sameKeyWithAnotherClassClearsTheOldViewModel() throws {
    let owner = ScreenOwner()
    let provider = ViewModelProvider.create(owner: owner, factory: try factory())
    let old = try provider.get(key: "shared", RecordingViewModel.self)
    let new = try provider.get(key: "shared", OtherViewModel.self)
    #expect(old._kontractIsCleared)
    #expect(!new._kontractIsCleared)
    #expect(owner.viewModelStore.get(key: "shared") === new)
}

@Test func storePutWithExistingKeyClearsTheOldOne() {
    let store = ViewModelStore()
    let old = RecordingViewModel()
    let new = RecordingViewModel()
    store.put(key: "a", viewModel: old)
    store.put(key: "a", viewModel: new)
    #expect(old.events.all == ["onCleared scopeActive=false"])
    #expect(new.events.all.isEmpty)
    #expect(store.get(key: "a") === new)
}

@Test func puttingTheSameInstanceAgainClearsItAsAndroidXDoes() {
    let store = ViewModelStore()
    let viewModel = RecordingViewModel()
    store.put(key: "a", viewModel: viewModel)
    store.put(key: "a", viewModel: viewModel)
    #expect(viewModel._kontractIsCleared)
    #expect(store.get(key: "a") === viewModel)
}

@Test func storeClearClosesCloseablesThenCallsOnClearedOnceEach() {
    let store = ViewModelStore()
    let first = RecordingViewModel()
    let second = RecordingViewModel()
    first.addCloseable(closeable: RecordingCloseable("unkeyed", first.events))
    first.addCloseable(key: "keyed", closeable: RecordingCloseable("keyed", first.events))
    _ = first.viewModelScope
    store.put(key: "first", viewModel: first)
    store.put(key: "second", viewModel: second)

    store.clear()
    store.clear()

    #expect(first.events.all == ["close keyed", "close unkeyed", "onCleared scopeActive=false"])
    #expect(second.events.all == ["onCleared scopeActive=false"])
    #expect(store.keys().isEmpty)
}

@Test func closeableAddedAfterClearIsClosedAtOnce() {
    let viewModel = RecordingViewModel()
    let store = ViewModelStore()
    store.put(key: "k", viewModel: viewModel)
    store.clear()
    let events = Events()
    viewModel.addCloseable(closeable: RecordingCloseable("late", events))
    viewModel.addCloseable(key: "k", closeable: RecordingCloseable("late keyed", events))
    #expect(events.all == ["close late", "close late keyed"])
}

@Test func clearingCancelsViewModelScopeTasksAndLeavesNoneRunning() async throws {
    let viewModel = OtherViewModel()
    let scope = viewModel.viewModelScope
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let events = Events()
    for _ in 0..<3 {
        scope.launch {
            startedContinuation.yield()
            let (never, _) = AsyncStream<Void>.makeStream()
            for await _ in never {}
            events.append(Task.isCancelled ? "cancelled" : "ended")
        }
    }
    var iterator = started.makeAsyncIterator()
    for _ in 0..<3 { _ = try await next(&iterator) }
    #expect(scope.activeJobCount == 3)

    let store = ViewModelStore()
    store.put(key: "k", viewModel: viewModel)
    store.clear()
    #expect(await finishes { await scope.join() })

    #expect(scope.activeJobCount == 0)
    #expect(events.all == ["cancelled", "cancelled", "cancelled"])
    let late = scope.launch { events.append("late ran") }
    #expect(await finishes { await late.join() }, "late.join()")
    #expect(late.isCancelled)
    #expect(viewModel.viewModelScope === scope)
    #expect(!events.all.contains("late ran"))
}

@Test func defaultFactoryCannotMakeViewModelsOffAndroid() {
    let error = #expect(throws: LifecycleException.self) {
        try ViewModelProvider.create(owner: ScreenOwner()).get(OtherViewModel.self)
    }
    #expect(error?.kotlinClassName == "kotlin.UnsupportedOperationException")
    #expect(error?.message?.contains("Kontract: pass a factory") == true)
}

@Test func initializerFactoryErrorsAreAndroidX() throws {
    let onlyOther = try viewModelFactory { try $0.initializer { OtherViewModel() } }
    let missing = #expect(throws: LifecycleException.self) {
        try ViewModelProvider.create(owner: ScreenOwner(), factory: onlyOther).get(RecordingViewModel.self)
    }
    #expect(
        missing?.description
            == "kotlin.IllegalArgumentException: No initializer set for given class KontractRuntimeTests.RecordingViewModel"
    )
    let duplicate = #expect(throws: LifecycleException.self) {
        _ = try viewModelFactory { builder in
            try builder.initializer { OtherViewModel() }
            try builder.initializer { OtherViewModel() }
        }
    }
    #expect(
        duplicate?.message
            == "A `initializer` with the same `clazz` has already been added: KontractRuntimeTests.OtherViewModel."
    )
}

@Test func extraArgumentsDoNotChangeTheDefaultKey() throws {
    let owner = ScreenOwner()
    let first = try DetailIosKt.pokemonDetailViewModel(owner: owner, id: 25)
    let second = try DetailIosKt.pokemonDetailViewModel(owner: owner, id: 150)
    let otherScreen = try DetailIosKt.pokemonDetailViewModel(owner: ScreenOwner(), id: 150)
    #expect(first === second)
    #expect(second.id == 25)
    #expect(otherScreen.id == 150)
}
