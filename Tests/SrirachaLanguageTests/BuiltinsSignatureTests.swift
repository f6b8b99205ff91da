import Testing
@testable import SrirachaLanguage

/// Every native's signature must be readable by the checker, which parses it with
/// `Parser.parseSignature`; a typo here would only show when someone calls the native.
@Suite struct BuiltinsSignatureTests {
    @Test func everySignatureParses() {
        for n in Builtins.all {
            #expect(Parser.parseSignature(n.signature) != nil,
                    "cannot parse \(n.owner ?? "") \(n.fullName): \(n.signature)")
        }
    }

    @Test func functionSignaturesHaveOneParameterPerLabel() throws {
        for n in Builtins.all where !n.isProperty {
            let parsed = try #require(Parser.parseSignature(n.signature), "cannot parse \(n.signature)")
            guard case .function(let params, _) = parsed.type.kind else {
                Issue.record("\(n.fullName): \(n.signature) is not a function type")
                continue
            }
            #expect(params.count == n.labels.count, "\(n.owner ?? "") \(n.fullName): \(n.signature)")
        }
    }

    @Test func genericParametersAreDeclaredOrTheOwners() throws {
        let ownerParameters: [String: Set<String>] = [
            "Array": ["Element"], "Dictionary": ["Key", "Value"], "Optional": ["Wrapped"],
            "Result": ["Success", "Failure"], "Set": ["Element"],
        ]
        for n in Builtins.all {
            let parsed = try #require(Parser.parseSignature(n.signature))
            let known = Set(parsed.generics).union(ownerParameters[n.owner ?? ""] ?? [])
            for name in n.constraints.keys {
                #expect(known.contains(name), "\(n.fullName): constraint on unknown `\(name)`")
            }
        }
    }
}
