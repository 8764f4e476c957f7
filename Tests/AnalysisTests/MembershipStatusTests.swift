import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Statuses decided by the build targets that actually contain an intent's files.
@Suite struct MembershipStatusTests {
    static let logHike = Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")])])
    static let counterpart = Make.appIntent(
        "LogHikeAppIntent", migrates: "LogHikeIntent", [Make.appParameter("distance", "Double")])

    static func membership(
        _ name: String, files: [String] = [], folders: [String] = [], platforms: [String] = [],
        _ targets: [DeploymentTarget]
    ) -> TargetMembership {
        var membership = TargetMembership(
            target: name, source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 1))
        membership.files = files
        membership.folders = folders
        membership.platforms = platforms
        membership.deploymentTargets = targets
        return membership
    }

    static func status(_ memberships: [TargetMembership], targets: [DeploymentTarget]) -> CoexistenceStatus? {
        var inventory = Make.inventory([logHike], appIntents: [counterpart], targets: targets)
        inventory.targetMemberships = memberships
        return Make.assess(inventory).intent("LogHikeIntent")?.status
    }

    @Test func theTargetsHoldingTheDefinitionDecide() {
        let mac = Make.target("macOS", "14.0", target: "Mac")
        let phone = Make.target("iOS", "15.0", target: "Phone")
        let definition = Self.logHike.path
        #expect(
            Self.status(
                [Self.membership("Mac", files: [definition], [mac]), Self.membership("Phone", [phone])],
                targets: [mac, phone]) == .readyToRetire)
        #expect(
            Self.status(
                [
                    Self.membership("Mac", files: [definition], [mac]),
                    Self.membership("Phone", folders: ["Shared"], [phone]),
                ],
                targets: [mac, phone]) == .coexisting, "both targets ship the definition: iOS 15 decides")
        #expect(Self.status([], targets: [mac, phone]) == .coexisting, "no membership: every target of the tree")
    }

    @Test func withoutADefinitionTheCounterpartsTargetDecides() {
        let gone = Make.appIntent(
            "LogHikeAppIntent", migrates: "LogHikeIntent", path: "Mac/LogHikeAppIntent.swift", line: 3)
        let handler = Make.handler("LogHikeHandler", ["LogHikeIntent"])
        let mac = Make.target("macOS", "14.0", target: "MacApp"), phone = Make.target("iOS", "15.0", target: "PhoneApp")
        var inventory = Make.inventory(appIntents: [gone], handlers: [handler], targets: [mac, phone])
        #expect(
            Make.assess(inventory).intent("LogHikeIntent")?.status == .coexisting, "unknown membership: every target")
        inventory.targetMemberships = [
            Self.membership("MacApp", files: [handler.location.path], folders: ["Mac"], [mac]),
            Self.membership("PhoneApp", files: ["Phone/Other.swift"], [phone]),
        ]
        #expect(Make.assess(inventory).intent("LogHikeIntent")?.status == .readyToRetire)
    }

    @Test func aMemberTargetWithoutItsOwnVersionUsesTheXcconfigValueOfItsPlatform() {
        let policy = { (targets: [DeploymentTarget], membership: TargetMembership) -> [String: String] in
            var inventory = Inventory()
            inventory.deploymentTargets = targets
            inventory.targetMemberships = [membership]
            return DeploymentPolicy(inventory: inventory, configuration: AuditConfiguration())
                .lowest(for: [Make.at("Mac/Intents.intentdefinition", 1)])
        }
        let xcconfig = [
            Make.target("iOS", "15.0"), Make.target("macOS", "14.0"), Make.target("iOS", "12.0", target: "Old"),
        ]
        let mac = Self.membership("Mac", folders: ["Mac"], platforms: ["macOS"], [])
        #expect(policy(xcconfig, mac) == ["macOS": "14.0"])
        #expect(
            policy([Make.target("iOS", "12.0", target: "Old")], mac) == ["iOS": "12.0"],
            "no value for its platform at all: the folder-name guess (every target)")
    }
}
