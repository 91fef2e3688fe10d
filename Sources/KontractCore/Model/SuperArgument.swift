// What a subclass passes to its sealed parent's constructor: `data class Ok(val body: String) : Result(200)`.

/// One entry of a declaration's `superArguments`: the argument given to the parent constructor's parameter
/// `name`, a constant (`{ "value": 200 }`) or one of the subclass's own constructor parameters (`{ "parameter": "c" }`).
public struct SuperArgument: Sendable {
    /// The argument itself.
    public enum Value: Sendable {
        /// A constant, written as a default value is (the JSON kotlinx encodes for it).
        case constant(LocatedJSON)
        /// One of the subclass's own constructor parameters, by name.
        case parameter(Located<String>)
    }

    /// The parent constructor's parameter it is given to.
    public var name: Located<String>
    public var value: Value
    /// Where the entry's object starts.
    public var location: SourceLocation

    public init(name: Located<String>, value: Value, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
