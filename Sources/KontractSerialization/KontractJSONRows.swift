// A generated data class's properties written once: its descriptor and its typed JSON table derive from them.

/// A generated data class's properties, once (a generated `static let`): its class descriptor, each default as
/// the contract's JSON, and a `KontractJSONFields.Field` row per property, in declaration order. The class's
/// `kotlinSerialDescriptor` is derived from the rows (`descriptor`, defined on first use, so recursive types can
/// refer to themselves) and its `KontractJSONFields` from the rows and that descriptor: the properties are written
/// once, where a descriptor row and a table row per property were written before (issue #28).
@_spi(KontractGenerated)
public final class KontractJSONRows<Root>: @unchecked Sendable {
    let classDescriptor: KotlinClassDescriptor
    let defaults: [String?]
    let fields: [KontractJSONFields<Root>.Field]

    /// Evaluates no property's descriptor: a row's descriptor may name a type whose rows are being built.
    public init(
        _ classDescriptor: KotlinClassDescriptor, defaults: [String?], _ fields: [KontractJSONFields<Root>.Field]
    ) {
        self.classDescriptor = classDescriptor
        self.defaults = defaults
        self.fields = fields
    }

    /// The class descriptor, its properties and defaults defined on first use (`KotlinGeneratedDescriptors`).
    public var descriptor: KotlinSerialDescriptor {
        KotlinGeneratedDescriptors.classType(classDescriptor, defaults: defaults) { fields.map { $0.property() } }
    }
}
