import Intents

enum Suggestions {
    static func relevant() {
        let intent = CountdownIntent()
        var relevant: [INRelevantShortcut] = []
        if let shortcut = INShortcut(intent: intent) {
            let item = INRelevantShortcut(shortcut: shortcut)
            relevant.append(item)
        }
        INRelevantShortcutStore.default.setRelevantShortcuts(relevant) { _ in }
    }

    static func joined(records: [String]) {
        let perRecord = records.compactMap { record -> INShortcut? in
            let intent = ShowRecordIntent()
            return INShortcut(intent: intent)
        }
        let workouts = [StartRunIntent(), StopRunIntent()].map { INShortcut(intent: $0) }.compactMap { $0 }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(perRecord + workouts)
    }

    static func literal() {
        INVoiceShortcutCenter.shared.setShortcutSuggestions([INShortcut(intent: CountdownIntent())!])
    }

    static func fromParameter(_ shortcuts: [INShortcut]) {
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func usesTheParameter(records: [Record]) {
        let shortcuts = records.compactMap { INShortcut(intent: $0.intent) }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func partlyUnknown(extra: INShortcut) {
        var shortcuts = [INShortcut(intent: CountdownIntent())!]
        shortcuts.append(extra)
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func shadowed() {
        var shortcuts: [INShortcut] = []
        do {
            var shortcuts: [INShortcut] = []
            shortcuts.append(INShortcut(intent: StopRunIntent())!)
        }
        shortcuts.append(INShortcut(intent: StartRunIntent())!)
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func enumCase(records: [String]) {
        let intents = records.map { ShowRecordIntent(record: $0) }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(Array(intents.map { .intent($0) }))
    }

    static func closureLocalHidesTheParameter() {
        let shortcuts = [StartRunIntent()].compactMap { intent -> INShortcut? in
            let intent = makeIntent()
            return INShortcut(intent: intent)
        }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func helperOfTheParameter(trails: [String]) {
        let shortcuts = trails.prefix(5).compactMap { INShortcut(intent: makeShareIntent(for: $0)) }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func makeShareIntent(for trail: String) -> ShareRecordIntent { ShareRecordIntent() }

    static func filledElsewhere() {
        var shortcuts = [INShortcut(intent: CountdownIntent())!]
        addMore(to: &shortcuts)
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func replacedItem(other: INShortcut) {
        var shortcuts = [INShortcut(intent: CountdownIntent())!]
        shortcuts[0] = other
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func anEarlyReturn(records: [String]) {
        let shortcuts = records.compactMap { record -> INShortcut? in
            if record.isEmpty { return INShortcut(intent: makeIntent()) }
            return INShortcut(intent: CountdownIntent())
        }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }
}
