// Tests that a data-class property of a value-class type prints as Kotlin prints it and compares as its wrapped value.
@_spi(KontractGenerated) import KontractKotlin
import Testing

/// `data class Wallet(val owner: UserId, val deputy: UserId?)` over `value class UserId(val raw: String)`: Swift holds
/// the strings, as the exporter inlines the value class (the rows the generator writes).
private struct Wallet {
    let owner: String
    let deputy: String?

    static let properties = Kotlin.DataClassProperties<Wallet>(
        "Wallet",
        [
            .value("owner", \.owner).printed(as: "UserId", "raw"),
            .value("deputy", \.deputy).printed(as: "UserId", "raw", ifPresent: \.deputy),
        ])
}

/// Kotlin prints `Wallet(owner=UserId(raw=a), deputy=null)` (proven by tools/kotlin-conformance/valueclass, 4 cases
/// through the generated bridge types); a present `"null"` string is not `null`.
@Test func aValueClassPropertyPrintsTheValueClass() {
    #expect(Wallet.properties.toString(Wallet(owner: "a", deputy: nil)) == "Wallet(owner=UserId(raw=a), deputy=null)")
    #expect(
        Wallet.properties.toString(Wallet(owner: "", deputy: "null"))
            == "Wallet(owner=UserId(raw=), deputy=UserId(raw=null))")
}

/// A value class's `equals` and `hashCode()` are its wrapped value's: the row keeps them.
@Test func aValueClassPropertyComparesAndHashesAsItsValue() {
    let plain = Kotlin.DataClassProperties<Wallet>(
        "Wallet", [.value("owner", \.owner), .value("deputy", \.deputy)])
    let wallet = Wallet(owner: "a", deputy: "b")
    #expect(Wallet.properties.hashCode(wallet) == plain.hashCode(wallet))
    #expect(Wallet.properties.equals(wallet, Wallet(owner: "a", deputy: "b")))
    #expect(!Wallet.properties.equals(wallet, Wallet(owner: "a", deputy: nil)))
}
