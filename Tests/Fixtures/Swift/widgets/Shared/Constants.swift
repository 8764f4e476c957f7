import Foundation

let conditionsKind = "TrailConditions"

enum WidgetKinds {
    static let steps = "Steps"
}

enum Kind: String {
    case lockScreen = "LockScreen"
    case summary
}
