// Kotlin type names resolved through scope, imports and the package to what the contract writes (KX0104 if none).

import KontractCore
import KotlinSourceSyntax

/// A type as written in one scope: what `resolvedType` remembers.
struct ResolvedTypeKey: Hashable {
    var type: String
    /// The nested name of the declaration it is written in; nil for a type no enclosing declaration can change
    /// (`ExtractionContext.scanReadEnclosing`): remembered for the whole file.
    var enclosing: String?
    var typeParameters: Set<String>

    /// The type, the enclosing name and how many type parameters are in scope, not their names: hashing a Set
    /// hashes each name with a hasher of its own (Set.hash was 7 M of 1,050 M instructions of extract on 400 files);
    /// keys differing in those names alone share a bucket and `==` tells them apart.
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(enclosing)
        hasher.combine(typeParameters.count)
    }
}

/// A file's package and imports, read once per file for type-name resolution (backquotes removed).
struct ImportScope {
    var package: String
    /// The name an explicit import makes visible (its alias, or its last segment) → its path.
    var explicit: [String: (path: String, isAlias: Bool)] = [:]
    /// The paths of star imports, in order.
    var stars: [String] = []

    init(_ file: KotlinFileSyntax) {
        package = file.packageName.withoutBackticks
        for imported in file.imports {
            let path = imported.path.withoutBackticks
            if imported.isStar {
                stars.append(path)
            } else {
                // The last import of a name wins, as before.
                // The last segment found by bytes (Characters were 3 % of extract's instructions).
                let last = path.utf8.lastIndex(of: UInt8(ascii: ".")).map {
                    String(path[path.utf8.index(after: $0)...])
                }
                explicit[imported.alias ?? last ?? path] = (
                    path, imported.alias != nil
                )
            }
        }
    }

    /// `name` in the file's package.
    func qualified(_ name: String) -> String { package.isEmpty ? name : package + "." + name }
}

/// Where a type's first name was found.
enum TypeNameResolution: Equatable {
    /// In the Kotlin read, a type parameter, or a default import: written as spelled.
    case asWritten
    /// Written as another name: an aliased import's real name, or a library type's contract name.
    case renamed(String)
    /// Nowhere: KX0104, and what names it is left out (`UnresolvedTypes.swift`).
    case unresolved(reason: String)
    /// A library's type (`io.ktor.client.HttpClient`): written as spelled (or as `written`, an alias's real name),
    /// and declared in the library's contract.
    case library(LibraryTypeReference, written: String?)
    /// A type imported from a package no library is known for: KX0104 (map the package), as `unresolved`.
    case unmappedLibrary(qualified: String)
}

extension TypeNameResolution {
    var isRenamed: Bool {
        if case .renamed = self { true } else { false }
    }
}

extension ExtractionContext {
    /// `type` as the contract writes it: each name resolved through the type parameters and nested declarations
    /// in scope, the file's explicit imports, its package, star imports and Kotlin's default imports (in Kotlin's
    /// order); an aliased import is written as the name it aliases. A name found nowhere is KX0104 at `position`
    /// (`UnresolvedTypes.swift`: what names it is left out) and written as spelled.
    mutating func resolvedType(_ type: String, at position: KotlinSourcePosition, of owner: String) -> String {
        // In one scope a type resolves one way: a type that resolved without a warning is not scanned again. One
        // whose names no enclosing declaration can change (`String`, `List<Order>`) resolves one way in the whole
        // file: remembered once for every declaration (rescanned per declaration it was 10 % of extract's
        // instructions on the bench tree).
        var key = ResolvedTypeKey(type: type, enclosing: nil, typeParameters: typeParametersInScope)
        if let known = resolvedTypes[key] { return known }
        key.enclosing = enclosingName
        if let known = enclosingName.isEmpty ? resolvedTypes[key] : enclosedResolvedTypes[key] { return known }
        let reportedBefore = diagnostics.count
        let metBefore = unresolvedMet
        scanReadEnclosing = false
        // A function type with a receiver (`Scope.() -> Unit`, `suspend String.(Int) -> Boolean`) is a type of the
        // format: its receiver's name resolves as any other.
        let output = scannedType(type, at: position, of: owner)
        if diagnostics.count == reportedBefore && unresolvedMet == metBefore {
            if !scanReadEnclosing {
                key.enclosing = nil
                resolvedTypes[key] = output
            } else if enclosingName.isEmpty {
                resolvedTypes[key] = output
            } else {
                enclosedResolvedTypes[key] = output
            }
        }
        return output
    }

    /// `resolvedType` without the memo.
    private mutating func scannedType(_ type: String, at position: KotlinSourcePosition, of owner: String) -> String {
        var output = ""
        let scalars = Array(type.unicodeScalars)
        // An ASCII type (nearly all): a scalar is a byte, and a name is made from the bytes (a String built from
        // a slice of scalars was 6.8 % of extract's instructions).
        let ascii = type.utf8.count == scalars.count ? Array(type.utf8) : nil
        var index = 0
        var previousSignificant: Unicode.Scalar = " "
        while index < scalars.count {
            let scalar = scalars[index]
            guard Self.startsName(scalar) else {
                output.unicodeScalars.append(scalar)
                if scalar != " " { previousSignificant = scalar }
                index += 1
                continue
            }
            // A dotted name: `A`, `Outer.Inner`, `kotlinx.coroutines.flow.StateFlow`, `` `in`.Name ``.
            var segments: [String] = []
            repeat {
                if index < scalars.count, scalars[index] == "." { index += 1 }
                let start = index
                if scalars[index] == "`" {
                    index += 1
                    while index < scalars.count, scalars[index] != "`" { index += 1 }
                    index = min(index + 1, scalars.count)
                } else {
                    while index < scalars.count, Self.continuesName(scalars[index]) { index += 1 }
                }
                if let ascii {
                    segments.append(String(decoding: ascii[start..<index], as: UTF8.self))
                } else {
                    segments.append(String(String.UnicodeScalarView(scalars[start..<index])))
                }
            } while index + 1 < scalars.count && scalars[index] == "." && Self.startsName(scalars[index + 1])
            let written = segments.joined(separator: ".")
            var next = index
            while next < scalars.count, scalars[next] == " " { next += 1 }
            let isParameterName = next < scalars.count && scalars[next] == ":"
            let isSkipped =
                previousSignificant == "@" || isParameterName
                || (segments.count == 1 && Self.typeWords.contains(written))
            previousSignificant = "a"
            if isSkipped {
                output += written
                continue
            }
            // A byte scan: `String.contains("`")` is Foundation's substring search (4 % of the instructions).
            let isBackticked = written.containsByte(UInt8(ascii: "`"))
            let plainSegments = isBackticked ? segments.map(\.withoutBackticks) : segments
            let resolution = resolveTypeName(plainSegments)
            // A declaration of the Kotlin read left out (LeftOutDeclarations.swift): what names it is left out too.
            // Whether it is left out depends on the enclosing declaration (`declaredKey`).
            if !self.index.leftOutTypes.isEmpty { scanReadEnclosing = true }
            if !self.index.leftOutTypes.isEmpty, resolution == .asWritten || resolution.isRenamed,
                !(segments.count == 1 && typeParametersInScope.contains(written)),
                let key = declaredKey(plainSegments, enclosing: enclosingName, in: importScope),
                let why = leftOutReason(key)
            {
                metUnresolved(written, of: owner, "is left out of the contract (\(why))", at: position)
                output += written
                continue
            }
            switch resolution {
            case .asWritten: output += written
            case .renamed(let name): output += name
            case .library(let type, let name):
                output += self.index.declaredSimpleNames.contains(type.name) ? type.qualified : name ?? written
                recordLibraryUse(type, typeArguments: Self.typeArgumentCount(scalars, after: index), at: position)
            case .unmappedLibrary(let qualified):
                let (package, _) = LibraryPackages.split(qualified)
                metUnresolved(
                    written, of: owner,
                    "is '\(qualified)', and no library is known for package '\(package)': map it in "
                        + "kontract.config.json (\"libraries\": { \"\(package)\": \"MODULE\" }, MODULE the library's "
                        + "Kotlin module name, such as \"ktor-client-core\") to have extract write its library contract",
                    at: position)
                output += written
            case .unresolved(let reason):
                metUnresolved(written, of: owner, reason, at: position)
                output += written
            }
        }
        return output
    }

    /// A name found nowhere: counted, and its KX0104 waits for the member or declaration naming it to be left out
    /// (`UnresolvedTypes.swift`); a receiver and a type naming it at one place give one warning.
    private mutating func metUnresolved(
        _ written: String, of owner: String, _ reason: String, at position: KotlinSourcePosition
    ) {
        unresolvedMet += 1
        guard unresolvedTypeNames.insert("\(position.line):\(position.column) \(written)").inserted else { return }
        unresolvedWaiting.append(
            UnresolvedTypeName(message: "the type '\(written)' of '\(owner)' \(reason)", position: position))
    }

    /// How the type `written` (`Session?`, `Result<T>`, `` `in`.Name ``, `kotlinx.datetime.Instant`) resolves by its
    /// name, in this file, or in `scope` (another file's package and imports, for a declaration of that file:
    /// resolved through them alone, not this file's type parameters and enclosing declarations); nil when it
    /// starts with no name (a function type). The one path from a written type to its resolution.
    mutating func resolveTypeHead(_ written: String, in scope: ImportScope? = nil) -> TypeNameResolution? {
        let head = written.prefix { $0 != "<" && $0 != "?" && $0 != "(" }.trimmingWhitespaces
        let segments = head.splitting(UInt8(ascii: ".")).map { String($0).withoutBackticks }
        guard !segments.isEmpty else { return nil }
        guard let scope else { return resolveTypeName(segments) }
        return resolveInFileScope(segments, whole: segments.joined(separator: "."), in: scope)
    }

    /// How the dotted name `segments` resolves in this file, in Kotlin's order.
    mutating func resolveTypeName(_ segments: [String]) -> TypeNameResolution {
        let first = segments[0]
        if segments.count == 1, typeParametersInScope.contains(first) { return .asWritten }
        // Nested in an enclosing declaration (`Found` inside `sealed interface Result`): only a name
        // `ExtractIndex.enclosableNames` holds can be.
        if index.enclosableNames.contains(first) {
            scanReadEnclosing = true
            var outer = enclosingName
            while !outer.isEmpty {
                if index.declaredTypes[importScope.qualified(outer + "." + first)] != nil { return .asWritten }
                outer = outer.contains(".") ? String(outer[..<outer.lastIndex(ofASCII: UInt8(ascii: "."))!]) : ""
            }
        }
        // The rest depends on the file alone: each name is looked up once per file.
        let whole = segments.count == 1 ? first : segments.joined(separator: ".")
        if let known = fileScopeResolutions[whole] { return known }
        let resolution = resolveInFileScope(segments, whole: whole, in: importScope)
        fileScopeResolutions[whole] = resolution
        return resolution
    }

    /// `resolveTypeName` past the type parameters and enclosing declarations: imports, the package, star imports,
    /// Kotlin's default imports, a qualified name, for a file of package and imports `imports`.
    private func resolveInFileScope(_ segments: [String], whole: String, in imports: ImportScope) -> TypeNameResolution
    {
        let first = segments[0]
        // An explicit import naming it (`import a.b.C`, `import a.b.C as D`).
        if let imported = imports.explicit[first] {
            let rest = segments.dropFirst().joined(separator: ".")
            let target = rest.isEmpty ? imported.path : imported.path + "." + rest
            if let declared = index.declaredTypes[target] {
                // An alias, or a nested declaration imported by name (Confetti's `import ….AppComponent.Child`):
                // the contract writes its nested name (`AppComponent.Child`).
                return imported.isAlias || declared.name != whole ? .renamed(declared.name) : .asWritten
            }
            if let library = LibraryTypes.byQualifiedName[target] {
                return self.library(
                    library, qualified: target, asWritten: library == segments.joined(separator: "."))
            }
            if let library = libraryType(target, alias: imported.isAlias) { return library }
            return .unresolved(
                reason: "is imported from '\(imported.path)', a package of the project that is not in the Kotlin "
                    + "read (\(index.generators.generatedCodeNote): extract reads no generated code; give its "
                    + "folder as a path, or declare it in a contract of your own)")
        }
        if index.declaredTypes[imports.qualified(whole)] != nil { return .asWritten }
        // Star imports: a package of the Kotlin read or of a known library, or a class's nested declarations.
        for path in imports.stars {
            let target = path + "." + whole
            if let declared = index.declaredTypes[target] {
                return declared.name == whole ? .asWritten : .renamed(declared.name)
            }
            if let library = LibraryTypes.byQualifiedName[target] {
                return self.library(library, qualified: target, asWritten: library == whole)
            }
            // An Apple type of a platform package (`import platform.Foundation.*` and `NSDate`).
            if path.hasPrefix("platform."), PlatformTypes.names(inPackage: path).contains(whole) {
                return .renamed(target)
            }
            // A common library type the table knows (`import kotlinx.datetime.*` and `Instant`).
            if LibraryPackages.shapes[target] != nil, let library = libraryType(target, alias: false) { return library }
        }
        // Default imports, and what they nest (`Int.Companion`, `Map.Entry`).
        if let package = LibraryTypes.defaultImportPackage(of: first) {
            return library(whole, qualified: package + "." + whole, asWritten: true)
        }
        // A qualified name (`com.example.cart.CartItem`, `kotlinx.coroutines.flow.StateFlow`).
        if index.declaredTypes[whole] != nil { return .asWritten }
        if let library = LibraryTypes.byQualifiedName[whole] {
            return self.library(library, qualified: whole, asWritten: false)
        }
        // A library type named by its qualified name (`io.ktor.client.HttpClient`; in the standard library, only
        // one extract knows: `kotlin.Regex` is no type).
        if segments.count > 1, segments[0].first?.isLowercase == true,
            !whole.hasPrefix("kotlin.") || LibraryPackages.shapes[whole] != nil,
            let library = libraryType(whole, alias: false)
        {
            return library
        }
        if let unknown = imports.stars.first(where: {
            !index.packages.contains($0) && !LibraryTypes.packages.contains($0) && index.declaredTypes[$0] == nil
        }) {
            if unknown.hasPrefix("platform."), segments.count == 1 {
                return .unresolved(reason: Self.unknownPlatformType(unknown + "." + whole, star: true))
            }
            let library = index.libraryPackages.module(of: unknown).map { " (library '\($0)')" } ?? ""
            return .unresolved(
                reason: "is not declared in the Kotlin read, and may come from '\(unknown).*'\(library), a package "
                    + "extract does not know the types of (import it by name to have extract write its library "
                    + "contract)")
        }
        // A star import of a library package extract knows only some types of (`kotlinx.coroutines.*`).
        if let partial = imports.stars.first(where: { LibraryTypes.packages.contains($0) }) {
            return .unresolved(
                reason: "is not declared in the Kotlin read, and may come from '\(partial).*', a package "
                    + "whose types extract knows only in part")
        }
        // Confetti's `GetConferencesQuery.Data`, Apollo's code in the package of the file naming it.
        let generated = index.generators.isEmpty ? "" : " (it may be \(index.generators.generatedCodeNote))"
        return .unresolved(
            reason: "is not declared in the Kotlin read, imported, nor a type Kotlin imports by default\(generated)")
    }

    /// A library or default-import type Kotlin resolves a name to (`name` in the contract, `qualified` its real
    /// name): written as spelled or as `name` when the contract format knows it; otherwise a type of its library's
    /// contract (`Pair`, `Regex`, `kotlinx.coroutines.CoroutineScope`).
    private func library(_ name: String, qualified: String, asWritten: Bool) -> TypeNameResolution {
        guard LibraryTypes.contractFormatNames.contains(name) else {
            return libraryType(qualified, alias: false)
                ?? .unresolved(reason: "is '\(qualified)', which the contract format cannot say yet")
        }
        return asWritten ? .asWritten : .renamed(name)
    }

    /// The library type `qualified` names (`io.ktor.client.HttpClient`); `.unmappedLibrary` when no library is
    /// known for its package; nil when its package is the module's own (generated code extract did not read).
    private func libraryType(_ qualified: String, alias: Bool) -> TypeNameResolution? {
        // Apple's frameworks (`platform.UIKit.UIViewController`): the contract writes the ones Kontract emulates
        // by their qualified names; no library contract can declare the others.
        if qualified.hasPrefix("platform.") {
            if PlatformTypes.isKnown(qualified) { return .renamed(qualified) }
            return .unresolved(reason: Self.unknownPlatformType(qualified, star: false))
        }
        let (package, name) = LibraryPackages.split(qualified)
        guard !package.isEmpty, !isModulePackage(package) else { return nil }
        guard let module = index.libraryPackages.module(of: package) else {
            return .unmappedLibrary(qualified: qualified)
        }
        guard !name.contains(".") else {
            return .unresolved(
                reason: "is '\(qualified)', a type nested in a library type, which extract does not write into "
                    + "library '\(module)''s contract yet")
        }
        return .library(LibraryTypeReference(module: module, package: package, name: name), written: alias ? name : nil)
    }

    /// Why an Apple type (`platform.UserNotifications.UNNotificationResponse`) is not one a contract can name:
    /// the types Kontract emulates in its package, or that it emulates none there. `star`: found only as a
    /// candidate of a platform star import.
    private static func unknownPlatformType(_ qualified: String, star: Bool) -> String {
        // `platform.UIKit` (a framework's name is capitalised: not `LibraryPackages.split`'s rule).
        let package = String(qualified[..<(qualified.lastIndex(ofASCII: UInt8(ascii: ".")) ?? qualified.startIndex)])
        let known = PlatformTypes.names(inPackage: package)
        let what = star ? "may be '\(qualified)'" : "is '\(qualified)'"
        guard !known.isEmpty else {
            return "\(what), an Apple framework type of '\(package)', a framework Kontract does not emulate (it "
                + "emulates \(PlatformTypes.packages.joined(separator: ", ")))"
        }
        return "\(what), an Apple framework type Kontract does not emulate (of '\(package)' it emulates "
            + "\(known.count): \(known.prefix(6).joined(separator: ", "))\(known.count > 6 ? ", …" : ""))"
    }

    /// A package read, inside or around one (`co.touchlab.kampkit.db` beside `co.touchlab.kampkit`), or, when no
    /// library is known for it, one whose first two segments are those of a package read (PeopleInSpace's
    /// `dev.johnoreilly.peopleinspace.db` beside `dev.johnoreilly.common`): the project's own (SQLDelight's or
    /// Apollo's generated code, another module of the app), never a library's.
    private func isModulePackage(_ package: String) -> Bool {
        // A package read, one below it (`package` is its ancestor), one above it, or (not a library's) one of the
        // same root: set look-ups (the index's `packageAncestors` and `packageRoots`).
        if index.packages.contains(package) || index.packageAncestors.contains(package) { return true }
        var prefix = Substring(package)
        while let dot = prefix.lastIndex(ofASCII: UInt8(ascii: ".")) {
            prefix = prefix[..<dot]
            if !prefix.isEmpty && index.packages.contains(String(prefix)) { return true }
        }
        return index.libraryPackages.module(of: package) == nil
            && index.packageRoots.contains(ExtractIndex.root(package))
    }

    /// How many type arguments follow the name ending at `index` (`Result<T>`: 1; none: 0): the commas at the
    /// first level of its `<…>`, outside parentheses (`Map<K, (A, B) -> C>`: 2).
    static func typeArgumentCount(_ scalars: [Unicode.Scalar], after index: Int) -> Int {
        var position = index
        while position < scalars.count, scalars[position] == " " { position += 1 }
        guard position < scalars.count, scalars[position] == "<" else { return 0 }
        var angles = 0
        var parentheses = 0
        var count = 1
        while position < scalars.count {
            switch scalars[position] {
            case "<": angles += 1
            case ">" where position > 0 && scalars[position - 1] == "-": break
            case ">":
                angles -= 1
                if angles == 0 { return count }
            case "(": parentheses += 1
            case ")": parentheses -= 1
            case "," where angles == 1 && parentheses == 0: count += 1
            default: break
            }
            position += 1
        }
        return count
    }

    /// Words in a type that are not names (`suspend () -> Unit`, `List<out T>`).
    static let typeWords: Set<String> = ["suspend", "in", "out", "dynamic"]

    // ASCII first: Unicode's property tables are looked up only for other scalars.
    static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x60: true  // A-Z a-z _ `
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic
        }
    }

    static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x30...0x39: true  // A-Z a-z _ 0-9
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }
}
