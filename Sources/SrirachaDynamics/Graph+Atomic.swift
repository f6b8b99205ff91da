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
        nodeMark = nodes.count
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
                nodes[id].state = state
                nodes[id].changedAt = changedAt
                nodes[id].setBy = setBy
            case let .effectRemoved(e, node, position):
                effects[e].alive = true
                nodes[node].effects.insert(e, at: min(position, nodes[node].effects.count))
            case .updateCount(let n):
                updateCount = n
            }
        }
        // Newer effects and nodes were appended after every older one, so they come off the ends.
        while effects.count > effectMark {
            let e = effects.removeLast()
            if e.node < nodes.count, nodes[e.node].effects.last == effects.count { nodes[e.node].effects.removeLast() }
        }
        while nodes.count > nodeMark {
            let id = nodes.count - 1
            for i in nodes[id].inputs where nodes[i].dependents.last == id { nodes[i].dependents.removeLast() }
            nodes.removeLast()
        }
        discardPending()
        transactionDepth = 0
        chained.removeAll()
        isRecomputing = false
        isRunningEffects = false
    }

    func setState(_ id: Int, _ state: NodeState<Value>, at update: Int, setBy: EffectID?) {
        if journal != nil, id < nodeMark, nodes[id].journaledAt != atomicEpoch {
            nodes[id].journaledAt = atomicEpoch
            journal!.append(.state(id, nodes[id].state, changedAt: nodes[id].changedAt, setBy: nodes[id].setBy))
        }
        nodes[id].state = state
        nodes[id].changedAt = update
        nodes[id].setBy = setBy
    }

    func setUpdateCount(_ n: Int) {
        journal?.append(.updateCount(updateCount))
        updateCount = n
    }
}
