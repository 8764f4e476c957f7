import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// An extension's kind read from all its evidence in a defined order: the Info.plist block its product
/// type reads, a type adopting `AppIntentsExtension`, then a block of the other kind; disagreeing or
/// missing evidence is unknown (an IA906 note), never "another extension".
@Suite struct ExtensionKindTests {
    static let extensionKit = "com.apple.product-type.extensionkit-extension"
    static let appExtension = "com.apple.product-type.app-extension"
    static let appIntents = "com.apple.appintents-extension"
    static let share = "com.apple.share-services"

    /// One extension target `Ext` compiling `Ext/…`, its Info.plist with the blocks given, and optionally
    /// an `AppIntentsExtension` type in it.
    static func kind(
        product: String, ex: String? = nil, ns: String? = nil, adopts: Bool = false
    ) -> (bundle: SeenByTarget.Bundle, reason: String?) {
        var inventory = Inventory()
        if ex != nil || ns != nil {
            var plist = ExtensionInfo(
                path: "Ext/Info.plist", extensionPoint: ns ?? ex, location: Make.at("Ext/Info.plist", 4))
            plist.appExtensionPoint = ns
            plist.extensionKitPoint = ex
            inventory.extensions = [plist]
        }
        if adopts {
            inventory.appIntents = [
                AppIntentDeclaration(
                    name: "ExtMain", declarationKind: "struct", conformances: ["AppIntentsExtension"],
                    roles: ["app-intents-extension"], location: Make.at("Ext/ExtMain.swift", 3))
            ]
        }
        let membership = ShortcutScenarios.membership("Ext", product, folders: ["Ext"])
        let bundles = TargetBundles(inventory)
        return (bundles.bundle(of: membership).bundle, bundles.kind(of: membership).reason)
    }

    @Test func anExtensionKitBlockAlone() {
        #expect(Self.kind(product: Self.extensionKit, ex: Self.appIntents).bundle == .appIntentsExtension)
        #expect(Self.kind(product: Self.extensionKit, ex: "com.apple.widgetkit-extension").bundle == .widgetExtension)
    }

    @Test func anNSExtensionBlockAlone() {
        #expect(Self.kind(product: Self.appExtension, ns: Self.share).bundle == .otherExtension)
        #expect(Self.kind(product: Self.appExtension, ns: "com.apple.widgetkit-extension").bundle == .widgetExtension)
    }

    /// The false positive seen on a real app: an App Intents extension keeping a template's NSExtension block.
    @Test func bothBlocksTheProductTypeReadsTheExtensionKitOne() {
        #expect(
            Self.kind(product: Self.extensionKit, ex: Self.appIntents, ns: Self.share).bundle == .appIntentsExtension)
        #expect(
            Self.kind(product: Self.extensionKit, ex: Self.appIntents, ns: Self.share, adopts: true).bundle
                == .appIntentsExtension)
        // A classic app extension reads its NSExtension block: the EX block is the leftover.
        #expect(Self.kind(product: Self.appExtension, ex: Self.appIntents, ns: Self.share).bundle == .otherExtension)
    }

    @Test func theProductTypeAloneTellsNoPoint() {
        let alone = Self.kind(product: Self.extensionKit)
        #expect(alone.bundle == .unknownExtension)
        #expect(alone.reason == "Ext is an ExtensionKit extension whose extension point the audit did not find")
    }

    @Test func anAppIntentsExtensionTypeAlone() {
        #expect(Self.kind(product: Self.extensionKit, adopts: true).bundle == .appIntentsExtension)
        #expect(Self.kind(product: Self.appExtension, adopts: true).bundle == .appIntentsExtension)
        // The only block there is of the kind the product does not read, and it agrees.
        #expect(Self.kind(product: Self.appExtension, ex: Self.appIntents, adopts: true).bundle == .appIntentsExtension)
    }

    @Test func disagreeingEvidenceIsUnknown() {
        let conflict = Self.kind(product: Self.appExtension, ns: Self.share, adopts: true)
        #expect(conflict.bundle == .unknownExtension)
        #expect(
            conflict.reason
                == "Ext is an extension whose evidence disagrees: its NSExtension block says com.apple.share-services, "
                + "a type adopting AppIntentsExtension it compiles says com.apple.appintents-extension")
        let widget = Self.kind(product: Self.extensionKit, ex: "com.apple.widgetkit-extension", adopts: true)
        #expect(widget.bundle == .unknownExtension)
        // A product type that reads neither block: two blocks that disagree tell nothing.
        let neither = Self.kind(product: "com.apple.product-type.xcode-extension", ex: Self.appIntents, ns: Self.share)
        #expect(neither.bundle == .unknownExtension)
        #expect(Self.kind(product: "com.apple.product-type.xcode-extension", ns: Self.share).bundle == .otherExtension)
    }

    /// The same variations read from a tree: Info.plists, the project file's product types and the
    /// `@main` types, through the whole audit.
    @Test func theFixtureTreeReadsEachKind() throws {
        let result = try Audit.run(
            root: Fixtures.path("Project/extension-kinds"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
        let bundles = Dictionary(
            result.visibility.filter { $0.kind == "app-intent" }.map { ($0.name, $0.targets.map(\.bundle.rawValue)) },
            uniquingKeysWith: { a, _ in a })
        #expect(
            bundles == [
                "BookCrossingIntent": ["app-intents-extension"],
                "ShareTimetableIntent": ["other-extension"],
                "CheckDeparturesIntent": ["app-intents-extension"],
                "ReportDelayIntent": ["unknown-extension"],
                "ShowCabinIntent": ["app-intents-extension"],
                "SavePassIntent": ["unknown-extension"],
            ])
        let found = result.findings.filter { $0.rule == "IA906" }.map { "\($0.severity.rawValue) \($0.location.path)" }
        #expect(
            found.sorted() == [
                "note Disagreeing/SavePassIntent.swift", "note ProductOnly/ReportDelayIntent.swift",
                "warning ShareOnly/ShareTimetableIntent.swift",
            ])
        let leftover = try #require(result.inventory.extensions.first { $0.path == "KitWithLeftover/Info.plist" })
        #expect(leftover.extensionKitPoint == Self.appIntents)
        #expect(leftover.appExtensionPoint == Self.share)
    }
}
