// A position in a contract file: path, 1-based line and 1-based column (Unicode scalars).

/// Where something stands in a contract file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars, as jansson's own
/// error positions do, so a diagnostic from jansson and one from Kontract agree.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that belong to the whole file.
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The location `offset` scalars further along the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:col`, the compiler's spelling.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A value together with the place in the contract it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
