import History
import XMLSupport

/// The reference elements of the history documents (`<baseline>`, `trend.xml`); they are built
/// with the report's constructors (`XMLElement.make`, `.text`, `.list`), so both write alike.
package enum HistoryXML {
    package static func intentRef(_ intent: IntentSnapshot) -> XMLElement {
        XMLElement.make(
            "intent-ref",
            [
                ("name", intent.name), ("status", intent.status.rawValue),
                ("remainingEffort", String(intent.remainingEffort)),
            ])
    }

    package static func findingRef(_ finding: FindingSnapshot) -> XMLElement {
        XMLElement.text(
            "finding-ref", finding.message,
            [
                ("fingerprint", finding.fingerprint), ("rule", finding.rule),
                ("severity", finding.severity.rawValue), ("intent", finding.intent),
            ])
    }
}
