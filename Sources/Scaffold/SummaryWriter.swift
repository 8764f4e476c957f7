import Analysis
import Model

/// Writes `parameterSummary`: the legacy combination title, `When` branches for a parent parameter
/// (up to 3 combinations), or the flattened choice (mapping doc §3, "Parent parameter").
struct SummaryWriter {
    var plan: IntentPlan
    var strings: StringCollector

    private var mapped: [String] { plan.parameters.map(\.legacy.name) }

    func write(into w: inout SwiftWriter) {
        if plan.flatten {
            let related = Set(plan.parents.map { $0.parents + $0.children.values.flatMap { $0 } } ?? [])
            w.line()
            writeSummaryProperty(into: &w) { w in
                summary(plan.title, shown: ["choice"] + mapped.filter { !related.contains($0) }, into: &w)
            }
        } else if let parents = plan.parents, parents.parents.count == 1, let parent = parents.parents.first,
            mapped.contains(parent)
        {
            w.line()
            writeSummaryProperty(into: &w) { w in branches(parent: parent, into: &w) }
        } else if let combination = titledCombination {
            w.line()
            writeSummaryProperty(into: &w) { w in
                let title = combination.title ?? plan.title
                let named = mapped.filter { title.contains("${\($0)}") }
                summary(title, shown: mapped.filter { !named.contains($0) }, into: &w)
            }
        }
    }

    private var titledCombination: ParameterCombination? {
        let combinations = (plan.definition.parameterCombinations + plan.definition.managedParameterCombinations).filter
        { $0.title?.isEmpty == false }
        return combinations.first(where: \.isPrimary) ?? combinations.first
    }

    private func writeSummaryProperty(into w: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
        w.block("static var parameterSummary: some ParameterSummary", body)
    }

    /// `When(\.$parent, …) { … } otherwise: { … }`, one level per value the children name.
    private func branches(parent: String, into w: inout SwiftWriter) {
        let relations = plan.definition.parameters.compactMap { p in p.relationship.map { (p.name, $0) } }
            .filter { $0.1.parentName == parent && mapped.contains($0.0) }
        let unrelated = mapped.filter { name in name != parent && !relations.contains { $0.0 == name } }
        let values = Array(Set(relations.compactMap { $0.1.predicate == "HasAnyValue" ? nil : $0.1.value })).sorted()
        let hasAny = relations.filter { $0.1.predicate == "HasAnyValue" }.map(\.0)
        let identifier = SwiftWriter.identifier(parent)
        func level(_ index: Int, into w: inout SwiftWriter) {
            if index < values.count {
                let value = values[index]
                let children = relations.filter { $0.1.value == value && $0.1.predicate != "HasAnyValue" }.map(\.0)
                w.line("When(\\.$\(identifier), .equalTo, .\(SwiftWriter.identifier(value))) {")
                w.indented { w in summary(nil, shown: [parent] + children + unrelated, into: &w) }
                w.line("} otherwise: {")
                w.indented { w in level(index + 1, into: &w) }
                w.line("}")
            } else if !hasAny.isEmpty && index == values.count {
                w.line("When(\\.$\(identifier), .hasAnyValue) {")
                w.indented { w in summary(nil, shown: [parent] + hasAny + unrelated, into: &w) }
                w.line("} otherwise: {")
                w.indented { w in summary(nil, shown: [parent] + unrelated, into: &w) }
                w.line("}")
            } else {
                summary(nil, shown: [parent] + unrelated, into: &w)
            }
        }
        level(0, into: &w)
    }

    /// `Summary("title") { \.$a; \.$b }`: `${name}` in the title becomes `\(\.$name)`. Without a title,
    /// the legacy combination of exactly these parameters gives it (else the intent's title).
    private func summary(_ given: String?, shown all: [String], into w: inout SwiftWriter) {
        let combinations = plan.definition.parameterCombinations + plan.definition.managedParameterCombinations
        let title =
            given ?? combinations.first { Set($0.parameters) == Set(all) && $0.title?.isEmpty == false }?.title
            ?? plan.title
        let shown = all.filter { !title.contains("${\($0)}") }
        strings.add(title)
        // The summary names the scaffold's table too (`IntentParameterSummary.init(_:table:)`); its key is
        // the title with `${parameter}` placeholders, as in the legacy definition.
        let text =
            Self.interpolated(title, parameters: mapped + (plan.flatten ? ["choice"] : []))
            + ", table: \(SwiftWriter.literal(ScaffoldNames.stringCatalogTable))"
        if shown.isEmpty {
            w.line("Summary(\(text))")
        } else {
            w.block("Summary(\(text))") { w in
                for name in shown { w.line("\\.$\(SwiftWriter.identifier(name))") }
            }
        }
    }

    /// A Swift string literal of a combination title, `${x}` of a known parameter as `\(\.$x)`.
    static func interpolated(_ title: String, parameters: [String]) -> String {
        var result = ""
        var rest = Substring(title)
        while let start = rest.range(of: "${") {
            result += SwiftWriter.literal(String(rest[..<start.lowerBound])).dropFirst().dropLast()
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "}") else { rest = rest[start.lowerBound...]; break }
            let name = String(after[..<end])
            if parameters.contains(name) {
                result += "\\(\\.$\(SwiftWriter.identifier(name)))"
            } else {
                result += SwiftWriter.literal("${\(name)}").dropFirst().dropLast()
            }
            rest = after[after.index(after: end)...]
        }
        result += SwiftWriter.literal(String(rest)).dropFirst().dropLast()
        return "\"" + result + "\""
    }
}
