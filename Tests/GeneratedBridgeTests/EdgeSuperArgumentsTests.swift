// Classes passing arguments to their superclass's constructor (edge contract superclasses.kontract.json; issue 26).

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

@Test func aClassPassingArgumentsToItsSuperclassHoldsThemAsTheSuperclassProperties() {
    // `class Captain(name: String) : Club(name, 9)`.
    let captain = Captain(name: "ann")
    let club: Club = captain
    #expect(captain.owner == "ann")
    #expect(club.level == 9)
    // `data class Member(val name: String) : Club(owner = name)`: `level` takes its default.
    let member = Member(name: "bo")
    #expect(member.owner == "bo" && member.level == 1)
}
