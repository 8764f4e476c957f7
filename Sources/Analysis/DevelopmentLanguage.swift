import Model

/// The language a definition's own texts are written in: what its `Base` file holds, so the one
/// language its translations cannot lose and the `sourceLanguage` of a catalog built from it.
///
/// A definition inside `<lang>.lproj` (not `Base.lproj`) is written in that language. Otherwise the
/// project's `developmentRegion` decides: the project whose folder holds the definition, else the
/// only region the tree's projects agree on. English when nothing says (Xcode's default).
package enum DevelopmentLanguage {
    package static let fallback = "en"

    package static func of(definitionAt path: String, projects: [ProjectSettings]) -> String {
        let folders = path.split(separator: "/").dropLast()
        if let folder = folders.last, folder.hasSuffix(".lproj"), folder != "Base.lproj" {
            return String(folder.dropLast(".lproj".count))
        }
        let regions = projects.compactMap { project -> (folder: String, region: String)? in
            guard let region = project.developmentRegion, let file = project.location?.path else { return nil }
            // `Folder/App.xcodeproj/project.pbxproj` → `Folder`.
            let folder = file.split(separator: "/").dropLast(2).joined(separator: "/")
            return (folder, code(region))
        }
        let containing = regions.filter { $0.folder.isEmpty || path.hasPrefix($0.folder + "/") }
            .max { $0.folder.count < $1.folder.count }
        if let containing { return containing.region }
        let distinct = Set(regions.map(\.region))
        return distinct.count == 1 ? distinct.first! : fallback
    }

    /// The language code for a region as old projects wrote it (`English` → `en`).
    package static func code(_ region: String) -> String {
        let names = [
            "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
            "Dutch": "nl",
        ]
        return names[region] ?? region
    }
}
