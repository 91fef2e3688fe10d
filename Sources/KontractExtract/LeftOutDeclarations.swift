// The declarations left out for a type found nowhere, found before any is mapped, with those depending on them.

import KotlinSourceSyntax

/// Why a declaration is left out (`ExtractIndex.leftOutTypes`).
struct LeftOutType {
    /// `it names 'SessionDetails', a type found nowhere`.
    var reason: String
    /// The subclass (its key) a sealed type is left out for.
    var subclass: String?
}

/// What an exported class-like declaration or typealias names in its shape: what, found nowhere, leaves it out
/// (its supertypes, its type parameters' bounds, the constructor properties of a data class, an enum, a value or a
/// sealed class, a typealias's type), not its members (each left out alone).
struct DeclarationShape {
    /// Package-qualified nested name (`com.example.Outer.Inner`, backquotes removed): `declaredTypes`' key.
    var key: String
    /// Nested name (`Outer.Inner`).
    var name: String
    var scope: ImportScope
    var typeParameters: Set<String>
    /// The types written in its shape, and whether each is a supertype.
    var types: [(type: String, isSupertype: Bool)]
    var isSealed: Bool
    /// Why the format cannot carry it at all (KX0101: a generic sealed class, a class implementing a function type, a
    /// nested or generic value class).
    var notCarried: String?

    /// `typeParameters`: its own and those of the declarations it is nested in.
    init?(_ declaration: KotlinDeclarationSyntax, name: String, scope: ImportScope, typeParameters: Set<String>) {
        guard [.class, .interface, .object, .typeAlias].contains(declaration.kind), !declaration.name.isEmpty,
            !declaration.has("companion"), ExtractionContext.isExported(declaration.modifiers)
        else { return nil }
        isSealed = declaration.has("sealed")
        if declaration.kind != .typeAlias || name.contains("."),
            case .failure(let refusal) = ExtractionContext.kind(
                of: declaration)
        {
            notCarried = refusal.reason
        } else if declaration.supertypes.contains(where: { ExtractionContext.isFunctionType($0.type) }) {
            notCarried = "a class implementing a function type"
        } else if declaration.kind == .class, declaration.has("value") || declaration.has("inline"),
            let refusal = ExtractionContext.valueClassRefusal(declaration, nested: name.contains("."))
        {
            notCarried = "a value class that " + refusal
        }
        types = declaration.supertypes.map { ($0.type, true) }
        types += declaration.typeParameters.flatMap(\.bounds).map { ($0, false) }
        if declaration.kind == .typeAlias, let type = declaration.type { types.append((type, false)) }
        if declaration.kind == .class,
            ["data", "enum", "value", "inline", "sealed"].contains(where: declaration.has)
        {
            types += (declaration.parameters ?? []).filter { $0.binding != nil }.compactMap(\.type).map { ($0, false) }
        }
        // A type of the format by a plain name (`String`, `Int?`) cannot lead out: not kept (most properties are).
        types.removeAll { Self.isPlainFormatName($0.type) }
        guard !types.isEmpty || isSealed || notCarried != nil else { return nil }
        self.name = name.withoutBackticks
        key = scope.qualified(self.name)
        self.scope = scope
        self.typeParameters = typeParameters
    }

    /// `String`, `Int?`, `List`: a name of the format's own types, alone.
    static func isPlainFormatName(_ type: String) -> Bool {
        let name = type.utf8.last == UInt8(ascii: "?") ? String(type.dropLast()) : type
        return LibraryTypes.contractFormatNames.contains(name)
    }
}

enum LeftOutDeclarations {
    /// The declarations of `index` left out (`ExtractIndex.leftOutTypes`): each whose shape names a type found
    /// nowhere, then, until none is added, each naming one left out in its shape, and each sealed type one of whose
    /// subclasses is left out (an exhaustive switch in Swift would miss it). A member naming one is left out when
    /// it is mapped (`resolvedType`).
    static func find(in index: ExtractIndex) -> [String: LeftOutType] {
        guard !index.shapes.isEmpty else { return [:] }
        var context = ExtractionContext(
            file: ExtractedKotlinFile(path: "", syntax: KotlinParser.parse([UInt8]())), index: index)
        var leftOut: [String: LeftOutType] = [:]
        /// A declaration's key → the declarations naming it in their shape, with the name they write.
        var namedBy: [String: [(key: String, written: String)]] = [:]
        /// A declaration's key → the sealed types it extends.
        var sealedParents: [String: [String]] = [:]
        let sealed = Set(index.shapes.filter(\.isSealed).map(\.key))
        for shape in index.shapes {
            if let reason = shape.notCarried {
                leftOut[shape.key] = LeftOutType(reason: "it is \(reason), which the contract format cannot carry")
            }
            for (type, isSupertype) in shape.types {
                for written in ExtractionContext.typeNames(in: type) where !shape.typeParameters.contains(written) {
                    // The format's own types by a plain name not imported otherwise (`String`, `List`): found.
                    if LibraryTypes.contractFormatNames.contains(written) && shape.scope.explicit[written] == nil {
                        continue
                    }
                    let segments = written.splitting(UInt8(ascii: ".")).map { String($0).withoutBackticks }
                    if let key = context.declaredKey(segments, enclosing: shape.name, in: shape.scope) {
                        if isSupertype, sealed.contains(key) { sealedParents[shape.key, default: []].append(key) }
                        // Itself, or a declaration it is nested in: it goes with that one, said once.
                        guard key != shape.key, !shape.key.hasPrefix(key + ".") else { continue }
                        namedBy[key, default: []].append((shape.key, written))
                    } else if leftOut[shape.key] == nil {
                        switch context.resolveTypeHead(written, in: shape.scope) {
                        case .unresolved?, .unmappedLibrary?:
                            leftOut[shape.key] = LeftOutType(reason: "it names '\(written)', a type found nowhere")
                        default: break
                        }
                    }
                }
            }
        }
        guard !leftOut.isEmpty else { return leftOut }
        /// A key and each of its dotted prefixes → the keys of `namedBy` it is or is nested in (`a.B.C`: under
        /// `a.B.C`, `a.B` and `a`), so the declarations naming a key left out or one nested in it are one lookup.
        var namedKeysByAncestor: [String: [String]] = [:]
        for key in namedBy.keys {
            var ancestor = Substring(key)
            while true {
                namedKeysByAncestor[String(ancestor), default: []].append(key)
                guard let dot = ancestor.lastIndex(of: ".") else { break }
                ancestor = ancestor[..<dot]
            }
        }
        var queue = Array(leftOut.keys).sorted()
        while let key = queue.popLast() {
            let name = index.declaredTypes[key]?.name ?? key
            // The declarations naming it or one nested in it.
            let nestedPrefix = key + "."
            let named = (namedKeysByAncestor[key] ?? []).filter { $0 == key || $0.hasPrefix(nestedPrefix) }
            for namedKey in named.sorted() {
                for (dependent, written) in namedBy[namedKey] ?? [] where leftOut[dependent] == nil {
                    leftOut[dependent] = LeftOutType(reason: "it names '\(written)', which is left out")
                    queue.append(dependent)
                }
            }
            for parent in sealedParents[key] ?? [] where leftOut[parent] == nil {
                leftOut[parent] = LeftOutType(reason: "its subclass '\(name)' is left out", subclass: key)
                queue.append(parent)
            }
        }
        return leftOut
    }
}

extension ExtractionContext {
    /// The dotted names a written type holds (`Map<String, Outer.Inner?>`: `Map`, `String`, `Outer.Inner`), as
    /// `resolvedType` reads them: not a function type's parameter names, an annotation, `in`/`out`/`suspend`.
    static func typeNames(in type: String) -> [String] {
        var names: [String] = []
        let view = type.unicodeScalars
        let scalars = Array(view)
        // Each scalar's index in `type`: a name is made as a slice of it (one copy of its UTF-8), not scalar by scalar.
        let offsets = Array(view.indices) + [view.endIndex]
        var index = 0
        var previous: Unicode.Scalar = " "
        while index < scalars.count {
            guard startsName(scalars[index]) else {
                if scalars[index] != " " { previous = scalars[index] }
                index += 1
                continue
            }
            let start = index
            repeat {
                if scalars[index] == "." { index += 1 }
                if scalars[index] == "`" {
                    index += 1
                    while index < scalars.count, scalars[index] != "`" { index += 1 }
                    index = min(index + 1, scalars.count)
                } else {
                    while index < scalars.count, continuesName(scalars[index]) { index += 1 }
                }
            } while index + 1 < scalars.count && scalars[index] == "." && startsName(scalars[index + 1])
            let name = String(view[offsets[start]..<offsets[index]])
            var next = index
            while next < scalars.count, scalars[next] == " " { next += 1 }
            let isParameterName = next < scalars.count && scalars[next] == ":"
            // By bytes, whatever the name's scalars (a `.` byte is a `.` in UTF-8; Foundation's `contains` was 4,300
            // instructions a name).
            let isQualified = name.containsByte(UInt8(ascii: "."))
            if previous != "@", !isParameterName, isQualified || !typeWords.contains(name) {
                names.append(name)
            }
            previous = "a"
        }
        return names
    }

    /// The `declaredTypes` key the dotted name `segments` (backquotes removed) leads to from inside the declaration
    /// `enclosing` (nested name, "" at the top level) of a file of `scope`, as `resolveTypeName` finds it: nested
    /// in an enclosing declaration, explicitly imported, in the package, star-imported, or qualified; nil for a
    /// name of no declaration read.
    func declaredKey(_ segments: [String], enclosing: String, in scope: ImportScope) -> String? {
        let first = segments[0]
        let whole = segments.joined(separator: ".")
        if index.enclosableNames.contains(first) {
            var outer = enclosing
            while !outer.isEmpty {
                if index.declaredTypes[scope.qualified(outer + "." + first)] != nil {
                    return scope.qualified(outer + "." + whole)
                }
                outer = outer.contains(".") ? String(outer[..<outer.lastIndex(ofASCII: UInt8(ascii: "."))!]) : ""
            }
        }
        if let imported = scope.explicit[first] {
            let rest = segments.dropFirst().joined(separator: ".")
            let target = rest.isEmpty ? imported.path : imported.path + "." + rest
            return index.declaredTypes[target] != nil ? target : nil
        }
        if index.declaredTypes[scope.qualified(whole)] != nil { return scope.qualified(whole) }
        for path in scope.stars where index.declaredTypes[path + "." + whole] != nil { return path + "." + whole }
        return index.declaredTypes[whole] != nil ? whole : nil
    }

    /// Why the declaration a name leads to (`key`), or one it is nested in, is left out, when that is not the
    /// declaration being mapped, one enclosing it (what is inside a declaration left out goes with it, said once),
    /// nor a sealed type left out for this very subclass; nil otherwise.
    func leftOutReason(_ key: String) -> String? {
        var candidate = Substring(key)
        while true {
            if let type = index.leftOutTypes[String(candidate)] {
                let own = importScope.qualified(enclosingName)
                let isEnclosing =
                    !enclosingName.isEmpty && (own == String(candidate) || own.hasPrefix(String(candidate) + "."))
                return isEnclosing || type.subclass == own ? nil : type.reason
            }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = candidate[..<dot]
        }
    }
}
