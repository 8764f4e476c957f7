import Model

/// IA909: two nested query types with the same name (`TrailEntity.Query`, `RegionEntity.Query`) in one target.
package struct DuplicateNestedQuery: Rule {
    package let id = RuleID.duplicateNestedQuery
    package let title = "Nested query types share a name"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        The App Intents metadata extraction names a query type by its own name: two entities that each nest a \
        query with the same name (`TrailEntity.Query` and `RegionEntity.Query`) in one target clash, the \
        extraction stops with a duplicate-type error, and the target's App Intents never reach the system. \
        Apple's documentation does not describe this; it is reported by developers as a build error of the \
        metadata extraction, which a developer sees before any user has the intents: a warning, never an error. \
        Queries in different targets do not clash; without a project file the audit cannot tell and says so.
        """
    package let fix = "Give each nested query its own name (`TrailQuery`, `RegionQuery`)."

    package func check(_ context: RuleContext) -> [Finding] {
        let nested = context.inventory.appIntents.filter {
            $0.roles.contains("entity-query") && $0.name.contains(".") && context.deployment.isBuilt($0.location)
        }
        let byName = Dictionary(grouping: nested) { String($0.name.split(separator: ".").last ?? "") }
        return byName.keys.sorted().flatMap { short -> [Finding] in
            let queries = byName[short]!.sorted { $0.location < $1.location }
            guard Set(queries.map(\.name)).count > 1 else { return [] }
            if context.deployment.memberships.isEmpty {
                return [
                    report(
                        queries, short: short, in: "the app",
                        .cannotTell("no project file or manifest tells whether one target compiles them all"))
                ]
            }
            return context.deployment.memberships.compactMap { membership -> Finding? in
                let together = queries.filter { membership.contains($0.location.path) }
                guard Set(together.map(\.name)).count > 1 else { return nil }
                return report(
                    together, short: short, in: membership.target,
                    ProofStep("\(membership.target) compiles all of them", at: membership.location))
            }
        }
    }

    private func report(
        _ queries: [AppIntentDeclaration], short: String, in target: String, _ proof: ProofStep
    )
        -> Finding
    {
        let names = queries.map(\.name).joined(separator: ", ")
        return finding(
            intent: nil, key: target + "|" + short, at: queries[1].location,
            "\(names) are all named \(short) in \(target): the App Intents metadata extraction stops on the duplicate",
            fix: "Rename the nested queries (\(names)) so that each has its own name.",
            proof: queries.map { ProofStep("\($0.name) adopts an entity query protocol", at: $0.location) } + [
                proof,
                ProofStep("the metadata extraction names a query by its own name; two with one name clash"),
            ])
    }
}

extension RuleID {
    package static let duplicateNestedQuery: RuleID = "IA909"
}
