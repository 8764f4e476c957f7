//
//  Trail+Record.swift
//  TrailMix
//
//  `Trail` is the INObject subclass Xcode generates from the `Trail` type in
//  Intents.intentdefinition (codegen is on for the app, the Intents extension and the widgets).
//

import Intents

extension Trail {
    /// The SiriKit object for a stored trail. The identifier is the trail's id, the same
    /// value `TrailEntity.id` uses, so migrated shortcuts and widgets resolve to the same trail.
    convenience init(record: TrailRecord) {
        self.init(identifier: record.id, display: record.name)
        region = record.region
        lengthKm = NSNumber(value: record.lengthKm)
    }
}

extension Difficulty {
    /// The stored name of a difficulty; the same string as the matching `DifficultyAppEnum` case.
    var storageName: String? {
        switch self {
        case .easy: return "easy"
        case .moderate: return "moderate"
        case .hard: return "hard"
        default: return nil
        }
    }
}
