import Analysis
import Model

/// Which build targets each generated file belongs to, from the project's target membership: an App
/// Intent goes where its definition is built (the app, and the extensions that use it); the widget
/// factory only where Xcode generates the legacy classes it names; App Shortcuts in the app.
struct Placement {
    var memberships: [TargetMembership]

    /// `// Targets: …` for a file, given the definitions it comes from and, for code that names the
    /// legacy classes, the source files the widgets are configured in.
    func note(
        definitions: [String], needsLegacyClasses: Bool = false, widgetFiles: [String] = [], appOnly: Bool = false,
        appOnlyReason: String = "App Shortcuts belong to the app"
    ) -> String {
        let names = definitions.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
        guard !memberships.isEmpty else {
            if needsLegacyClasses {
                return "Targets: no project file was found: add it to the widget extension (it names the classes "
                    + "Xcode generates from \(names))."
            }
            if appOnly { return "Targets: no project file was found: add it to the app target." }
            return "Targets: no project file was found: add it to the app and to each extension that builds \(names)."
        }
        if needsLegacyClasses {
            let generating = memberships.filter { target in definitions.contains { target.generatesCode(for: $0) } }
            let withWidgets = generating.filter { target in widgetFiles.contains { target.contains($0) } }
            let chosen = withWidgets.isEmpty ? generating : withWidgets
            guard !chosen.isEmpty else {
                return "Targets: no target generates the classes of \(names) (no_codegen or not a member): "
                    + "add it where they are generated."
            }
            return "Targets: \(list(chosen)) (it names the classes Xcode generates there from \(names))."
        }
        let building = memberships.filter { target in definitions.contains { target.contains($0) } }
        if appOnly {
            let apps = (building.isEmpty ? memberships : building).filter {
                $0.productType == "com.apple.product-type.application"
            }
            return apps.isEmpty
                ? "Targets: the app target (no application target was found)."
                : "Targets: \(list(apps)) (\(appOnlyReason))."
        }
        guard !building.isEmpty else {
            return "Targets: no target builds \(names): add it to the app and to each extension that uses it."
        }
        return "Targets: \(list(building)) (the targets that build \(names))."
    }

    private func list(_ targets: [TargetMembership]) -> String {
        Set(targets.map { SwiftWriter.commentText($0.target) }).sorted().joined(separator: ", ")
    }
}
