import Model

/// Which frameworks the tree shows reaching a bundle the system reads: a framework is embedded when
/// the app or an extension links or embeds its product (frameworks and copy-files build phases) or
/// depends on its target, directly or through another framework that is. A framework embedded by a
/// build phase of a project outside the tree, or a product assembled by a script, is not shown: then
/// whether the framework's App Intents reach an app cannot be told from the tree.
package struct FrameworkEmbedding: Sendable {
    /// Names (target and product) of every target reachable from a bundle the system reads.
    private var reached: Set<String> = []

    package init(_ memberships: [TargetMembership], bundles: TargetBundles) {
        let project = memberships.filter { $0.source == "pbxproj" }
        var byName: [String: TargetMembership] = [:]
        for membership in project {
            byName[membership.target] = byName[membership.target] ?? membership
            if let product = membership.product { byName[product] = byName[product] ?? membership }
        }
        var queue = project.filter { bundles.bundle(of: $0).reads == true }
        var index = 0
        while index < queue.count, index < 4096 {
            let membership = queue[index]
            index += 1
            for name in membership.links where !reached.contains(name) {
                reached.insert(name)
                guard let linked = byName[name] else { continue }
                reached.insert(linked.target)
                if let product = linked.product { reached.insert(product) }
                queue.append(linked)
            }
        }
    }

    /// Whether the project files show `membership` linked or embedded into the app or an extension.
    package func isEmbedded(_ membership: TargetMembership) -> Bool {
        reached.contains(membership.target) || membership.product.map(reached.contains) == true
    }
}
