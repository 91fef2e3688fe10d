// Every generated view-model shape (edge contract): NativeCoroutines flows and suspend functions, factories.

import Foundation
import KontractRuntime
import Testing

@Test func nativeCoroutinesShapesFollowKMPNativeCoroutines() async throws {
    let vm = CounterViewModel { call, state in
        if call.name == "add", let amount = call.arguments.first.flatMap({ Int32($0) }) {
            state.value = Counter(count: state.value.count + amount, label: nil)
        }
    }
    // `val state: StateFlow<Counter>` is the base class's `state`; `initial` is its first value.
    #expect(vm.state.value == Counter(count: 1, label: nil))
    #expect(vm.counterForIos == Counter(count: 1, label: nil))
    // `@NativeCoroutinesState val mode`: value and `…Flow`; `@NativeCoroutines val selection`: flow and `…Value`.
    #expect(vm.mode == "idle")
    #expect(vm.selectionValue == nil)
    vm.selectionSource.value = KotlinInt(value: 3)
    let selections = asyncSequence(for: vm.selection).makeAsyncIterator()
    #expect(try await selections.next()??.int32Value == 3)
    let modes = asyncSequence(for: vm.modeFlow).makeAsyncIterator()
    #expect(try await modes.next() == "idle")

    vm.add(amount: 2, label: nil)
    #expect(vm.counterForIos.count == 3)
    let counters = asyncSequence(for: vm.counterForIosFlow).makeAsyncIterator()
    #expect(try await counters.next()?.count == 3)

    // `@NativeCoroutines suspend fun refresh()`: nothing runs until awaited, then once per await.
    let refresh = vm.refresh()
    #expect(!vm.calls.contains(TranscriptCall("refresh")))
    _ = try await asyncFunction(for: refresh)
    _ = try await asyncFunction(for: refresh)
    try await vm.reload(force: true)
    vm.doCopy(from: Counter(count: 0, label: "x"))
    #expect(
        vm.calls == [
            TranscriptCall("add", ["2", "null"]), TranscriptCall("refresh"), TranscriptCall("refresh"),
            TranscriptCall("reload", ["true"]), TranscriptCall("copy", ["Counter(count=0, label=x)"]),
        ])

    // `@NativeCoroutines val events: SharedFlow<String>` and the extension `eventsForIos`; clearing the
    // view model ends the collection (nil when waiting, CancellationError when asked afterwards).
    #expect(vm.eventsReplayCache.isEmpty && vm.eventsForIosReplayCache.isEmpty)
    let events = asyncSequence(for: vm.eventsForIos).makeAsyncIterator()
    let owner = Owner()
    owner.viewModelStore.put(key: "counter", viewModel: vm)
    owner.viewModelStore.clear()
    do {
        #expect(try await events.next() == nil)
    } catch {
        #expect(error is CancellationError)
    }
    #expect(vm.onClearedCount == 1)
}

@Test func factoryParametersReachTheKoinDefinition() {
    let koin = Koin { module in
        module.viewModel { (_: Koin, parameters: ParametersHolder) -> CounterViewModel in
            let start = parameters.get(0, Int32.self) ?? 0
            let tag = parameters.get(1, String.self)
            return CounterViewModel(behaviour: { _, _ in }).starting(at: start, tag: tag)
        }
        module.viewModel { EmptyViewModel(steps: [TranscriptStep(call: TranscriptCall("ping"), states: [])]) }
    }
    let owner = Owner()
    let (counter, again, empty) = KoinPlatform.shared.withKoin(koin) {
        (
            EdgeVmIosKt.counterViewModel(owner: owner, start: 7, tag: nil),
            EdgeVmIosKt.counterViewModel(owner: owner, start: 9, tag: "b"),
            EdgeVmIosKt.emptyViewModel(owner: owner)
        )
    }
    #expect(counter === again)
    #expect(counter.counterForIos == Counter(count: 7, label: nil))
    empty.ping()
    #expect(empty.mismatches.isEmpty && empty.remainingCalls.isEmpty)
    #expect(owner.viewModelStore.keys().count == 2)
    owner.viewModelStore.clear()
}

extension CounterViewModel {
    /// Sets the first state from the factory's parameters (what the Kotlin constructor would do).
    fileprivate func starting(at start: Int32, tag: String?) -> CounterViewModel {
        state.value = Counter(count: start, label: tag)
        return self
    }
}
