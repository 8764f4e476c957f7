import Model

/// One legacy intent and everything the linker tied to it: its definition, its App Intents
/// counterpart, its wiring (handlers, dispatches, donations, widgets) and its parameter mappings.
package struct IntentLink: Sendable {
    /// The generated class name (`OrderSoupIntent`).
    package var className: String
    package var definition: IntentDefinition?
    package var definitionFile: DefinitionFile?
    package var isSystemDomain: Bool
    package var counterpart: AppIntentDeclaration?
    package var matchedBy: MatchMethod?
    /// How sure the match is, and what tied the two, in words.
    package var confidence: MatchConfidence?
    package var evidence: String = ""
    /// An App Intent with some evidence but not enough to count as the counterpart.
    package var possibleCounterpart: AppIntentDeclaration?
    package var possibleEvidence: String = ""
    /// The other App Intents of a split replacement (`SplitReplacements`), each with what it covers.
    package var alsoReplacedBy: [Counterpart] = []
    /// App Intents that share enough with the intent but do another widget's job (`WidgetJob`): why
    /// each was not taken, for the status reason.
    package var ruledOut: [String] = []
    /// Whether a build target compiles the definition file (true when no project file tells).
    package var definitionShips = true
    /// Legacy files of this intent on disk that no target builds; their parts are left out of the
    /// handlers, dispatches, donations, widgets and Info.plist lists above.
    package var deadFiles: [String] = []
    /// Whether the tree has a project file whose target membership decides what ships.
    package var membershipKnown = false
    package var handlers: [IntentHandler] = []
    package var dispatches: [HandlerDispatch] = []
    package var donations: [Donation] = []
    /// `IntentConfiguration`s built with this intent.
    package var legacyWidgets: [WidgetConfiguration] = []
    /// `AppIntentConfiguration`s built with the counterpart, or with the kind of a legacy widget.
    package var appWidgets: [WidgetConfiguration] = []
    /// `Info.plist` files that list the class (`IntentsSupported`, …).
    package var listedIn: [ExtensionInfo] = []
    package var parameters: [ParameterMatch] = []

    /// Donations made through SiriKit APIs (everything but `IntentDonationManager`).
    package var legacyDonations: [Donation] { donations.filter { !$0.api.hasPrefix("IntentDonationManager") } }

    /// Whether any legacy code path still ships for this intent. An Info.plist entry alone is none: it
    /// names a class the app no longer builds (Zavala listed 18 migrated classes in `IntentsSupported`
    /// after their definition left every target) — a stale string to remove in step 6, see `staleListings`.
    package var legacyStillWired: Bool {
        (definition != nil && definitionShips) || !handlers.isEmpty || !dispatches.isEmpty || !legacyWidgets.isEmpty
            || !legacyDonations.isEmpty
    }

    /// The Info.plist files that still list the class although nothing else of its legacy path ships.
    package var staleListings: [ExtensionInfo] { legacyStillWired ? [] : listedIn }

    /// Whether the tree has an `IntentConfiguration` whose intent the scanner could not name (or
    /// names a class no legacy intent has): then widget eligibility is the best evidence left.
    package var unresolvedLegacyWidget = false

    /// A widget-configuration intent: used by an `IntentConfiguration`; or eligible for widgets when
    /// some `IntentConfiguration` could not be tied to its intent. Eligibility alone is no evidence:
    /// Xcode ticks "Widgets" on every configurable intent (openhab-ios's Shortcuts actions have it on
    /// and no widget uses them).
    package var isWidgetIntent: Bool {
        !legacyWidgets.isEmpty || ((definition?.isEligibleForWidgets ?? false) && unresolvedLegacyWidget)
    }

    /// Where to look for the build targets that ship the intent, most telling first: the
    /// definition file; then the counterpart and the handlers; then everything it touches.
    package var deploymentGroups: [[SourceLocation]] {
        [
            [definition?.location].compactMap { $0 },
            [counterpart?.location].compactMap { $0 } + handlers.map(\.location),
            allLocations,
        ]
    }

    /// Every place the intent touches, to find the build targets it belongs to.
    package var allLocations: [SourceLocation] {
        [definition?.location, counterpart?.location].compactMap { $0 } + handlers.map(\.location)
            + legacyWidgets.map(\.location) + appWidgets.map(\.location)
    }
}
