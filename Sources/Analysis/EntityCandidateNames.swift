import Model

extension IntentCustomType {
    /// Names an entity for a custom type may have: the type and class names, with `Entity`/`AppEntity`,
    /// and without an `Intent` prefix or suffix (`IntentTrail` → `TrailEntity`).
    package var entityCandidateNames: [String] {
        let type = self
        var roots = [type.name, type.className]
        for root in roots where root.hasPrefix("Intent") && root.count > 6 { roots.append(String(root.dropFirst(6))) }
        for root in roots where root.hasSuffix("Intent") && root.count > 6 { roots.append(String(root.dropLast(6))) }
        return roots.flatMap { [$0, $0 + "Entity", $0 + "AppEntity"] }
    }
}
