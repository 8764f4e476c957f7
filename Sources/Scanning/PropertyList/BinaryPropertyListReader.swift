import Foundation
import Model

/// Reads a binary property list (`bplist00`) through Foundation. Binary plists have no lines,
/// so every value's line is 0, and dictionary keys come back sorted (the format keeps no order).
///
/// A binary plist's objects can share children, so a few hundred bytes can describe a tree of
/// billions of values; the conversion counts every value it produces (a shared one each time) and
/// stops at `Limits.propertyListObjects`, and at `Limits.nestingDepth`.
package enum BinaryPropertyListReader {
    package static let magic: [UInt8] = Array("bplist".utf8)

    package static func read(_ bytes: [UInt8], limits: Limits = Limits()) throws -> PropertyListValue {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PropertyListError(line: 0, message: "malformed binary property list")
        }
        var budget = Budget(remaining: limits.propertyListObjects, depth: limits.nestingDepth)
        return try convert(object, budget: &budget, depth: 0)
    }

    /// What the conversion may still produce.
    package struct Budget {
        var remaining: Int
        var depth: Int
    }

    package static func convert(_ object: Any, budget: inout Budget, depth: Int) throws -> PropertyListValue {
        budget.remaining -= 1
        if budget.remaining < 0 {
            throw PropertyListError(
                line: 0,
                message:
                    "the binary property list expands to more values than the property-list-objects limit (--limit property-list-objects)"
            )
        }
        if depth > budget.depth {
            throw PropertyListError(
                line: 0,
                message: "the binary property list nests deeper than \(budget.depth) levels (--limit nesting-depth)")
        }
        switch object {
        case let dict as [String: Any]:
            var entries: [PropertyListEntry] = []
            for key in dict.keys.sorted() {
                entries.append(
                    PropertyListEntry(
                        key: key, keyLine: 0, value: try convert(dict[key]!, budget: &budget, depth: depth + 1)))
            }
            return PropertyListValue(.dictionary(entries), line: 0)
        case let array as [Any]:
            var items: [PropertyListValue] = []
            for item in array { items.append(try convert(item, budget: &budget, depth: depth + 1)) }
            return PropertyListValue(.array(items), line: 0)
        case let string as String:
            return PropertyListValue(.string(string), line: 0)
        case let data as Data:
            return PropertyListValue(.data([UInt8](data)), line: 0)
        case let date as Date:
            return PropertyListValue(.date(ISO8601DateFormatter().string(from: date)), line: 0)
        case let number as NSNumber:
            return PropertyListValue(content(of: number), line: 0)
        default:
            throw PropertyListError(line: 0, message: "unsupported value in binary property list: \(type(of: object))")
        }
    }

    /// Booleans, integers and reals all arrive as `NSNumber`; its Objective-C type tells them apart.
    private static func content(of number: NSNumber) -> PropertyListValue.Content {
        let code = String(cString: number.objCType)
        if code == "c" || code == "B" { return .bool(number.boolValue) }
        if code == "f" || code == "d" { return .real(number.doubleValue) }
        return .integer(number.intValue)
    }
}
