import AppIntents

struct SoupEntity: AppEntity, IndexedEntity {
    static var defaultQuery = SoupQuery()
    var id: UUID
    var displayRepresentation: DisplayRepresentation { "Soup" }
}

struct SoupQuery: EntityStringQuery {
    func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] { [] }
    func entities(matching string: String) async throws -> [SoupEntity] { [] }
    func defaultResult() async -> SoupEntity? { nil }
}

struct ToppingEntity: TransientAppEntity {
    static var defaultQuery: ToppingQuery { ToppingQuery() }
    let id: String
}

struct ToppingQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [ToppingEntity] { [] }
}

struct SectionedQuery: EntityQuery {
    typealias Entity = SoupEntity
    func suggestedEntities() async throws -> IntentItemCollection<SoupEntity> { .init(items: []) }
}

struct QuantityOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 2, 3] }
    func defaultResult() async -> Int? { 1 }
}

struct SoupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderSoupAppIntent(), phrases: ["Order soup in \(.applicationName)"],
                    shortTitle: "Order", systemImageName: "cup.and.saucer")
        AppShortcut(intent: PlayMenuIntent.init(), phrases: ["Play the menu in \(.applicationName)"],
                    shortTitle: "Menu", systemImageName: "play")
        AppShortcut(intent: OrderSoupAppIntent(soup: .tomato), phrases: ["Order tomato soup in \(.applicationName)"],
                    shortTitle: "Tomato", systemImageName: "cup.and.saucer")
    }
}
