// A generated data class's properties as one table, built once: Kotlin's `equals`, `hashCode()` and `toString()` read it.

import Foundation

extension Kotlin {
    /// The constructor properties of a generated data class, in declaration order, each with how Kotlin's
    /// data-class `equals` compares it: a generated type keeps one of these in a `static let` and its
    /// `kotlinEquals(_:)`, `kotlinHashCode` and `kotlinDescription` are one call each.
    ///
    /// Why a table: a comparison, a hash and a `toString` entry written out per property were ~1.5 KB of Swift per
    /// data class and the constraint scopes to type-check them; a key path per property is one short line (issue #28).
    @_spi(KontractGenerated)
    public struct DataClassProperties<Root>: @unchecked Sendable {
        let className: String
        let properties: [Property]

        public init(_ className: String, _ properties: [Property]) {
            self.className = className
            self.properties = properties
        }

        /// Kotlin's data-class `equals`: every property equal, as Kotlin compares it.
        public func equals(_ lhs: Root, _ rhs: Root) -> Bool {
            for property in properties where !property.equals(lhs, rhs) { return false }
            return true
        }

        /// Kotlin's data-class `hashCode()`: `result = h(p1); result = 31 * result + h(p2); ...` (0 without properties).
        public func hashCode(_ value: Root) -> Int32 {
            guard let first = properties.first else { return 0 }
            return properties.dropFirst().reduce(first.hashCode(value)) { 31 &* $0 &+ $1.hashCode(value) }
        }

        /// Kotlin's data-class `toString()`: `Name(p1=v1, p2=v2)`, values as `Kotlin.toString(_:)` prints them.
        public func toString(_ value: Root) -> String {
            className + "(" + properties.map { $0.name + "=" + $0.toString(value) }.joined(separator: ", ") + ")"
        }

        /// One property: its Kotlin name and its value's `equals`, `hashCode()` and `toString()`.
        public struct Property: @unchecked Sendable {
            let name: String
            let equals: (Root, Root) -> Bool
            let hashCode: (Root) -> Int32
            let toString: (Root) -> String

            /// A property Swift's `==` compares as Kotlin does.
            public static func value<Value: Equatable>(_ name: String, _ path: KeyPath<Root, Value>) -> Property {
                kotlinValue(name, path, equals: ==)
            }

            /// A `Float`/`Double` property, or a list of them: Kotlin's `compare` (NaN equals NaN, `0.0` differs
            /// from `-0.0`), as `Kotlin.equals(_:_:)` compares them.
            public static func compared<Value>(_ name: String, _ path: KeyPath<Root, Value>) -> Property {
                kotlinValue(name, path, equals: { Kotlin.equals($0, $1) })
            }

            /// A property Swift's `==` cannot compare (`Any`, protocol existentials, functions, collections of them):
            /// `Kotlin.propertyEquals(_:_:)`.
            public static func other<Value>(_ name: String, _ path: KeyPath<Root, Value>) -> Property {
                kotlinValue(name, path, equals: { Kotlin.propertyEquals($0, $1) })
            }

            /// A property compared by `equals` (a typed JSON row's: its type's `kontractEquals`), hashed and printed
            /// as `Kotlin.hashCode(_:)` and `Kotlin.toString(_:)` do.
            public static func property<Value>(
                _ name: String, _ path: KeyPath<Root, Value>, equals: @escaping (Value, Value) -> Bool
            ) -> Property {
                kotlinValue(name, path, equals: equals)
            }

            /// A property hashed and printed as `Kotlin.hashCode(_:)` and `Kotlin.toString(_:)` do, compared by `equals`.
            private static func kotlinValue<Value>(
                _ name: String, _ path: KeyPath<Root, Value>, equals: @escaping (Value, Value) -> Bool
            ) -> Property {
                Property(
                    name: name, equals: { equals($0[keyPath: path], $1[keyPath: path]) },
                    hashCode: { Kotlin.hashCode($0[keyPath: path]) }, toString: { Kotlin.toString($0[keyPath: path]) })
            }

            /// A Kotlin `Char` as the Objective-C export gives it (`unichar`): hashed and printed as a character.
            public static func char(_ name: String, _ path: KeyPath<Root, unichar>) -> Property {
                Property(
                    name: name, equals: { $0[keyPath: path] == $1[keyPath: path] },
                    hashCode: { Kotlin.hashCode(char: $0[keyPath: path]) },
                    toString: { Kotlin.toString(char: $0[keyPath: path]) })
            }
        }
    }
}
