/// Effects: observers and bindings, which run after an update's recomputations, and the cycle
/// check for bindings that write sources.
extension Graph {
    /// Runs `body` with the node's value after every update that changes it (not now).
    public func observe(_ node: NodeID, label: String, _ body: @escaping (Value) throws -> Void) -> EffectID {
        addEffect(node, .observer(label: label), body)
    }

    /// Writes the node's value with `write` now (when it has one) and after every update that
    /// changes it. `label` says where it writes, for traces.
    public func bind(_ node: NodeID, label: String, write: @escaping (Value) throws -> Void) throws -> EffectID {
        let id = addEffect(node, .binding(label: label), write)
        if let v = states[node.index].value {
            totalEffectRuns += 1
            try write(v)
        }
        return id
    }

    /// Makes the source `target` follow `node`: it is set now (one update, when the value
    /// differs) and whenever `node` changes (each time the next update). Throws `cycle` when
    /// `target` already reaches `node`, since the value would then depend on itself.
    public func bind(_ node: NodeID, toSource target: NodeID) throws -> EffectID {
        guard contains(node) else { throw DynamicsError.unknownNode(node) }
        guard contains(target), meta[target.index].isSource else { throw DynamicsError.notASource(target) }
        if let path = path(from: target.index, to: node.index) {
            throw DynamicsError.cycle(path: path.map(NodeID.init))
        }
        var id = EffectID(-1)
        id = addEffect(node, .sourceBinding(target: target)) { [unowned self] value in
            try self.set(target, to: value, by: id)
        }
        if let v = states[node.index].value {
            totalEffectRuns += 1
            // Already equal: no update to run.
            if let old = states[target.index].value, isEqual(old, v) { return id }
            try set(target, to: v, by: id)
        }
        return id
    }

    /// Stops an effect. Removing one twice is harmless.
    public func remove(effect: EffectID) {
        guard isAlive(effect) else { return }
        let node = effects[effect.index].node
        guard let position = nodeEffects[node].firstIndex(of: effect.index) else { return }
        journal?.append(.effectRemoved(effect.index, node: node, position: position))
        effects[effect.index].alive = false
        nodeEffects[node].remove(at: position)
    }

    private func addEffect(_ node: NodeID, _ kind: EffectKind, _ body: @escaping (Value) throws -> Void) -> EffectID {
        precondition(contains(node), "an effect needs an existing node")
        effects.append(Effect(node: node.index, kind: kind, run: body))
        let id = effects.count - 1
        nodeEffects[node.index].append(id)
        return EffectID(id)
    }

    /// A path from `start` to `goal` along dependencies and bindings into sources, if any
    /// (breadth first, so the shortest; iterative).
    func path(from start: Int, to goal: Int) -> [Int]? {
        var parent: [Int: Int] = [start: start]
        var frontier = [start]
        var next: [Int] = []
        while !frontier.isEmpty {
            for n in frontier {
                if n == goal {
                    var path = [n]
                    var at = n
                    while at != start {
                        at = parent[at]!
                        path.append(at)
                    }
                    return path.reversed()
                }
                for d in successors(of: n) where parent[d] == nil {
                    parent[d] = n
                    next.append(d)
                }
            }
            swap(&frontier, &next)
            next.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// Nodes a change of `n` reaches directly: its dependents and the sources it is bound to.
    public func successors(of n: Int) -> [Int] {
        var out = nodeDependents[n]
        for e in nodeEffects[n] {
            if case .sourceBinding(let t) = effects[e].kind { out.append(t.index) }
        }
        return out
    }
}
