@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Loads a fixture tree the way an audit does (walk, then read), so scanners can be called alone.
package enum FixtureFiles {
    package static func load(_ relative: String) -> [SourceFile] {
        let root = Fixtures.path(relative)
        let (discovered, _) = TreeWalker().walk(root: root)
        return FileLoader.load(discovered, root: root).0
    }

    package static func of(_ files: [SourceFile], _ kinds: FileKind...) -> [SourceFile] {
        files.filter { kinds.contains($0.kind) }
    }

    /// Runs the definition scanner over a fixture tree.
    package static func definitions(_ relative: String, projectClassPrefix: String? = nil) -> Inventory {
        let files = load(relative)
        return DefinitionScanner.scan(
            definitions: of(files, .intentDefinition),
            translations: of(files, .strings, .xcstrings),
            projectClassPrefix: projectClassPrefix)
    }
}
