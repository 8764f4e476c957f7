import Model

/// The `AppShortcutsProvider`s a build compiles, and the proof steps the App Shortcuts rules share.
package enum ShortcutProviders {
    /// App Intents accepts at most this many `AppShortcut`s per app.
    package static let limit = 10

    /// Every provider some target builds (a provider in a file no target compiles ships nowhere).
    package static func built(_ context: RuleContext) -> [AppIntentDeclaration] {
        context.inventory.appIntents.filter {
            $0.roles.contains("app-shortcuts-provider") && context.deployment.isBuilt($0.location)
        }
    }

    /// "X is an AppShortcutsProvider", then who builds its file.
    package static func declared(_ provider: AppIntentDeclaration, _ context: RuleContext) -> [ProofStep] {
        [
            ProofStep("\(provider.name) adopts AppShortcutsProvider", at: provider.location),
            ProofSteps.builtBy([provider.location], what: provider.location.path, context),
        ]
    }
}
