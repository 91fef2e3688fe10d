// A canonical text of a descriptor's whole structure, to compare descriptors built in different ways.

extension KotlinSerialDescriptor {
    /// Every rule the codec reads from the descriptor, as text: kinds, names, properties with
    /// their keys, defaults and flags, enum entries, sealed subclasses. A class met again (a
    /// recursive type) is written by name only. Two descriptors with the same structure decode
    /// and encode alike.
    public var structure: String {
        var visited: Set<ObjectIdentifier> = []
        var text = ""
        Self.write(self, into: &text, visited: &visited)
        return text
    }

    private static func write(
        _ descriptor: KotlinSerialDescriptor, into text: inout String, visited: inout Set<ObjectIdentifier>
    ) {
        switch descriptor {
        case .nullable(let inner):
            write(inner, into: &text, visited: &visited)
            text += "?"
        case .list(let element, let isSet):
            text += isSet ? "Set<" : "List<"
            write(element, into: &text, visited: &visited)
            text += ">"
        case .map(let key, let value):
            text += "Map<"
            write(key, into: &text, visited: &visited)
            text += ","
            write(value, into: &text, visited: &visited)
            text += ">"
        case .enumeration(let enumDescriptor):
            text += "enum \(enumDescriptor.serialName)["
            text += enumDescriptor.entries.map { "\($0.name)=\($0.serialName)\($0.jsonNames)" }.joined(separator: ",")
            text += "]"
        case .classType(let classDescriptor):
            writeClass(classDescriptor, into: &text, visited: &visited)
        case .sealed(let sealedDescriptor):
            text += "sealed \(sealedDescriptor.serialName) \(sealedDescriptor.kotlinName) "
            text += "\(sealedDescriptor.discriminatorOverride ?? "-")["
            for subclass in sealedDescriptor.subclasses {
                writeClass(subclass, into: &text, visited: &visited)
                text += ";"
            }
            text += "]"
        default:
            text += descriptor.kindName
        }
    }

    private static func writeClass(
        _ descriptor: KotlinClassDescriptor, into text: inout String, visited: inout Set<ObjectIdentifier>
    ) {
        text += "class \(descriptor.serialName) \(descriptor.kotlinName) \(descriptor.jvmName) \(descriptor.shape)"
        guard visited.insert(ObjectIdentifier(descriptor)).inserted else { return }
        text += "{"
        for property in descriptor.properties {
            text += "\(property.name) \(property.serialName) \(property.jsonNames) \(property.encodeDefault.rawValue)"
            text += " required=\(property.isRequired) transient=\(property.isTransient)"
            text += " default=\(property.defaultValue.map { "\($0)" } ?? "none"): "
            write(property.descriptor, into: &text, visited: &visited)
            text += "; "
        }
        text += "}"
    }
}
