// Tests for ViewModelObserver (identity, lifetime, teardown without leaked tasks) and echo-free binding.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) @_spi(KontractGenerated) import KontractRuntime
import KontractTestSupport
import KontractTesting
import Testing

/// A text field as SwiftUI has it: any change, typed or written by code, is reported to the binding.
private final class TextField: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ""
    var binding: TwoWayBinding<String>?

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func set(_ text: String) {
        lock.lock()
        current = text
        lock.unlock()
        binding?.userEdited(text)
    }
}

private func searchKoin(_ make: @escaping () -> PokemonSearchViewModel) -> Koin {
    Koin { $0.viewModel { make() } }
}

@Test func observerHasOneIdentityPerOwner() {
    let owner = ScreenOwner()
    let other = ScreenOwner()
    #expect(ViewModelObserver.of(owner) === ViewModelObserver.of(owner))
    #expect(ViewModelObserver.of(owner) !== ViewModelObserver.of(other))
    #expect(owner.viewModelStore.keys() == [ViewModelObserver.storeKey])
}

@Test func observerLivesExactlyAsLongAsItsOwner() async throws {
    var owner: ScreenOwner? = ScreenOwner()
    let viewModel = PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: [])
    weak var weakObserver: ViewModelObserver?
    let subscriptions: CoroutineScope
    do {
        let observer = ViewModelObserver.of(try #require(owner))
        weakObserver = observer
        subscriptions = observer.viewModelScope
        let (received, receivedContinuation) = AsyncStream<Void>.makeStream()
        observer.observe(viewModel.uiStateForIosFlow) { _ in receivedContinuation.yield() }
        var iterator = received.makeAsyncIterator()
        _ = try await next(&iterator)
    }
    #expect(weakObserver != nil)
    #expect(subscriptions.activeJobCount == 1)
    owner = nil
    #expect(weakObserver == nil)
    #expect(await finishes { await subscriptions.join() })
    #expect(await finishes { await viewModel.viewModelScope.join() })
    #expect(subscriptions.activeJobCount == 0)
    #expect(viewModel.viewModelScope.activeJobCount == 0)
    #expect(viewModel._kontract.state.collectorCount == 0)
}

@Test func screenTeardownCancelsEverythingAndLeaksNoTask() async throws {
    let owner = ScreenOwner()
    let koin = searchKoin { PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: []) }
    let viewModel = try KoinPlatform.shared.withKoin(koin) { try SearchIosKt.pokemonSearchViewModel(owner: owner) }
    let observer = ViewModelObserver.of(owner)
    let (received, receivedContinuation) = AsyncStream<SearchUiState>.makeStream()
    for _ in 0..<3 {
        observer.observe(viewModel.uiStateForIosFlow) { receivedContinuation.yield($0) }
    }
    observer.observe(viewModel._kontract.state) { receivedContinuation.yield($0) }
    var iterator = received.makeAsyncIterator()
    for _ in 0..<4 { _ = try await next(&iterator) }
    #expect(observer.activeSubscriptionCount == 4)
    #expect(viewModel.viewModelScope.activeJobCount == 3)
    #expect(viewModel._kontract.state.collectorCount == 4)

    owner.viewModelStore.clear()

    #expect(viewModel._kontract.isCleared)
    #expect(observer._kontractIsCleared)
    #expect(await finishes { await observer.join() })
    #expect(await finishes { await viewModel.viewModelScope.join() })
    #expect(observer.activeSubscriptionCount == 0)
    #expect(viewModel.viewModelScope.activeJobCount == 0)
    #expect(viewModel._kontract.state.collectorCount == 0)
    #expect(ViewModelObserver.of(owner) !== observer)
}

@Test func tearDownStopsSubscriptionsButNotTheViewModel() async throws {
    let owner = ScreenOwner()
    let viewModel = PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: [])
    let observer = ViewModelObserver.of(owner)
    let (received, receivedContinuation) = AsyncStream<Void>.makeStream()
    observer.observe(viewModel.uiStateForIosFlow) { _ in receivedContinuation.yield() }
    var iterator = received.makeAsyncIterator()
    _ = try await next(&iterator)
    observer.tearDown()
    #expect(await finishes { await observer.join() })
    #expect(await finishes { await viewModel.viewModelScope.join() })
    #expect(observer.activeSubscriptionCount == 0)
    #expect(viewModel.viewModelScope.activeJobCount == 0)
    #expect(!viewModel._kontract.isCleared)
}

/// Keystrokes for `count` edits: mostly typing, sometimes a backspace, never an empty field.
private func keystrokes(_ count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var text = ""
    var edits: [String] = []
    while edits.count < count {
        if text.count > 1 && Int.random(in: 0..<5, using: &generator) == 0 {
            text.removeLast()
        } else {
            text.append(letters[Int.random(in: 0..<letters.count, using: &generator)])
        }
        edits.append(text)
    }
    return edits
}

@Test func twoWayBindingOfAThousandKeystrokesNeverEchoes() async throws {
    let edits = keystrokes(1_000, seed: 42)
    let steps = edits.map {
        TranscriptStep(call: TranscriptCall("escribir", [$0]), states: [SearchUiState(consulta: $0)])
    }
    let viewModel = PokemonSearchViewModel(_kontractInitialState: SearchUiState(), steps: steps)
    let owner = ScreenOwner()
    let field = TextField()
    let binding = ViewModelObserver.of(owner).bind(
        viewModel.uiStateForIosFlow,
        { $0.consulta },
        fieldValue: field.text,
        apply: { field.set($0) },
        send: { viewModel.escribir(texto: $0) }
    )
    field.binding = binding
    var generator = SeededGenerator(seed: 7)
    for edit in edits {
        field.set(edit)
        for _ in 0..<Int.random(in: 0..<3, using: &generator) { await Task.yield() }
    }
    #expect(await finishes { await binding.waitUntilSettled() })

    #expect(viewModel._kontract.mismatches.isEmpty)
    #expect(viewModel._kontract.remainingCalls.isEmpty)
    #expect(viewModel._kontract.calls.count == 1_000)
    #expect(binding.sentCount == 1_000)
    #expect(binding.writtenCount == 0)
    #expect(field.text == edits.last)
    #expect(viewModel.uiStateForIos.consulta == edits.last)
    owner.viewModelStore.clear()
}

@Test func kotlinChangeIsWrittenOnceAndNotSentBack() async throws {
    let viewModel = PokemonSearchViewModel(
        _kontractInitialState: SearchUiState(),
        steps: [
            TranscriptStep(call: TranscriptCall("escribir", ["pika"]), states: [SearchUiState(consulta: "pika")]),
            TranscriptStep(call: TranscriptCall("limpiar"), states: [SearchUiState(consulta: "")]),
        ]
    )
    let owner = ScreenOwner()
    let field = TextField()
    let (written, writtenContinuation) = AsyncStream<String>.makeStream()
    let binding = ViewModelObserver.of(owner).bind(
        viewModel.uiStateForIosFlow,
        { $0.consulta },
        fieldValue: field.text,
        apply: {
            field.set($0)
            writtenContinuation.yield($0)
        },
        send: { viewModel.escribir(texto: $0) }
    )
    field.binding = binding
    field.set("pika")
    #expect(await finishes { await binding.waitUntilSettled() })
    viewModel.limpiar()
    var iterator = written.makeAsyncIterator()
    #expect(try await next(&iterator) == "")
    #expect(field.text == "")
    #expect(binding.writtenCount == 1)
    #expect(binding.sentCount == 1)
    #expect(viewModel._kontract.mismatches.isEmpty)
    #expect(viewModel._kontract.remainingCalls.isEmpty)
    owner.viewModelStore.clear()
}

@Test func suppressorSimulationWithConflatedDeliveryNeverEchoes() {
    for seed in UInt64(1)...300 {
        var generator = SeededGenerator(seed: seed)
        var suppressor = EchoSuppressor<String>(fieldValue: "")
        var kotlinState = ""
        var lastSampled: String?
        // Values read from Kotlin's state but not yet handed to the binding: the real pipeline holds up to
        // three (the StateFlow collector's next value, the NativeFlow buffer, the observer's current item).
        var inTransit: [String] = []
        let depth = 1 + Int(seed % 3)
        var sent: [String] = []
        var writes = 0
        let edits = keystrokes(1_000, seed: seed)

        // The collector reads Kotlin's state (skipping a value equal to the last one it read, as StateFlow
        // does) and hands it to the binding later, while the user may go on typing.
        func sample() {
            guard inTransit.count < depth, lastSampled != kotlinState else { return }
            lastSampled = kotlinState
            inTransit.append(kotlinState)
        }
        func deliver() {
            guard !inTransit.isEmpty else { return }
            let value = inTransit.removeFirst()
            let write = suppressor.kotlinEmitted(value)
            if write {
                writes += 1
                let echo = suppressor.userEdited(value)
                if echo { sent.append(value) }
            }
        }

        sample()
        for edit in edits {
            let send = suppressor.userEdited(edit)
            if send {
                sent.append(edit)
                kotlinState = edit
            }
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: sample()
            case 1: deliver()
            default: break
            }
        }
        while !inTransit.isEmpty { deliver() }
        sample()
        deliver()
        #expect(sent == edits, "seed \(seed)")
        #expect(writes == 0, "seed \(seed)")
        #expect(suppressor.inFlight.isEmpty, "seed \(seed)")
        #expect(suppressor.fieldValue == edits.last, "seed \(seed)")
    }
}

@Test func suppressorIgnoresStaleValuesAndAppliesKotlinOwnChanges() {
    var suppressor = EchoSuppressor<String>(fieldValue: "")
    var decisions: [Bool] = []
    decisions.append(suppressor.userEdited("p"))  // typed: sent
    decisions.append(suppressor.kotlinEmitted("old"))  // predates "p": stale, not written
    decisions.append(suppressor.kotlinEmitted("p"))  // acknowledges "p": not written
    decisions.append(suppressor.kotlinEmitted("reset"))  // Kotlin's own change: written
    decisions.append(suppressor.userEdited("reset"))  // the write coming back: not sent
    decisions.append(suppressor.userEdited("reset!"))  // typed: sent
    decisions.append(suppressor.kotlinEmitted("reset!"))  // acknowledged: not written
    #expect(decisions == [true, false, false, true, false, true, false])
    #expect(suppressor.inFlight.isEmpty)
}

@Test func suppressorSettlesWhenATypedThenDeletedValueIsDeliveredOnce() {
    var latestOnly = EchoSuppressor<String>(fieldValue: "")
    var sends: [Bool] = []
    for edit in ["a", "ab", "a"] { sends.append(latestOnly.userEdited(edit)) }
    let latestWritten = latestOnly.kotlinEmitted("a")
    #expect(sends == [true, true, true])
    #expect(!latestWritten)
    #expect(latestOnly.inFlight.isEmpty)

    var everyState = EchoSuppressor<String>(fieldValue: "")
    for edit in ["a", "ab", "a"] { _ = everyState.userEdited(edit) }
    var writes: [Bool] = []
    for delivered in ["a", "ab", "a"] { writes.append(everyState.kotlinEmitted(delivered)) }
    #expect(writes == [false, false, false])
    #expect(everyState.inFlight.isEmpty)
    #expect(everyState.fieldValue == "a")
}

/// A Kotlin-like state object: a class that is not `Sendable`.
private final class KotlinState: KotlinBase {
    let consulta: String

    init(consulta: String) {
        self.consulta = consulta
        super.init(kontractBase: ())
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? KotlinState)?.consulta == consulta
    }
}

@Test func observeOnMainDeliversKotlinObjectsOnTheMainActor() async throws {
    let owner = ScreenOwner()
    let state = MutableStateFlow(KotlinState(consulta: "pika"), isEqual: { $0.isEqual($1) })
    let scope = CoroutineScope()
    let (received, receivedContinuation) = AsyncStream<String>.makeStream()
    ViewModelObserver.of(owner).observeOnMain(state.asNativeFlow(scope: scope)) { estado in
        MainActor.preconditionIsolated()
        receivedContinuation.yield(estado.consulta)
    }
    var iterator = received.makeAsyncIterator()
    #expect(try await next(&iterator) == "pika")
    owner.viewModelStore.clear()
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
}
