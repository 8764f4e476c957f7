import TestSupport
import Testing

@testable import Model
@testable import Scanning

/// The availability gate of a widget's `AppIntentConfiguration` in every form real widgets use:
/// a local bound under `if #available` and returned, `guard #available … else { return … }`, a
/// helper called under a gate, `@available` on the function, on the type (with the body in an
/// extension) and on the extension that makes the type a widget.
@Suite("Swift scanner: widget availability gates")
struct WidgetGateScanningTests {
    let inventory = SwiftFixture.scan("widget-gates")

    /// widget type → (kind as written, availability) of its AppIntentConfiguration.
    var gates: [String: String] {
        Dictionary(
            inventory.widgets.filter { $0.configuration == "AppIntentConfiguration" }.map {
                ($0.widgetType, "\($0.kindExpression) \($0.availability ?? "-")")
            }, uniquingKeysWith: { a, b in a + " / " + b })
    }

    @Test func localBoundUnderIfAvailableAndReturned() {
        #expect(gates["QueueWidget"] == "queueKind iOS 17")
    }

    @Test func guardAvailableInAHelperFunction() {
        #expect(gates["ShelfWidget"] == "\"Shelf\" iOS 17.0, macOS 14.0")
        let fallback = inventory.widgets.first {
            $0.widgetType == "ShelfWidget" && $0.configuration == "StaticConfiguration"
        }
        #expect(fallback?.availability == nil, "the guard's else branch is the older systems' path")
    }

    @Test func helperCalledFromALocalUnderTheGate() {
        #expect(gates["RadioWidget"] == "\"Radio\" iOS 17")
    }

    @Test func availableOnTheFunctionTheTypeAndTheExtension() {
        #expect(gates["ArtistWidget"] == "\"Artist\" iOS 17")
        #expect(gates["LyricsWidget"] == "kind iOS 17", "the type's @available covers its extension in another file")
        #expect(gates["AlbumWidget"] == "kind iOS 17")
    }

    @Test func aLocalWithoutAnyGateStaysUngated() {
        #expect(gates["GenreWidget"] == "\"Genre\" -")
    }
}
