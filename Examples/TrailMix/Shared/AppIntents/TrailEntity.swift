//
//  TrailEntity.swift
//  TrailMix
//
//  Shared by the app (Shortcuts, Siri) and the widget extension (widget configuration).
//

import AppIntents
import Foundation

/// A trail as App Intents sees it; replaces the SiriKit custom type `Trail`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct TrailEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()

    /// The legacy `Trail.identifier`. Never change the scheme: migrated shortcuts and
    /// widgets come back through `TrailQuery.entities(for:)` with the old values.
    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Region")
    var region: String

    @Property(title: "Length (km)")
    var lengthKm: Double

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(region)")
    }

    init(record: TrailRecord) {
        id = record.id
        name = record.name
        region = record.region
        lengthKm = record.lengthKm
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct TrailQuery: EntityQuery {
    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        let store = TrailStore.shared
        return identifiers.compactMap(store.trail(withID:)).map(TrailEntity.init(record:))
    }

    func suggestedEntities() async throws -> [TrailEntity] {
        TrailStore.shared.favorites().map(TrailEntity.init(record:))
    }

    /// What a new widget shows before the user picks a trail, and what Shortcuts
    /// pre-fills: the nearest trail (the old `defaultTrail(for:)`).
    func defaultResult() async -> TrailEntity? {
        TrailStore.shared.nearestTrail().map(TrailEntity.init(record:))
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
extension TrailQuery: EntityStringQuery {
    func entities(matching string: String) async throws -> [TrailEntity] {
        TrailStore.shared.trails(matching: string).map(TrailEntity.init(record:))
    }
}
