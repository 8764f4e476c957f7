import TestSupport
import Testing

@testable import Analysis
@testable import Model
@testable import Planning
@testable import Reporting
@testable import XMLSupport

/// Planning hands each intent its handlers, donations and widgets with how each is tied; the
/// reports show those and join nothing back by location or name.
@Suite struct FactLinksTests {
    static let live = Make.handler("LogHikeIntentHandler", ["LogHikeIntent"], path: "Intents/LogHike.swift", line: 5)
    static let dead = Make.handler("OldLogHikeHandler", ["LogHikeIntent"], path: "Old/LogHike.swift", line: 3)
    static let other = Make.handler("RateHikeIntentHandler", ["RateHikeIntent"], path: "Intents/Rate.swift", line: 4)
    static let typed = Make.donation("INInteraction.donate", "LogHikeIntent", path: "App/Log.swift", line: 20)
    static let untyped = Make.donation("NSUserActivity.prediction", nil, path: "App/Log.swift", line: 20)
    static let elsewhere = Make.donation("INInteraction.donate", "RateHikeIntent", path: "App/Log.swift", line: 20)

    static func link() -> IntentLink {
        var link = IntentLink(className: "LogHikeIntent", definition: nil, definitionFile: nil, isSystemDomain: false)
        link.handlers = [live]
        link.donations = [typed]
        link.deadFiles = ["Old/LogHike.swift"]
        return link
    }

    @Test func eachFactCarriesHowItIsTied() {
        let inventory = Make.inventory(
            handlers: [Self.other, Self.live, Self.dead], donations: [Self.elsewhere, Self.untyped, Self.typed])
        let facts = FactLinks(inventory)
        let handlers = facts.handlers(Self.link())
        // Inventory order (path, line, name), each with its status; another intent's handler is not listed.
        #expect(handlers.map(\.fact.typeName) == ["LogHikeIntentHandler", "OldLogHikeHandler"])
        #expect(handlers.map(\.status) == [.linked, .unshipped])
        // At the donation's site: the untyped donation is listed (named), the one naming another intent is not.
        let donations = facts.donations(Self.link())
        #expect(donations.map(\.fact.api) == ["INInteraction.donate", "NSUserActivity.prediction"])
        #expect(donations.map(\.status) == [.linked, .named])
    }

    /// The document shows what the intent carries, whatever the inventory holds: no join.
    @Test func reportShowsTheIntentsOwnLinks() throws {
        var intent = IntentAssessment(
            name: "LogHikeIntent", status: .legacyOnly, statusReason: "test", isSystemDomain: false,
            isWidgetIntent: false, handlers: [FactLink(Self.live)], donations: [FactLink(Self.typed)])
        intent.definitionFile = "Shared/Intents.intentdefinition"
        var result = AuditResult(
            context: AuditContext(toolVersion: "test", root: ".", generatedAt: 0), inventory: Inventory())
        result.intents = [intent]
        let root = try SafeXMLParser.parse(ReportDocument.serialize(result), name: "report.xml")
        let element = try #require(root.firstElement(named: "intents")?.elements.first)
        #expect(element.attribute("definitionFile") == "Shared/Intents.intentdefinition")
        let handlers = try #require(element.firstElement(named: "linked-handlers")).elements
        #expect(handlers.map { $0.attribute("type") } == ["LogHikeIntentHandler"])
        let donations = try #require(element.firstElement(named: "linked-donations")).elements
        #expect(donations.map { $0.attribute("path") } == ["App/Log.swift"])
    }
}
