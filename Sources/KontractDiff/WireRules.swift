// WIRE rules (KD02xx): kotlinx JSON between BASE and HEAD, both directions, from each side's serial descriptors.

import KontractCheck
import KontractCore
import KontractSerialization

/// Compares the kotlinx descriptors of the serializable declarations both sides have.
///
/// Both directions count: a new reader decoding what an old writer sent (stored JSON, older apps), and an old
/// reader decoding what a new writer sends. Each side's `json` configuration decides (`ignoreUnknownKeys`,
/// `encodeDefaults`, `classDiscriminator`).
enum WireRules {
    static func compare(base: CheckedModule, head: CheckedModule, into changes: inout DiffChanges) {
        for sides in pairs(base: base, head: head) {
            switch (sides.was, sides.now) {
            case (.classType(let before), .classType(let after)):
                compareClass(before, after, sides, into: &changes)
            case (.enumeration(let before), .enumeration(let after)):
                compareEnum(before, after, sides, into: &changes)
            case (.sealed(let before), .sealed(let after)):
                compareSealed(before, after, sides, into: &changes)
            default:
                changes.add(
                    .wireTypeChanged,
                    "'\(sides.name)' is now a \(sides.now.kindName) on the wire, was a \(sides.was.kindName)",
                    head: sides.head.declaration.location, base: sides.base.declaration.location, subject: sides.name)
            }
        }
    }

    /// The serializable declarations both sides have, with each side's descriptor and JSON configuration.
    static func pairs(base: CheckedModule, head: CheckedModule) -> [Sides] {
        let old = DescriptorBuilder(module: base)
        let new = DescriptorBuilder(module: head)
        var result: [Sides] = []
        for entry in base.index.declarations where DescriptorBuilder.isSerializable(entry.declaration) {
            let name = entry.qualifiedName
            guard let headEntry = head[name], DescriptorBuilder.isSerializable(headEntry.declaration),
                let was = old.descriptor(for: name), let now = new.descriptor(for: name)
            else { continue }
            result.append(
                Sides(
                    name: name, base: entry, head: headEntry, was: was, now: now, oldJSON: old.configuration(for: name),
                    newJSON: new.configuration(for: name)))
        }
        return result
    }

    /// The two sides of one declaration.
    struct Sides {
        let name: String
        let base: IndexedDeclaration
        let head: IndexedDeclaration
        /// BASE's and HEAD's descriptors.
        let was: KotlinSerialDescriptor
        let now: KotlinSerialDescriptor
        let oldJSON: KotlinJSONConfiguration
        let newJSON: KotlinJSONConfiguration

        func baseLocation(_ property: String) -> SourceLocation {
            base.declaration.properties.first { $0.name.value == property }?.location ?? base.declaration.location
        }

        func headLocation(_ property: String) -> SourceLocation {
            head.declaration.properties.first { $0.name.value == property }?.location ?? head.declaration.location
        }
    }

    private static func compareClass(
        _ before: KotlinClassDescriptor, _ after: KotlinClassDescriptor, _ sides: Sides,
        into changes: inout DiffChanges
    ) {
        // On the wire a property is its serial name; a Kotlin rename keeping it changes nothing there. A property
        // whose serial name changed is found by its Kotlin name.
        let kept = after.properties.filter { !$0.isTransient }
        let newBySerialName = Dictionary(kept.map { ($0.serialName, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(kept.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldSerialNames = Set(before.properties.filter { !$0.isTransient }.map(\.serialName))
        var matched = Set<String>()
        for was in before.properties where !was.isTransient {
            let subject = "\(sides.name).\(was.name)"
            let base = sides.baseLocation(was.name)
            let found =
                newBySerialName[was.serialName]
                ?? newByName[was.name].flatMap { oldSerialNames.contains($0.serialName) ? nil : $0 }
            guard let now = found else {
                let oldReadersFail = !was.isOptional
                let newReadersFail = !sides.newJSON.ignoreUnknownKeys
                if oldReadersFail || newReadersFail {
                    let why = [
                        oldReadersFail ? "old readers require '\(was.serialName)'" : nil,
                        newReadersFail ? "new readers reject it as an unknown key (no ignoreUnknownKeys)" : nil,
                    ].compactMap { $0 }.joined(separator: "; ")
                    changes.add(
                        .wirePropertyRemoved, "property '\(was.name)' was removed: \(why)",
                        head: sides.head.declaration.location, base: base, subject: subject)
                }
                continue
            }
            matched.insert(now.name)
            let head = sides.headLocation(now.name)
            if now.serialName != was.serialName {
                changes.add(
                    .wireSerialNameChanged,
                    "'\(now.name)' is written as \"\(now.serialName)\", was \"\(was.serialName)\"",
                    head: head, base: base, subject: subject)
            }
            compareValue(
                was.descriptor, now.descriptor, property: now.name, head: head, base: base, subject: subject,
                into: &changes)
            if !was.isOptional && now.isOptional && !(sides.newJSON.encodeDefaults && now.encodeDefault != .never) {
                changes.add(
                    .wireDefaultAdded,
                    "'\(now.name)' gained a default: new writers leave it out (encodeDefaults = false), old readers require it",
                    head: head, base: base, subject: subject)
            }
            if was.isOptional && !now.isOptional {
                changes.add(
                    .wireDefaultRemoved,
                    "'\(now.name)' is now required: JSON from old writers that left it out no longer decodes",
                    head: head, base: base, subject: subject)
            } else if was.isOptional, now.isOptional, was.defaultValue != now.defaultValue {
                let absent =
                    sides.oldJSON.encodeDefaults && was.encodeDefault != .never
                    ? "" : " (old writers leave the default out: an absent field now means the new default)"
                changes.add(
                    .wireDefaultChanged, "the default of '\(now.name)' changed\(absent)", head: head, base: base,
                    subject: subject)
            }
        }
        for now in after.properties where !now.isTransient && !matched.contains(now.name) {
            let subject = "\(sides.name).\(now.name)"
            let head = sides.headLocation(now.name)
            if !now.isOptional {
                changes.add(
                    .wireRequiredPropertyAdded,
                    "required property '\(now.name)' was added: JSON from old writers lacks \"\(now.serialName)\"",
                    head: head, base: sides.base.declaration.location, subject: subject)
            } else if !sides.oldJSON.ignoreUnknownKeys {
                changes.add(
                    .wireOptionalPropertyAdded,
                    "property '\(now.name)' was added: old readers without ignoreUnknownKeys reject \"\(now.serialName)\"",
                    head: head, base: sides.base.declaration.location, subject: subject)
            }
        }
    }

    /// A property's value: its JSON kind, number width and nullability.
    private static func compareValue(
        _ was: KotlinSerialDescriptor, _ now: KotlinSerialDescriptor, property: String, head: SourceLocation,
        base: SourceLocation, subject: String, into changes: inout DiffChanges
    ) {
        if was.isNullable && !now.isNullable {
            changes.add(
                .wireNullabilityNarrowed, "'\(property)' is no longer nullable: null from old writers is rejected",
                head: head, base: base, subject: subject)
        } else if !was.isNullable && now.isNullable {
            changes.add(
                .wireNullabilityWidened, "'\(property)' is now nullable: old readers reject the null new writers send",
                head: head, base: base, subject: subject)
        }
        let before = WireShape(was.nonNullable)
        let after = WireShape(now.nonNullable)
        if before == after { return }
        if let narrowing = before.narrowing(to: after) {
            if !narrowing {
                changes.add(
                    .wireNumberWidened,
                    "'\(property)' widened from \(was.nonNullable.kindName) to \(now.nonNullable.kindName): old readers reject larger values",
                    head: head, base: base, subject: subject)
            }
            if narrowing {
                changes.add(
                    .wireNumberNarrowed,
                    "'\(property)' narrowed from \(was.nonNullable.kindName) to \(now.nonNullable.kindName): old values may not fit",
                    head: head, base: base, subject: subject)
            }
            return
        }
        changes.add(
            .wireTypeChanged,
            "'\(property)' is now \(after) on the wire, was \(before)", head: head, base: base, subject: subject)
    }

    private static func compareEnum(
        _ before: KotlinEnumDescriptor, _ after: KotlinEnumDescriptor, _ sides: Sides,
        into changes: inout DiffChanges
    ) {
        let baseEntries = sides.base.declaration.entries
        let headEntries = sides.head.declaration.entries
        for entry in before.entries where after.entryIndex(forJSONName: entry.serialName) == nil {
            let base = baseEntries.first { $0.name.value == entry.name }?.name.location
            let head = headEntries.first { $0.name.value == entry.name }?.name.location
            changes.add(
                .wireEnumValueRemoved, "enum value \"\(entry.serialName)\" of '\(sides.name)' is no longer read",
                head: head ?? sides.head.declaration.location, base: base, subject: "\(sides.name).\(entry.name)")
        }
        for entry in after.entries where before.entryIndex(forJSONName: entry.serialName) == nil {
            let head = headEntries.first { $0.name.value == entry.name }?.name.location
            changes.add(
                .wireValueAdded, "new enum value \"\(entry.serialName)\": old readers reject it",
                head: head ?? sides.head.declaration.location, base: sides.base.declaration.location,
                subject: "\(sides.name).\(entry.name)")
        }
    }

    private static func compareSealed(
        _ before: KotlinSealedDescriptor, _ after: KotlinSealedDescriptor, _ sides: Sides,
        into changes: inout DiffChanges
    ) {
        let oldKey = before.discriminatorOverride ?? sides.oldJSON.classDiscriminator
        let newKey = after.discriminatorOverride ?? sides.newJSON.classDiscriminator
        if oldKey != newKey {
            changes.add(
                .wireDiscriminatorChanged,
                "the class discriminator of '\(sides.name)' is \"\(newKey)\", was \"\(oldKey)\"",
                head: sides.head.declaration.location, base: sides.base.declaration.location, subject: sides.name)
        }
        let newByKotlin = Dictionary(after.subclasses.map { ($0.kotlinName, $0) }, uniquingKeysWith: { a, _ in a })
        let newSerialNames = Set(after.subclasses.map(\.serialName))
        let oldSerialNames = Set(before.subclasses.map(\.serialName))
        for subclass in before.subclasses where !newSerialNames.contains(subclass.serialName) {
            let renamed = newByKotlin[subclass.kotlinName].map { " (now \"\($0.serialName)\")" } ?? ""
            changes.add(
                .wireClassSerialNameChanged,
                "\"\(sides.oldJSON.classDiscriminator)\": \"\(subclass.serialName)\" of '\(sides.name)' is no longer read\(renamed)",
                head: sides.head.declaration.location, base: sides.base.declaration.location,
                subject: "\(sides.name)/\(subclass.kotlinName)")
        }
        for subclass in after.subclasses where !oldSerialNames.contains(subclass.serialName) {
            changes.add(
                .wireValueAdded, "new subclass \"\(subclass.serialName)\" of '\(sides.name)': old readers reject it",
                head: sides.head.declaration.location, base: sides.base.declaration.location,
                subject: "\(sides.name)/\(subclass.kotlinName)")
        }
    }
}
