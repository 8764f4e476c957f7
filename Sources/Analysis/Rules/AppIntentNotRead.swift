import Model

/// IA906: an App Intent compiled only into targets the system does not read App Intents from.
package struct AppIntentNotRead: Rule {
    package let id = RuleID.appIntentNotRead
    package let title = "App Intent compiled only where the system does not read it"
    package let severity = Severity.error
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        Shortcuts, Siri, Spotlight and WidgetKit learn an app's App Intents from the metadata the build extracts \
        into a bundle they read: the app, an App Intents extension, or a widget extension. An App Intent compiled \
        only into another target — a SiriKit Intents extension, a share or notification extension, a test bundle, \
        a command-line tool — builds without a warning and is never listed: users cannot find or run it. An intent \
        compiled into the app and an extension is supported (the system routes it) and is not flagged. When the \
        audit cannot tell a target's kind (an extension whose Info.plist it did not find), this is a note.
        """
    package let fix = "Add the file to the app target (or to an App Intents extension), not only to the extension."

    package func check(_ context: RuleContext) -> [Finding] {
        context.visibility.filter { $0.kind == "app-intent" }.compactMap { seen -> Finding? in
            let targets = seen.targets.map { "\($0.target) (\($0.bundle.rawValue))" }.joined(separator: ", ")
            var proof = [
                ProofStep("\(seen.name) is an App Intent", at: seen.location),
                ProofStep("only \(targets) compile\(seen.targets.count == 1 ? "s" : "") \(seen.location.path)"),
            ]
            switch seen.verdict {
            case .notRead:
                proof.append(
                    ProofStep(
                        "the system reads App Intents metadata only from the app, App Intents extensions and "
                            + "widget extensions"))
            case .unknown where !seen.targets.isEmpty:
                proof.append(.cannotTell(seen.reason ?? "the kind of a target that compiles it"))
            default:
                return nil
            }
            return finding(
                intent: nil, key: seen.name, at: seen.location,
                "\(seen.name) is compiled only into \(targets): the system never reads it, so Shortcuts and Siri "
                    + "do not list it",
                fix: "Add \(seen.location.path) to the app target (or an App Intents extension).", proof: proof)
        }
    }
}

extension RuleID {
    package static let appIntentNotRead: RuleID = "IA906"
}
