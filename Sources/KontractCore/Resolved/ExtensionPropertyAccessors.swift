// The getter and setter functions the export makes of an extension property Swift cannot see as a property.

extension ResolvedFileProperty {
    /// `val Float.floatVar: Float` as the export shows it on the file facade: the getter function
    /// `floatVar(receiver) -> Float` and, for a settable property, `setFloatVar(receiver, value: Float)`
    /// (`ObjCExportNamer`: `set` and the capitalized name, the new value labelled `value`).
    /// `@ObjCName` renames the getter (`propertiesAnnotatedWithObjCName`: `FooKt.objCName(_:)`).
    public func accessorFunctions(isSettable: Bool) -> [ResolvedFunction] {
        ExtensionPropertyAccessors.functions(
            name: syntax.name, type: syntax.type, receiver: syntax.receiver, doc: syntax.doc,
            location: syntax.location, resolvedType: type, resolvedReceiver: receiver, isSettable: isSettable,
            export: syntax.export)
    }
}

/// Accessor functions of extension properties: a file's on a receiver that is not a class, and every member
/// extension property (`class Foo { val Foo.ext: Int }` → `Foo.ext(_: Foo) -> Int32`, as the exporter's
/// classTypePropertyTranslation and innerClassWithExtensionFunction headers show).
public enum ExtensionPropertyAccessors {
    /// The getter `name(receiver) -> T` and, when `isSettable`, `setName(receiver, value: T)`; `export` (the
    /// property's `@ObjCName`, `@HiddenFromObjC`, `@Deprecated`) goes on both.
    static func functions(
        name: Located<String>, type typeSyntax: KotlinType, receiver receiverSyntax: KotlinType?, doc: String?,
        location: SourceLocation, resolvedType: ResolvedType, resolvedReceiver: ResolvedType?, isSettable: Bool,
        export: ObjCExportAnnotations = ObjCExportAnnotations()
    ) -> [ResolvedFunction] {
        var getter = Function(name: name, returns: typeSyntax, location: location)
        getter.receiver = receiverSyntax
        getter.doc = doc
        getter.export = export
        var functions = [
            ResolvedFunction(
                syntax: getter, parameters: [], receiver: resolvedReceiver, returns: resolvedType, throwsTypes: [],
                provides: nil)
        ]
        guard isSettable else { return functions }
        let setterName = "set" + (name.value.first.map { $0.uppercased() + name.value.dropFirst() } ?? "")
        // At the property's name, not its start: the getter has that location, and translators key functions by it.
        var setter = Function(
            name: Located(setterName, at: name.location), returns: .named("Unit", at: location),
            location: name.location)
        setter.receiver = receiverSyntax
        setter.export = export
        setter.export.objcName = nil
        let value = Parameter(name: Located("value", at: name.location), type: typeSyntax, location: location)
        setter.parameters = [value]
        functions.append(
            ResolvedFunction(
                syntax: setter, parameters: [ResolvedParameter(syntax: value, type: resolvedType, defaultValue: nil)],
                receiver: resolvedReceiver, returns: ResolvedType(.unit), throwsTypes: [], provides: nil))
        return functions
    }

    /// The accessors of a class's or interface's member extension properties.
    static func functions(of properties: [MemberProperty], type: (KotlinType) -> ResolvedType) -> [ResolvedFunction] {
        properties.flatMap { property in
            functions(
                name: property.name, type: property.type, receiver: property.receiver, doc: property.doc,
                location: property.location, resolvedType: type(property.type),
                resolvedReceiver: property.receiver.map(type), isSettable: property.isMutable,
                export: property.export)
        }
    }
}
