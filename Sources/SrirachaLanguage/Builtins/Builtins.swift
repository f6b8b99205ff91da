/// Every native function, method and property, gathered from the `Builtins+Group.swift` tables.
public enum Builtins {
    public static let all: [NativeFunction] = core + functionTools + collections + arraySplits + arrayMutation
        + dictionaries + strings + formatting + stringMutation + characters + sets + library + numbers
        + numberConversions + sizedNumbers + unicodeViews + hasher + random + dynamics + dynamicWidgets + collectionExtras
        + arraySliceMembers + nestedJoins + bitCounts + prefixes + sequenceElements + sequenceAlgorithms + stringComparison

    /// Global natives by name (several entries share a name when overloaded by labels or type).
    public static let globals: [String: [NativeFunction]] =
        Dictionary(grouping: all.filter { $0.owner == nil }, by: \.name)

    /// Members by owner type name, then by base name.
    public static let members: [String: [String: [NativeFunction]]] =
        Dictionary(grouping: all.filter { $0.owner != nil }, by: { $0.owner! })
            .mapValues { Dictionary(grouping: $0, by: \.name) }
}
