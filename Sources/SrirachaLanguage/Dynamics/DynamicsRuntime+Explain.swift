import SrirachaDynamics

/// `:why NAME` (the chain of changes behind a value) and `:graph [NAME]` (the dependency graph,
/// as text or as Graphviz `dot`).
extension DynamicsRuntime {
    /// The most lines `:why` prints; a deep chain is cut with a count of what was left out.
    static let explanationLimit = 60

    /// The node a value stands for, if it is a dynamic of this session.
    public func node(of value: Value) -> NodeID? {
        try? node(value)
    }

    /// Why `value` (a dynamic) has its current value: its inputs, theirs, and so on, each with
    /// the update that last changed it.
    public func why(_ value: Value) -> String? {
        guard let root = node(of: value) else { return nil }
        var out: [String] = []
        var expanded: Set<Int> = []
        // (node, prefix for its line, prefix for its children)
        var stack: [(NodeID, String, String)] = [(root, "", "")]
        var left = 0
        while let (n, linePrefix, childPrefix) = stack.popLast() {
            if out.count >= Self.explanationLimit {
                left += 1
                continue
            }
            let first = expanded.insert(n.index).inserted
            let inputs = graph.inputs(of: n)
            let again = !first && !inputs.isEmpty ? " · (inputs shown above)" : ""
            out.append(linePrefix + "\(label(n)) = \(stateText(n)) · \(history(n))\(again)")
            guard first else { continue }
            for (i, input) in inputs.enumerated().reversed() {
                let last = i == inputs.count - 1
                stack.append((input, childPrefix + (last ? "└─ " : "├─ "), childPrefix + (last ? "   " : "│  ")))
            }
        }
        if left > 0 { out.append("… \(left) more") }
        return out.joined(separator: "\n") + "\n"
    }

    /// When and how a node got its current state.
    private func history(_ n: NodeID) -> String {
        let at = graph.changedAt(n)
        if graph.isSource(n) {
            guard at > 0 else { return "its first value" }
            if let e = graph.setBy(n) { return "set by `\(bindingDescription(e))` in update \(at)" }
            return "set in update \(at)"
        }
        guard at > 0 else { return "unchanged since it was made" }
        if case .failed = graph.state(of: n) { return "failed in update \(at)" }
        return "changed in update \(at)"
    }

    /// The graph, level by level: every dynamic with its value and definition, then what it is
    /// bound to. With `value`, only what it depends on and what depends on it.
    public func graphText(around value: Value?, dot: Bool) -> String? {
        var nodes: [NodeID]
        if let value {
            guard let n = node(of: value) else { return nil }
            nodes = connected(to: n)
        } else {
            nodes = (0..<graph.nodeCount).map(NodeID.init)
        }
        nodes.sort { (graph.height(of: $0), $0.index) < (graph.height(of: $1), $1.index) }
        return dot ? dotText(nodes) : plainText(nodes)
    }

    private func plainText(_ nodes: [NodeID]) -> String {
        if nodes.isEmpty { return "no dynamics yet\n" }
        var out = ""
        for n in nodes {
            let level = "L\(graph.height(of: n))"
            if graph.isSource(n) {
                out += "\(level) \(label(n)) = \(stateText(n))\n"
            } else {
                out += "\(level) \(label(n)) = \(stateText(n))  ← \(info[n.index].definition)\n"
            }
            for e in graph.effects(of: n) {
                let indent = String(repeating: " ", count: level.count + 1)
                switch graph.kind(of: e) {
                case .binding(let target): out += "\(indent)⇒ \(target)\n"
                case .sourceBinding(let t): out += "\(indent)⇒ \(label(t)).value\n"
                case .observer(let text): out += "\(indent)⇒ \(text)\n"
                }
            }
        }
        return out
    }

    private func dotText(_ nodes: [NodeID]) -> String {
        let included = Set(nodes.map(\.index))
        var out = "digraph dynamics {\n  rankdir=LR;\n"
        for n in nodes {
            let shape = graph.isSource(n) ? "box" : "ellipse"
            out += "  n\(n.index) [shape=\(shape), label=\(Self.dotQuoted("\(label(n)) = \(stateText(n))"))];\n"
        }
        for n in nodes {
            for i in graph.inputs(of: n) where included.contains(i.index) { out += "  n\(i.index) -> n\(n.index);\n" }
            for e in graph.effects(of: n) {
                switch graph.kind(of: e) {
                case .binding(let target):
                    out += "  e\(e.index) [shape=plaintext, label=\(Self.dotQuoted(target))];\n"
                    out += "  n\(n.index) -> e\(e.index) [style=dashed];\n"
                case .sourceBinding(let t):
                    out += "  n\(n.index) -> n\(t.index) [style=dashed];\n"
                case .observer(let text):
                    out += "  e\(e.index) [shape=plaintext, label=\(Self.dotQuoted(text))];\n"
                    out += "  n\(n.index) -> e\(e.index) [style=dotted];\n"
                }
            }
        }
        return out + "}\n"
    }

    static func dotQuoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Everything upstream and downstream of `n` (including through bindings into sources).
    private func connected(to n: NodeID) -> [NodeID] {
        var seen: Set<Int> = [n.index]
        var stack = [n.index]
        while let x = stack.popLast() {
            for i in graph.inputs(of: NodeID(x)) where seen.insert(i.index).inserted { stack.append(i.index) }
        }
        stack = [n.index]
        var down: Set<Int> = [n.index]
        while let x = stack.popLast() {
            for d in graph.successors(of: x) where down.insert(d).inserted { stack.append(d) }
        }
        return seen.union(down).map(NodeID.init)
    }

    /// Names of the session's dynamics, for completion.
    public var names: [String] { info.compactMap(\.name) }
}
