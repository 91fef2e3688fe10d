// The generated bridge functions resolve through ViewModelProvider: one instance per owner and default key.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

private let searchKey =
    "androidx.lifecycle.ViewModelProvider.DefaultKey:com.sebastiannarvaez.pokedex.feature.search.PokemonSearchViewModel"

/// Counts how many view models a Koin definition made.
private final class Made: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int32] = []

    func append(_ value: Int32) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

@Test func sameOwnerGetsTheSameInstanceAndOtherOwnersTheirOwn() {
    let made = Made()
    let koin = Koin { module in
        module.viewModel { () -> PokemonSearchViewModel in
            made.append(0)
            return PokemonSearchViewModel(steps: [])
        }
    }
    let owner = Owner()
    let other = Owner()
    let (first, again, third) = KoinPlatform.shared.withKoin(koin) {
        (
            SearchIosKt.pokemonSearchViewModel(owner: owner), SearchIosKt.pokemonSearchViewModel(owner: owner),
            SearchIosKt.pokemonSearchViewModel(owner: other)
        )
    }
    #expect(first === again)
    #expect(first !== third)
    #expect(made.all.count == 2)
    #expect(owner.viewModelStore.keys() == [searchKey])
    #expect(owner.viewModelStore.get(key: searchKey) === first)
    #expect(
        PokemonSearchViewModel._kontractQualifiedName
            == "com.sebastiannarvaez.pokedex.feature.search.PokemonSearchViewModel")

    owner.viewModelStore.clear()
    #expect(first._kontract.onClearedCount == 1)
    #expect(third._kontract.onClearedCount == 0)
    let afterClear = KoinPlatform.shared.withKoin(koin) { SearchIosKt.pokemonSearchViewModel(owner: owner) }
    #expect(afterClear !== first)
    other.viewModelStore.clear()
    owner.viewModelStore.clear()
}

@Test func detailFactoryWithTwoIdsOnOneOwnerReturnsTheFirstInstance() {
    let made = Made()
    let koin = Koin { module in
        module.viewModel { (_: Koin, parameters: ParametersHolder) -> PokemonDetailViewModel in
            made.append(parameters.get(0, Int32.self) ?? -1)
            return PokemonDetailViewModel(steps: [])
        }
    }
    let owner = Owner()
    let other = Owner()
    let (pikachu, mew, mewElsewhere) = KoinPlatform.shared.withKoin(koin) {
        (
            DetailIosKt.pokemonDetailViewModel(owner: owner, id: 25),
            DetailIosKt.pokemonDetailViewModel(owner: owner, id: 151),
            DetailIosKt.pokemonDetailViewModel(owner: other, id: 151)
        )
    }
    // Kotlin's default key ignores `id`: the first id asked for on an owner wins.
    #expect(pikachu === mew)
    #expect(mewElsewhere !== pikachu)
    #expect(made.all == [25, 151])
    owner.viewModelStore.clear()
    other.viewModelStore.clear()
    #expect(pikachu._kontract.onClearedCount == 1 && mewElsewhere._kontract.onClearedCount == 1)
}

@Test func withoutAKoinDefinitionTheBridgeReportsAndStillKeepsOneInstancePerOwner() {
    let owner = Owner()
    let before = KontractRuntimeIssues.shared.all.count
    var made: [PokemonSearchViewModel] = []
    withKnownIssue {  // KontractTesting records the missing definition
        made = KoinPlatform.shared.withKoin(Koin(modules: [])) {
            [SearchIosKt.pokemonSearchViewModel(owner: owner), SearchIosKt.pokemonSearchViewModel(owner: owner)]
        }
    }
    let (first, again) = (made[0], made[1])
    #expect(first === again)
    let reported = KontractRuntimeIssues.shared.all.dropFirst(before)
    #expect(
        reported.contains {
            $0.contains(
                "No definition found for type 'com.sebastiannarvaez.pokedex.feature.search.PokemonSearchViewModel'")
        })
    // The stand-in has an empty transcript: any call is a recorded mismatch.
    first.escribir(texto: "pika")
    #expect(
        first._kontract.mismatches.map(\.description) == [
            "transcript step 1: the transcript has ended, but Swift called escribir(pika)"
        ])
    owner.viewModelStore.clear()
}
