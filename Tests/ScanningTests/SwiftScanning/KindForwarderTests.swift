import TestSupport
import Testing

@testable import Discovery
@testable import Model
@testable import Scanning

/// A kind given as another type and handed on by an initializer the configuration type gains in an
/// extension (`init(kind: ControlKind, …) { self.init(kind: kind.rawValue, …) }`): the call's kind is
/// that enum case's raw value, written `.vpn` or `ControlKind.vpn`, for controls and widgets, with
/// the enum in a file the pre-filter skips. An initializer that does not hand the raw value on, or
/// two forwarders that disagree, leave the kind unknown.
@Suite struct KindForwarderTests {
    static let forwarders = """
        import SwiftUI
        import WidgetKit

        enum ControlKind: String {
            case vpn = "VPNControlWidget"
            case chat
        }

        extension StaticControlConfiguration {
            init<Provider>(kind: ControlKind, provider: Provider, content: @escaping (Provider.Value) -> Content)
            where Provider: ControlValueProvider {
                self.init(kind: kind.rawValue, provider: provider, content: content)
            }
        }

        extension StaticConfiguration {
            init<Provider: TimelineProvider>(kind value: HomeKind, provider: Provider, content: @escaping (Provider.Entry) -> Content) {
                self.init(kind: value.rawValue, provider: provider, content: content)
            }
        }

        """

    /// No pre-filter keyword: found by name in the second round.
    static let homeKind = """
        enum HomeKind: String {
            case status = "StatusWidget"
        }

        """

    static let calls = """
        import SwiftUI
        import WidgetKit

        struct VPNControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: .vpn, provider: VPNProvider()) { _ in Text("VPN") }
            }
        }

        struct ChatControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: ControlKind.chat, provider: ChatProvider()) { _ in Text("Chat") }
            }
        }

        struct StatusWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: .status, provider: StatusProvider()) { _ in Text("Status") }
            }
        }

        """

    static func scan(_ files: [String: String]) -> Inventory {
        SwiftScanner.scan(
            files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, kind: .swift, bytes: Array($0.value.utf8)) }
        )
    }

    @Test func kindsHandedOnByAnExtensionInitializerAreResolved() {
        let inventory = Self.scan([
            "Kinds.swift": Self.forwarders, "HomeKind.swift": Self.homeKind, "Calls.swift": Self.calls,
        ])
        #expect(
            inventory.controls.map { "\($0.controlType) \($0.kind ?? "-")" }.sorted() == [
                "ChatControl chat", "VPNControl VPNControlWidget",
            ])
        #expect(inventory.widgets.map { "\($0.widgetType) \($0.kind ?? "-")" } == ["StatusWidget StatusWidget"])
    }

    @Test func anInitializerThatDoesNotHandTheRawValueOnResolvesNothing() {
        let fixed = Self.forwarders.replacingOccurrences(
            of: "self.init(kind: kind.rawValue, provider: provider, content: content)",
            with: "self.init(kind: \"Fixed\", provider: provider, content: content)")
        let inventory = Self.scan(["Kinds.swift": fixed, "HomeKind.swift": Self.homeKind, "Calls.swift": Self.calls])
        #expect(inventory.controls.map { $0.kind ?? "-" } == ["-", "-"])
        #expect(inventory.widgets.map { $0.kind ?? "-" } == ["StatusWidget"])
    }

    @Test func twoForwardersThatDisagreeResolveNothing() {
        let other = """
            import WidgetKit

            enum OtherKind: String {
                case vpn = "OtherVPN"
            }

            extension StaticControlConfiguration {
                init(kind: OtherKind, provider: some ControlValueProvider, content: @escaping (Bool) -> Content) {
                    self.init(kind: kind.rawValue, provider: provider, content: content)
                }
            }

            """
        let inventory = Self.scan([
            "Kinds.swift": Self.forwarders, "Other.swift": other, "HomeKind.swift": Self.homeKind,
            "Calls.swift": Self.calls,
        ])
        #expect(
            inventory.controls.map { "\($0.controlType) \($0.kind ?? "-")" }.sorted() == [
                "ChatControl chat", "VPNControl -",
            ])
    }
}
