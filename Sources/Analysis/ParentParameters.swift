import Model

/// The parent-parameter structure of a legacy intent (`INIntentParameterRelationship`) and the
/// `ParameterSummary` combinations it forces on the App Intents side.
///
/// Each parent contributes its relevant values: an enum parent compared with `EnumHasExactValue`
/// gives one branch per value named by its children plus one `otherwise`; a `HasAnyValue` parent
/// gives two (set / not set). The combinations are the product over the parents.
package struct ParentParameters: Equatable {
    /// Parent name → the children it shows, sorted.
    package var children: [String: [String]]
    /// Parent name → the number of summary branches it needs.
    package var branches: [String: Int]
    /// The longest chain of parents (a child whose parent has a parent = 2).
    package var levels: Int

    package var parents: [String] { children.keys.sorted() }
    package var combinations: Int { branches.values.reduce(1, *) }

    /// Whether one `AppEntity` with a sectioned `EntityQuery` is the better design than nested `When` blocks.
    package var shouldFlatten: Bool { levels >= 2 || combinations >= 4 || parents.count >= 2 }

    package init?(_ definition: IntentDefinition) {
        let related = definition.parameters.filter { $0.relationship != nil }
        guard !related.isEmpty else { return nil }
        var children: [String: [String]] = [:]
        var values: [String: Set<String>] = [:]
        var hasAny: Set<String> = []
        var parentOf: [String: String] = [:]
        for parameter in related {
            guard let relation = parameter.relationship else { continue }
            children[relation.parentName, default: []].append(parameter.name)
            parentOf[parameter.name] = relation.parentName
            if let value = relation.value, relation.predicate != "HasAnyValue" {
                values[relation.parentName, default: []].insert(value)
            } else {
                hasAny.insert(relation.parentName)
            }
        }
        self.children = children.mapValues { $0.sorted() }
        branches = Dictionary(
            uniqueKeysWithValues: children.keys.map { parent in
                (parent, max(values[parent].map { $0.count + 1 } ?? 0, hasAny.contains(parent) ? 2 : 0))
            })
        levels =
            parentOf.keys.map { child in
                var depth = 0, current: String? = child, seen: Set<String> = []
                while let name = current, let parent = parentOf[name], !seen.contains(parent) {
                    seen.insert(parent)
                    depth += 1
                    current = parent
                }
                return depth
            }.max() ?? 0
    }
}
