//
//  AppEnums.swift
//  TrailMix
//
//  App Intents versions of the enums in Intents.intentdefinition. Case names match the
//  legacy INEnumValueName values (without `unknown`) so saved values carry over.
//

import AppIntents

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
enum DifficultyAppEnum: String, AppEnum {
    case easy
    case moderate
    case hard

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
    static let caseDisplayRepresentations: [DifficultyAppEnum: DisplayRepresentation] = [
        .easy: "Easy",
        .moderate: "Moderate",
        .hard: "Hard",
    ]
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
enum ConditionsScopeAppEnum: String, AppEnum {
    case nearby
    case favorites
    case specificTrail

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trails"
    static let caseDisplayRepresentations: [ConditionsScopeAppEnum: DisplayRepresentation] = [
        .nearby: "Nearby",
        .favorites: "Favorites",
        .specificTrail: "Specific Trail",
    ]
}

/// New in the App Intents widget; the SiriKit widget followed the device locale.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
enum UnitsAppEnum: String, AppEnum {
    case metric
    case imperial

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
    static let caseDisplayRepresentations: [UnitsAppEnum: DisplayRepresentation] = [
        .metric: "Metric",
        .imperial: "Imperial",
    ]
}
