// A search field bound both ways to the generated view model's `consulta`: 1,000 keystrokes, no echo.

import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
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

@Test func aThousandKeystrokesThroughTheGeneratedSearchViewModelNeverEcho() async throws {
    let edits = keystrokes(1_000, seed: 2026)
    // Kotlin answers each keystroke with "searching", then the (empty) results for that text.
    let steps = edits.map { escribir($0, searchState($0, buscando: true), searchState($0)) }
    let owner = Owner()
    let vm = KoinPlatform.shared.withKoin(searchKoin(steps)) { SearchIosKt.pokemonSearchViewModel(owner: owner) }
    let field = TextField()
    let binding = ViewModelObserver.of(owner).bind(
        vm.uiStateForIosFlow,
        { $0.consulta },
        fieldValue: field.text,
        apply: { field.set($0) },
        send: { vm.escribir(texto: $0) }
    )
    field.binding = binding
    var generator = SeededGenerator(seed: 11)
    for edit in edits {
        field.set(edit)
        for _ in 0..<Int.random(in: 0..<3, using: &generator) { await Task.yield() }
    }
    #expect(await finishes { await binding.waitUntilSettled() })

    #expect(vm._kontract.mismatches.isEmpty)
    try vm._kontract.verifyTranscriptCompleted()
    #expect(vm._kontract.calls.count == 1_000)
    #expect(binding.sentCount == 1_000)
    #expect(binding.writtenCount == 0)
    #expect(field.text == edits.last)
    #expect(vm.uiStateForIos == searchState(edits.last ?? ""))

    let observer = ViewModelObserver.of(owner)
    let scope = vm.viewModelScope
    #expect(observer.activeSubscriptionCount == 1 && scope.activeJobCount == 1)
    owner.viewModelStore.clear()
    #expect(await finishes { await observer.join() })
    #expect(await finishes { await scope.join() })
    #expect(observer.activeSubscriptionCount == 0)
    #expect(scope.activeJobCount == 0)
    #expect(vm._kontract.state.collectorCount == 0)
    #expect(vm._kontract.onClearedCount == 1)
}
