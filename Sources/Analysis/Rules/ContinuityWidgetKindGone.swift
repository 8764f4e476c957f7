import Model

/// IA805: a widget kind an earlier release's target shipped is built by no widget of that target today.
package struct ContinuityWidgetKindGone: Rule {
    package let id = RuleID.continuityWidgetKindGone
    package let title = "Widget kind changed or removed since an earlier release"
    package let severity = Severity.error
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        A placed widget (on the Home Screen, the Lock Screen, a watch face as a complication) is found again \
        after an update only by its kind, in the extension that built it. A kind that the extension no longer \
        builds, because the kind string changed or the widget was removed, makes every placed widget of it \
        vanish or turn into a dead placeholder. The extension is known to the system by its bundle \
        identifier, not its target's name: a target renamed with its bundle identifier kept loses nothing, and \
        one that kept its name but took another bundle identifier is another extension. Controls (Control Center, the Lock Screen, the Action button) \
        are found again the same way, by the kind of their `ControlWidget`. Kept kinds with a changed configuration intent are IA7xx's \
        concern.
        """
    package let fix = "Keep building the widget with its old kind string in the same target."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            var seen = Set<String>()
            return match.earlier.identity.widgets.flatMap { then -> [Finding] in
                guard let kind = then.kind else { return [] }
                let targets: [String?] = then.targets.isEmpty ? [nil] : then.targets
                return targets.compactMap { target -> Finding? in
                    guard seen.insert("\(then.isControl)|\(kind)|\(target ?? "")").inserted else { return nil }
                    return gone(kind, target: target, then: then, match)
                }
            }
        }
    }

    private func gone(_ kind: String, target: String?, then: WidgetIdentity, _ match: ContinuityMatch) -> Finding? {
        // Today's widgets of the same extension: the target of that name, or a target that sets the
        // bundle identifier the earlier target set (a renamed target); all of them when either state
        // has no project file. A control's kind is looked for among controls, a widget's among widgets.
        let sameExtension = target.map { ExtensionTargets(target: $0, match) }
        let candidates = match.current.widgets.filter { now in
            guard now.isControl == then.isControl else { return false }
            guard let sameExtension, !now.targets.isEmpty else { return true }
            return now.targets.contains(where: sameExtension.names.contains)
        }
        guard !candidates.contains(where: { $0.kind == kind }) else { return nil }
        // IA701's fix: the App Intents configuration had a new kind beside the legacy kind of the
        // widget it replaces (the same widget, or one configured with the legacy class its intent
        // carries) and today the legacy kind is built. IA701 asks for exactly that: not reported again.
        if then.configuration == "AppIntentConfiguration" {
            let carried = Set(
                match.earlier.identity.intents.filter { $0.typeName == then.intentType }.compactMap(\.intentClassName))
            let legacyKinds = Set(
                match.earlier.identity.widgets.filter {
                    $0.configuration == "IntentConfiguration"
                        && ($0.widgetType == then.widgetType || $0.intentType.map(carried.contains) == true)
                }.compactMap(\.kind))
            if candidates.contains(where: { $0.kind.map(legacyKinds.contains) == true }) { return nil }
        }
        let same = candidates.first { $0.widgetType == then.widgetType } ?? candidates.first
        let inTarget = target.map { " in \($0)" } ?? ""
        let noun = then.isControl ? "control" : "widget"
        var proof = [
            match.then(
                "\(then.widgetType)'s \(then.configuration) has kind \"\(kind)\"" + inTarget, at: then.location)
        ]
        let renamed = sameExtension.flatMap { $0.renamedStep(kind: kind, control: then.isControl) }
        if let renamed { proof.append(renamed) }
        if let step = sameExtension?.changedIdentifierStep() { proof.append(step) }
        for widget in candidates where widget.kind == nil {
            proof.append(
                .cannotTell(
                    "the kind of \(widget.widgetType)'s \(widget.configuration) is `\(widget.kindExpression)`, which "
                        + "the audit cannot resolve; if it is \"\(kind)\" at run time, nothing is lost",
                    at: widget.location))
        }
        let inToday = sameExtension?.today ?? inTarget
        let today =
            candidates.compactMap(\.kind).isEmpty
            ? "no \(noun)" + inToday + " has a known kind today"
            : "the kinds built" + inToday + " today are "
                + Set(candidates.compactMap(\.kind)).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        proof.append(ProofStep(today, at: same?.location))
        // Built today by another extension (its bundle identifier is not the earlier one's): a placed
        // widget is not moved there. Said only when the pairing was told (no "cannot tell" above).
        let elsewhere = match.current.widgets.filter {
            $0.isControl == then.isControl && $0.kind == kind && !$0.targets.isEmpty
                && !candidates.contains($0)
        }
        if sameExtension != nil, renamed == nil, let other = elsewhere.first {
            let targets = Set(elsewhere.flatMap(\.targets)).sorted()
            let identifiers = Set(targets.flatMap { match.current.targetBundleIdentifiers?[$0] ?? [] }).sorted()
            let bundle = identifiers.isEmpty ? "" : " (bundle identifier \(identifiers.joined(separator: ", ")))"
            let earlier = (target.flatMap { match.earlier.identity.targetBundleIdentifiers?[$0] } ?? []).sorted()
            let than =
                target.map { " than \($0)" + (earlier.isEmpty ? "" : " (\(earlier.joined(separator: ", ")))") } ?? ""
            proof.append(
                ProofStep(
                    "\(targets.joined(separator: ", "))\(bundle) builds kind \"\(kind)\" today, but to the system it is "
                        + "another extension\(than): a placed \(noun) is not moved to it",
                    at: other.location))
        }
        proof.append(ProofStep("placed \(noun)s are identified by their kind: those placed with \"\(kind)\" vanish"))
        // "now" only for the same widget type: another widget's kind is no new kind of this one.
        let changed =
            candidates.first { $0.widgetType == then.widgetType }.flatMap(\.kind).map { " (now \"\($0)\")" } ?? ""
        return finding(
            intent: then.intentType, key: (then.isControl ? "control|" : "") + "\(kind)|\(target ?? "")",
            at: same?.location ?? match.today(then.location, builtBy: then.targets),
            "\(noun) kind \"\(kind)\" shipped\(inTarget) at \(match.label) is built by no \(noun)"
                + (target == nil ? "" : " of that extension") + " today\(changed): "
                + "placed \(noun)s vanish",
            fix: "Keep kind \"\(kind)\" for \(same?.widgetType ?? then.widgetType)" + inToday + ".",
            proof: proof)
    }
}

extension RuleID {
    package static let continuityWidgetKindGone: RuleID = "IA805"
}
