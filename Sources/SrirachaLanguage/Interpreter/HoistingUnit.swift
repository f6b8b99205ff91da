/// Swift's rule for a file: its top-level functions and types (`struct`, `enum`, `class`,
/// `protocol`, `typealias`, `extension`) are visible everywhere in it, whatever their order.
///
/// A unit is a whole `.swift` file, or one REPL entry. Its statements still run one at a time,
/// in order (each prints as it runs and a failed one changes nothing); what changes is that a
/// statement that names a declaration further down gets it first: the declaration, and every
/// declaration of the unit it names in turn, are checked and compiled together, just before the
/// statement, as one group (so two functions may call each other, and `struct A { var b: B }`
/// may come before `B`). When the declaration's own place comes, it is skipped.
///
/// A declaration that reads a top-level variable declared further down waits, at its own place,
/// until that variable is declared (Swift lets a function read a global declared after it).
/// Names are found by scanning the text for identifiers: it may find more than is used (a local
/// variable named like a later function), which only brings a declaration forward.
final class HoistingUnit {
    /// The unit as parsed once, whole: the declarations run ahead come from here.
    let file: SourceFile
    private var declarations: [Declaration] = []
    /// Indices into `declarations` of those still to run, by the names they give.
    private var providers: [String: [Int]] = [:]
    /// Pending extensions, by the members they add (found after a `.` or plain, in the type).
    private var memberProviders: [String: [Int]] = [:]
    /// Declarations already run ahead of their place, by their text: skipped when reached.
    private var ranAhead: [String: Int] = [:]
    /// Declarations that reached their place while a variable they read was still to come.
    private var waiting: [Int] = []
    /// Top-level variables of the unit not declared yet: how many declarations, and the line of
    /// the first one (for "used before its declaration").
    private var laterVariables: [String: (count: Int, line: Int)] = [:]

    private struct Declaration {
        let stmt: Stmt
        let text: String
        let mentions: Mentions
        /// The names it gives (a type's, a function's; an extension's type), and the members an
        /// extension adds.
        let names: [String]
        let members: [String]
        var pending = true
    }
    /// Pending declarations by their text, to find a declaration when its place comes.
    private var byText: [String: [Int]] = [:]

    /// Whether anything may still be brought forward or skipped.
    var isIdle: Bool { providers.isEmpty && memberProviders.isEmpty && ranAhead.isEmpty }

    init(file: SourceFile, statements: [Stmt]) {
        self.file = file
        var typeNames: [String: Int] = [:]
        var functionKeys: [String: Int] = [:]
        for s in statements {
            switch s.kind {
            case .structDecl(let d): typeNames[d.name, default: 0] += 1
            case .enumDecl(let d): typeNames[d.name, default: 0] += 1
            case .protocolDecl(let d): typeNames[d.name, default: 0] += 1
            case .typeAlias(let d): typeNames[d.name, default: 0] += 1
            case .function(let f): functionKeys[functionKey(f), default: 0] += 1
            case .variable(let d):
                let line = file.location(of: d.pattern.range.start).line
                for name in d.pattern.boundNames {
                    let old = laterVariables[name]
                    laterVariables[name] = ((old?.count ?? 0) + 1, old?.line ?? line)
                }
            default: break
            }
        }
        for s in statements {
            let names: [String]
            var members: [String] = []
            switch s.kind {
            case .structDecl(let d): names = [d.name]
            case .enumDecl(let d): names = [d.name]
            case .protocolDecl(let d): names = [d.name]
            case .typeAlias(let d): names = [d.name]
            case .function(let f):
                // A function declared twice alike is a redeclaration, which keeps the order of a
                // session.
                guard functionKeys[functionKey(f)] == 1 else { continue }
                if f.name.first.map(HoistingUnit.startsName) == true {
                    names = [f.name]
                } else {
                    // An operator is not named where it is used: it comes with the unit's types
                    // it takes (`func + (a: Vector, b: Vector)` with `Vector`).
                    var types = Set<String>()
                    for p in f.clauses.first ?? [] {
                        if let t = p.type { types.formUnion(HoistingUnit.identifiers(in: t.range, of: file).names) }
                    }
                    names = types.filter { typeNames[$0] != nil }.sorted()
                    if names.isEmpty { continue }
                }
            case .extensionDecl(let d):
                // Found with its type when the type is the unit's (the type's own methods may use
                // its members); an extension of another type, by its members only.
                let type = String(d.typeName.prefix { $0 != "<" && $0 != "." })
                names = typeNames[type] != nil ? [type] : []
                members = Array(Set(d.methods.map(\.name) + (d.computed + d.staticProperties).compactMap(\.simpleName)))
            default: continue
            }
            // A type declared twice in one unit is a redeclaration: each stays in its place.
            if case .extensionDecl = s.kind {} else if case .function = s.kind {} else if typeNames[names[0]] != 1 { continue }
            let index = declarations.count
            let unique = Array(Set(names))
            let text = file.text(in: s.range)
            declarations.append(Declaration(stmt: s, text: text, mentions: HoistingUnit.identifiers(in: s.range, of: file),
                                            names: unique, members: members))
            for n in unique { providers[n, default: []].append(index) }
            for m in members { memberProviders[m, default: []].append(index) }
            byText[text, default: []].append(index)
        }
    }

    private func functionKey(_ f: FuncDecl) -> String {
        f.fullName + (f.clauses.first ?? []).map { p in p.type.map { file.text(in: $0.range) } ?? "" }.joined(separator: ",")
    }

    /// What to do with a statement about to run (`stmt` comes from `stmtFile`, a parse of part
    /// of the unit, or the unit's own parse).
    enum Plan {
        /// Run it as usual, after `ahead` (declarations of the unit, checked as one group).
        case run(ahead: [Stmt])
        /// It is a declaration that is in `ahead` (it runs there): do not run it again.
        case ranWith(ahead: [Stmt])
        /// It already ran ahead, or it waits for a variable: nothing to do now.
        case skip
    }

    func plan(for stmt: Stmt, in stmtFile: SourceFile, isDefined: (String) -> Bool) -> Plan {
        let isDeclaration = HoistingUnit.isHoistable(stmt)
        let text = isDeclaration ? stmtFile.text(in: stmt.range) : ""
        if isDeclaration, let n = ranAhead[text] {
            if n > 1 { ranAhead[text] = n - 1 } else { ranAhead[text] = nil }
            return .skip
        }
        if providers.isEmpty && memberProviders.isEmpty { return .run(ahead: []) }
        let own = isDeclaration ? byText[text]?.first { declarations[$0].pending } : nil
        let group = closure(of: own.map { declarations[$0].mentions } ?? HoistingUnit.identifiers(in: stmt.range, of: stmtFile),
                            seed: own)
        guard let own else { return .run(ahead: take(group, except: nil)) }
        if !variablesToCome(group, isDefined: isDefined).isEmpty {
            waiting.append(own)
            return .skip
        }
        // Alone, it runs as parsed with its own statement group.
        if group == [own] {
            _ = take(group, except: own)
            return .run(ahead: [])
        }
        return .ranWith(ahead: take(group, except: own))
    }

    /// After a top-level variable statement ran: the waiting declarations that may run now.
    func declared(_ names: [String], isDefined: (String) -> Bool) -> [Stmt] {
        for name in names {
            guard let v = laterVariables[name] else { continue }
            laterVariables[name] = v.count > 1 ? (v.count - 1, v.line) : nil
        }
        var ready: [Stmt] = []
        if waiting.isEmpty { return [] }
        for index in waiting where declarations[index].pending {
            let group = closure(of: declarations[index].mentions, seed: index)
            if variablesToCome(group, isDefined: isDefined).isEmpty { ready += take(group, except: nil) }
        }
        waiting.removeAll { !declarations[$0].pending }
        return ready
    }

    /// The line of a top-level variable of the unit that is not declared yet.
    func laterDeclaration(of name: String) -> Int? {
        laterVariables[name]?.line
    }

    /// `seed` and the pending declarations `mentions` names, and those they name, in order.
    private func closure(of mentions: Mentions, seed: Int?) -> [Int] {
        var chosen = Set<Int>()
        var names: [String] = Array(mentions.names)
        var members: [String] = Array(mentions.members)
        func add(_ list: [Int]?) {
            for i in list ?? [] where declarations[i].pending && chosen.insert(i).inserted {
                names += declarations[i].mentions.names
                members += declarations[i].mentions.members
            }
        }
        if let seed {
            chosen.insert(seed)
        }
        while !names.isEmpty || !members.isEmpty {
            if let name = names.popLast() {
                add(providers[name])
                add(memberProviders[name])
            } else if let member = members.popLast() {
                add(memberProviders[member])
            }
        }
        return chosen.sorted()
    }

    private func variablesToCome(_ group: [Int], isDefined: (String) -> Bool) -> [String] {
        if laterVariables.isEmpty { return [] }
        var names: [String] = []
        for i in group {
            for n in declarations[i].mentions.names where laterVariables[n] != nil && !isDefined(n) { names.append(n) }
        }
        return names
    }

    /// Marks a group as run; those not run at their own place will be skipped when reached.
    private func take(_ group: [Int], except own: Int?) -> [Stmt] {
        for i in group {
            declarations[i].pending = false
            if i != own { ranAhead[declarations[i].text, default: 0] += 1 }
            for name in declarations[i].names { forget(name, i, in: &providers) }
            for member in declarations[i].members { forget(member, i, in: &memberProviders) }
        }
        return group.map { declarations[$0].stmt }
    }

    /// A group that failed changed nothing: its declarations are pending again (and run
    /// when next named, or at their place).
    func putBack(_ stmts: [Stmt]) {
        for s in stmts {
            guard let i = declarations.firstIndex(where: { $0.stmt === s }), !declarations[i].pending else { continue }
            declarations[i].pending = true
            let text = declarations[i].text
            if let n = ranAhead[text] { ranAhead[text] = n > 1 ? n - 1 : nil }
            for name in declarations[i].names { providers[name, default: []].append(i) }
            for member in declarations[i].members { memberProviders[member, default: []].append(i) }
        }
    }

    private func forget(_ name: String, _ index: Int, in table: inout [String: [Int]]) {
        guard var list = table[name] else { return }
        list.removeAll { $0 == index }
        table[name] = list.isEmpty ? nil : list
    }

    static func isHoistable(_ s: Stmt) -> Bool {
        switch s.kind {
        case .function, .structDecl, .enumDecl, .protocolDecl, .typeAlias, .extensionDecl: return true
        default: return false
        }
    }

    /// Whether the unit has anything that could be used before its place.
    static func hasDeclarations(_ statements: [Stmt]) -> Bool {
        statements.contains(where: isHoistable)
    }

    private static func startsName(_ c: Character) -> Bool {
        c == "_" || c.isLetter
    }

    /// The names a piece of text mentions: plain, and after a `.` (members).
    struct Mentions {
        var names = Set<String>()
        var members = Set<String>()
    }

    /// Every identifier in a range of the text (in strings and comments too: it only finds more),
    /// but the name a `func` declares.
    static func identifiers(in range: SourceRange, of file: SourceFile) -> Mentions {
        let bytes = file.utf8
        var i = max(0, range.start)
        let end = min(range.end, bytes.count)
        var found = Mentions()
        var afterDot = false, afterFunc = false
        func isStart(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }
        func isPart(_ b: UInt8) -> Bool { isStart(b) || (b >= 0x30 && b <= 0x39) }
        while i < end {
            let b = bytes[i]
            if isStart(b) {
                let start = i
                while i < end && isPart(bytes[i]) { i += 1 }
                let name = String(decoding: bytes[start..<i], as: UTF8.self)
                if afterDot { found.members.insert(name) } else if !afterFunc { found.names.insert(name) }
                afterFunc = name == "func"
                afterDot = false
            } else if b >= 0x30 && b <= 0x39 {
                while i < end && isPart(bytes[i]) { i += 1 }
                afterDot = false
                afterFunc = false
            } else {
                if b == 0x2E { afterDot = true } else if b != 0x20 && b != 0x0A && b != 0x09 && b != 0x0D { afterDot = false; afterFunc = false }
                i += 1
            }
        }
        return found
    }
}
