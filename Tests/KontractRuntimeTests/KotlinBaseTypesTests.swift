// Tests for `KotlinUnit`, `KotlinEnum`, `KotlinThrowable` and `unichar`.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

private final class Color: KotlinEnum<Color>, @unchecked Sendable {
    static let red = Color(name: "RED", ordinal: 0)
    static let darkBlue = Color(name: "DARK_BLUE", ordinal: 1)
}

@Test func unitIsOneValue() {
    #expect(KotlinUnit.shared == KotlinUnit())
    #expect(KotlinUnit.shared.description == "kotlin.Unit")
    #expect(Kotlin.toString(KotlinUnit.shared) == "kotlin.Unit")
}

@Test func enumEntriesHaveNameOrdinalAndCompareByOrdinal() {
    #expect(Color.red.name == "RED")
    #expect(Color.darkBlue.ordinal == 1)
    #expect(Color.red.compareTo(other: Color.darkBlue) == -1)
    #expect(Color.darkBlue.compareTo(other: Color.red as Any?) == 1)
    #expect("\(Color.darkBlue)" == "DARK_BLUE")
    #expect(Color.red == Color.red)
    #expect(Color.red != Color(name: "RED", ordinal: 0))
    #expect(Kotlin.hashCode(Color.darkBlue) == 1)
}

@Test func throwableCarriesMessageAndCause() {
    let cause = KotlinThrowable(message: "disk full")
    let error = KotlinThrowable(message: "save failed", cause: cause)
    #expect(error.message == "save failed")
    #expect(error.cause === cause)
    #expect(error.description == "kotlin.Throwable: save failed")
    #expect(KotlinThrowable().description == "kotlin.Throwable")
    let nsError = error.asError() as NSError
    #expect(nsError.userInfo["KotlinException"] as? KotlinThrowable === error)
}

@Test func unicharIsFoundationsUTF16CodeUnit() {
    let a: unichar = 65
    #expect(type(of: a) == UInt16.self)
    #expect(Kotlin.toString(char: a) == "A")
}
