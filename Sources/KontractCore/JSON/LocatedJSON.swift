// A JSON value tree in which every value and every object key knows its source location.

/// A JSON value as jansson read it: integers apart from reals, object keys in file order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    case string(String)
    case array([LocatedJSON])
    case object([JSONMember])

    /// The kind's name as diagnostics say it: "a string", "an integer", ...
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .real: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: LocatedJSON

    public init(key: String, keyLocation: SourceLocation, value: LocatedJSON) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A JSON value and where it starts in its file.
public struct LocatedJSON: Sendable, Equatable {
    public var value: JSONValue
    public var location: SourceLocation
    /// Where the value ends (just after its last character), when known.
    public var end: SourceLocation?

    public init(_ value: JSONValue, at location: SourceLocation, end: SourceLocation? = nil) {
        self.value = value
        self.location = location
        self.end = end
    }

    /// The members of an object, or nil for any other kind.
    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The items of an array, or nil for any other kind.
    public var items: [LocatedJSON]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The string, or nil for any other kind.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The member value for `key` in an object.
    public subscript(key: String) -> LocatedJSON? {
        members?.first { $0.key == key }?.value
    }

    /// Compact JSON text of the value, for messages and for carrying defaults into code.
    public var compactText: String { JSONText.compact(self) }
}
