import Model

/// IA906: an App Intent compiled only into targets the system does not read App Intents from.
package struct AppIntentNotRead: Rule {
    package let id = RuleID.appIntentNotRead
    package let title = "App Intent compiled only where the system does not read it"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        Shortcuts, Siri, Spotlight and WidgetKit learn an app's App Intents from the metadata the build extracts \
        into a bundle they read: the app, an App Intents extension, or a widget extension. An App Intent compiled \
        only into another target — a SiriKit Intents extension, a share or notification extension, a test bundle, \
        a command-line tool — is never listed: users cannot find or run it. The build does not reject it (Apple's \
        documentation describes no error for it; the build log at most says metadata extraction was skipped), so \
        this names a feature that is missing, not something a user had: a warning. It is an error when the App \
        Intent carries a legacy intent's users — it adopts CustomIntentMigratedAppIntent with that intent's class \
        as intentClassName, a release shipped the legacy intent, and nothing of the legacy path ships any more — \
        because their saved shortcuts and configured widgets now have nothing to run; so is one that configures \
        an AppIntentConfiguration of a kind an earlier release built (users placed those widgets); a note when a \
        link of that chain cannot be told (no earlier release shows the legacy intent shipped). An intent \
        compiled into the app and an extension is supported (the system routes it) and is not flagged, nor is one \
        declared `isDiscoverable = false` that carries no legacy users (it is not meant to be listed). An \
        extension is read as the kind its evidence says, in this order: the Info.plist block its product type \
        reads (EXAppExtensionAttributes for an ExtensionKit extension, NSExtension for an app extension), a type \
        adopting AppIntentsExtension compiled into it, then an Info.plist block of the other kind; when the \
        evidence disagrees or is missing, this is a note.
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
            let message =
                "\(seen.name) is compiled only into \(targets): the system never reads it, so Shortcuts and Siri "
                + "do not list it"
            let fix = "Add \(seen.location.path) to the app target (or an App Intents extension)."
            if let carried = CarriedUsers.chain(for: seen.name, context) {
                return finding(
                    intent: carried.link.className, key: seen.name, at: seen.location,
                    message + ", and the shortcuts and widgets users saved with \(carried.link.className) have "
                        + "nothing left to run them", fix: fix, proof: carried.steps + proof, severity: .error)
            }
            if let placed = CarriedUsers.placedWidgets(for: seen.name, context) {
                return finding(
                    intent: nil, key: seen.name, at: seen.location,
                    message + ", and the widgets users placed that it configures cannot be configured", fix: fix,
                    proof: placed + proof, severity: .error)
            }
            guard context.declarations[seen.name]?.isDiscoverable != false else { return nil }
            return finding(intent: nil, key: seen.name, at: seen.location, message, fix: fix, proof: proof)
        }
    }
}

extension RuleID {
    package static let appIntentNotRead: RuleID = "IA906"
}
