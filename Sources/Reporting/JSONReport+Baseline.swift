import History

/// The `baseline` key of `report.json` (present with `--baseline`): what moved since an earlier report.
extension JSONReport {
    package static func baseline(_ b: BaselineComparison) -> JSONValue {
        .object([
            ("baselineRelease", .optional(b.baselineRelease)),
            ("baselineGenerated", .string(XMLValue.iso8601(b.baselineGeneratedAt))),
            ("currentRelease", .optional(b.currentRelease)),
            ("baselineRemainingEffort", .int(b.baselineRemainingEffort)),
            ("currentRemainingEffort", .int(b.currentRemainingEffort)),
            ("effortBurnedDown", .int(b.effortBurnedDown)),
            ("effortAdded", .int(b.effortAdded)),
            ("effortLost", .int(b.effortLostWithDroppedIntents)),
            (
                "statusChanges",
                .array(
                    b.statusChanges.map {
                        .object([
                            ("intent", .string($0.intent)), ("from", .string($0.from.rawValue)),
                            ("to", .string($0.to.rawValue)), ("direction", .string($0.direction.rawValue)),
                        ])
                    })
            ),
            ("newIntents", .strings(b.newIntents.map(\.name))),
            ("removedIntents", .strings(b.removedIntents.map(\.name))),
            ("newFindings", .array(b.newFindings.map(findingReference))),
            ("resolvedFindings", .array(b.resolvedFindings.map(findingReference))),
            ("completedTasks", .strings(b.completedTasks)),
            (
                "regressions",
                .array(
                    b.regressions.map {
                        .object([
                            ("kind", .string($0.kind.rawValue)), ("intent", .optional($0.intent)),
                            ("message", .string($0.message)), ("fingerprint", .optional($0.fingerprint)),
                        ])
                    })
            ),
        ])
    }

    private static func findingReference(_ f: FindingSnapshot) -> JSONValue {
        .object([
            ("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)),
            ("intent", .optional(f.intent)), ("message", .string(f.message)),
            ("fingerprint", .string(f.fingerprint)),
        ])
    }
}
