import AppIntents

struct TrailEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static var defaultQuery = Query()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TrailEntity] { [] }
    }
}

struct RegionEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Region"
    static var defaultQuery = Query()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    /// Same nested name as TrailEntity.Query, in the same target.
    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [RegionEntity] { [] }
    }
}

struct PeakEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
    static var defaultQuery = PeakQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// A query with its own name: fine.
struct PeakQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PeakEntity] { [] }
}
