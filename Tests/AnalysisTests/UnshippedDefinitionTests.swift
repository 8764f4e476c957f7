import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// A loss claim about a legacy intent rests on the intent having shipped: a definition that no
/// target builds today was used by users only if a release built it. The chain says which target
/// builds it, or what shows that an earlier release did; otherwise the claim is a "cannot tell" note.
@Suite struct UnshippedDefinitionTests {
    static let logHike = Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")])])
    /// A counterpart found by its name that does not adopt `CustomIntentMigratedAppIntent`: IA201.
    static let unmigrated = Make.appIntent("LogHikeAppIntent", [Make.appParameter("distance", "Double")])

    static func membership(
        files: [String] = [], folders: [String] = [], project: String = "App.xcodeproj/project.pbxproj"
    ) -> TargetMembership {
        var membership = TargetMembership(target: "App", source: "pbxproj", location: Make.at(project, 1))
        membership.files = files
        membership.folders = folders
        return membership
    }

    /// Users are offered LogHikeIntent: the legacy path still serves them.
    static let donation = Make.donation("INInteraction.donate", "LogHikeIntent", path: "App/Intents.swift", line: 40)

    static func audit(
        _ memberships: [TargetMembership], appIntents: [AppIntentDeclaration] = [unmigrated],
        extensions: [ExtensionInfo] = [], earlier: [EarlierState] = [], donations: [Donation] = []
    ) -> AuditResult {
        var inventory = Make.inventory([logHike], appIntents: appIntents, donations: donations, extensions: extensions)
        inventory.targetMemberships = memberships
        return Audit.assess(inventory, context: Make.context, earlier: earlier)
    }

    @Test func aBuiltDefinitionIsAFact() throws {
        let result = Self.audit(
            [Self.membership(files: [Make.definitionPath, "App/Intents.swift"])], donations: [Self.donation])
        let finding = try #require(result.findings("IA201").first)
        // The legacy path still ships: nothing is lost in this release, a warning with its proof.
        #expect(finding.severity == .warning)
        #expect(finding.proof.contains { $0.resolved && $0.fact == "App builds \(Make.definitionPath)" })
        #expect(result.intent("LogHikeIntent")?.status == .coexisting)
    }

    @Test func aDefinitionNoTargetBuildsWithNothingShowingItShippedIsANote() throws {
        let result = Self.audit([Self.membership(files: ["App/Intents.swift"])])
        let finding = try #require(result.findings("IA201").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: no target builds \(Make.definitionPath)"))
        let unresolved = finding.proof.filter { !$0.resolved }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.fact.contains("--since") == true, "it says what would settle it")
        #expect(result.intent("LogHikeIntent")?.status != .atRisk)
    }

    @Test func aShippedInfoPlistStillListingTheClassShowsARelease() throws {
        let listing = Make.intentsExtension(["LogHikeIntent"])
        let built = Self.membership(files: ["App/Intents.swift"], folders: ["IntentsExtension"])
        let result = Self.audit([built], extensions: [listing])
        let finding = try #require(result.findings("IA201").first)
        #expect(finding.severity == .error)
        #expect(
            finding.proof.contains {
                $0.resolved && $0.fact.contains("IntentsExtension/Info.plist, which ships, still lists LogHikeIntent")
            })
        let unbuilt = Self.audit([Self.membership(files: ["App/Intents.swift"])], extensions: [listing])
        #expect(unbuilt.findings("IA201").first?.severity == .note, "an Info.plist no target ships shows nothing")
    }

    @Test func anEarlierReleaseThatBuiltTheDefinitionShowsIt() throws {
        var identity = IdentityModel()
        var old = IntentIdentity(
            origin: .legacy, typeName: "LogHikeIntent", persistentIdentifier: "LogHikeIntent",
            location: Make.at(Make.definitionPath, 10))
        old.targets = ["App"]
        identity.intents = [old]
        let v1 = EarlierState(label: "v1.0", source: "git tag", identity: identity)
        let result = Self.audit([Self.membership(files: ["App/Intents.swift"])], earlier: [v1])
        let finding = try #require(result.findings("IA201").first)
        #expect(finding.severity == .error)
        #expect(finding.proof.contains { $0.release == "v1.0" && $0.fact.contains("at v1.0 App built LogHikeIntent") })

        old.targets = []
        identity.intents = [old]
        let unknown = EarlierState(label: "v1.0", source: "git tag", identity: identity)
        let untold = Self.audit([Self.membership(files: ["App/Intents.swift"])], earlier: [unknown])
        #expect(untold.findings("IA201").first?.severity == .note, "an earlier state without targets shows nothing")
    }

    @Test func aDefinitionOutsideEveryProjectFolderIsTakenAsShipped() throws {
        let elsewhere = Self.membership(files: ["App/Intents.swift"], project: "App/App.xcodeproj/project.pbxproj")
        let result = Self.audit([elsewhere], donations: [Self.donation])
        let finding = try #require(result.findings("IA201").first)
        #expect(finding.severity == .warning)
        #expect(finding.proof.contains { $0.fact.contains("lies outside the folders of the project files read") })
    }

    @Test func aMisspeltClassNameForAnUnshippedIntentIsANote() throws {
        var misspelt = Make.appIntent("LogHikeAppIntent", migrates: "LogHikeIntnet")
        misspelt.location = Make.at("App/Intents.swift", 5)
        let shipped = Self.audit(
            [Self.membership(files: [Make.definitionPath, "App/Intents.swift"])], appIntents: [misspelt])
        // Built and used by nothing: nothing is lost yet.
        #expect(shipped.findings("IA202").first?.severity == .warning)
        let unshipped = Self.audit([Self.membership(files: ["App/Intents.swift"])], appIntents: [misspelt])
        let finding = try #require(unshipped.findings("IA202").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: no target builds"))
    }
}
