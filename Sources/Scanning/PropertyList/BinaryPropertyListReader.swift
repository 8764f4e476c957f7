import Foundation

/// Reads a binary property list (`bplist00`) through Foundation. Binary plists have no lines,
/// so every value's line is 0, and dictionary keys come back sorted (the format keeps no order).
package enum BinaryPropertyListReader {
    package static let magic: [UInt8] = Array("bplist".utf8)

    package static func read(_ bytes: [UInt8]) throws -> PropertyListValue {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PropertyListError(line: 0, message: "malformed binary property list")
        }
        return try convert(object)
    }

    package static func convert(_ object: Any) throws -> PropertyListValue {
        switch object {
        case let dict as [String: Any]:
            let entries = try dict.keys.sorted().map { key in
                PropertyListEntry(key: key, keyLine: 0, value: try convert(dict[key]!))
            }
            return PropertyListValue(.dictionary(entries), line: 0)
        case let array as [Any]:
            return PropertyListValue(.array(try array.map(convert)), line: 0)
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
