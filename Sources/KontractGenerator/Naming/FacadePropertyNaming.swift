// Top-level properties of same-named files sharing one facade: the exporter's `_` on the later of two names.

import KontractCore

/// The exporter names a property once per module (`ObjCExportNamerImpl.getPropertyName`): the candidates are
/// its name, then `_` appended until free, and a name is taken when a property that "can be inherited by the
/// same class" already has it. Two top-level properties can be so when their files are one source file to
/// the exporter, which is what same-named files of different packages are (one facade, `SharedFileFacade`).
/// The exporter asks for the names in its stable member order (by name, then in file order for equal
/// names), so of two `val x` the first in file order keeps `x` and the second is `x_`; a real `x_` after
/// them becomes `x__`.
enum FacadePropertyNaming {
    /// One top-level property waiting for its name: which file holds it and its name before mangling.
    struct Candidate: Equatable {
        var file: Int
        var name: String
    }

    /// The names of `candidates` (given in file order), clashes mangled as the exporter does; in input order.
    static func mangle(_ candidates: [Candidate]) -> [String] {
        let order = candidates.indices.sorted { left, right in
            candidates[left].name != candidates[right].name
                ? candidates[left].name < candidates[right].name : left < right
        }
        var names = candidates.map(\.name)
        var taken = Set<String>()
        for index in order {
            var name = names[index]
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            names[index] = name
        }
        return names
    }

    /// The top-level properties of `file`, each clashing one renamed (Kotlin name and all) to the name the
    /// exporter gives it among the properties of the files `sharing` its facade (in file order). Only files
    /// sharing a facade can clash, since Kotlin allows one name once per package; without a clash, or for a
    /// property whose `@ObjCName` names it, the properties are returned as they are. A hidden property
    /// (`@HiddenFromObjC`, `@Deprecated(HIDDEN)`) is not exported, so it takes no name.
    static func properties(
        of file: ResolvedDeclaration, sharing: [ResolvedDeclaration], profile: ExportProfile
    ) -> [ResolvedFileProperty] {
        guard sharing.count > 1, let position = sharing.firstIndex(where: { $0.id == file.id }) else {
            return file.fileProperties
        }
        var candidates: [Candidate] = []
        var places: [(file: Int, property: Int)] = []
        for (fileIndex, sharingFile) in sharing.enumerated() {
            for (index, property) in sharingFile.fileProperties.enumerated()
            where property.receiver == nil && !property.export.isHidden
                && ObjCAnnotationNaming.renamed(property.export) == nil
            {
                candidates.append(
                    Candidate(
                        file: fileIndex, name: PropertyNaming.memberName(property.name.value, profile: profile)))
                places.append((fileIndex, index))
            }
        }
        var properties = file.fileProperties
        for (candidate, (place, name)) in zip(candidates, zip(places, mangle(candidates)))
        where place.file == position && name != candidate.name {
            properties[place.property] = properties[place.property].renamed(
                properties[place.property].name.value + String(repeating: "_", count: name.count - candidate.name.count)
            )
        }
        return properties
    }
}
