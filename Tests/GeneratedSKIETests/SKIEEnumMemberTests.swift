// The edge contract enums.kontract.json under SKIE: the Swift enum forwards its properties to `__Tab`'s entries.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

@Suite(.serialized) struct SKIEEnumMemberTests {
    @Test func swiftEnumForwardsToTheOriginalEntries() {
        #expect(Tab.allCases.map(\.title) == ["Home", "Cart", "Profile"])
        #expect(Tab.cart.description_ == "Your cart" && (Tab.cart as __Tab).title == "Cart")
        let before = Tab.cart.badge
        Tab.cart.badge = 9
        #expect(before == 2 && __Tab.cart.badge == 9)
        __Tab.cart.badge = before
        #expect(Tab.cart.badge == 2)
        #expect(Tab.home.shouting == "HOME" && __Tab.home.shouting == "HOME")
    }

    @Test func originalEnumKeepsTheMethods() {
        Tab.nextImplementation.implementation = { Tab.allCases[(Int($0.ordinal) + 1) % Tab.allCases.count] }
        #expect(Tab.home.next() == .cart)
        #expect(__Tab.profile.next() == .home)
    }
}

/// `enum class Answer : Choice` with `sealed interface Choice`: as SKIE, `onEnum(of:)` gives `.answer(Answer)`
/// holding the Swift enum for a value of the exporter's class `__Answer` (which adopts `Choice`).
@Test func onEnumGivesTheSwiftEnumOfAnEnumClassUnderASealedInterface() {
    let choices: [any Choice] = [Answer.yes as __Answer, ChoiceUndecided.shared, __Answer.no]
    let cases = choices.map { onEnum(of: $0) }
    #expect(cases == [.answer(.yes), .undecided(ChoiceUndecided.shared), .answer(.no)])
    switch onEnum(of: choices[2]) {
    case .answer(let answer): #expect(answer == .no && answer.score == 0)
    case .undecided: Issue.record("__Answer.no is .answer(.no)")
    }
    #expect(onEnum(of: nil as (any Choice)?) == nil)
}
