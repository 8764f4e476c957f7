import Analysis

/// The commented starter file `intent-audit init` writes.
public enum StarterConfiguration {
    public static let text = """
        # intent-audit configuration (see the README, "Configuration").
        # Every key is optional; command-line flags override what this file says.
        version: 1

        # Report title shown at the top of the HTML and Markdown reports.
        # title: "MyApp — SiriKit to App Intents"

        # Only read files matching these globs (relative to the audited folder). Empty: everything.
        # include:
        #   - "MyApp/**"
        # Never read files matching these globs. A pattern without "/" matches any file or folder name.
        exclude:
          - "**/*Tests/**"

        # Folder names skipped anywhere (replaces the default: .git .build DerivedData Pods Carthage node_modules .swiftpm).
        # skipFolders: [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", "Vendor"]

        # Deployment targets that override what project.pbxproj, xcconfig files and Package.swift say.
        # deploymentTargets:
        #   iOS: "16.0"
        #   macOS: "13.0"

        # Counterparts that neither `intentClassName` nor the name convention finds: legacy class → App Intent type.
        # counterparts:
        #   OrderSoupIntent: PlaceOrderIntent

        # Rule severities (error, warning, note) and rules that never report. `intent-audit rules` lists them.
        # severities:
        #   IA705: note          # heavy work in placeholder(in:)
        # disabledRules:
        #   - IA502              # donations whose intent cannot be told

        """
}
