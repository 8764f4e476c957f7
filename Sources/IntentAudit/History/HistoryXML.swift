import XMLSupport

/// Element constructors for the history documents (`<baseline>`, `trend.xml`): attributes keep the
/// order given and absent values are left out, so the same value always gives the same bytes.
enum HistoryXML {
    static func element(_ name: String, _ attributes: [(String, String?)] = [],
                        _ children: [XMLElement] = []) -> XMLElement {
        XMLElement(name, attributes: attributes.compactMap { pair in pair.1.map { XMLAttribute(pair.0, $0) } },
                   children: children.map(XMLNode.element))
    }

    /// An element holding text.
    static func text(_ name: String, _ text: String, _ attributes: [(String, String?)] = []) -> XMLElement {
        var result = element(name, attributes)
        result.children = [.text(text)]
        return result
    }

    /// A list element with a `count` attribute.
    static func list(_ name: String, _ children: [XMLElement]) -> XMLElement {
        element(name, [("count", String(children.count))], children)
    }

    static func intentRef(_ intent: IntentSnapshot) -> XMLElement {
        element("intent-ref", [("name", intent.name), ("status", intent.status.rawValue),
                               ("remainingEffort", String(intent.remainingEffort))])
    }

    static func findingRef(_ finding: FindingSnapshot) -> XMLElement {
        text("finding-ref", finding.message, [("fingerprint", finding.fingerprint), ("rule", finding.rule),
                                               ("severity", finding.severity.rawValue), ("intent", finding.intent)])
    }
}
