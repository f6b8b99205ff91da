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
        guard meta[source.index].isSource else { throw DynamicsError.notASource(source) }
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
        // The queue and the list of changed nodes keep their memory from update to update
        // (updates never nest; taking them out makes that safe regardless).
        var queue = recomputeQueue
        recomputeQueue = HeightQueue()
        /// Nodes whose state changed, in the order they changed: their effects run.
        var changedNodes = changedScratch
        changedScratch = []
        defer {
            queue.removeAll()
            recomputeQueue = queue
            changedNodes.removeAll(keepingCapacity: true)
            changedScratch = changedNodes
        }
        var causes: [SourceChange<Value>] = []

        // Sources, in the order given; a source set twice keeps its last value.
        var lastIndex: [Int: Int] = [:]
        if changes.count > 1 { for (i, c) in changes.enumerated() { lastIndex[c.node] = i } }
        for (i, c) in changes.enumerated() where changes.count == 1 || lastIndex[c.node] == i {
            var changed = true
            if case .value(let o) = states[c.node], isEqual(o, c.value) { changed = false }
            if tracing {
                causes.append(SourceChange(node: NodeID(c.node), old: states[c.node], new: c.value, changed: changed))
            }
            guard changed else { continue }
            setState(c.node, .value(c.value), at: u, setBy: c.by?.index ?? -1)
            changedNodes.append(c.node)
            enqueueDependents(of: c.node, &queue)
        }
        trace?(.began(update: u, causes: causes, chainedFrom: chainedFrom))

        isRecomputing = true
        while let id = queue.popMin() {
            // The old state is copied only for the trace; the cases below look at it in place.
            let old: NodeState<Value>? = tracing ? states[id] : nil
            let outcome = compute(id, update: u)
            var propagate = false
            switch outcome {
            case .changed(let v):
                summary.recomputed += 1
                summary.changed += 1
                setState(id, .value(v), at: u)
                propagate = true
            case .cutOff:
                summary.recomputed += 1
                summary.cutOff += 1
            case .failed(let error):
                summary.recomputed += 1
                summary.failed += 1
                if case .failed = states[id] {
                    setState(id, .failed(error), at: meta[id].changedAt)
                } else {
                    setState(id, .failed(error), at: u)
                    propagate = true
                }
            case .rejected:
                summary.recomputed += 1
                summary.skipped += 1
                // A filter that lost its value (an input failed) has none until one passes.
                if !states[id].hasValue, !isPending(states[id]) {
                    setState(id, .pending, at: u)
                    propagate = true
                }
            case .skipped(let root):
                summary.skipped += 1
                if case .blocked(let r) = states[id], r == root {
                    break
                }
                setState(id, .blocked(root: root), at: u)
                propagate = true
            }
            if propagate {
                changedNodes.append(id)
                enqueueDependents(of: id, &queue)
            }
            if let old {
                let inputs = nodeInputs[id]
                var changedInputs = 0
                for i in inputs where meta[i].changedAt == u { changedInputs += 1 }
                trace?(.recomputed(Recomputation(node: NodeID(id), height: meta[id].height, old: old, outcome: outcome,
                                                 inputsChanged: changedInputs, inputCount: inputs.count)))
            }
        }
        isRecomputing = false
        totalRecomputations += summary.recomputed

        trace?(.effectsBegan(update: u))
        isRunningEffects = true
        defer { isRunningEffects = false }
        for id in changedNodes where !nodeEffects[id].isEmpty {
            let value = states[id].value
            // Fields are read in place rather than copying each `Effect` (its closure and
            // label would be retained and released per run).
            for e in nodeEffects[id] {
                guard effects[e].alive else { continue }
                if value != nil {
                    if effects[e].isObserver { summary.observers += 1 } else { summary.bindings += 1 }
                    totalEffectRuns += 1
                }
                if tracing {
                    trace?(.effect(EffectRun(effect: EffectID(e), node: NodeID(id), kind: effects[e].kind,
                                             height: meta[id].height + 1, value: value)))
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
        for d in nodeDependents[id] where meta[d].queuedAt != e {
            meta[d].queuedAt = e
            queue.insert(d, height: meta[d].height)
        }
    }

    /// Runs a derived node's derivation on its inputs' current values (without storing it).
    /// `update` is 0 when the node is being created.
    func compute(_ id: Int, update: Int = 0) -> Recomputation<Value>.Outcome {
        guard let derivation = derivations[id] else {
            return states[id].value.map { .cutOff($0) } ?? .rejected
        }
        let inputs = nodeInputs[id]
        let new: Value
        do {
            switch derivation {
            case .map(let f):
                switch states[inputs[0]] {
                case .value(let x): new = try f(x)
                case .blocked(let root): return .skipped(root: root)
                case .failed, .pending: return .skipped(root: NodeID(inputs[0]))
                }
            case .filter(let keep):
                switch states[inputs[0]] {
                case .value(let x):
                    guard try keep(x) else { return .rejected }
                    new = x
                case .blocked(let root): return .skipped(root: root)
                case .failed, .pending: return .skipped(root: NodeID(inputs[0]))
                }
            case .combine(let f):
                // One buffer serves every combine of every update: the closure rarely keeps
                // its argument, so after the call the buffer is unique again and no array is
                // allocated per recomputation. It is emptied after use so it keeps no value alive.
                var values = combineScratch
                combineScratch = []
                defer {
                    // Element by element: a combine has a handful of inputs, and this is a few
                    // instructions each where `removeAll(keepingCapacity:)` is a generic
                    // range replacement.
                    while !values.isEmpty { values.removeLast() }
                    combineScratch = values
                }
                // The first input without a value (in order) is why the node is skipped.
                for i in inputs {
                    switch states[i] {
                    case .value(let x): values.append(x)
                    case .blocked(let root): return .skipped(root: root)
                    case .failed, .pending: return .skipped(root: NodeID(i))
                    }
                }
                new = try f(values)
            }
        } catch {
            return .failed(error)
        }
        if case .value(let o) = states[id], isEqual(o, new) { return .cutOff(new) }
        return .changed(new)
    }
}
