/// Setting sources, transactions, and the update itself.
extension Graph {
    /// Sets a source. Outside a transaction this is one update, run before returning; inside
    /// one, the update waits for the transaction to end; inside an effect, it is the next
    /// (chained) update. Throws what an effect threw, or `chainLimit`.
    public func set(_ source: NodeID, to value: Value) throws {
        try set(source, to: value, by: nil)
    }

    func set(_ source: NodeID, to value: Value, by effect: EffectID?) throws {
        guard contains(source) else { throw DynamicsError.unknownNode(source) }
        guard nodes[source.index].derivation == nil else { throw DynamicsError.notASource(source) }
        if isRecomputing { throw DynamicsError.setDuringRecomputation(source) }
        if isRunningEffects {
            chained.append((source.index, value, effect))
            return
        }
        if transactionDepth > 0 {
            if let p = pendingIndex[source.index] {
                pending[p].value = value
            } else {
                pendingIndex[source.index] = pending.count
                pending.append((source.index, value))
            }
            return
        }
        try run([(source.index, value, effect)])
    }

    /// Runs `body` as one update: every source it sets changes at once when it returns. If
    /// `body` throws, nothing it set is applied. Transactions nest; the outermost one updates.
    public func transaction<R>(_ body: () throws -> R) throws -> R {
        if isRecomputing { throw DynamicsError.setDuringRecomputation(NodeID(-1)) }
        transactionDepth += 1
        let result: R
        do {
            result = try body()
        } catch {
            transactionDepth -= 1
            if transactionDepth == 0 { discardPending() }
            throw error
        }
        transactionDepth -= 1
        if transactionDepth > 0 { return result }
        let changes = pending.map { ($0.node, $0.value, EffectID?.none) }
        discardPending()
        if isRunningEffects {
            chained.append(contentsOf: changes)
        } else if !changes.isEmpty {
            try run(changes)
        }
        return result
    }

    func discardPending() {
        pending.removeAll()
        pendingIndex.removeAll()
    }

    /// Runs one update for `changes`, then the updates effects chain onto it.
    func run(_ first: [(node: Int, value: Value, by: EffectID?)]) throws {
        var changes = first
        var chainedFrom: Int?
        var count = 0
        while !changes.isEmpty {
            count += 1
            if count > chainLimit {
                throw DynamicsError.chainLimit(limit: chainLimit)
            }
            let number: Int
            do {
                number = try update(changes, chainedFrom: chainedFrom)
            } catch {
                chained.removeAll()
                throw error
            }
            chainedFrom = number
            changes = chained
            chained.removeAll()
        }
    }

    /// One update: sets the sources, recomputes what depends on them, runs the effects.
    /// Returns its number.
    private func update(_ changes: [(node: Int, value: Value, by: EffectID?)], chainedFrom: Int?) throws -> Int {
        setUpdateCount(updateCount + 1)
        let u = updateCount
        epoch += 1
        let tracing = trace != nil
        var summary = UpdateSummary()
        summary.update = u
        // The queue's buckets are reused from update to update (updates never nest).
        var queue = recomputeQueue
        recomputeQueue = HeightQueue()
        defer { queue.removeAll(); recomputeQueue = queue }
        /// Nodes whose state changed, in the order they changed: their effects run.
        var changedNodes: [Int] = []
        var causes: [SourceChange<Value>] = []

        // Sources, in the order given; a source set twice keeps its last value.
        var lastIndex: [Int: Int] = [:]
        for (i, c) in changes.enumerated() { lastIndex[c.node] = i }
        for (i, c) in changes.enumerated() where lastIndex[c.node] == i {
            let old = nodes[c.node].state
            var changed = true
            if case .value(let o) = old, isEqual(o, c.value) { changed = false }
            if tracing { causes.append(SourceChange(node: NodeID(c.node), old: old, new: c.value, changed: changed)) }
            guard changed else { continue }
            setState(c.node, .value(c.value), at: u, setBy: c.by)
            changedNodes.append(c.node)
            enqueueDependents(of: c.node, &queue)
        }
        trace?(.began(update: u, causes: causes, chainedFrom: chainedFrom))

        isRecomputing = true
        while let id = queue.popMin() {
            let old = nodes[id].state
            let outcome = compute(id, update: u)
            var propagate = false
            switch outcome {
            case .changed(let v):
                summary.recomputed += 1
                summary.changed += 1
                setState(id, .value(v), at: u, setBy: nil)
                propagate = true
            case .cutOff:
                summary.recomputed += 1
                summary.cutOff += 1
            case .failed(let error):
                summary.recomputed += 1
                summary.failed += 1
                if case .failed = old {
                    setState(id, .failed(error), at: nodes[id].changedAt, setBy: nil)
                } else {
                    setState(id, .failed(error), at: u, setBy: nil)
                    propagate = true
                }
            case .rejected:
                summary.recomputed += 1
                summary.skipped += 1
                // A filter that lost its value (an input failed) has none until one passes.
                if !old.hasValue, !isPending(old) {
                    setState(id, .pending, at: u, setBy: nil)
                    propagate = true
                }
            case .skipped(let root):
                summary.skipped += 1
                if case .blocked(let r) = old, r == root {
                    break
                }
                setState(id, .blocked(root: root), at: u, setBy: nil)
                propagate = true
            }
            if propagate {
                changedNodes.append(id)
                enqueueDependents(of: id, &queue)
            }
            if tracing {
                let node = nodes[id]
                var changedInputs = 0
                for i in node.inputs where nodes[i].changedAt == u { changedInputs += 1 }
                trace?(.recomputed(Recomputation(node: NodeID(id), height: node.height, old: old, outcome: outcome,
                                                 inputsChanged: changedInputs, inputCount: node.inputs.count)))
            }
        }
        isRecomputing = false
        totalRecomputations += summary.recomputed

        trace?(.effectsBegan(update: u))
        isRunningEffects = true
        defer { isRunningEffects = false }
        for id in changedNodes where !nodes[id].effects.isEmpty {
            let value = nodes[id].state.value
            // Fields are read in place rather than copying each `Effect` (its closure and
            // label would be retained and released per run).
            for e in nodes[id].effects {
                guard effects[e].alive else { continue }
                if value != nil {
                    if effects[e].isObserver { summary.observers += 1 } else { summary.bindings += 1 }
                    totalEffectRuns += 1
                }
                if tracing {
                    trace?(.effect(EffectRun(effect: EffectID(e), node: NodeID(id), kind: effects[e].kind,
                                             height: nodes[id].height + 1, value: value)))
                }
                if let value { try effects[e].run(value) }
            }
        }
        lastSummary = summary
        trace?(.ended(summary))
        return u
    }

    private func isPending(_ s: NodeState<Value>) -> Bool {
        if case .pending = s { return true }
        return false
    }

    @inline(__always)
    private func enqueueDependents(of id: Int, _ queue: inout HeightQueue) {
        let e = epoch
        for d in nodes[id].dependents where nodes[d].queuedAt != e {
            nodes[d].queuedAt = e
            queue.insert(d, height: nodes[d].height)
        }
    }

    /// Runs a derived node's derivation on its inputs' current values (without storing it).
    /// `update` is 0 when the node is being created.
    func compute(_ id: Int, update: Int = 0) -> Recomputation<Value>.Outcome {
        guard let derivation = nodes[id].derivation else {
            return nodes[id].state.value.map { .cutOff($0) } ?? .rejected
        }
        let inputs = nodes[id].inputs
        for i in inputs {
            switch nodes[i].state {
            case .value: continue
            case .failed, .pending: return .skipped(root: NodeID(i))
            case .blocked(let root): return .skipped(root: root)
            }
        }
        let old = nodes[id].state
        let new: Value
        do {
            switch derivation {
            case .map(let f):
                guard case .value(let x) = nodes[inputs[0]].state else { return .rejected }
                new = try f(x)
            case .filter(let keep):
                guard case .value(let x) = nodes[inputs[0]].state else { return .rejected }
                guard try keep(x) else { return .rejected }
                new = x
            case .combine(let f):
                // One buffer serves every combine of every update: the closure rarely keeps
                // its argument, so after the call the buffer is unique again and no array is
                // allocated per recomputation. It is emptied after use so it keeps no value alive.
                var values = combineScratch
                combineScratch = []
                for i in inputs { if case .value(let x) = nodes[i].state { values.append(x) } }
                defer { values.removeAll(keepingCapacity: true); combineScratch = values }
                new = try f(values)
            }
        } catch {
            return .failed(error)
        }
        if case .value(let o) = old, isEqual(o, new) { return .cutOff(new) }
        return .changed(new)
    }
}
