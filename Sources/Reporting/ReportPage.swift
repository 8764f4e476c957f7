import History
import Model
import XMLSupport

/// The document the HTML page is rendered from.
///
/// A report of up to `Limits.pageIntents` intents is rendered from report.xml itself (a user's
/// template receives the same document). Past it, a page of every intent would take the transform
/// seconds and hundreds of megabytes (5,000 intents: a 19 MB document, a 30 MB page) and nobody
/// could read it, so the page's document keeps the most urgent intents (the plan's urgency rank)
/// with everything their cards show: their definitions, their findings and their counterparts'
/// App Intents. Every other long list is cut to the same length, the intents' own entries first.
/// A cut list keeps `count` (how many the report has) and gains `shown` (how many this document
/// holds); the page says what it left out and that report.xml and report.json hold every one.
package enum ReportPage {
    /// The page's document cut from the report's `full` element, or nil when nothing needs cutting.
    package static func element(_ full: XMLElement, _ result: AuditResult, limit: Int) -> XMLElement? {
        guard let cut = cut(result, limit: limit) else { return nil }
        var page = full
        page.children = full.children.map {
            guard case .element(let section) = $0 else { return $0 }
            return .element(cut.section(section))
        }
        return page
    }

    /// The page's document serialized, each section of report.xml made, cut and converted in turn
    /// (`XMLWriter.serialize(_:sections:)`); nil when nothing needs cutting.
    package static func serialize(
        _ result: AuditResult, rules: [RuleDescription], baseline: BaselineComparison?, limit: Int
    ) -> [UInt8]? {
        guard let cut = cut(result, limit: limit) else { return nil }
        let sections = ReportDocument.sections(result, rules: rules, baseline: baseline)
        return XMLWriter.serialize(
            ReportDocument.root(result), sections: sections.map { section in .element { cut.section(section.make()) } })
    }

    private static func cut(_ result: AuditResult, limit: Int) -> Cut? {
        guard result.intents.count > limit else { return nil }
        let shown = result.intents.sorted {
            (rank($0), $0.name) < (rank($1), $1.name)
        }.prefix(limit)
        return Cut(intents: Set(shown.map(\.name)), related: related(shown), limit: limit)
    }

    /// Intents with no rank (no plan) come after every ranked one.
    private static func rank(_ intent: IntentAssessment) -> Int { intent.urgency > 0 ? intent.urgency : .max }

    /// The names a shown intent's card looks up: its own and its counterparts'.
    private static func related(_ intents: ArraySlice<IntentAssessment>) -> Set<String> {
        var names = Set<String>()
        for intent in intents {
            names.insert(intent.name)
            if let counterpart = intent.counterpart { names.insert(counterpart.name) }
            if let possible = intent.possibleCounterpart { names.insert(possible.name) }
            for other in intent.alsoReplacedBy { names.insert(other.name) }
        }
        return names
    }

    private struct Cut {
        let intents: Set<String>
        let related: Set<String>
        let limit: Int

        /// One child of the document's root.
        func section(_ child: XMLElement) -> XMLElement {
            switch child.name {
            case "intents": keep(child) { intents.contains($0.attribute("name") ?? "") }
            case "findings": findings(child)
            case "inventory", "identity": mapChildren(child, list)
            case "summary", "baseline", "continuity", "rules": child
            default: list(child)
            }
        }

        /// A list's children: the shown intents' own entries, then others up to `limit`.
        func list(_ element: XMLElement) -> XMLElement {
            if element.name == "definition-files" { return definitionFiles(element) }
            guard element.attribute("count") != nil, element.elements.count > limit else { return element }
            let own = element.elements.filter(isRelated)
            let room = max(0, limit - own.count)
            var others = 0
            return keep(element) {
                if isRelated($0) { return true }
                others += 1
                return others <= room
            }
        }

        /// Findings of the shown intents and of their counterparts, then others, errors first.
        func findings(_ element: XMLElement) -> XMLElement {
            let others = element.elements.filter { !isRelated($0) }
            let order = ["error": 0, "warning": 1, "note": 2]
            let severity = others.map { order[$0.attribute("severity") ?? ""] ?? 3 }
            let kept = Set(others.indices.sorted { (severity[$0], $0) < (severity[$1], $1) }.prefix(limit))
            var index = -1
            return keep(element) {
                if isRelated($0) { return true }
                index += 1
                return kept.contains(index)
            }
        }

        /// Definition files keep only the shown intents' definitions (with every enum, type and
        /// localization); a file without one of them is kept, as a row of the inventory, while there
        /// is room. A file that lost definitions says how many it has (`intents`).
        func definitionFiles(_ element: XMLElement) -> XMLElement {
            var room = limit
            var files: [XMLNode] = []
            for case .element(let file) in element.children {
                let definitions = file.elements(named: "intent-definition")
                let own = definitions.filter { intents.contains($0.attribute("className") ?? "") }
                if own.isEmpty {
                    guard room > 0 else { continue }
                    room -= 1
                }
                guard own.count < definitions.count else {
                    files.append(.element(file))
                    continue
                }
                var trimmed = file
                trimmed.children = file.children.filter {
                    guard case .element(let child) = $0, child.name == "intent-definition" else { return true }
                    return intents.contains(child.attribute("className") ?? "")
                }
                trimmed.attributes.append(XMLAttribute("intents", String(definitions.count)))
                files.append(.element(trimmed))
            }
            var cut = element
            cut.children = files
            if files.count < element.elements.count {
                cut.attributes.append(XMLAttribute("shown", String(files.count)))
            }
            return cut
        }

        private func isRelated(_ element: XMLElement) -> Bool {
            for name in ["intent", "name", "className"] {
                if let value = element.attribute(name), related.contains(value) { return true }
            }
            return false
        }

        /// The element with only the children `keeping` accepts, and `shown` when any was left out.
        private func keep(_ element: XMLElement, _ keeping: (XMLElement) -> Bool) -> XMLElement {
            var cut = element
            var shown = 0
            cut.children = element.children.filter {
                guard case .element(let child) = $0 else { return true }
                guard keeping(child) else { return false }
                shown += 1
                return true
            }
            if shown < element.elements.count { cut.attributes.append(XMLAttribute("shown", String(shown))) }
            return cut
        }

        private func mapChildren(_ element: XMLElement, _ transform: (XMLElement) -> XMLElement) -> XMLElement {
            var mapped = element
            mapped.children = element.children.map {
                guard case .element(let child) = $0 else { return $0 }
                return .element(transform(child))
            }
            return mapped
        }
    }
}
