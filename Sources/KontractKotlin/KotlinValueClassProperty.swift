// A data-class property whose Kotlin type is a value class: equal and hashed as its wrapped value, printed as Kotlin does.

@_spi(KontractGenerated)
extension Kotlin.DataClassProperties.Property {
    /// This property printed as Kotlin's `toString()` prints a value class (`id=UserId(raw=a)`), where Swift holds the
    /// wrapped value (`let id: String`, as the exporter inlines the value class). A value class's `equals` and
    /// `hashCode()` are its wrapped value's, so those stay as they are.
    public func printed(as valueClass: String, _ property: String) -> Self {
        let wrapped = toString
        let valueClassName = KotlinValueClassName(kotlinName: valueClass, propertyName: property)
        return Self(name: name, equals: equals, hashCode: hashCode, toString: { valueClassName.describe(wrapped($0)) })
    }

    /// A nullable value class (`val deputy: UserId?`): `null` when `path` holds nil, else as `printed(as:_:)`.
    public func printed<Value>(as valueClass: String, _ property: String, ifPresent path: KeyPath<Root, Value?>) -> Self
    {
        let wrapped = toString
        let valueClassName = KotlinValueClassName(kotlinName: valueClass, propertyName: property)
        return Self(
            name: name, equals: equals, hashCode: hashCode,
            toString: { root in root[keyPath: path] == nil ? "null" : valueClassName.describe(wrapped(root)) })
    }
}
