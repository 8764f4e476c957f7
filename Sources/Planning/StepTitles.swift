/// The titles of the plan's steps: the six of the migration guide, then the widget step.
package enum StepTitles {
    package static let all: [Int: String] = [
        1: "Identify the intent",
        2: "Create the App Intent (CustomIntentMigratedAppIntent)",
        3: "Convert custom types to entities and enums to AppEnum",
        4: "Port resolve, options, defaults, confirm and handle",
        5: "Replace donations with App Shortcuts",
        6: "Remove the legacy SiriKit path",
        7: "Move the widget to AppIntentConfiguration",
        9: "Make the App Intents visible to Shortcuts, Siri and the system",
    ]

    package static func title(_ number: Int) -> String { all[number] ?? "Step \(number)" }
}
