// The value class a serialized property's Kotlin type is: its JSON is the wrapped value's, its toString() is not.

/// `value class UserId(val raw: String)` as a property's type: kotlinx writes the wrapped value (`"a"`), while Kotlin's
/// data-class `toString()` prints the value class (`UserId(raw=a)`): the one spelling of that text, for the generated
/// rows (`printed(as:_:)`) and for `kontract check`'s descriptors alike.
package struct KotlinValueClassName: Sendable, Hashable {
    /// The simple Kotlin name (`UserId`).
    package let kotlinName: String
    /// The name of its one property (`raw`).
    package let propertyName: String

    package init(kotlinName: String, propertyName: String) {
        self.kotlinName = kotlinName
        self.propertyName = propertyName
    }

    /// How Kotlin's `toString()` prints a value of it whose wrapped value prints as `text`: `UserId(raw=a)`.
    package func describe(_ text: String) -> String {
        "\(kotlinName)(\(propertyName)=\(text))"
    }
}
