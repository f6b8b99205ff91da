import SrirachaLanguage

extension Session {
    /// Every name `:info` and `:help` know: values and functions in scope, and types.
    func describableNames() -> [String] {
        Array(Set(interpreter.checker.globalNames().map(\.name).filter { !$0.hasPrefix("$") }
            + interpreter.checker.typeNames())).sorted()
    }

    /// What `:info NAME` shows: the declaration, its type(s), a type's fields, cases and
    /// members, where it was declared and its documentation; nil for an unknown name.
    func info(about name: String) -> String? {
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return memberHelp(owner: String(name[..<dot]), member: String(name[name.index(after: dot)...]))
        }
        var out = ""
        let sites = interpreter.declarations[name] ?? []
        if let type = interpreter.checker.describeType(named: name) {
            out += typeInfo(type)
        }
        let values = interpreter.checker.globalNames().filter { $0.name == name }
        if !values.isEmpty && !out.isEmpty { out += "\n" }
        for value in values { out += "\(name): \(value.scheme)\n" }
        guard !out.isEmpty else { return nil }
        for site in sites where [.function, .constant, .variable].contains(site.kind) {
            out += site.header + "\n"
        }
        out += origin(of: name, sites: sites)
        if let doc = documentation(of: name, sites: sites) { out += doc.hasSuffix("\n") ? doc : doc + "\n" }
        return out
    }

    /// What `:help NAME` shows: the type of each overload and the documentation.
    func help(about name: String) -> String? {
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return memberHelp(owner: String(name[..<dot]), member: String(name[name.index(after: dot)...]))
        }
        var out = ""
        let values = interpreter.checker.globalNames().filter { $0.name == name }
        for value in values { out += "\(name): \(value.scheme)\n" }
        if values.isEmpty, let type = interpreter.checker.describeType(named: name) {
            out += type.header + "\n"
        }
        if out.isEmpty {
            // A member name on its own (`map`): every type that has it.
            let owners = interpreter.checker.typeNames().filter { !interpreter.checker.memberTypes(owner: $0, member: name).isEmpty }
            guard !owners.isEmpty else { return nil }
            return owners.compactMap { memberHelp(owner: $0, member: name) }.joined()
        }
        let sites = interpreter.declarations[name] ?? []
        if let doc = documentation(of: name, sites: sites) { out += doc.hasSuffix("\n") ? doc : doc + "\n" }
        return out
    }

    /// `Array.map: <U>(…) -> [U]` and its documentation.
    private func memberHelp(owner: String, member: String) -> String? {
        let types = interpreter.checker.memberTypes(owner: owner, member: member)
        guard !types.isEmpty else { return nil }
        var out = types.map { "\(owner).\(member): \($0)\n" }.joined()
        if let doc = NativeDocs.documentation(of: member, owner: owner) ?? memberDocumentation(owner: owner, member: member) {
            out += doc + "\n"
        }
        return out
    }

    /// The `///` comment of a method declared in Sriracha (the prelude's `Optional.map`).
    private func memberDocumentation(owner: String, member: String) -> String? {
        interpreter.declarations[owner + "." + member]?.lazy.compactMap(\.documentation).first
    }

    private func documentation(of name: String, sites: [DeclarationSite]) -> String? {
        if let doc = sites.lazy.compactMap(\.documentation).first { return doc }
        if sites.isEmpty || sites.allSatisfy(\.isPrelude) { return NativeDocs.documentation(of: name) }
        return nil
    }

    private func origin(of name: String, sites: [DeclarationSite]) -> String {
        guard let site = sites.last else {
            return interpreter.checker.describeType(named: name)?.kind == .builtin || !interpreter.checker.nativeGlobalTypes(named: name).isEmpty
                ? "built into Sriracha\n" : ""
        }
        return site.isPrelude ? "defined in the prelude\n" : "defined at \(site.place)\n"
    }

    private func typeInfo(_ d: TypeDescription) -> String {
        var out = d.header + "\n"
        for f in d.fields {
            // A `lazy var` comes named `lazy name` (see `TypeChecker.describeType`).
            let keyword = f.name.hasPrefix("lazy ") ? "lazy var" : f.isVar ? "var" : "let"
            out += "  \(keyword) \(f.name.hasPrefix("lazy ") ? String(f.name.dropFirst(5)) : f.name): \(f.type)\n"
        }
        for c in d.cases { out += "  case \(c.name)\(c.type)\n" }
        for i in d.initializers { out += "  \(i.name): \(i.type)\n" }
        for p in d.properties { out += "  var \(p.name): \(p.type)\n" }
        for m in d.methods { out += "  func \(m.name): \(m.type)\n" }
        for s in d.staticMembers { out += "  static \(s.name): \(s.type)\n" }
        return out
    }

    /// Why a name is unknown, with what it could have meant.
    func unknownName(_ name: String, command: String) -> String {
        var message = "error: cannot find `\(name)` in scope\n"
        if let near = Suggestions.closest(to: name, among: describableNames()) {
            message += "help: did you mean `\(near)`?\n"
        } else {
            message += "help: `:browse` lists the names in scope\n"
        }
        return message
    }
}
