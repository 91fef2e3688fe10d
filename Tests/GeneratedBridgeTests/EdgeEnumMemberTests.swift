// The edge contract enums.kontract.json in bridge style: an enum class's entries carry their constructor values.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// Serialized: `badge` is a `var` of a shared entry, and the function implementations are static.
@Suite(.serialized) struct EdgeEnumMemberTests {
    @Test func entriesCarryTheirArgumentsAndDefaults() {
        #expect(Tab.entries.map(\.title) == ["Home", "Cart", "Profile"])
        #expect(Tab.home.description_ == nil && Tab.cart.description_ == "Your cart")
        #expect(Tab.profile.description_ == "Me" && Tab.profile.badge == 0)
        #expect(Tab.profile.shouting == "PROFILE")
        let before = Tab.cart.badge
        Tab.cart.badge = 5
        #expect(before == 2 && Tab.entries[1].badge == 5)
        Tab.cart.badge = before
        let labeled: any Labeled = Tab.home
        #expect(labeled === Tab.home)
    }

    @Test func functionsAreMethodsOfTheEntries() {
        Tab.nextImplementation.implementation = { Tab.entries[(Int($0.ordinal) + 1) % Tab.entries.count] }
        #expect(Tab.profile.next() === Tab.home)
        Tab.badgeTextPrefixImplementation.implement { tab, prefix in prefix + "\(tab.badge)" }
        #expect(Tab.cart.badgeText(prefix: "#") == "#2")
    }

    @Test func jsonStillNamesTheEntry() throws {
        let state = try KotlinJSON.decode(TabState.self, from: #"{"selected":"CART"}"#)
        #expect(state.selected === Tab.cart)
        #expect(try KotlinJSON.encode(TabState(selected: .profile)) == #"{"selected":"PROFILE"}"#)
    }
}

/// `enum class Answer(val score: Int) : Choice` with `sealed interface Choice`: the exporter's class adopts the
/// sealed interface's protocol, as `@interface Answer : KotlinEnum<Answer> <Choice>`.
@Test func anEnumClassAdoptsItsSealedInterfacesProtocol() {
    let choices: [any Choice] = [Answer.yes, ChoiceUndecided.shared, Answer.no]
    #expect(choices.compactMap { ($0 as? Answer)?.score } == [1, 0])
    #expect(choices[0] === Answer.yes && choices[1] is ChoiceUndecided)
}
