import Foundation
import Testing

@testable import Analysis
@testable import Model

/// A hostile tree's `#if` formulas and xcconfig `#include` graphs are read within fixed bounds:
/// past them the answer is "unknown", never a crash, a hang or an exponential walk.
@Suite struct HostileConditionTests {
    /// 100,000 `!` once recursed 100,000 deep (only parentheses counted towards the depth of 32).
    @Test func aDeeplyNestedFormulaIsNotRead() {
        #expect(ConditionFormula.parse(String(repeating: "!", count: 100_000) + "A") == nil)
        #expect(ConditionFormula.parse(String(repeating: "(", count: 100_000) + "A") == nil)
        #expect(
            ConditionFormula.parse(String(repeating: "!(", count: 20) + "A" + String(repeating: ")", count: 20)) == nil)
        // Within the bound the formula still reads.
        #expect(ConditionFormula.parse("!(!(A))") == .not(.not(.name("A"))))
    }

    /// A chain of 100,000 `||` built a formula 100,000 levels deep, evaluated by recursion.
    @Test func aLongChainIsNotRead() {
        let chain = (0..<100_000).map { "A\($0)" }.joined(separator: " || ")
        #expect(ConditionFormula.parse(chain) == nil)
        let short = (0..<10).map { "A\($0)" }.joined(separator: " || ")
        #expect(ConditionFormula.parse(short) != nil)
        var target = TargetMembership(target: "App", source: "pbxproj", location: SourceLocation(path: "p"))
        target.configurationConditions = [
            ConfigurationConditions(
                configuration: "Release", layers: [ConditionLayer(source: "target", activeConditions: "A")])
        ]
        #expect(BuildConditions(inventory: Inventory()).isLive([chain], in: target) == nil)
    }

    /// An `#include` loop ends at the depth bound: the configuration is incomplete, not a hang.
    @Test func anIncludeLoopIsIncomplete() {
        var inventory = Inventory()
        var a = XcconfigConditions(path: "A.xcconfig")
        a.includes = ["B.xcconfig"]
        a.activeConditions = "SHIPPING"
        var b = XcconfigConditions(path: "B.xcconfig")
        b.includes = ["A.xcconfig"]
        inventory.xcconfigConditions = [a, b]
        let target = Self.target(file: "A.xcconfig")
        #expect(BuildConditions(inventory: inventory).isLive(["SHIPPING"], in: target) == nil)
    }

    /// Each of eight files including the next 50 times once made 50⁷ walks; now the walk stops
    /// after `maximumIncludeVisits` files and the configuration is incomplete.
    @Test func aWideIncludeGraphIsBounded() {
        var inventory = Inventory()
        for level in 0..<8 {
            var file = XcconfigConditions(path: "L\(level).xcconfig")
            if level < 7 { file.includes = Array(repeating: "L\(level + 1).xcconfig", count: 50) }
            file.activeConditions = level == 7 ? "SHIPPING" : "$(inherited)"
            inventory.xcconfigConditions.append(file)
        }
        let started = Date()
        #expect(BuildConditions(inventory: inventory).isLive(["SHIPPING"], in: Self.target(file: "L0.xcconfig")) == nil)
        #expect(Date().timeIntervalSince(started) < 5)
        // A narrow graph of the same depth still resolves.
        for index in inventory.xcconfigConditions.indices where index < 7 {
            inventory.xcconfigConditions[index].includes = ["L\(index + 1).xcconfig"]
        }
        #expect(
            BuildConditions(inventory: inventory).isLive(["SHIPPING"], in: Self.target(file: "L1.xcconfig")) == true)
    }

    static func target(file: String) -> TargetMembership {
        var target = TargetMembership(target: "App", source: "pbxproj", location: SourceLocation(path: "p"))
        target.configurationConditions = [
            ConfigurationConditions(configuration: "Release", layers: [ConditionLayer(source: "xcconfig", file: file)])
        ]
        return target
    }
}
