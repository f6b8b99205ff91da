import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsTableTests {
    @Test func noTwoNativesShareOwnerNameLabelsAndSignature() {
        var seen = Set<String>()
        for n in Builtins.all {
            let key = "\(n.owner ?? "") \(n.fullName) \(n.signature) \(n.constraints.sorted(by: <))"
            #expect(seen.insert(key).inserted, "duplicate native \(key)")
        }
    }

    @Test func propertiesHaveNoLabelsAndAreNeverMutating() {
        for n in Builtins.all where n.isProperty {
            #expect(n.labels.isEmpty && !n.isMutating && n.owner != nil, "\(n.fullName)")
        }
    }

    @Test func functionSignaturesTakeOneParameterPerLabel() {
        for n in Builtins.all where !n.isProperty {
            #expect(topLevelParameterCount(n.signature) == n.labels.count, "\(n.owner ?? "") \(n.fullName): \(n.signature)")
        }
    }

    @Test func mutatingMethodsBelongToCollectionsAndStrings() {
        // And `Hasher.combine`, which changes the hasher's running hash, and `Bool.toggle()`.
        for n in Builtins.all where n.isMutating {
            #expect(["Array", "Dictionary", "Set", "String", "Hasher", "Bool"].contains(n.owner ?? ""), "\(n.fullName)")
        }
    }

    @Test func everyGroupIsRegistered() {
        for name in ["print", "assert", "fatalError", "min", "max", "abs", "partial", "swap", "zip",
                     "String", "Int", "Double", "Array", "Dictionary"] {
            #expect(Builtins.globals[name] != nil, "\(name)")
        }
        for (owner, name) in [("Array", "map"), ("Array", "append"), ("Dictionary", "mapValues"),
                              ("String", "split"), ("Range", "lowerBound"), ("Int", "isMultiple")] {
            #expect(Builtins.members[owner]?[name] != nil, "\(owner).\(name)")
        }
    }

    /// The number of parameters of the outermost function type, skipping `<…>` generics.
    func topLevelParameterCount(_ signature: String) -> Int {
        var text = Substring(signature)
        if text.hasPrefix("<"), let close = text.firstIndex(of: ">") { text = text[text.index(after: close)...] }
        guard text.first == "(" else { return -1 }
        var depth = 0, count = 0, sawContent = false
        for (i, c) in zip(text.indices, text) {
            switch c {
            case "(", "[", "<": depth += 1
            case ")", "]", ">":
                // `->` is not a closing bracket.
                if c == ">", i > text.startIndex, text[text.index(before: i)] == "-" { continue }
                depth -= 1
                if depth == 0 { return sawContent ? count + 1 : 0 }
            case "," where depth == 1: count += 1
            case " ": break
            default: if depth >= 1 { sawContent = true }
            }
        }
        return -1
    }
}
