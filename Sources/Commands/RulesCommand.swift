import Analysis
import Model
import Scanning

/// `intent-audit rules`: every rule with its id, severity, plan step, explanation and fix.
public enum RulesCommand {
    public static func run(configuration: AuditConfiguration = AuditConfiguration()) -> CommandOutput {
        var text = ""
        for rule in Rules.describe(configuration: configuration) {
            text += "\(rule.id)  \(rule.severity.rawValue)  step \(rule.step)  \(rule.title)\n"
            text += indented(rule.explanation) + indented("Fix: " + rule.fix) + "\n"
        }
        return CommandOutput(standardOutput: text)
    }

    /// The scanners' pre-filter keywords, one per line (for the benchmark's `rg` comparison).
    public static func prefilterKeywords() -> CommandOutput {
        CommandOutput(standardOutput: FileScanners.prefilterKeywords.map { $0 + "\n" }.joined())
    }

    private static func indented(_ paragraph: String) -> String {
        paragraph.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 + "\n" }.joined()
    }
}
