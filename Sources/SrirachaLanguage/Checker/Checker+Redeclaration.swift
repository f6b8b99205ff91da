/// A top-level type declared again (in the REPL, or a lesson's "try it"): what was made with
/// the earlier declaration keeps it. Values, functions and other types that mention the earlier
/// type are moved to a hidden name, `Row#1`, which prints as `Row`; so an old value is never
/// read through the new declaration's fields or cases, as in the Swift REPL.
extension Checker {
    /// Moves the current top-level type `name` out of the way, if there is one to keep.
    /// Returns false (after an error) when it may not be declared again.
    func retireTopLevelType(_ name: String, at range: SourceRange) -> Bool {
        guard let old = env.types[name] else { return true }
        if env.standardTypes.contains(name) {
            // A program may declare its own `Result` (or another standard struct or enum), as
            // in Swift: the standard one moves to a hidden name that still prints as itself.
            guard case let .nominal(info) = old, !info.isProtocol, name != "Optional" else {
                error("`\(name)` is a standard type and cannot be declared again", at: range,
                      helps: ["choose another name"])
                return false
            }
        }
        guard case let .nominal(oldInfo) = old else { return true }
        if declaredNominals.contains(where: { $0 === oldInfo }) {
            error("invalid redeclaration of `\(name)`", at: range)
            return false
        }
        env.typeGeneration += 1
        let hidden = "\(name)#\(env.typeGeneration)"
        let rename: (Ty) -> Ty = { $0.renamingNominal(name, to: hidden) }
        // Only what mentions the type is rewritten: each rewrite is a change this statement keeps.
        for (key, value) in env.values {
            switch value {
            case let .variable(s, isVar):
                if s.type.mentions(name) {
                    env.values[key] = .variable(Scheme(rename(s.type), params: s.params), isVar: isVar)
                }
            case let .functions(fs):
                if fs.contains(where: { $0.scheme.type.mentions(name) }) {
                    env.values[key] = .functions(fs.map { FuncEntry(decl: $0.decl, scheme: Scheme(rename($0.scheme.type), params: $0.scheme.params)) })
                }
            }
        }
        for (key, entry) in env.types {
            switch entry {
            case .builtin: break
            case let .alias(generics, target):
                if target.mentions(name) { env.types[key] = .alias(generics: generics, target: rename(target)) }
            case let .nominal(info):
                if info === oldInfo {
                    env.types[hidden] = .nominal(info.copy(named: hidden, renaming: rename))
                } else if info.mentions(name) {
                    env.types[key] = .nominal(info.copy(named: info.name, renaming: rename))
                }
            }
        }
        env.types[name] = nil
        return true
    }
}

extension Checker {
    /// "cannot convert `S` to `S`": when a message names the same type twice and that type was
    /// declared again, say that the two are different declarations.
    func redeclaredTypeHelp(_ message: String) -> [String] {
        guard env.typeGeneration > 0 else { return [] }
        let quoted = message.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let twice = quoted.first(where: { q in quoted.filter { $0 == q }.count > 1 }) else { return [] }
        let names = twice.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        guard let name = names.first(where: { n in env.types.keys.contains { $0.hasPrefix(n + "#") } }) else { return [] }
        return ["`\(name)` was declared again: values made before that keep the earlier declaration's type"]
    }
}

extension Ty {
    /// The type with every use of the nominal type `from` naming `to` instead.
    func renamingNominal(_ from: String, to: String) -> Ty {
        switch self {
        case .variable, .param: return self
        case let .con(n, args): return .con(n == from ? to : n, args.map { $0.renamingNominal(from, to: to) })
        case let .fn(ps, r, t): return .fn(ps.map { $0.renamingNominal(from, to: to) }, r.renamingNominal(from, to: to), throwing: t)
        case let .tuple(es): return .tuple(es.map { ($0.label, $0.type.renamingNominal(from, to: to)) })
        }
    }

    func mentions(_ name: String) -> Bool {
        switch self {
        case .variable, .param: return false
        case let .con(n, args): return n == name || args.contains { $0.mentions(name) }
        case let .fn(ps, r, _): return ps.contains { $0.mentions(name) } || r.mentions(name)
        case let .tuple(es): return es.contains { $0.type.mentions(name) }
        }
    }
}

extension NominalInfo {
    /// The name as declared (a type declared again keeps its earlier self as `Row#1`).
    var displayName: String { SType.displayName(name) }

    /// Explains why a value lacks what the current declaration has.
    var redeclarationHelp: [String] {
        name == displayName ? [] : ["`\(displayName)` was declared again: this value has the type of the earlier declaration"]
    }

    func mentions(_ name: String) -> Bool {
        fields.contains { $0.type.mentions(name) }
            || cases.contains { $0.payload?.contains { $0.type.mentions(name) } ?? false }
            || methods.values.contains { $0.contains { $0.scheme.type.mentions(name) } }
            || staticProperties.values.contains { $0.type.mentions(name) }
    }

    /// The same declaration under another name, with its member types renamed.
    func copy(named newName: String, renaming rename: (Ty) -> Ty) -> NominalInfo {
        let c = NominalInfo(name: newName, generics: generics, kind: kind)
        c.fields = fields.map {
            Field(name: $0.name, type: rename($0.type), isVar: $0.isVar, hasDefault: $0.hasDefault, decl: $0.decl,
                  isImplicitlyUnwrapped: $0.isImplicitlyUnwrapped)
        }
        c.cases = cases.map { Case(name: $0.name, payload: $0.payload?.map { ($0.label, rename($0.type)) }) }
        c.caseRefs = caseRefs
        c.methods = methods.mapValues { $0.map { FuncEntry(decl: $0.decl, scheme: Scheme(rename($0.scheme.type), params: $0.scheme.params)) } }
        c.staticProperties = staticProperties.mapValues { StaticProperty(decl: $0.decl, type: rename($0.type)) }
        return c
    }
}
