@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Runs the Objective-C scanner alone over a fixture tree under `Fixtures/ObjectiveC/`.
package enum ObjectiveCFixture {
    package static func scan(_ name: String) -> Inventory {
        let root = Fixtures.path("ObjectiveC/" + name)
        let (discovered, _) = TreeWalker().walk(root: root)
        let (files, _) = FileLoader.load(discovered.filter { $0.kind == .objectiveC }, root: root)
        var inventory = ObjectiveCScanner.scan(files)
        inventory.sortAll()
        return inventory
    }

    /// Tokens of a snippet, for lexer tests.
    package static func tokens(_ source: String) -> ObjectiveCTokens {
        ObjectiveCLexer.tokenize(Array(source.utf8))
    }
}

extension SourceLocation {
    /// `path:line:column`, for compact assertions.
    package var spot: String { "\(path):\(line):\(column)" }
}
