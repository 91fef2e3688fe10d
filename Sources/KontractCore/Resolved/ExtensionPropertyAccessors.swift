// The getter and setter functions the export makes of an extension property whose receiver is not a class.

extension ResolvedFileProperty {
    /// `val Float.floatVar: Float` as the export shows it on the file facade: the getter function
    /// `floatVar(receiver) -> Float` and, for a settable property, `setFloatVar(receiver, value: Float)`
    /// (`ObjCExportNamer`: `set` and the capitalized name, the new value labelled `value`).
    public func accessorFunctions(isSettable: Bool) -> [ResolvedFunction] {
        let receiverSyntax = syntax.receiver
        var getter = Function(name: syntax.name, returns: syntax.type, location: syntax.location)
        getter.receiver = receiverSyntax
        getter.doc = syntax.doc
        var functions = [
            ResolvedFunction(
                syntax: getter, parameters: [], receiver: receiver, returns: type, throwsTypes: [], provides: nil)
        ]
        guard isSettable else { return functions }
        let name = syntax.name.value
        let setterName = "set" + (name.first.map { $0.uppercased() + name.dropFirst() } ?? "")
        var setter = Function(
            name: Located(setterName, at: syntax.name.location), returns: .named("Unit", at: syntax.location),
            location: syntax.location)
        setter.receiver = receiverSyntax
        let value = Parameter(
            name: Located("value", at: syntax.name.location), type: syntax.type, location: syntax.location)
        setter.parameters = [value]
        functions.append(
            ResolvedFunction(
                syntax: setter, parameters: [ResolvedParameter(syntax: value, type: type, defaultValue: nil)],
                receiver: receiver, returns: ResolvedType(.unit), throwsTypes: [], provides: nil))
        return functions
    }
}
