// What generated serialization code leans on: lazy recursive descriptors, Kotlin equality, writer digits.

import Foundation
@_spi(Testing) import KontractRuntime
@_spi(KontractGenerated) import KontractSerialization
import Testing

/// A recursive type as the generator writes it: the descriptor refers to itself.
private struct Tree: KotlinSerializable, Equatable {
    var children: [Tree]
    var tags: Set<String>

    private static let kotlinClassDescriptor = KotlinClassDescriptor(serialName: "t.Tree", kotlinName: "Tree")

    static var kotlinSerialDescriptor: KotlinSerialDescriptor {
        KotlinGeneratedDescriptors.classType(kotlinClassDescriptor, defaults: ["[]", "[\"a\",\"b\"]"]) {
            [
                KotlinPropertyDescriptor(
                    name: "children", descriptor: .list(Tree.kotlinSerialDescriptor, isSet: false)),
                KotlinPropertyDescriptor(name: "tags", descriptor: .list(.string, isSet: true)),
            ]
        }
    }

    var kotlinValue: KotlinValue {
        .instance(
            serialName: "t.Tree",
            fields: [.list(children.map(\.kotlinValue)), .list(tags.sorted().map { .string($0) })])
    }

    static func value(fromKotlinValue kotlinValue: KotlinValue) throws(KotlinJSONError) -> Tree {
        let fields = try kotlinValue.fields(of: "t.Tree", count: 2)
        return Tree(
            children: try fields[0].list { try Tree.value(fromKotlinValue: $0) },
            tags: try fields[1].set { try $0.string() })
    }
}

@Suite struct JSONGeneratedSupportTests {
    @Test func recursiveDescriptorsAreDefinedOnceWithTheirDefaults() throws {
        let tree = try KotlinJSON.decode(Tree.self, from: #"{"children":[{"tags":[]}]}"#)
        #expect(tree == Tree(children: [Tree(children: [], tags: [])], tags: ["a", "b"]))
        #expect(try KotlinJSON.encode(tree) == #"{"children":[{"tags":[]}]}"#)
        guard case .classType(let descriptor) = Tree.kotlinSerialDescriptor else {
            Issue.record("not a class descriptor")
            return
        }
        #expect(descriptor.properties.count == 2)
        #expect(descriptor.properties[1].defaultValue == .list([.string("a"), .string("b")]))
    }

    @Test func defaultsCompareAsKotlinCollectionsDo() throws {
        let set = KotlinSerialDescriptor.list(.int, isSet: true)
        #expect(KotlinValue.list([.integer(1), .integer(2)]).kotlinEquals(.list([.integer(2), .integer(1)]), set))
        #expect(
            !KotlinValue.list([.integer(1), .integer(2)]).kotlinEquals(
                .list([.integer(2), .integer(1)]), .list(.int, isSet: false)))
        let map = KotlinSerialDescriptor.map(key: .string, value: .int)
        let ab = KotlinValue.map([
            KotlinMapEntry(key: .string("a"), value: .integer(1)),
            KotlinMapEntry(key: .string("b"), value: .integer(2)),
        ])
        let ba = KotlinValue.map([
            KotlinMapEntry(key: .string("b"), value: .integer(2)),
            KotlinMapEntry(key: .string("a"), value: .integer(1)),
        ])
        #expect(ab.kotlinEquals(ba, map))
        // A map property holding its default in another order is left out, as Kotlin leaves it out.
        let holder = KotlinClassDescriptor(
            serialName: "t.H", kotlinName: "H",
            properties: [KotlinPropertyDescriptor(name: "m", descriptor: map, defaultValue: ab)])
        #expect(try KotlinJSON.encode(.instance(serialName: "t.H", fields: [ba]), .classType(holder)) == "{}")
    }

    @Test func integersAndKeysAreWrittenAsKotlinWritesThem() throws {
        let numbers = KotlinClassDescriptor(
            serialName: "t.N", kotlinName: "N",
            properties: [
                KotlinPropertyDescriptor(name: "a", descriptor: .long),
                KotlinPropertyDescriptor(name: "q\"", descriptor: .ulong),
                KotlinPropertyDescriptor(name: "c", descriptor: .int),
            ])
        let value = KotlinValue.instance(
            serialName: "t.N", fields: [.integer(Int64.min), .unsigned(UInt64.max), .integer(0)])
        #expect(
            try KotlinJSON.encode(value, .classType(numbers))
                == #"{"a":-9223372036854775808,"q\"":18446744073709551615,"c":0}"#)
    }

    @Test func bridgedElementsConvert() throws {
        #expect(KotlinValue.bridgedChar(Character("é")) == .char(0xE9))
        #expect(KotlinValue.bridgedChar(UInt16(65)) == .char(65))
        #expect(KotlinValue.bridgedChar(NSNull()) == .null)
        #expect(KotlinValue(box: KotlinInt(value: 3)) == .integer(3))
        #expect(KotlinValue(box: nil) == .null)
        #expect(try KotlinValue.null.bridgedOptional { try $0.string() } is NSNull)
        #expect(throws: KotlinJSONError.self) { try KotlinValue.string("x").list { try $0.string() } }
    }
}
