/// Atomic sections: everything done to the graph between `beginAtomic` and `rollBackAtomic`
/// (nodes made, values changed by updates, effects added or removed) can be undone, so that a
/// statement that fails half-way leaves the graph as it was.
extension Graph {
    enum Undo {
        case state(Int, NodeState<Value>, changedAt: Int, setBy: EffectID?)
        case effectRemoved(Int, node: Int, position: Int)
        case updateCount(Int)
    }

    /// Starts recording what can be undone. A section already open is committed first.
    public func beginAtomic() {
        atomicEpoch += 1
        journal = []
        nodeMark = states.count
        effectMark = effects.count
    }

    /// Keeps everything since `beginAtomic`.
    public func commitAtomic() {
        journal = nil
    }

    /// Undoes everything since `beginAtomic`: values, update count, effects, new nodes.
    public func rollBackAtomic() {
        guard let undo = journal else { return }
        journal = nil
        for entry in undo.reversed() {
            switch entry {
            case let .state(id, state, changedAt, setBy):
                states[id] = state
                meta[id].changedAt = changedAt
                meta[id].setBy = setBy?.index ?? -1
            case let .effectRemoved(e, node, position):
                effects[e].alive = true
                nodeEffects[node].insert(e, at: min(position, nodeEffects[node].count))
            case .updateCount(let n):
                updateCount = n
            }
        }
        // Newer effects and nodes were appended after every older one, so they come off the ends.
        while effects.count > effectMark {
            let e = effects.removeLast()
            if e.node < states.count, nodeEffects[e.node].last == effects.count { nodeEffects[e.node].removeLast() }
        }
        while states.count > nodeMark {
            let id = states.count - 1
            for i in nodeInputs[id] where nodeDependents[i].last == id { nodeDependents[i].removeLast() }
            removeLastNode()
        }
        discardPending()
        transactionDepth = 0
        chained.removeAll()
        isRecomputing = false
        isRunningEffects = false
    }

    @inline(__always)
    func setState(_ id: Int, _ state: NodeState<Value>, at update: Int, setBy: Int = -1) {
        if journal != nil, id < nodeMark, meta[id].journaledAt != atomicEpoch { journalState(of: id) }
        states[id] = state
        meta[id].changedAt = update
        meta[id].setBy = setBy
    }

    private func journalState(of id: Int) {
        meta[id].journaledAt = atomicEpoch
        let e = meta[id].setBy
        journal!.append(.state(id, states[id], changedAt: meta[id].changedAt, setBy: e < 0 ? nil : EffectID(e)))
    }

    func setUpdateCount(_ n: Int) {
        journal?.append(.updateCount(updateCount))
        updateCount = n
    }
}
