// The edge contract enums.kontract.json in swift style: an enum's properties switch over its cases.

import Foundation
import KontractRuntime
import Testing

@Test func swiftStyleEnumPropertiesAreTheEntriesValues() {
    #expect(Tab.allCases.map(\.title) == ["Home", "Cart", "Profile"])
    #expect(Tab.allCases.map(\.badge) == [0, 2, 0])
    #expect(Tab.home.description_ == nil && Tab.cart.description_ == "Your cart")
    #expect(Tab.cart.shouting == "CART")
}
