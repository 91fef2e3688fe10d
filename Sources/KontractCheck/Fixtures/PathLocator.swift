// Finds where the value at a kotlinx path starts in JSON text, for errors kotlinx gives no offset.

import KontractSerialization

/// Follows kotlinx path segments (`.name`, `[0]`, `['key']`) through JSON text with the codec's
/// own reader, returning the byte offset of the value they lead to.
///
/// kotlinx names no offset for a missing field or an unknown enum name; the checker points at
/// the object or string in question instead of at the value's start.
public enum PathLocator {
    public static func offset(of segments: [String], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var reader = KotlinJSONReader(bytes: bytes)
        do throws(KotlinJSONError) {
            for segment in segments {
                guard let next = reader.peek() else { return nil }
                if segment.hasPrefix(".") || segment.hasPrefix("['") {
                    guard next == 0x7B else { return nil }
                    let key =
                        segment.hasPrefix(".") ? String(segment.dropFirst()) : String(segment.dropFirst(2).dropLast(2))
                    try reader.consume(0x7B)
                    var found = false
                    while reader.canConsumeValue() {
                        let name = try reader.readLenientText()
                        try reader.consume(0x3A)
                        if reader.text(name) == key {
                            found = true
                            break
                        }
                        try reader.skipElement(lenientStrings: true)
                        _ = reader.tryConsumeComma()
                    }
                    if !found { return nil }
                } else if segment.hasPrefix("["), let index = Int(segment.dropFirst().dropLast()) {
                    guard next == 0x5B else { return nil }
                    try reader.consume(0x5B)
                    for _ in 0..<index {
                        try reader.skipElement(lenientStrings: true)
                        guard reader.tryConsumeComma() else { return nil }
                    }
                } else {
                    return nil
                }
            }
            _ = reader.peek()
            return reader.position
        } catch {
            return nil
        }
    }
}
