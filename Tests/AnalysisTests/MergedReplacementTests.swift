import Model
import TestSupport
import Testing

@testable import Analysis
@testable import Discovery
@testable import Scanning

/// Several legacy intents replaced by one App Intent, and the app code both sides call read the way a
/// reader reads it: through a shared instance (`Auth.shared.token()`), with its argument labels when
/// only they tell the actions apart (`token()` against `token(force:)`). Variations: a merge of two
/// that share the work, the same without shared work (no merge), and the labels telling a refresh
/// from a read when every action calls the same function.
@Suite struct MergedReplacementTests {
    static let auth = """
        final class Auth {
            static let shared = Auth()
            func token(force: Bool = false) async -> String? { nil }
        }
        """

    static func handler(_ intent: String, _ call: String) -> String {
        """
        import Intents
        final class \(intent)Handler: NSObject, \(intent)Handling {
            func handle(intent: \(intent), completion: @escaping (\(intent)Response) -> Void) {
                Task {
                    _ = await \(call)
                    completion(\(intent)Response(code: .success, userActivity: nil))
                }
            }
        }
        """
    }

    static func appIntent(_ name: String, title: String, _ call: String) -> String {
        """
        import AppIntents
        struct \(name): AppIntent {
            static var title: LocalizedStringResource = "\(title)"
            func perform() async throws -> some IntentResult {
                _ = await \(call)
                return .result()
            }
        }
        """
    }

    static func result(tokenCall: String) -> AuditResult {
        let sources = [
            ("App/Auth.swift", Self.auth),
            ("Ext/Access.swift", Self.handler("GetAccessTokenIntent", "Auth.shared.token()")),
            ("Ext/Refresh.swift", Self.handler("GetRefreshTokenIntent", "Auth.shared.token()")),
            ("Ext/RefreshAll.swift", Self.handler("RefreshTokensIntent", "Auth.shared.token(force: true)")),
            ("App/Token.swift", Self.appIntent("TokenAppIntent", title: "Get Token", tokenCall)),
            (
                "App/Renew.swift",
                Self.appIntent("RenewAppIntent", title: "Refresh Tokens", "Auth.shared.token(force: true)")
            ),
        ]
        let scanned = SwiftScanner.scan(sources.map { SourceFile(path: $0.0, kind: .swift, bytes: Array($0.1.utf8)) })
        var definitions = [
            Make.intent("GetAccessTokenIntent", line: 10), Make.intent("GetRefreshTokenIntent", line: 20),
            Make.intent("RefreshTokensIntent", line: 30),
        ]
        definitions[0].title = "Get Access Token"
        definitions[1].title = "Get Refresh Token"
        definitions[2].title = "Refresh Tokens"
        var inventory = Make.inventory([Make.file(definitions)], appIntents: scanned.appIntents)
        inventory.handlers = scanned.handlers
        return Make.assess(inventory)
    }

    @Test func callsThroughASharedInstanceKeepTheirTypeAndLabels() {
        let handlers = Self.result(tokenCall: "Auth.shared.token()").inventory.handlers
        let handle = handlers.first { $0.typeName == "RefreshTokensIntentHandler" }?.methods.first {
            $0.kind == .handle
        }
        #expect(handle?.calls == ["Auth.token", "Auth.token(force:)"])
        let read = handlers.first { $0.typeName == "GetAccessTokenIntentHandler" }?.methods.first { $0.kind == .handle }
        #expect(read?.calls == ["Auth.token", "Auth.token()"])
    }

    @Test func twoIntentsMergedIntoOneThatDoesTheirWork() throws {
        let result = Self.result(tokenCall: "Auth.shared.token()")
        let access = try #require(result.intent("GetAccessTokenIntent"))
        let refresh = try #require(result.intent("GetRefreshTokenIntent"))
        #expect(access.counterpart?.name == "TokenAppIntent")
        #expect(refresh.counterpart?.name == "TokenAppIntent")
        let merged = [access, refresh].compactMap(\.counterpart).map(\.evidence)
        #expect(merged.filter { $0.contains("one App Intent for both") }.count == 1)
        #expect(merged.allSatisfy { $0.contains("both call Auth.token()") })
        // Every action calls Auth.token; only the labels tell the forced refresh apart.
        let renew = try #require(result.intent("RefreshTokensIntent")?.counterpart)
        #expect(renew.name == "RenewAppIntent")
        #expect(renew.evidence.contains("both call Auth.token(force:)"))
    }

    @Test func sharedWordsAloneMergeNothing() {
        let result = Self.result(tokenCall: "Auth.shared.token(force: false)")
        let counterparts = ["GetAccessTokenIntent", "GetRefreshTokenIntent"].compactMap {
            result.intent($0)?.counterpart?.name
        }
        #expect(counterparts.filter { $0 == "TokenAppIntent" }.count <= 1)
    }
}
