import Model

/// The continuity rules (IA8xx, plan step 8) alone, between an earlier state's identity model and a
/// later one: what a release broke of the one before it (the trend's breaks per release). The rules
/// read only the two identity models, so no inventory takes part.
package enum ContinuityBreaks {
    /// Every continuity finding of `current` against `earlier`, notes ("cannot tell") included, sorted.
    package static func findings(_ earlier: EarlierState, _ current: IdentityModel) -> [Finding] {
        var context = RuleContext(inventory: Inventory(), configuration: AuditConfiguration(), links: [])
        context.identity = current
        context.earlier = [earlier]
        context.placesToday = false
        return FindingFilter.sorted(RuleRegistry.all.filter { $0.step == 8 }.flatMap { $0.check(context) })
    }
}
