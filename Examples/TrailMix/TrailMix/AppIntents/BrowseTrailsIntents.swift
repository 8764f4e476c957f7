//
//  BrowseTrailsIntents.swift
//  TrailMix
//
//  App Intents with no SiriKit predecessor.
//

import AppIntents
import Foundation

/// A region trails belong to ("Black Forest", "Lake District").
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct RegionEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Region"
    static let defaultQuery = RegionQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id)")
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct RegionQuery: EntityQuery {
    func entities(for identifiers: [RegionEntity.ID]) async throws -> [RegionEntity] {
        let known = Set(TrailStore.shared.regions())
        return identifiers.filter(known.contains).map(RegionEntity.init(id:))
    }

    func suggestedEntities() async throws -> [RegionEntity] {
        TrailStore.shared.regions().map(RegionEntity.init(id:))
    }
}

/// Lists the trails of a region.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct FindTrailsAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Trails"
    static let description = IntentDescription("Lists the trails of a region.")

    @Parameter(title: "Region")
    var region: RegionEntity

    @Parameter(title: "Longest First", default: false)
    var longestFirst: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Find trails in \(\.$region)") {
            \.$longestFirst
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[TrailEntity]> {
        var trails = TrailStore.shared.allTrails().filter { $0.region == region.id }
        if longestFirst {
            trails.sort { $0.lengthKm > $1.lengthKm }
        }
        return .result(value: trails.map(TrailEntity.init(record:)))
    }
}

/// Opens a trail in the app. Used by deep links and widget taps, not meant for Shortcuts.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct OpenTrailAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Trail"
    static let openAppWhenRun = true
    static let isDiscoverable = false

    @Parameter(title: "Trail")
    var trail: TrailEntity

    init() {}

    init(trail: TrailEntity) {
        self.trail = trail
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        TrailRouter.shared.open(trailID: trail.id)
        return .result()
    }
}
