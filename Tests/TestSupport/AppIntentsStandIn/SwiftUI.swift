// https://developer.apple.com/documentation/swiftui/view — `protocol View` (its `body` requirement is
// left out: the generator never declares a view, it only passes the app's content closure on).
public protocol View {}

// https://developer.apple.com/documentation/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`;
// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
@resultBuilder public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/widgetconfiguration — `protocol WidgetConfiguration`
// (iOS 14); its `body` (https://developer.apple.com/documentation/swiftui/widgetconfiguration/body-swift.property)
// is `@MainActor @preconcurrency var body: Self.Body { get }`: no result builder, so a function that returns one
// configuration or another must `return` each (Swift's opaque result types with limited availability).
public protocol WidgetConfiguration {}

// https://developer.apple.com/documentation/swiftui/widget — `protocol Widget`; `associatedtype Body :
// WidgetConfiguration`, https://developer.apple.com/documentation/swiftui/widget/body-swift.property —
// `@MainActor @preconcurrency var body: Self.Body { get }` (no builder attribute).
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }  // `@MainActor` left out: Embedded Swift has no concurrency library for iOS
}
