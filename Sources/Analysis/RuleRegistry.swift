import Model

/// Every rule, in id order. A rule that is not listed here never runs; a test fails when a file in
/// `Analysis/Rules/` declares a rule missing from this list.
///
/// Id scheme: `IA` + three digits, the first digit being the plan step the findings feed
/// (2 create the App Intent, 3 entities and enums, 4 handler logic, 5 donations, 6 extension and
/// Info.plist, 7 widget, 8 continuity across releases, 9 what Shortcuts, Siri and the system see of the App
/// Intents). Ids are stable: a retired rule's id is never reused.
package enum RuleRegistry {
    package static let all: [any Rule] = [
        CounterpartNotMigrated(),
        MisspeltIntentClassName(),
        ParameterRenamed(),
        ParameterTypeDiffers(),
        ParameterMissing(),
        AddedParameterWithoutDefault(),
        ParentParameterNotBranched(),
        ParentParametersFlattening(),
        TranslationsLost(),
        ParameterTypeUnknown(),
        ClassNameWithoutMigration(),
        DuplicateIntentClassName(),
        CustomTypeWithoutEntity(),
        EnumCasesMissing(),
        EntityIDNotString(),
        DynamicOptionsWithoutReplacement(),
        ResolveMethodsToConvert(),
        ConfirmToRequestConfirmation(),
        PlaceholderPerform(),
        DonationNotInAppShortcuts(),
        DonationOfUnknownIntent(),
        IntentsExtensionCanGo(),
        PlistNamesUnknownIntent(),
        UnusedLegacyIntent(),
        LegacyFilesNotBuilt(),
        WidgetKindChanged(),
        NewKindBesideLegacyWidget(),
        WidgetConfigurationNotMigrated(),
        AppIntentConfigurationWithoutFallback(),
        AppIntentConfigurationGateUnseen(),
        EntityQueryWithoutDefaultResult(),
        HeavyPlaceholder(),
        // Continuity across releases (IA8xx): only with an earlier state to compare with.
        ContinuityIdentifierGone(),
        ContinuityParameterChanged(),
        ContinuityEnumCaseChanged(),
        ContinuityEntityIDChanged(),
        ContinuityWidgetKindGone(),
        ContinuityIntentMoved(),
        ContinuityHiddenNotDeprecated(),
        ContinuityComplicationGone(),
        TooManyAppShortcuts(),
        PhraseWithoutAppName(),
        SeveralShortcutsProviders(),
        ShortcutsProviderNotBuilt(),
        ShortcutOfHiddenIntent(),
        PhrasesInLocalizable(),
        PhraseNotTranslated(),
        AppIntentNotRead(),
        PackageIntentNotChained(),
        NonConstantMetadataText(),
        DuplicateNestedQuery(),
        AvailabilityWithoutGate(),
        ComplicationWithoutMigrator(),
        ComplicationMigrationMismatch(),
        WatchRecommendationsDropped(),
    ]

    /// The rule with this id, by a finding's `rule`.
    package static func rule(_ id: String) -> (any Rule)? { byID[id] }

    private static let byID: [String: any Rule] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.id.rawValue, $0) })
}

/// The rule catalogue, for `intent-audit rules` and the reports.
public enum Rules {
    /// Every rule's description, in id order, with the configured severities applied.
    public static func describe(configuration: AuditConfiguration = AuditConfiguration()) -> [RuleDescription] {
        RuleRegistry.all.map { rule in
            var description = rule.ruleDescription
            description.severity = configuration.severities[rule.id.rawValue] ?? rule.severity
            return description
        }.sorted { $0.id < $1.id }
    }
}
