import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA805 pairs an earlier release's widget with today's by its extension: the system finds a placed
/// widget again by the extension's bundle identifier and the kind, so a widget target renamed in the
/// project (`StepsWidgetExtension` → `WidgetsExtension`) that keeps its `PRODUCT_BUNDLE_IDENTIFIER`
/// loses nothing. Where the bundle identifiers do not say what became of a target that is gone, the
/// pairing is a "cannot tell" step and the finding a note.
@Suite struct RenamedWidgetTargetTests {
    static let widgetPath = "Widgets/StepsWidget.swift"

    static func target(_ name: String, bundle: [String]) -> TargetMembership {
        var membership = TargetMembership(
            target: name, source: "pbxproj", location: Make.at("Steps.xcodeproj/project.pbxproj", 1))
        membership.folders = ["Widgets"]
        membership.bundleIdentifiers = bundle
        return membership
    }

    static func inventory(
        _ target: TargetMembership, kind: String, configuration: String = "IntentConfiguration"
    )
        -> Inventory
    {
        var inventory = Make.inventory(widgets: [
            Make.widget("StepsWidget", configuration, kind: kind, intent: "StepsIntent", path: widgetPath, line: 12)
        ])
        inventory.targetMemberships = [target]
        return inventory
    }

    /// The earlier release as `--since v1.0` builds it: scanned, then its identity model.
    static func release(_ inventory: Inventory, keepBundles: Bool = true) -> EarlierState {
        let deployment = DeploymentPolicy(inventory: inventory, configuration: AuditConfiguration())
        var identity = IdentityModelBuilder.build(inventory, deployment: deployment)
        if !keepBundles { identity.targetBundleIdentifiers = nil }
        return EarlierState(label: "v1.0", source: "git tag", identity: identity)
    }

    static let v1 = release(
        inventory(target("StepsWidgetExtension", bundle: ["com.example.steps.widget"]), kind: "Steps"))

    @Test func aRenamedTargetKeepingItsBundleIdentifierLosesNothing() {
        let today = Self.inventory(Self.target("WidgetsExtension", bundle: ["com.example.steps.widget"]), kind: "Steps")
        let result = Audit.assess(today, context: Make.context, earlier: [Self.v1])
        #expect(result.findings("IA805").isEmpty)
        // The same on App Intents: the kind kept, the target renamed.
        let migrated = Self.inventory(
            Self.target("WidgetsExtension", bundle: ["com.example.steps.widget"]), kind: "Steps",
            configuration: "AppIntentConfiguration")
        #expect(Audit.assess(migrated, context: Make.context, earlier: [Self.v1]).findings("IA805").isEmpty)
    }

    @Test func aRenamedTargetWithAnotherBundleIdentifierIsAnotherExtension() throws {
        let today = Self.inventory(Self.target("WidgetsExtension", bundle: ["com.example.widgets"]), kind: "Steps")
        let finding = try #require(
            Audit.assess(today, context: Make.context, earlier: [Self.v1]).findings("IA805").first)
        #expect(finding.severity == .error)
        #expect(finding.proof.allSatisfy { $0.resolved })
        // The kind is still built, by another extension: the message says "of that extension" and the
        // proof names the extension that builds it now.
        #expect(finding.message.contains("is built by no widget of that extension today"), "\(finding.message)")
        #expect(
            finding.proof.contains {
                $0.fact.hasPrefix(
                    "WidgetsExtension (bundle identifier com.example.widgets) builds kind \"Steps\" today, but to the "
                        + "system it is another extension")
            }, "\(finding.proof.map(\.fact))")
    }

    @Test func theKindChangedInTheRenamedTargetIsStillALoss() throws {
        let today = Self.inventory(
            Self.target("WidgetsExtension", bundle: ["com.example.steps.widget"]), kind: "StepsV2")
        let finding = try #require(
            Audit.assess(today, context: Make.context, earlier: [Self.v1]).findings("IA805").first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("(now \"StepsV2\")"))
        #expect(
            finding.proof.contains {
                $0.fact.hasPrefix(
                    "the kinds built in WidgetsExtension (StepsWidgetExtension renamed: both set the bundle identifier "
                        + "com.example.steps.widget) today are \"StepsV2\"")
            })
        #expect(
            finding.fix.hasSuffix(
                "in WidgetsExtension (StepsWidgetExtension renamed: both set the bundle identifier com.example.steps.widget)."
            ))
    }

    @Test func aBundleIdentifierFromAVariableCannotTell() throws {
        let earlier = Self.release(Self.inventory(Self.target("StepsWidgetExtension", bundle: []), kind: "Steps"))
        let today = Self.inventory(Self.target("WidgetsExtension", bundle: ["com.example.steps.widget"]), kind: "Steps")
        let finding = try #require(
            Audit.assess(today, context: Make.context, earlier: [earlier]).findings("IA805").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: StepsWidgetExtension is not a target of today's project"))
        #expect(finding.proof.filter { !$0.resolved }.count == 1)
        // Today's side unknown too: still a note, never an error.
        let unknownToday = Self.inventory(Self.target("WidgetsExtension", bundle: []), kind: "Steps")
        let both = Audit.assess(unknownToday, context: Make.context, earlier: [Self.v1]).findings("IA805")
        #expect(both.map(\.severity) == [.note])
    }

    @Test func aSnapshotWithoutBundleIdentifiersCannotTell() throws {
        let earlier = Self.release(
            Self.inventory(Self.target("StepsWidgetExtension", bundle: ["com.example.steps.widget"]), kind: "Steps"),
            keepBundles: false)
        let today = Self.inventory(Self.target("WidgetsExtension", bundle: ["com.example.steps.widget"]), kind: "Steps")
        let findings = Audit.assess(today, context: Make.context, earlier: [earlier]).findings("IA805")
        #expect(findings.map(\.severity) == [.note])
    }

    /// The target kept its name but took another bundle identifier while the app kept its own: to the
    /// system it is another extension, and the widgets placed from the old one vanish. When every target
    /// took new identifiers, it is a new app that no user updates to: nothing is claimed.
    @Test func aKeptTargetNameWithAnotherBundleIdentifierIsAnotherExtension() throws {
        var app = Self.target("Steps", bundle: ["com.example.steps"])
        app.folders = ["App"]
        let release = { (widgetBundle: String, appBundle: String) -> Inventory in
            var appTarget = app
            appTarget.bundleIdentifiers = [appBundle]
            var inventory = Self.inventory(Self.target("StepsWidgetExtension", bundle: [widgetBundle]), kind: "Steps")
            inventory.targetMemberships.append(appTarget)
            return inventory
        }
        let v1 = Self.release(release("com.example.steps.widget", "com.example.steps"))
        let today = release("com.example.steps.widgets", "com.example.steps")
        let finding = try #require(Audit.assess(today, context: Make.context, earlier: [v1]).findings("IA805").first)
        #expect(finding.severity == .error)
        #expect(
            finding.proof.contains {
                $0.fact.hasPrefix(
                    "StepsWidgetExtension set the bundle identifier com.example.steps.widget at v1.0 and sets "
                        + "com.example.steps.widgets today")
            })
        let newApp = release("org.other.steps.widget", "org.other.steps")
        #expect(Audit.assess(newApp, context: Make.context, earlier: [v1]).findings("IA805").isEmpty)
        let same = release("com.example.steps.widget", "com.example.steps")
        #expect(Audit.assess(same, context: Make.context, earlier: [v1]).findings("IA805").isEmpty)
    }

    @Test func aKeptTargetOrAKindBuiltNowhereStaysAnError() throws {
        // The target kept its name and no longer builds the kind: proven as before.
        let kept = Self.inventory(
            Self.target("StepsWidgetExtension", bundle: ["com.example.steps.widget"]), kind: "StepsV2")
        let keptFinding = try #require(
            Audit.assess(kept, context: Make.context, earlier: [Self.v1]).findings("IA805").first)
        #expect(keptFinding.severity == .error)
        // The target gone, nothing known of bundles, and no widget anywhere builds the kind: gone either way.
        let earlier = Self.release(Self.inventory(Self.target("StepsWidgetExtension", bundle: []), kind: "Steps"))
        let nowhere = Self.inventory(Self.target("WidgetsExtension", bundle: []), kind: "Trails")
        let finding = try #require(
            Audit.assess(nowhere, context: Make.context, earlier: [earlier]).findings("IA805").first)
        #expect(finding.severity == .error)
    }
    /// The app target (an application product type) with the widget target: the app's bundle identifier.
    static func withApp(_ inventory: Inventory, app: String) -> Inventory {
        var inventory = inventory
        var membership = TargetMembership(
            target: "Steps", source: "pbxproj", location: Make.at("Steps.xcodeproj/project.pbxproj", 2))
        membership.folders = ["App"]
        membership.productType = "com.apple.product-type.application"
        membership.bundleIdentifiers = [app]
        inventory.targetMemberships.append(membership)
        return inventory
    }

    /// An earlier state whose app target set another bundle identifier is another app: no user of it
    /// updates to today's build, so nothing is compared with it (the comparison says why); with the
    /// app's bundle identifier kept, the widget extension's new one still loses the placed widgets.
    @Test func anEarlierStateOfAnotherAppIsNotCompared() throws {
        let then = Self.release(
            Self.withApp(
                Self.inventory(Self.target("StepsWidgetExtension", bundle: ["com.old.steps.widget"]), kind: "Steps"),
                app: "com.old.steps"))
        let widget = Self.inventory(Self.target("WidgetsExtension", bundle: ["com.new.steps.widget"]), kind: "Steps")
        let renamedApp = Audit.assess(
            Self.withApp(widget, app: "com.new.steps"), context: Make.context, earlier: [then])
        #expect(renamedApp.findings.filter { $0.rule.hasPrefix("IA8") }.isEmpty)
        #expect(renamedApp.continuity.first?.source.contains("another app") == true)
        let sameApp = Audit.assess(Self.withApp(widget, app: "com.old.steps"), context: Make.context, earlier: [then])
        let finding = try #require(sameApp.findings("IA805").first)
        #expect(finding.severity == .error)
        #expect(sameApp.continuity.first?.source.contains("another app") == false)
    }
}
