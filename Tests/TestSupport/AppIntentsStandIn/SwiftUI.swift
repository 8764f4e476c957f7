// https://developer.apple.com/documentation/swiftui/view — `protocol View` (its `body` requirement is
// left out: the generator never declares a view, it only passes the app's content closure on).
public protocol View {}

// https://developer.apple.com/documentation/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`;
// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
@resultBuilder public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
