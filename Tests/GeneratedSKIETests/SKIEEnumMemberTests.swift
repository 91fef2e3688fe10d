// The edge contract enums.kontract.json under SKIE: the Swift enum forwards its properties to `__Tab`'s entries.

import Foundation
import KontractRuntime
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
