//
//  TrailStore.swift
//  TrailMix
//
//  Compiled into the app, the Intents extension, the widget extension and the Mac app.
//

import Foundation

/// A trail as TrailMix stores it. `id` is also the identifier of the SiriKit `Trail`
/// object and of `TrailEntity`, so old shortcuts and widgets keep pointing at the same trail.
struct TrailRecord: Codable, Hashable, Identifiable, Sendable {
    let id: String
    var name: String
    var region: String
    var lengthKm: Double
    var isFavorite: Bool
}

/// One finished hike in the logbook.
struct HikeLogEntry: Codable, Hashable, Sendable {
    let trailID: String
    let distanceKm: Double
    let start: DateComponents?
    let difficulty: String?
    let companions: [String]
}

/// Trails and the logbook, kept as JSON in the shared app-group container.
final class TrailStore: @unchecked Sendable {
    static let shared = TrailStore()
    static let appGroup = "group.com.example.trailmix"

    static var containerURL: URL {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
            ?? FileManager.default.temporaryDirectory
    }

    private let queue = DispatchQueue(label: "com.example.trailmix.store")
    private var cachedTrails: [TrailRecord]?

    private var trailsURL: URL { Self.containerURL.appendingPathComponent("trails.json") }
    private var logbookURL: URL { Self.containerURL.appendingPathComponent("logbook.json") }

    /// Reads the trail list from disk the first time; the list is sorted nearest first
    /// by the app whenever it has a location fix.
    func loadTrails() throws -> [TrailRecord] {
        try queue.sync {
            if let cachedTrails { return cachedTrails }
            let data = try Data(contentsOf: trailsURL)
            let trails = try JSONDecoder().decode([TrailRecord].self, from: data)
            cachedTrails = trails
            return trails
        }
    }

    func allTrails() -> [TrailRecord] { (try? loadTrails()) ?? [] }

    func favorites() -> [TrailRecord] { allTrails().filter(\.isFavorite) }

    func nearestTrail() -> TrailRecord? { allTrails().first }

    func trail(withID id: String) -> TrailRecord? {
        allTrails().first { $0.id == id }
    }

    func trails(matching text: String) -> [TrailRecord] {
        allTrails().filter { $0.name.localizedCaseInsensitiveContains(text) }
    }

    func regions() -> [String] {
        Array(Set(allTrails().map(\.region))).sorted()
    }

    func logbook() -> [HikeLogEntry] {
        queue.sync {
            guard let data = try? Data(contentsOf: logbookURL) else { return [] }
            return (try? JSONDecoder().decode([HikeLogEntry].self, from: data)) ?? []
        }
    }

    /// People the user hiked with recently, most recent first, without duplicates.
    func recentCompanions(limit: Int = 10) -> [String] {
        var seen = Set<String>()
        return logbook().reversed()
            .flatMap(\.companions)
            .filter { seen.insert($0).inserted }
            .prefix(limit)
            .map { $0 }
    }

    /// Appends a hike and returns the total distance logged so far.
    @discardableResult
    func logHike(_ entry: HikeLogEntry) throws -> Double {
        var log = logbook()
        log.append(entry)
        let data = try JSONEncoder().encode(log)
        try queue.sync {
            try data.write(to: logbookURL, options: .atomic)
        }
        return log.reduce(0) { $0 + $1.distanceKm }
    }
}
