// Checks one JSON value's bytes against a contract type with the runtime codec, as a KC diagnostic.

import Foundation
import KontractCore
import KontractSerialization

/// A contract type as `kontract check` checks values against it.
public struct CheckedType: @unchecked Sendable {
    /// The qualified Kotlin name (`pkg.SearchUiState`).
    public let qualifiedName: String
    public let descriptor: KotlinSerialDescriptor
    /// The `json` configuration of the contract that declares the type.
    public let configuration: KotlinJSONConfiguration

    public init(qualifiedName: String, descriptor: KotlinSerialDescriptor, configuration: KotlinJSONConfiguration) {
        self.qualifiedName = qualifiedName
        self.descriptor = descriptor
        self.configuration = configuration
    }
}

/// Runs the kotlinx codec (`KotlinJSON.validate`/`decode`, the runtime's one implementation of
/// kotlinx's rules) on a value and turns its error into a located, classified KC `Diagnostic`.
///
/// The bytes are first checked to be UTF-8 (kotlinx would read bad bytes as U+FFFD; a fixture
/// or a log with them is reported instead).
public enum ValueChecker {
    /// nil when kotlinx accepts the value. `origin` is where `bytes` start in their file.
    public static func validate(
        _ bytes: UnsafeBufferPointer<UInt8>, as type: CheckedType, origin: SourceLocation
    ) -> Diagnostic? {
        if let failure = preflight(bytes, origin: origin) { return failure }
        do throws(KotlinJSONError) {
            try KotlinJSON.validate(type.descriptor, bytes: bytes, configuration: type.configuration)
            return nil
        } catch {
            return failure(for: error, in: bytes, as: type, origin: origin)
        }
    }

    /// The decoded value, or the failure.
    public static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, as type: CheckedType, origin: SourceLocation
    ) -> Result<KotlinValue, Diagnostic> {
        if let failure = preflight(bytes, origin: origin) { return .failure(failure) }
        do throws(KotlinJSONError) {
            return .success(try KotlinJSON.decode(type.descriptor, from: bytes, configuration: type.configuration))
        } catch {
            return .failure(failure(for: error, in: bytes, as: type, origin: origin))
        }
    }

    public static func decode(_ text: String, as type: CheckedType, origin: SourceLocation) -> Result<
        KotlinValue, Diagnostic
    > {
        Array(text.utf8).withUnsafeBufferPointer { decode($0, as: type, origin: origin) }
    }

    /// Not UTF-8, or nothing but whitespace.
    static func preflight(_ bytes: UnsafeBufferPointer<UInt8>, origin: SourceLocation) -> Diagnostic? {
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            let (line, column) = UTF8Validation.lineAndColumn(of: bad, in: bytes)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            return Diagnostic.check(
                .invalidUTF8, "invalid UTF-8 (byte 0x\(hex))", at: place(line, column, after: origin))
        }
        if !bytes.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) {
            return Diagnostic.check(.noValue, "no JSON value", at: origin)
        }
        return nil
    }

    /// The location of a position (line and column relative to the bytes) in the file.
    public static func place(_ line: Int, _ column: Int, after origin: SourceLocation) -> SourceLocation {
        line <= 1
            ? SourceLocation(file: origin.file, line: origin.line, column: origin.column + column - 1)
            : SourceLocation(file: origin.file, line: origin.line + line - 1, column: column)
    }

    /// The codec's error as a check failure: its id, a short message and its place in the file.
    public static func failure(
        for error: KotlinJSONError, in bytes: UnsafeBufferPointer<UInt8>, as type: CheckedType,
        origin: SourceLocation
    ) -> Diagnostic {
        var code = classify(error)
        // kotlinx says `'EOF'` when the unexpected character is the input's last one (`0` for a
        // String): only a real end of input is a truncation.
        if code == .notJSON, mentions(error.message, "'EOF'"), let offset = error.byteOffset,
            TokenDescription.describe(bytes, at: offset) != "the end of the input"
        {
            code = classify(error, ignoringEnd: true)
        }
        var location = place(error.line ?? 1, error.column ?? 1, after: origin)
        if error.byteOffset == nil, let offset = PathLocator.offset(of: error.pathSegments, in: bytes) {
            let (line, column) = UTF8Validation.lineAndColumn(of: offset, in: bytes)
            location = place(line, column, after: origin)
        }
        var message = error.message
        switch code {
        case .wrongType, .outOfRange:
            let expected = KotlinTypeNames.descriptor(
                at: error.pathSegments, from: type.descriptor, naming: type.configuration.namingStrategy)
            if let offset = error.byteOffset {
                let start = valueStart(before: offset, in: bytes, message: error.message)
                let found = TokenDescription.describe(bytes, at: start)
                let (line, column) = UTF8Validation.lineAndColumn(of: start, in: bytes)
                let valueLocation = place(line, column, after: origin)
                if let expected {
                    let noun = code == .outOfRange ? "out of range for" : "expected"
                    message =
                        code == .outOfRange
                        ? "\(found) is \(noun) \(KotlinTypeNames.name(expected))"
                        : "expected \(KotlinTypeNames.name(expected)), found \(found)"
                    return Diagnostic.check(
                        code, message, at: valueLocation, jsonPath: error.path, kotlinxMessage: error.description)
                }
            }
        case .unknownKey:
            if let range = message.range(of: " at offset ") { message = String(message[..<range.lowerBound]) }
            message = message.replacingOccurrences(of: "Encountered an unknown key", with: "unknown key")
        case .missingField:
            let owner = KotlinTypeNames.descriptor(
                at: error.pathSegments, from: type.descriptor, naming: type.configuration.namingStrategy)
            message = missingFieldMessage(error.message, owner: owner.map { KotlinTypeNames.name($0.nonNullable) })
        case .unknownEnumName:
            if let range = message.range(of: " does not contain element with name ") {
                let serialName = String(message[..<range.lowerBound])
                let quoted = message[range.upperBound...]
                let hint =
                    EnumEntrySuggestion.enumDescriptor(named: serialName, in: type.descriptor).map {
                        EnumEntrySuggestion.hint(for: String(quoted.dropFirst().dropLast()), in: $0)
                    } ?? ""
                message = "\(KotlinTypeNames.simpleName(serialName)) has no entry with serial name \(quoted)\(hint)"
            }
        default: break
        }
        return Diagnostic.check(code, message, at: location, jsonPath: error.path, kotlinxMessage: error.description)
    }

    /// `missing required property 'detalle' of SearchError` from kotlinx's MissingFieldException text.
    static func missingFieldMessage(_ message: String, owner: String?) -> String {
        guard let open = message.firstIndex(where: { $0 == "'" || $0 == "[" }) else { return message }
        let close = message[message.index(after: open)...].firstIndex(where: { $0 == "'" || $0 == "]" })
        guard let close else { return message }
        let names = message[message.index(after: open)..<close].split(separator: ",").map {
            "'" + $0.trimmingCharacters(in: .whitespaces) + "'"
        }
        let noun = names.count == 1 ? "property" : "properties"
        return "missing required \(noun) \(names.joined(separator: ", "))" + (owner.map { " of \($0)" } ?? "")
    }

    /// The check id of a codec error, from its kind and kotlinx's message.
    public static func classify(_ error: KotlinJSONError, ignoringEnd: Bool = false) -> CheckDiagnosticCode {
        let message = error.message
        switch error.kind {
        case .missingField: return .missingField
        case .unknownKey: return .unknownKey
        case .polymorphicScope: return .badDiscriminator
        case .unknownName:
            return mentions(message, "does not contain element") ? .unknownEnumName : .badDiscriminator
        case .encoding: return .rejectedByKotlinx
        case .decoding, .element: break
        }
        if mentions(message, "nested deeper") { return .nestingTooDeep }
        if mentions(message, "unknown key") { return .unknownKey }
        if mentions(message, "polymorphic scope") || mentions(message, "class discriminator") {
            return .badDiscriminator
        }
        if mentions(message, "end of boolean literal") { return .notJSON }
        if mentions(message, "Numeric value overflow") || mentions(message, "special floating-point")
            || isRangeFailure(message)
        {
            return .outOfRange
        }
        let syntax = [
            "EOF", "Trailing comma", "leading comma", "Expected end of the array or comma",
            "Expected comma after", "Expected colon", "Invalid escaped char", "unicode escape",
            "Expected end of the object", "found ] instead", "found } instead", "Value must follow key",
        ]
        if syntax.contains(where: { mentions(message, $0) && !(ignoringEnd && $0 == "EOF") }) { return .notJSON }
        let wrongType = [
            "Expected quotation mark", "Expected start of the", "numeric literal", "boolean literal",
            "Expected string literal", "Expected beginning of the string", "Expected JsonObject",
            "Expected single char", "Failed to parse type", "Can't convert", "instead of string literal",
            "can't be used in JSON as a key", "Expected closing quotation mark",
        ]
        if wrongType.contains(where: { mentions(message, $0) }) { return .wrongType }
        return .rejectedByKotlinx
    }

    /// Whether `text` contains `phrase` as `String.contains` (Foundation's, by characters) says, by
    /// bytes when the text is ASCII, where both agree: kotlinx's messages are ASCII unless they quote
    /// the input, and Foundation's search was most of a failure's cost (callgrind).
    static func mentions(_ text: String, _ phrase: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            if bytes.contains(where: { $0 >= 0x80 }) { return nil }
            let needle = phrase.utf8
            guard let first = needle.first else { return nil }
            if bytes.count < needle.count { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                if needle.elementsEqual(bytes[start..<start + needle.count]) { return true }
            }
            return false
        }
        if case .some(.some(let found)) = answer { return found }
        return text.contains(phrase)
    }

    /// `Failed to parse int for input '2147483648'` and the unsigned forms with a numeric input.
    static func isRangeFailure(_ message: String) -> Bool {
        for prefix in ["Failed to parse byte", "Failed to parse short", "Failed to parse int"]
        where message.hasPrefix(prefix) {
            return true
        }
        guard message.hasPrefix("Failed to parse type 'U"), let quote = message.range(of: "input '") else {
            return false
        }
        let input = message[quote.upperBound...].dropLast()
        return !input.isEmpty && input.allSatisfy { $0.isNumber || $0 == "-" || $0 == "+" }
    }

    /// Where the failing value starts: kotlinx names some errors after the value (`for input '…'`).
    static func valueStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>, message: String) -> Int {
        let after = ["for input '", "Can't convert", "boolean literal prefix"]
        guard after.contains(where: { mentions(message, $0) }), offset > 0,
            offset <= bytes.count
        else { return offset }
        var index = offset
        if bytes[index - 1] == 0x22 {
            index -= 1
            while index > 0 {
                index -= 1
                if bytes[index] == 0x22 && (index == 0 || bytes[index - 1] != 0x5C) { return index }
            }
            return index
        }
        while index > 0 && KotlinJSONReader.isLiteralByte(bytes[index - 1]) { index -= 1 }
        return index
    }
}
