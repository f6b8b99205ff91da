/// Every native function, method and property, gathered from the `Builtins+Group.swift` tables.
public enum Builtins {
    public static let all: [NativeFunction] = {
        let tables = [core, functionTools, collections, arraySplits, arrayMutation,
                      dictionaries, strings, formatting, stringMutation, characters, sets, library, numbers,
                      numberConversions, sizedNumbers, unicodeViews, hasher, random, dynamics, dynamicWidgets, collectionExtras,
                      arraySliceMembers, nestedJoins, bitCounts, prefixes, sequenceElements, sequenceAlgorithms, stringComparison,
                      numericProtocols, numberMembers, dumping, arraySubranges, json, codingContainers, mathFunctions]
        // Gathered into one array made at its size: adding the tables one by one made and freed
        // an array for each (a start-up cost of every session that uses a native).
        var all: [NativeFunction] = []
        all.reserveCapacity(tables.reduce(0) { $0 + $1.count })
        for table in tables { all.append(contentsOf: table) }
        return all
    }()

    /// Global natives by name (several entries share a name when overloaded by labels or type).
    public static let globals: [String: [NativeFunction]] =
        Dictionary(grouping: all.filter { $0.owner == nil }, by: \.name)

    /// Type methods of the built-in types, written as hidden globals named `Type.name`
    /// (`Int.random`, `Double.maximum`): the checker turns `Double.maximum(x, y)` into a call of one.
    static let typeMethods: Set<String> = Set(globals.keys.filter { $0.contains(".") })

    /// Members by owner type name, then by base name.
    public static let members: [String: [String: [NativeFunction]]] =
        Dictionary(grouping: all.filter { $0.owner != nil }, by: { $0.owner! })
            .mapValues { Dictionary(grouping: $0, by: \.name) }
}
