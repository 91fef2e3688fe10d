// The edge contract enums.kontract.json in swift style: an enum's properties switch over its cases.

import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

@Test func swiftStyleEnumPropertiesAreTheEntriesValues() {
    #expect(Tab.allCases.map(\.title) == ["Home", "Cart", "Profile"])
    #expect(Tab.allCases.map(\.badge) == [0, 2, 0])
    #expect(Tab.home.description_ == nil && Tab.cart.description_ == "Your cart")
    #expect(Tab.cart.shouting == "CART")
}

/// `enum class Answer : Choice` with `sealed interface Choice`: the enum is one of `Choice`'s cases, and the
/// sealed enum's Kotlin `toString`/`hashCode` are the entry's.
@Test func anEnumClassIsACaseOfItsSealedInterface() {
    let choices: [Choice] = [.answer(.yes), .undecided, .answer(.no)]
    let scores = choices.map { choice -> Int? in
        switch choice {
        case .answer(let answer): answer.score
        case .undecided: nil
        }
    }
    #expect(scores == [1, nil, 0])
    #expect(
        Choice.answer(.no).kotlinDescription == "NO" && Choice.answer(.no).kotlinHashCode == Answer.no.kotlinHashCode)
    #expect(Set(choices + [.answer(.yes)]).count == 3)
}
