// Values kotlinx decodes but cannot encode again: which types can hold one, and the warning `check` gives.

import KontractCore
import KontractSerialization

/// kotlinx decodes a sealed subclass whose property is keyed as the class discriminator (the discriminator's
/// value lands in the property) and refuses to encode it through its sealed parent. `check` accepts such a
/// value, as kotlinx does, with a KC0208 warning quoting the encoder's refusal.
enum ReEncoding {
    /// Whether a value of `descriptor` can hold such a subclass (the stream path decodes only those values).
    static func canFail(_ descriptor: KotlinSerialDescriptor, _ configuration: KotlinJSONConfiguration) -> Bool {
        var seen = Set<ObjectIdentifier>()
        return reaches(descriptor, configuration, &seen)
    }

    private static func reaches(
        _ descriptor: KotlinSerialDescriptor, _ configuration: KotlinJSONConfiguration,
        _ seen: inout Set<ObjectIdentifier>
    ) -> Bool {
        switch descriptor {
        case .nullable(let inner), .list(let inner, _): return reaches(inner, configuration, &seen)
        case .map(let key, let value):
            return reaches(key, configuration, &seen) || reaches(value, configuration, &seen)
        case .classType(let owner):
            guard seen.insert(ObjectIdentifier(owner)).inserted else { return false }
            return owner.properties.contains { reaches($0.descriptor, configuration, &seen) }
        case .sealed(let parent):
            guard seen.insert(ObjectIdentifier(parent)).inserted else { return false }
            return parent.subclasses.contains { subclass in
                parent.keyClashesWithDiscriminator(subclass, in: configuration)
                    || reaches(.classType(subclass), configuration, &seen)
            }
        default: return false
        }
    }

    /// The warning for a decoded `value` kotlinx cannot encode (nil when it encodes).
    static func warning(for value: KotlinValue, as type: CheckedType, at origin: SourceLocation) -> Diagnostic? {
        do throws(KotlinJSONError) {
            _ = try KotlinJSON.encode(value, type.descriptor, configuration: type.configuration)
            return nil
        } catch {
            return Diagnostic.check(
                .notReEncodable, "kotlinx decodes this value but cannot encode it: \(error.description)",
                at: origin, jsonPath: error.path, kotlinxMessage: error.description)
        }
    }
}
