import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA806 on a renamed target: an App Intent built by `FreeAPS` at v1.0 and by `Trio` today is in the
/// same bundle when `Trio` sets the bundle identifier `FreeAPS` set (the target was renamed), so
/// nothing moved; with another identifier, or when the identifiers are not known, it may have.
@Suite struct RenamedIntentTargetTests {
    static func inventory(target: String, bundle: [String]) -> Inventory {
        var inventory = Make.inventory(appIntents: [
            Make.appIntent("ListStateIntent", [Make.appParameter("minutes", "Int", optional: false)])
        ])
        var membership = TargetMembership(
            target: target, source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 1))
        membership.folders = ["App"]
        membership.bundleIdentifiers = bundle
        inventory.targetMemberships = [membership]
        return inventory
    }

    static func release(_ inventory: Inventory) -> EarlierState {
        let deployment = DeploymentPolicy(inventory: inventory, configuration: AuditConfiguration())
        return EarlierState(
            label: "v1.0", source: "git tag", identity: IdentityModelBuilder.build(inventory, deployment: deployment))
    }

    @Test(arguments: [
        (["org.example.app"], ["org.example.app"], 0),
        (["org.example.app"], ["org.example.other"], 1),
        ([], [], 1),
    ])
    func aRenamedTargetKeepingItsBundleIdentifierMovesNothing(then: [String], now: [String], expected: Int) {
        let v1 = Self.release(Self.inventory(target: "FreeAPS", bundle: then))
        let today = Self.inventory(target: "Trio", bundle: now)
        #expect(Audit.assess(today, context: Make.context, earlier: [v1]).findings("IA806").count == expected)
    }
}
