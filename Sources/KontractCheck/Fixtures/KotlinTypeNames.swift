// Kotlin type names of serial descriptors, and the descriptor a kotlinx path leads to.

import KontractSerialization

/// How `kontract check` names the Kotlin type a value should have (`Int`, `List<PokemonRef>`).
public enum KotlinTypeNames {
    public static func name(_ descriptor: KotlinSerialDescriptor) -> String {
        switch descriptor {
        case .boolean: "Boolean"
        case .byte: "Byte"
        case .short: "Short"
        case .int: "Int"
        case .long: "Long"
        case .ubyte: "UByte"
        case .ushort: "UShort"
        case .uint: "UInt"
        case .ulong: "ULong"
        case .float: "Float"
        case .double: "Double"
        case .char: "Char"
        case .string: "String"
        case .enumeration(let enumDescriptor): simpleName(enumDescriptor.serialName)
        case .list(let element, let isSet): (isSet ? "Set<" : "List<") + name(element) + ">"
        case .map(let key, let value): "Map<\(name(key)), \(name(value))>"
        case .classType(let classDescriptor): classDescriptor.kotlinName
        case .sealed(let sealedDescriptor): sealedDescriptor.kotlinName
        case .nullable(let inner): name(inner) + "?"
        }
    }

    static func simpleName(_ serialName: String) -> String {
        String(serialName.split(separator: ".").last ?? Substring(serialName))
    }

    /// The descriptor at the end of kotlinx path segments (`.resultados`, `[0]`, `['k']`), when
    /// the path can be followed. A sealed type's member is looked up in its subclasses in order.
    public static func descriptor(
        at segments: [String], from root: KotlinSerialDescriptor, naming: KotlinNamingStrategy? = nil
    ) -> KotlinSerialDescriptor? {
        var current = root
        for segment in segments {
            let base = current.nonNullable
            if segment.hasPrefix(".") {
                let key = String(segment.dropFirst())
                switch base {
                case .classType(let classDescriptor):
                    guard let index = classDescriptor.propertyIndex(forKey: key, naming: naming) else { return nil }
                    current = classDescriptor.properties[index].descriptor
                case .sealed(let sealedDescriptor):
                    let found = sealedDescriptor.subclasses.lazy.compactMap { subclass in
                        subclass.propertyIndex(forKey: key, naming: naming).map { subclass.properties[$0].descriptor }
                    }.first
                    guard let found else { return nil }
                    current = found
                default: return nil
                }
            } else if segment.hasPrefix("['") {
                guard case .map(_, let value) = base else { return nil }
                current = value
            } else if segment.hasPrefix("[") {
                guard case .list(let element, _) = base else { return nil }
                current = element
            } else {
                return nil
            }
        }
        return current
    }
}
