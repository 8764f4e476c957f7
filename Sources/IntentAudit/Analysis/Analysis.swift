/// Links legacy intents to counterparts, runs the rules, gives statuses and builds the plan.
enum Analysis {
    static func assess(_ inventory: Inventory, configuration: AuditConfiguration, context: AuditContext) -> AuditResult {
        AuditResult(context: context, inventory: inventory)
    }
}
