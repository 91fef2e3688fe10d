// Every generated view-model shape (edge contract): NativeCoroutines flows and suspend functions, factories.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

@Test func nativeCoroutinesShapesFollowKMPNativeCoroutines() async throws {
    let vm = CounterViewModel { call, state in
        if call.name == "add", let amount = call.arguments.first.flatMap({ Int32($0) }) {
            state.setValue(Counter(count: state.value.count + amount, label: nil))
        }
    }
    // `val state: StateFlow<Counter>` is the base class's `state`; `initial` is its first value.
    #expect(vm._kontract.state.value == Counter(count: 1, label: nil))
    #expect(vm.counterForIos == Counter(count: 1, label: nil))
    // `@NativeCoroutinesState val mode`: value and `…Flow`; `@NativeCoroutines val selection`: flow and `…Value`.
    #expect(vm.mode == "idle")
    #expect(vm.selectionValue == nil)
    vm._kontractSelectionSource.setValue(KotlinInt(value: 3))
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
    #expect(!vm._kontract.calls.contains(TranscriptCall("refresh")))
    _ = try await asyncFunction(for: refresh)
    _ = try await asyncFunction(for: refresh)
    try await vm.reload(force: true)
    vm.doCopy(from: Counter(count: 0, label: "x"))
    #expect(
        vm._kontract.calls == [
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
    #expect(vm._kontract.onClearedCount == 1)
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
    #expect(empty._kontract.mismatches.isEmpty && empty._kontract.remainingCalls.isEmpty)
    #expect(owner.viewModelStore.keys().count == 2)
    owner.viewModelStore.clear()
}

extension CounterViewModel {
    /// Sets the first state from the factory's parameters (what the Kotlin constructor would do).
    fileprivate func starting(at start: Int32, tag: String?) -> CounterViewModel {
        _kontract.state.setValue(Counter(count: start, label: tag))
        return self
    }
}

@Test func functionsReturningValuesReplayTheRecordedResults() async throws {
    // A recorded run: each call of a function returning a value carries what Kotlin returned.
    let snapshot = Counter(count: 4, label: "four")
    let vm = CounterViewModel(steps: [
        TranscriptStep(call: TranscriptCall("total"), result: Int32(4), states: [Counter(count: 4, label: nil)]),
        TranscriptStep(call: TranscriptCall("snapshot"), result: snapshot, states: []),
        TranscriptStep(call: TranscriptCall("labelFor", ["4"]), result: "four", states: []),
        TranscriptStep(call: TranscriptCall("labelFor", ["5"]), result: nil, states: []),
    ])
    #expect(vm.total() == 4)
    #expect(vm._kontract.state.value.count == 4)
    #expect(vm.snapshot() == snapshot)
    #expect(try await vm.labelFor(id: 4) == "four")
    #expect(try await vm.labelFor(id: 5) == nil)
    try vm._kontract.verifyTranscriptCompleted()
}

@Test func aMissingResultIsReportedAndTheZeroReturned() throws {
    let vm = CounterViewModel(steps: [
        TranscriptStep(call: TranscriptCall("total"), states: []),
        TranscriptStep(call: TranscriptCall("total"), result: "not an Int", states: []),
    ])
    let before = KontractRuntimeIssues.shared.all.count
    withKnownIssue {  // KontractTesting records both
        #expect(vm.total() == 0)
        #expect(vm.total() == 0)
    }
    let issues = KontractRuntimeIssues.shared.all.dropFirst(before)
    #expect(issues.contains { $0.contains("total() returns a value, but its transcript step records no result") })
    #expect(issues.contains { $0.contains("its recorded result not an Int is not a Int32") })
    try vm._kontract.verifyTranscriptCompleted()
}

@Test func aBehaviourScriptsResultsThroughScriptedResults() async throws {
    let vm = CounterViewModel { _, _ in }
    vm._kontract.scriptedResults = { call in
        switch call.name {
        case "total": Int32(9)
        case "labelFor": call.arguments == ["1"] ? "one" : nil
        default: nil
        }
    }
    #expect(vm.total() == 9)
    #expect(try await vm.labelFor(id: 1) == "one")
    #expect(try await vm.labelFor(id: 2) == nil)
    #expect(
        vm._kontract.calls == [
            TranscriptCall("total"), TranscriptCall("labelFor", ["1"]), TranscriptCall("labelFor", ["2"]),
        ])
}
