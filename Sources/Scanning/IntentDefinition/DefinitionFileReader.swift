import Model

/// Reads a parsed `.intentdefinition` property list into a `DefinitionFile`: file-level keys,
/// intents, enums (§8), custom types (§7), every localization ID, and the keys it did not know.
package enum DefinitionFileReader {
    package static func read(
        _ root: PropertyListValue, path: String, directory: TypeDirectory,
        projectPrefix: String?
    ) -> (DefinitionFile, [Diagnostic]) {
        var file = DefinitionFile(path: path)
        guard root.entries != nil else {
            return (
                file,
                [
                    Diagnostic(
                        SourceLocation(path: path, line: root.line),
                        "an intent definition must be a dictionary at the top level, found \(root.kindDescription)")
                ]
            )
        }
        let intents = root["INIntents"]?.array ?? []
        let prefixes = ClassPrefixes(project: projectPrefix, file: ClassPrefixes.shared(by: intents))
        var reading = DefinitionReading(
            path: path, namespace: root["INIntentDefinitionNamespace"]?.string,
            directory: directory, classPrefixes: prefixes)
        reading.recordUnknownKeys(root, known: DefinitionKeys.file)
        file.modelVersion = root["INIntentDefinitionModelVersion"]?.scalarText
        file.namespace = reading.namespace
        file.toolsVersion = root["INIntentDefinitionToolsVersion"]?.scalarText
        file.toolsBuildVersion = root["INIntentDefinitionToolsBuildVersion"]?.scalarText
        file.systemVersion = root["INIntentDefinitionSystemVersion"]?.scalarText
        if root.entry("INIntents") == nil {
            reading.diagnose(root.line, "the file has no INIntents array; is it an intent definition?")
        }
        if let version = file.modelVersion, !["1.0", "1.1", "1.2"].contains(version) {
            reading.diagnose(
                root.entry("INIntentDefinitionModelVersion")?.keyLine ?? root.line,
                "unfamiliar INIntentDefinitionModelVersion '\(version)'; read as 1.2")
        }
        file.intents = reading.dictionaries("INIntents", in: root).compactMap {
            IntentReader.read($0, reading: &reading)
        }
        file.enums = reading.dictionaries("INEnums", in: root).compactMap { readEnum($0, reading: &reading) }
        file.types = reading.dictionaries("INTypes", in: root).compactMap { readType($0, reading: &reading) }
        reportDuplicates(file, reading: &reading)
        file.localizationIDs = LocalizationIDs.collect(root).all
        file.unknownKeys = reading.unknownKeys.sorted()
        return (file, reading.diagnostics)
    }

    package static func readEnum(_ dict: PropertyListValue, reading: inout DefinitionReading) -> IntentEnum? {
        reading.recordUnknownKeys(dict, known: DefinitionKeys.enumeration)
        guard let name = dict["INEnumName"]?.string, !name.isEmpty else {
            reading.diagnose(dict.line, "an enum has no INEnumName; skipped")
            return nil
        }
        var result = IntentEnum(
            name: name, className: GeneratedNames.enumClass(dict, prefixes: reading.classPrefixes),
            displayName: dict["INEnumDisplayName"]?.string,
            location: reading.location(DefinitionReading.line(of: dict, nameKey: "INEnumName")))
        var next = 0
        for value in reading.dictionaries("INEnumValues", in: dict) {
            reading.recordUnknownKeys(value, known: DefinitionKeys.enumValue)
            guard let caseName = value["INEnumValueName"]?.string else {
                reading.diagnose(value.line, "a case of enum '\(name)' has no INEnumValueName; skipped")
                continue
            }
            // The first case (`unknown`) usually has no index: it is 0. Later cases without one follow on.
            let raw = value["INEnumValueIndex"]?.integer ?? next
            next = raw == Int.max ? raw : raw + 1  // a hostile index must not trap
            result.cases.append(
                EnumCase(name: caseName, displayName: value["INEnumValueDisplayName"]?.string, rawValue: raw))
        }
        return result
    }

    package static func readType(_ dict: PropertyListValue, reading: inout DefinitionReading) -> IntentCustomType? {
        reading.recordUnknownKeys(dict, known: DefinitionKeys.type)
        guard let name = dict["INTypeName"]?.string, !name.isEmpty else {
            reading.diagnose(dict.line, "a custom type has no INTypeName; skipped")
            return nil
        }
        var result = IntentCustomType(
            name: name, className: GeneratedNames.typeClass(dict),
            displayName: dict["INTypeDisplayName"]?.string,
            location: reading.location(DefinitionReading.line(of: dict, nameKey: "INTypeName")))
        for property in reading.dictionaries("INTypeProperties", in: dict) {
            reading.recordUnknownKeys(property, known: DefinitionKeys.typeProperty)
            if let metadata = property["INTypePropertyMetadata"] {
                ParameterReader.readMetadata(metadata, prefix: "INTypePropertyMetadata", reading: &reading)
            }
            // The four INObject built-ins (identifier, displayString, …) are not generated.
            if property["INTypePropertyDefault"].flag { continue }
            guard let propertyName = property["INTypePropertyName"]?.string else {
                reading.diagnose(property.line, "a property of type '\(name)' has no INTypePropertyName; skipped")
                continue
            }
            let ref = GeneratedNames.TypeReference(property, keyPrefix: "INTypeProperty")
            let (swiftType, problem) = GeneratedNames.swiftType(ref, reading: reading)
            if let problem {
                reading.diagnose(
                    DefinitionReading.line(of: property, nameKey: "INTypePropertyName"),
                    "property '\(propertyName)' of type '\(name)': \(problem)")
            }
            var typeProperty = TypeProperty(
                name: propertyName, type: ref.type, swiftType: swiftType, isArray: ref.isArray)
            typeProperty.tag = property["INTypePropertyTag"]?.integer
            typeProperty.enumType = ref.enumType
            typeProperty.objectType = ref.objectType
            result.properties.append(typeProperty)
        }
        return result
    }

    /// Two intents with one class name, or two parameters with one name, cannot both be generated.
    private static func reportDuplicates(_ file: DefinitionFile, reading: inout DefinitionReading) {
        var classes: Set<String> = []
        for intent in file.intents where !classes.insert(intent.className).inserted {
            reading.diagnose(intent.location.line, "a second intent generates the class \(intent.className)")
        }
        for intent in file.intents {
            var names: Set<String> = []
            for parameter in intent.parameters where !names.insert(parameter.name).inserted {
                reading.diagnose(
                    parameter.location.line, "\(intent.className) has a second parameter named '\(parameter.name)'")
            }
        }
    }
}
