import AppIntents
import ShelfKit

/// ItemID is declared in ShelfKit; this app makes it an entity.
extension ItemID: @retroactive AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static var defaultQuery = ItemIDQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(rawValue)") }
}

struct ItemIDQuery: EntityQuery {
    func entities(for identifiers: [ItemID.ID]) async throws -> [ItemID] { [] }
}
