import Foundation
import SrirachaDynamics

/// A session's dynamic values: the dependency graph of `SrirachaDynamics` holding Sriracha
/// values, what the language knows about each node (its name, its definition as written), the
/// trace of every update, and the errors the language reports for graph operations.
///
/// Everything here runs on the evaluation thread, inside the statement that caused it, so an
/// update is part of its statement: a statement that fails rolls the graph back with it.
public final class DynamicsRuntime {
    /// How much of each update the trace shows (`:trace`).
    public enum TraceMode: String, CaseIterable, Sendable {
        case off, summary, changes, full
    }

    struct NodeInfo {
        /// The name of the first `let`/`var` that bound it.
        var name: String?
        /// How it was made, as written: `username.map { $0.count >= 3 }`.
        var definition: String
        /// A short label for an unnamed node: `username.map`.
        var shortLabel: String
        /// `Bool` in `Dynamic<Bool>`, when known.
        var typeName: String?
    }

    let graph = Graph<Value>(isEqual: ==)
    var info: [NodeInfo] = []
    /// Where each binding writes, as written (`signUp.isEnabled`), by effect number.
    var effectLabels: [Int: String] = [:]
    let dynamicType = StructType(name: "Dynamic", fieldNames: ["node"])
    let bindingType = StructType(name: "Binding", fieldNames: ["effect"])

    public var traceMode: TraceMode = .changes {
        didSet { installTrace() }
    }
    /// The most updates bindings may chain onto one change.
    public var chainLimit: Int {
        get { graph.chainLimit }
        set { graph.chainLimit = newValue }
    }
    /// The counts of the last update (benchmarks and tests read them).
    public var lastSummary: UpdateSummary { graph.lastSummary }
    /// Derivations and effects run since the session began.
    public var totalRecomputations: Int { graph.totalRecomputations }
    public var totalEffectRuns: Int { graph.totalEffectRuns }

    /// A failure that must stop the statement (interrupt, step or time limit) met inside a
    /// derivation, where other errors become the node's state.
    var fatal: Error?
    var tracer = TraceWriter()

    public init() {
        DynamicsRuntime.register(self)
        installTrace()
    }

    private func installTrace() {
        if traceMode == .off {
            graph.trace = nil
            return
        }
        graph.trace = { [unowned self] event in self.traceEvent(event) }
    }

    // MARK: Atomic statements

    func beginStatement() {
        graph.beginAtomic()
        fatal = nil
    }

    func commitStatement() {
        graph.commitAtomic()
    }

    func rollBackStatement() {
        let before = graph.updateCount
        graph.rollBackAtomic()
        if graph.updateCount < before, traceMode != .off {
            let n = before - graph.updateCount
            let which = n == 1 ? "update \(before)" : "updates \(graph.updateCount + 1)–\(before)"
            tracer.emit("── \(which) undone: the statement failed\n")
        }
        if info.count > graph.nodeCount { info.removeSubrange(graph.nodeCount...) }
        tracer.reset()
    }

    /// Names the dynamic a `let`/`var` bound, unless an earlier one named it.
    func name(_ value: Value, _ name: String, type: SType?) {
        guard case .structValue(let s) = value.unboxed else { return }
        // A struct's dynamic fields are named by their path: `signUp.dynEnabled`.
        if s.type !== dynamicType {
            for (field, v) in zip(s.type.fieldNames, s.fields) {
                if case .structValue(let f) = v.unboxed, f.type === dynamicType { self.name(v, name + "." + field, type: nil) }
            }
            return
        }
        guard case .int(let i) = s.fields[0], i < info.count, info[i].name == nil else { return }
        info[i].name = name
        if case .nominal("Dynamic", let args)? = type, args.count == 1 { info[i].typeName = args[0].description }
    }

    // MARK: Making dynamics

    func makeSource(_ value: Value) -> Value {
        let node = graph.source(value)
        let definition = "Dynamic(\(Printer.literal(value, limit: 60)))"
        record(node, definition: definition, short: definition, value: value)
        return dynamic(node)
    }

    func makeMap(_ input: Value, _ f: Function) throws -> Value {
        let inputNode = try node(input)
        let node = graph.derive([inputNode], .map { [unowned self] x in try self.call(f, [x]) })
        let label = reference(inputNode)
        record(node, definition: "\(label).map \(closureText(f))", short: "\(label).map", value: graph.state(of: node).value)
        return dynamic(node)
    }

    func makeFilter(_ input: Value, _ f: Function) throws -> Value {
        let inputNode = try node(input)
        let node = graph.derive([inputNode], .filter { [unowned self] x in
            guard case .bool(let b) = try self.call(f, [x]).unboxed else {
                throw RuntimeError("internal error: a filter's predicate did not return a `Bool`")
            }
            return b
        })
        let label = reference(inputNode)
        record(node, definition: "\(label).filter \(closureText(f))", short: "\(label).filter",
               value: graph.state(of: node).value ?? graph.state(of: inputNode).value)
        return dynamic(node)
    }

    /// `reduce(a, b, f)` / `combine(a, b, f)`: `f` gets the inputs' values as separate arguments.
    func makeCombine(_ name: String, _ inputs: [Value], _ f: Function) throws -> Value {
        let ins = try inputs.map { try self.node($0) }
        let made = graph.derive(ins, .combine { [unowned self] xs in try self.call(f, xs) })
        let labels = ins.map(reference).joined(separator: ", ")
        let definition: String
        if case .source = f.display {
            definition = "\(name)(\(labels)) \(f.display)"
        } else {
            // An operator passed as a function prints bare, as it was written: `reduce(a, b, ==)`.
            var text = f.display.description
            if text.hasPrefix("("), text.hasSuffix(")"), !text.dropFirst().dropLast().contains(where: { $0.isLetter || $0 == "(" }) {
                text = String(text.dropFirst().dropLast())
            }
            definition = "\(name)(\(labels), \(text))"
        }
        record(made, definition: definition, short: "\(name)(\(labels))", value: graph.state(of: made).value)
        return dynamic(made)
    }

    private func record(_ node: NodeID, definition: String, short: String, value: Value?) {
        // One line, so that it prints as one comment: `{\n  $0 && $1\n}` reads `{ $0 && $1 }`.
        let definition = definition.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        while info.count < node.index { info.append(NodeInfo(definition: "?", shortLabel: "?")) }
        info.append(NodeInfo(definition: definition, shortLabel: short, typeName: value.map(Self.typeName(of:))))
    }

    private func closureText(_ f: Function) -> String {
        if case .source = f.display { return f.display.description }
        return "(\(f.display))"
    }

    /// Calls a user function from inside an update. Limits (interrupt, steps, time) stop the
    /// whole statement; any other error is the node's state.
    private func call(_ f: Function, _ args: [Value]) throws -> Value {
        do {
            return try f.invoke(args)
        } catch {
            if Self.isFatal(error) { fatal = fatal ?? error }
            throw error
        }
    }

    static func isFatal(_ error: Error) -> Bool {
        let message = Self.message(of: error)
        return ["interrupted", "step limit exceeded", "time limit exceeded", "stack depth exceeded"]
            .contains { message.hasPrefix($0) }
    }

    static func message(of error: Error) -> String {
        switch error {
        case let d as Diagnostic: return d.message
        case let e as RuntimeError: return e.message
        case let list as DiagnosticList: return list.diagnostics.first?.message ?? "error"
        case let e as DynamicsError: return describe(e)
        default: return "\(error)"
        }
    }

    static func describe(_ e: DynamicsError) -> String {
        switch e {
        case .setDuringRecomputation: return "a derivation cannot set a source while an update is recomputing"
        case .chainLimit(let n): return "more than \(n) updates in a row: bindings keep setting sources"
        case .cycle: return "a binding would make a value depend on itself"
        case .notASource: return "only a source can be set"
        case .unknownNode, .unknownEffect: return "internal error: no such dynamic"
        }
    }

    // MARK: Reading and setting

    /// `d.value`.
    func value(_ d: Value) throws -> Value {
        let n = try node(d)
        switch graph.state(of: n) {
        case .value(let v): return v
        case .failed(let e):
            throw RuntimeError("`\(label(n))` has no value: its derivation failed: \(Self.message(of: e))",
                               helps: ["it recomputes when one of its inputs changes"])
        case .blocked(let root):
            throw RuntimeError("`\(label(n))` has no value: `\(label(root))` \(graph.state(of: root).isPending ? "has not let a value through yet" : "failed")",
                               helps: ["it recomputes when `\(label(root))` gets a value"])
        case .pending:
            throw RuntimeError("`\(label(n))` has no value yet: no value has passed its filter",
                               helps: ["it takes the first value that passes"])
        }
    }

    /// `d.value = v`: one update (or part of the open transaction).
    func set(_ d: Value, to v: Value) throws {
        let n = try node(d)
        guard graph.isSource(n) else {
            let sources = upstreamSources(of: n).map { "`\(label($0)).value = …`" }
            throw RuntimeError("cannot set the value of `\(label(n))`: it is derived (`\(info[n.index].definition)`), so it changes only when its inputs do",
                               helps: sources.isEmpty ? [] : ["set a source instead: " + sources.joined(separator: " or ")])
        }
        try perform { try graph.set(n, to: v) }
    }

    /// `transaction { … }`: the sources the body sets change in one update.
    func transaction(_ body: Function) throws {
        try perform { _ = try graph.transaction { try body.invoke([]) } }
    }

    /// `d.observe { … }`.
    func observe(_ d: Value, _ f: Function) throws -> Value {
        let n = try node(d)
        let label = "\(self.label(n)).observe \(closureText(f))"
        let id = graph.observe(n, label: label) { [unowned self] v in _ = try self.call(f, [v]) }
        effectLabels[id.index] = label
        return binding(id)
    }

    /// `d ->> place`: `write` stores a value into the place `label` names.
    func bind(_ d: Value, label: String, write: @escaping (Value) throws -> Void) throws -> Value {
        let n = try node(d)
        var id: EffectID?
        try perform {
            id = try graph.bind(n, label: label, write: write)
            if let id, let v = graph.state(of: n).value, traceMode != .off, traceMode != .summary {
                tracer.emit(" ⇒ \(label) = \(Printer.literal(v, limit: 200))\n")
            }
        }
        effectLabels[id!.index] = label
        return binding(id!)
    }

    /// `d ->> source`: the source follows `d`, one update later each time.
    func bind(_ d: Value, toSource target: Value) throws -> Value {
        let n = try node(d), t = try node(target)
        guard graph.isSource(t) else {
            throw RuntimeError("cannot bind into `\(label(t))`: it is derived (`\(info[t.index].definition)`), and only a source can be set",
                               helps: ["bind into a source made with `Dynamic(…)`, or into a field of a `var`"])
        }
        var id: EffectID?
        try perform { id = try graph.bind(n, toSource: t) }
        effectLabels[id!.index] = "\(label(t)).value"
        return binding(id!)
    }

    /// `unbind(token)`.
    func unbind(_ token: Value) throws {
        graph.remove(effect: try effect(token))
    }

    /// Runs a graph operation, turning its failures into language errors.
    private func perform(_ body: () throws -> Void) throws {
        defer { tracer.flushIfIdle() }
        do {
            try body()
        } catch let e as DynamicsError {
            switch e {
            case .cycle(let path):
                let names = path.map { label($0) }
                let loop = (names + [names[0]]).joined(separator: " → ")
                throw RuntimeError("this binding would make `\(names[0])` depend on itself: \(loop)",
                                   helps: ["a dynamic cannot be bound into a source it is computed from"])
            case .chainLimit(let n):
                throw RuntimeError("more than \(n) updates in a row: bindings keep setting sources that change what they are bound to",
                                   helps: ["a binding that writes a source feeding itself never settles; remove one with `unbind`"])
            default:
                throw RuntimeError(Self.describe(e))
            }
        }
        if let fatal {
            self.fatal = nil
            throw fatal
        }
    }

    // MARK: Labels

    /// The node's name, or a short description of it.
    func label(_ n: NodeID) -> String {
        guard n.index < info.count else { return "#\(n.index)" }
        return info[n.index].name ?? info[n.index].shortLabel
    }

    /// How a definition refers to an input: its name, else its short label while that stays
    /// short (a long chain of unnamed maps must not grow its labels with its length), else its
    /// number.
    private func reference(_ n: NodeID) -> String {
        if let name = info[n.index].name { return name }
        let short = info[n.index].shortLabel
        return short.count <= 40 ? short : "#\(n.index)"
    }

    func bindingDescription(_ e: EffectID) -> String {
        guard e.index >= 0, e.index < graph.effectCount else { return "#\(e.index)" }
        let target = effectLabels[e.index] ?? "?"
        switch graph.kind(of: e) {
        case .observer: return target
        case .binding, .sourceBinding: return "\(label(graph.node(of: e))) ->> \(target)"
        }
    }

    /// The value (or why there is none), as it prints inside `Dynamic<T>(…)`.
    func stateText(_ n: NodeID) -> String {
        switch graph.state(of: n) {
        case .value(let v): return Printer.literal(v, limit: 2_000)
        case .failed(let e): return "✗ " + Self.message(of: e)
        case .blocked(let root): return "⊘ `\(label(root))` has no value"
        case .pending: return "⊘ nothing passed the filter yet"
        }
    }

    /// Every source a node is computed from, in creation order.
    func upstreamSources(of n: NodeID) -> [NodeID] {
        var seen: Set<Int> = [n.index]
        var stack = [n]
        var out: [NodeID] = []
        while let x = stack.popLast() {
            if graph.isSource(x) { out.append(x); continue }
            for i in graph.inputs(of: x) where seen.insert(i.index).inserted { stack.append(i) }
        }
        return out.sorted()
    }

    static func typeName(of v: Value) -> String {
        switch v.unboxed {
        case .int: return "Int"
        case .fixed(let x): return x.kind.name
        case .float: return "Float"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .void: return "Void"
        case .array(let xs): return "[\(xs.first.map(typeName(of:)) ?? "_")]"
        case .slice(let s): return "ArraySlice<\(s.elements.first.map(typeName(of:)) ?? "_")>"
        case .structValue(let s): return s.type.name
        case .enumCase(let e): return e.type.name
        default: return "_"
        }
    }
}

extension NodeState {
    var isPending: Bool {
        if case .pending = self { return true }
        return false
    }
}
