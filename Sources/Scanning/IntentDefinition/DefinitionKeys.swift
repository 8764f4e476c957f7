/// The keys of each dictionary of an `.intentdefinition` file that the format doc describes
/// (`intentdefinition-format.md` §3–§8). A key outside its level's list is recorded in
/// `DefinitionFile.unknownKeys`, never dropped silently.
package enum DefinitionKeys {
    package static let file: Set<String> = [
        "INEnums", "INIntentDefinitionModelVersion", "INIntentDefinitionNamespace",
        "INIntentDefinitionSystemVersion", "INIntentDefinitionToolsBuildVersion",
        "INIntentDefinitionToolsVersion", "INIntents", "INTypes",
    ]

    package static let intent: Set<String> = [
        "INIntentName", "INIntentType", "INIntentClassName", "INIntentClassPrefix", "INIntentCategory",
        "INIntentVerb", "INIntentTitle", "INIntentTitleID", "INIntentDescription", "INIntentDescriptionID",
        "INIntentConfigurable", "INIntentEligibleForWidgets", "INIntentIneligibleForSuggestions",
        "INIntentParameters", "INIntentLastParameterTag", "INIntentKeyParameter", "INIntentInput",
        "INIntentParameterCombinations", "INIntentManagedParameterCombinations", "INIntentResponse",
        "INIntentUserConfirmationRequired", "INIntentRestrictions", "INIntentDefaultImageName",
        "INIntentCustomizable", "INIntentDomain", "INIntentSuggestedInvocationPhrase",
        "INIntentSuggestedInvocationPhraseID",
    ]

    package static let parameter: Set<String> = [
        "INIntentParameterName", "INIntentParameterType", "INIntentParameterTag",
        "INIntentParameterDisplayPriority", "INIntentParameterDisplayName", "INIntentParameterDisplayNameID",
        "INIntentParameterObjectType", "INIntentParameterObjectTypeNamespace", "INIntentParameterEnumType",
        "INIntentParameterEnumTypeNamespace", "INIntentParameterSupportsMultipleValues",
        "INIntentParameterConfigurable", "INIntentParameterSupportsResolution",
        "INIntentParameterSupportsDynamicEnumeration", "INIntentParameterCustomDisambiguation",
        "INIntentParameterRelationship", "INIntentParameterPromptDialogs", "INIntentParameterUnsupportedReasons",
        "INIntentParameterMetadata", "INIntentParameterArraySizes", "INIntentParameterFixedSizeArray",
    ]

    package static let relationship: Set<String> = [
        "INIntentParameterRelationshipParentName", "INIntentParameterRelationshipPredicateName",
        "INIntentParameterRelationshipPredicateValue",
    ]

    package static let promptDialog: Set<String> = [
        "INIntentParameterPromptDialogType", "INIntentParameterPromptDialogCustom",
        "INIntentParameterPromptDialogFormatString", "INIntentParameterPromptDialogFormatStringID",
    ]

    package static let unsupportedReason: Set<String> = [
        "INIntentParameterUnsupportedReasonCode", "INIntentParameterUnsupportedReasonCustom",
        "INIntentParameterUnsupportedReasonDefault", "INIntentParameterUnsupportedReasonFormatString",
        "INIntentParameterUnsupportedReasonFormatStringID",
    ]

    package static let arraySize: Set<String> = [
        "INIntentParameterArraySizeSizeClass", "INIntentParameterArraySizeSize",
    ]

    /// Metadata subkeys without their prefix (`INIntentParameterMetadata` or `INTypePropertyMetadata`).
    package static let metadataSuffixes: Set<String> = [
        "DefaultValue", "DefaultValueID", "Capitalization", "DisableAutocorrect", "DisableSmartDashes",
        "DisableSmartQuotes", "Multiline", "TrueDisplayName", "TrueDisplayNameID", "FalseDisplayName",
        "FalseDisplayNameID", "MinimumValue", "MaximumValue", "SupportsNegativeNumbers", "Range",
        "PlaceholderID", "Type", "DateStyle", "TimeStyle", "Format", "TemplateID", "CustomUTIs",
    ]

    package static let combination: Set<String> = [
        "INIntentParameterCombinationTitle", "INIntentParameterCombinationTitleID",
        "INIntentParameterCombinationSubtitle", "INIntentParameterCombinationSubtitleID",
        "INIntentParameterCombinationIsPrimary", "INIntentParameterCombinationSupportsBackgroundExecution",
        "INIntentParameterCombinationIsLinked", "INIntentParameterCombinationUpdatesLinked",
    ]

    package static let response: Set<String> = [
        "INIntentResponseCodes", "INIntentResponseParameters", "INIntentResponseLastParameterTag",
        "INIntentResponseOutput",
    ]

    package static let responseCode: Set<String> = [
        "INIntentResponseCodeName", "INIntentResponseCodeSuccess", "INIntentResponseCodeFormatString",
        "INIntentResponseCodeFormatStringID", "INIntentResponseCodeConciseFormatString",
        "INIntentResponseCodeConciseFormatStringID",
    ]

    package static let responseParameter: Set<String> = [
        "INIntentResponseParameterName", "INIntentResponseParameterType", "INIntentResponseParameterDisplayName",
        "INIntentResponseParameterDisplayNameID", "INIntentResponseParameterDisplayPriority",
        "INIntentResponseParameterTag", "INIntentResponseParameterObjectType",
        "INIntentResponseParameterObjectTypeNamespace", "INIntentResponseParameterEnumType",
        "INIntentResponseParameterEnumTypeNamespace", "INIntentResponseParameterSupportsMultipleValues",
    ]

    package static let type: Set<String> = [
        "INTypeName", "INTypeClassName", "INTypeClassPrefix", "INTypeDisplayName", "INTypeDisplayNameID",
        "INTypeLastPropertyTag", "INTypeProperties",
    ]

    package static let typeProperty: Set<String> = [
        "INTypePropertyName", "INTypePropertyType", "INTypePropertyTag", "INTypePropertyDisplayPriority",
        "INTypePropertyDisplayName", "INTypePropertyDisplayNameID", "INTypePropertySupportsMultipleValues",
        "INTypePropertyObjectType", "INTypePropertyObjectTypeNamespace", "INTypePropertyEnumType",
        "INTypePropertyEnumTypeNamespace", "INTypePropertyMetadata", "INTypePropertyDefault",
    ]

    package static let enumeration: Set<String> = [
        "INEnumName", "INEnumClassName", "INEnumClassPrefix", "INEnumDisplayName", "INEnumDisplayNameID",
        "INEnumGeneratesHeader", "INEnumType", "INEnumValues",
    ]

    package static let enumValue: Set<String> = [
        "INEnumValueName", "INEnumValueDisplayName", "INEnumValueDisplayNameID", "INEnumValueIndex",
    ]

    /// Metadata keys for `prefix` (`INIntentParameterMetadata`, `INTypePropertyMetadata`).
    package static func metadata(prefix: String) -> Set<String> {
        Set(metadataSuffixes.map { prefix + $0 })
    }

    /// Keys inside `INIntentParameterMetadataRange` and `…CustomUTIs` entries.
    package static let metadataInner: Set<String> = ["Minimum", "Maximum", "UTI"]
}
