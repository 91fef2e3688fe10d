// Kotlin `toString()` of a KotlinValue: data classes as `Name(a=1, b=x)`, lists, maps, numbers.

import KontractKotlin

extension KotlinValue {
    /// What Kotlin's `toString()` prints for this value of `descriptor`'s type.
    ///
    /// A plain (non-data) `object` prints `pkg.Name@?`: the JVM appends an identity hash that
    /// nothing can reproduce.
    public func kotlinDescription(_ descriptor: KotlinSerialDescriptor) -> String {
        switch (descriptor.nonNullable, self) {
        case (_, .null): return "null"
        case (_, .bool(let flag)): return flag ? "true" : "false"
        case (_, .integer(let number)): return String(number)
        case (_, .unsigned(let number)): return String(number)
        case (_, .double(let number)): return KotlinNumberText.double(number)
        case (_, .float(let number)): return KotlinNumberText.float(number)
        case (_, .char(let unit)): return String(decoding: [unit], as: UTF16.self)
        case (_, .string(let text)): return text
        case (_, .enumEntry(let name)): return name
        case (.list(let element, _), .list(let items)):
            return "[" + items.map { $0.kotlinDescription(element) }.joined(separator: ", ") + "]"
        case (.map(let key, let value), .map(let entries)):
            return "{"
                + entries.map { "\($0.key.kotlinDescription(key))=\($0.value.kotlinDescription(value))" }
                .joined(separator: ", ") + "}"
        case (.classType(let classDescriptor), .instance(_, let fields)):
            return Self.describe(classDescriptor, fields)
        case (.sealed(let sealedDescriptor), .instance(let serialName, let fields)):
            guard let subclass = sealedDescriptor.subclass(serialName: serialName) else { return "\(self)" }
            return Self.describe(subclass, fields)
        default:
            return "\(self)"
        }
    }

    static func describe(_ descriptor: KotlinClassDescriptor, _ fields: [KotlinValue]) -> String {
        switch descriptor.shape {
        case .dataObject: return descriptor.kotlinName
        case .object: return descriptor.jvmName + "@?"
        case .dataClass:
            let parts = zip(descriptor.properties, fields).filter { !$0.0.isInherited }.map { property, field in
                let text = field.kotlinDescription(property.descriptor)
                if let valueClass = property.valueClass, field != .null {
                    return "\(property.name)=\(valueClass.describe(text))"
                }
                return "\(property.name)=\(text)"
            }
            return descriptor.kotlinName + "(" + parts.joined(separator: ", ") + ")"
        }
    }
}
