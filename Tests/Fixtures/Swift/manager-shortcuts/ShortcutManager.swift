import Intents

final class ShortcutManager {
    static let shared = ShortcutManager()

    enum Kind {
        case order
        case status
    }

    func shortcut(for kind: Kind) -> INShortcut? {
        switch kind {
        case .order: return INShortcut(intent: OrderSoupIntent())
        case .status: return INShortcut(intent: OrderStatusIntent())
        }
    }

    var statusShortcut: INShortcut? {
        INShortcut(intent: OrderStatusIntent())
    }
}
