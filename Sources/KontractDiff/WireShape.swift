// A value's shape on the wire, as far as compatibility goes: JSON kind, number family and width, element shapes.

import KontractSerialization

/// What a descriptor writes, without names that do not reach the JSON (a class's or enum's Kotlin name).
indirect enum WireShape: Equatable, CustomStringConvertible {
    case boolean
    case string
    case char
    /// A number: `signed`, `unsigned` or `floating`, and its width in bytes.
    case number(family: String, width: Int)
    case enumeration
    case object
    case polymorphic
    case array(WireShape)
    case map(key: WireShape, value: WireShape)
    case nullable(WireShape)

    init(_ descriptor: KotlinSerialDescriptor) {
        switch descriptor {
        case .boolean: self = .boolean
        case .string: self = .string
        case .char: self = .char
        case .byte: self = .number(family: "signed", width: 1)
        case .short: self = .number(family: "signed", width: 2)
        case .int: self = .number(family: "signed", width: 4)
        case .long: self = .number(family: "signed", width: 8)
        case .ubyte: self = .number(family: "unsigned", width: 1)
        case .ushort: self = .number(family: "unsigned", width: 2)
        case .uint: self = .number(family: "unsigned", width: 4)
        case .ulong: self = .number(family: "unsigned", width: 8)
        case .float: self = .number(family: "floating", width: 4)
        case .double: self = .number(family: "floating", width: 8)
        case .enumeration: self = .enumeration
        case .classType: self = .object
        case .sealed: self = .polymorphic
        case .list(let element, _): self = .array(WireShape(element))
        case .map(let key, let value): self = .map(key: WireShape(key), value: WireShape(value))
        case .nullable(let inner): self = .nullable(WireShape(inner))
        }
    }

    /// For two numbers: true when old values need not fit (narrowed), false when all do (widened: new values need
    /// not fit old readers); nil when these are not two numbers of compatible families.
    func narrowing(to other: WireShape) -> Bool? {
        switch (self, other) {
        case (.array(let old), .array(let new)): return old == new ? false : old.narrowing(to: new)
        case (.map(let oldKey, let old), .map(let newKey, let new)):
            guard let keys = oldKey == newKey ? false : oldKey.narrowing(to: newKey),
                let values = old == new ? false : old.narrowing(to: new)
            else { return nil }
            return keys || values
        case (.nullable(let old), .nullable(let new)): return old == new ? false : old.narrowing(to: new)
        default: break
        }
        guard case .number(let family, let width) = self, case .number(let newFamily, let newWidth) = other else {
            return nil
        }
        if family == newFamily { return newWidth < width }
        // Integers becoming floating point are written as `1.0`, which integer readers reject: a changed kind.
        if newFamily == "floating" && family != "floating" { return nil }
        return true
    }

    var description: String {
        switch self {
        case .boolean: "a boolean"
        case .string: "a string"
        case .char: "a one-character string"
        case .number(let family, let width): "a \(width * 8)-bit \(family) number"
        case .enumeration: "an enum string"
        case .object: "an object"
        case .polymorphic: "a polymorphic object"
        case .array(let element): "an array of \(element)"
        case .map(_, let value): "a map of \(value)"
        case .nullable(let inner): "\(inner) or null"
        }
    }
}
