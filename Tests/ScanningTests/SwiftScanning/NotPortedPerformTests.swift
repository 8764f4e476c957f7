import Testing

@testable import Discovery
@testable import Model
@testable import Scanning

/// The scaffold's not-ported placeholder is a scanner fact (SwiftSyntax, not text): a `perform()` whose
/// top-level statements include `try NotPortedError.raise(…)` is not ported, whatever follows it.
@Suite struct NotPortedPerformTests {
    static func declaration(_ source: String) -> AppIntentDeclaration? {
        let inventory = SwiftScanner.scan([SourceFile(path: "A.swift", kind: .swift, bytes: Array(source.utf8))])
        return inventory.appIntents.first { $0.name == "StepsAppIntent" }
    }

    static func intent(_ body: String) -> String {
        """
        import AppIntents
        struct StepsAppIntent: AppIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "StepsIntent"
            static let title: LocalizedStringResource = "Steps"
            func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        \(body)
            }
        }
        """
    }

    @Test func bothPlaceholderFormsAreNotPorted() throws {
        let plain = try #require(
            Self.declaration(Self.intent("try NotPortedError.raise(Self.intentClassName)\nreturn .result()")))
        #expect(plain.performIsNotPorted && plain.performIsPlaceholder)
        let output = try #require(
            Self.declaration(
                Self.intent(
                    "let steps: Int = try NotPortedError.raise(Self.intentClassName)\nreturn .result(value: steps)")))
        #expect(output.performIsNotPorted && output.performIsPlaceholder)
    }

    @Test func aPortedOrCommentedOutRaiseIsNot() throws {
        let ported = try #require(Self.declaration(Self.intent("let steps = 1200\nreturn .result(value: steps)")))
        #expect(!ported.performIsNotPorted)
        let comment = try #require(
            Self.declaration(Self.intent("// try NotPortedError.raise(Self.intentClassName)\nreturn .result(value: 3)"))
        )
        #expect(!comment.performIsNotPorted)
    }

    /// ``case `public` `` declares the case `public`.
    @Test func aBacktickedEnumCaseIsNamedWithoutBackticks() throws {
        let source = """
            import AppIntents
            enum AccessAppEnum: String, AppEnum {
                case `public`, `private`, team
            }
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "A.swift", kind: .swift, bytes: Array(source.utf8))])
        let access = try #require(inventory.appIntents.first { $0.name == "AccessAppEnum" })
        #expect(access.cases == ["public", "private", "team"])
    }
}
