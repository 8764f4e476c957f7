import Model

/// IA604: legacy files of an intent that are on disk but compiled by no build target.
package struct LegacyFilesNotBuilt: Rule {
    package let id = RuleID.legacyFilesNotBuilt
    package let title = "Legacy files are on disk but no target builds them"
    package let severity = Severity.note
    package let step = 6
    package let effort = EffortScale.mechanical
    /// No task of its own: step 6 lists the dead files in one deletion task.
    package let addsPlanTask = false
    package let explanation = """
        A definition, handler or Info.plist that no target's build phases, synchronized folders or package \
        targets include does not ship: users never run it. Left on disk it makes the migration look unfinished \
        to readers and tools, and it is easy to add back to a target by mistake.
        """
    package let fix = "Delete the files (they are already out of every target)."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.compactMap { link in
            guard let first = link.deadFiles.first else { return nil }
            return finding(
                intent: link.className, key: link.deadFiles.joined(separator: ","), at: SourceLocation(path: first),
                "\(link.className)'s legacy files are not compiled by any build target and do not ship: "
                    + link.deadFiles.joined(separator: ", "),
                fix: "Delete " + link.deadFiles.joined(separator: ", ") + ".")
        }
    }
}

extension RuleID {
    package static let legacyFilesNotBuilt: RuleID = "IA604"
}
