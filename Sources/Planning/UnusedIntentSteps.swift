import Analysis
import Model

/// The plan of a legacy intent that nothing uses (`UnusedLegacyIntent`, IA603): step 1 as usual,
/// steps 2–5 and 7 `not-applicable` (nothing to create, convert, port or replace), and step 6 one
/// 1-point task, "delete X from <file>", that nothing blocks.
extension MigrationPlanner {
    package func unusedSteps(_ link: IntentLink) -> [PlanStep] {
        let file = link.definitionFile?.path ?? "its definition file"
        let mentions = link.codeMentions(in: context)
        // Code that only names the class (a placeholder value) compiles no more once it is deleted.
        let code = mentions.isEmpty ? "" : " and the code that names it (\(IntentLink.places(mentions)))"
        let note =
            (mentions.isEmpty ? "nothing uses \(link.className)" : "only code naming \(link.className) refers to it")
            + ": delete it from \(file)\(code) instead of migrating it"
        var removal = Draft(number: 6)
        removal.tasks.append(
            task(
                link, 6, "definition", "delete \(link.definition?.name ?? link.className) from \(file)\(code)",
                at: link.definition?.location,
                why:
                    "no handler, donation, widget, Info.plist entry or App Intent uses it; migrating it would keep an action "
                    + "that does nothing", effort: EffortScale.mechanical))
        var resolved: [Int: PlanStep] = [1: finish(identify(link), link: link, resolved: [:])]
        for number in [2, 3, 4, 5, 7] {
            resolved[number] = PlanStep(
                number: number, title: StepTitles.title(number), status: .notApplicable,
                effort: 0, tasks: [], note: note)
        }
        resolved[6] = finish(removal, link: link, resolved: resolved)
        return (1...7).compactMap { resolved[$0] }
    }
}
