@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Scans a fixture tree under `Fixtures/Swift/` with the Swift scanner alone.
package enum SwiftFixture {
    package static func scan(_ name: String) -> Inventory {
        let root = Fixtures.path("Swift/" + name)
        let (discovered, _) = TreeWalker().walk(root: root)
        let (files, _) = FileLoader.load(discovered.filter { $0.kind == .swift }, root: root)
        return SwiftScanner.scan(files)
    }

    package static func at(_ path: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
