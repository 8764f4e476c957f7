import TestSupport
import Testing

@testable import Commands
@testable import Discovery
@testable import Model
@testable import Scanning

/// A user-activity continuation that tests the activity's intent serves that intent: a calling app
/// takes INStartAudioCallIntent from Siri or the Phone app in `application(_:continue:restorationHandler:)`,
/// an intent answered `.continueInApp` arrives in `scene(_:continue:)`. Each tested type is a dispatch
/// of kind `continuation`; the same casts elsewhere, or of `INIntent` itself, are not.
@Suite struct ContinuationTests {
    static let appDelegate = """
        import Intents
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                             restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                let intent = userActivity.interaction?.intent
                let audio = intent is INStartAudioCallIntent
                let video = intent is INStartVideoCallIntent
                if audio || video {
                    let contacts = (intent as? INStartAudioCallIntent)?.contacts ?? (intent as? INStartVideoCallIntent)?.contacts
                    start(contacts, video: video)
                }
                if let generic = intent as? INIntent { log(generic) }
                return true
            }

            func application(_ application: UIApplication, open url: URL) -> Bool {
                let intent = url as? INStartCallIntent
                return intent != nil
            }
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            #if SOUP
            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                guard let order = userActivity.interaction?.intent as? OrderSoupIntent else { return }
                show(order)
            }
            #endif
        }
        """

    static var inventory: Inventory {
        SwiftScanner.scan([SourceFile(path: "App/AppDelegate.swift", kind: .swift, bytes: Array(Self.appDelegate.utf8))]
        )
    }

    @Test func everyIntentTypeAContinuationTestsIsADispatch() {
        let dispatches = Self.inventory.dispatches
        #expect(
            dispatches.map { "\($0.dispatcher) \($0.kind) \($0.intent ?? "-") \($0.location.line)" } == [
                "AppDelegate continuation INStartAudioCallIntent 8",
                "AppDelegate continuation INStartVideoCallIntent 9",
                "SceneDelegate continuation OrderSoupIntent 27",
            ])
        #expect(dispatches.allSatisfy { $0.handler == nil })
        #expect(dispatches.last?.conditions == ["SOUP"])
    }

    @Test func aContinuedSystemIntentIsASystemDomainIntent() throws {
        let result = Make.assess(Self.inventory)
        let audio = try #require(result.intent("INStartAudioCallIntent"))
        #expect(audio.status == .systemDomain)
        #expect(result.intent("INStartVideoCallIntent")?.status == .systemDomain)
        #expect(result.intent("INStartCallIntent") == nil)
        #expect(result.intent("INIntent") == nil)
    }
}
