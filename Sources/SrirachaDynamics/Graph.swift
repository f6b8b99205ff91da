import HeapModule

/// A dependency graph of values that recompute glitch-free, as Jane Street's Incremental does.
///
/// Sources are set from outside; derived nodes compute from their inputs. Every node has a
/// height (0 for a source, else 1 + its highest input), fixed when it is created, and an update
/// recomputes the nodes whose inputs changed lowest height first (creation order within a
/// height), each at most once, so a node never sees a mix of old and new inputs. A node whose
/// new value equals its old one stops the update there (cutoff). A derivation that throws keeps
/// the error as its state and its dependents are skipped. Bindings and observers (effects) run
/// after every recomputation of the update. Nothing here recurses: a chain of a million nodes
/// builds, updates and is freed on any stack.
///
/// The graph knows nothing of what values are: `isEqual` decides cutoff.
public final class Graph<Value> {
    struct Effect {
        let node: Int
        let kind: EffectKind
        let run: (Value) throws -> Void
        var alive = true
        /// Whether `kind` is `.observer` (kept apart so that counting runs reads no payload).
        let isObserver: Bool

        init(node: Int, kind: EffectKind, run: @escaping (Value) throws -> Void) {
            self.node = node
            self.kind = kind
            self.run = run
            if case .observer = kind { isObserver = true } else { isObserver = false }
        }
    }

    // Nodes, by number, one array per field: an update's inner loop reads a few fields of
    // many nodes, and this way reading one never copies (retains) the others.
    /// Heights, update stamps and the like (see `NodeTable`).
    var meta = NodeTable()
    var states: [NodeState<Value>] = []
    /// nil for a source.
    var derivations: [Derivation<Value>?] = []
    var nodeInputs: [[Int]] = []
    var nodeDependents: [[Int]] = []
    /// Effects reading each node, in the order they were added.
    var nodeEffects: [[Int]] = []
    var effects: [Effect] = []
    let isEqual: (Value, Value) -> Bool

    /// Updates run so far; the number of the last one.
    public internal(set) var updateCount = 0
    /// The most updates one change may chain (bindings setting sources setting …).
    public var chainLimit = 100
    /// Receives the events of every update as it runs; nil for none (the fast path).
    public var trace: ((TraceEvent<Value>) -> Void)?
    /// The counts of the last update.
    public internal(set) var lastSummary = UpdateSummary()
    /// Derivations run since the graph was made (a cheap counter for benchmarks and tests).
    public internal(set) var totalRecomputations = 0
    /// Effects run since the graph was made.
    public internal(set) var totalEffectRuns = 0

    // Update state.
    var epoch = 0
    var transactionDepth = 0
    /// Sources set in the open transaction, in the order first set, with their latest values.
    var pending: [(node: Int, value: Value)] = []
    var pendingIndex: [Int: Int] = [:]
    var isRecomputing = false
    var isRunningEffects = false
    /// Sources set by effects of the running update: the next update.
    var chained: [(node: Int, value: Value, by: EffectID?)] = []
    /// Kept between updates so that its buckets' memory is reused.
    var recomputeQueue = HeightQueue()
    /// The nodes an update changed, kept between updates for the same reason.
    var changedScratch: [Int] = []
    /// The argument buffer of combine derivations, reused (see `compute`).
    var combineScratch: [Value] = []

    // Atomic sections (see Graph+Atomic.swift).
    var journal: [Undo]?
    var atomicEpoch = 0
    var nodeMark = 0
    var effectMark = 0

    public init(isEqual: @escaping (Value, Value) -> Bool) {
        self.isEqual = isEqual
    }

    deinit {
        meta.release()
    }

    /// Adds a node's fields to every per-node array; returns its number.
    func appendNode(height: Int, inputs: [Int], derivation: Derivation<Value>?, state: NodeState<Value>) -> Int {
        meta.append(NodeMeta(height: height, isSource: derivation == nil))
        states.append(state)
        derivations.append(derivation)
        nodeInputs.append(inputs)
        nodeDependents.append([])
        nodeEffects.append([])
        return states.count - 1
    }

    /// Removes the newest node from every per-node array.
    func removeLastNode() {
        meta.removeLast()
        states.removeLast()
        derivations.removeLast()
        nodeInputs.removeLast()
        nodeDependents.removeLast()
        nodeEffects.removeLast()
    }

    // MARK: Building

    /// A new source holding `value`.
    public func source(_ value: Value) -> NodeID {
        NodeID(appendNode(height: 0, inputs: [], derivation: nil, state: .value(value)))
    }

    /// A new derived node over `inputs` (in order), computed at once from their current values.
    public func derive(_ inputs: [NodeID], _ derivation: Derivation<Value>) -> NodeID {
        precondition(!inputs.isEmpty && inputs.allSatisfy { contains($0) }, "a derived node needs existing inputs")
        let ids = inputs.map(\.index)
        var height = 0
        for i in ids { height = max(height, meta[i].height) }
        let id = appendNode(height: height + 1, inputs: ids, derivation: derivation, state: .pending)
        for i in ids where nodeDependents[i].last != id { nodeDependents[i].append(id) }
        switch compute(id) {
        case .changed(let v), .cutOff(let v): states[id] = .value(v)
        case .failed(let e): states[id] = .failed(e)
        case .skipped(let root): states[id] = .blocked(root: root)
        case .rejected: states[id] = .pending
        }
        return NodeID(id)
    }

    /// `derive([input], .map(transform))`.
    public func map(_ input: NodeID, _ transform: @escaping (Value) throws -> Value) -> NodeID {
        derive([input], .map(transform))
    }

    // MARK: Reading

    public var nodeCount: Int { states.count }
    /// Effects made so far (removed ones included: their numbers are not reused).
    public var effectCount: Int { effects.count }

    public func contains(_ node: NodeID) -> Bool { node.index >= 0 && node.index < states.count }

    /// The node's state; a source read inside a transaction shows the value set last.
    public func state(of node: NodeID) -> NodeState<Value> {
        if transactionDepth > 0, let p = pendingIndex[node.index] { return .value(pending[p].value) }
        return states[node.index]
    }

    public func height(of node: NodeID) -> Int { meta[node.index].height }
    public func inputs(of node: NodeID) -> [NodeID] { nodeInputs[node.index].map(NodeID.init) }
    public func dependents(of node: NodeID) -> [NodeID] { nodeDependents[node.index].map(NodeID.init) }
    public func isSource(_ node: NodeID) -> Bool { meta[node.index].isSource }
    /// The update in which the node's state last changed (0: not since it was made).
    public func changedAt(_ node: NodeID) -> Int { meta[node.index].changedAt }
    /// For a source last set by a binding: that binding.
    public func setBy(_ node: NodeID) -> EffectID? {
        let e = meta[node.index].setBy
        return e < 0 ? nil : EffectID(e)
    }
    /// The live effects reading the node, in the order they were added.
    public func effects(of node: NodeID) -> [EffectID] { nodeEffects[node.index].map(EffectID.init) }
    public func kind(of effect: EffectID) -> EffectKind { effects[effect.index].kind }
    public func node(of effect: EffectID) -> NodeID { NodeID(effects[effect.index].node) }
    public func isAlive(_ effect: EffectID) -> Bool {
        effect.index >= 0 && effect.index < effects.count && effects[effect.index].alive
    }
    /// True while a transaction is open.
    public var isInTransaction: Bool { transactionDepth > 0 }

    // MARK: Tearing down

    /// Forgets every node and effect (iteratively: any chain length is fine).
    public func removeAll() {
        meta.removeAll()
        states.removeAll()
        derivations.removeAll()
        nodeInputs.removeAll()
        nodeDependents.removeAll()
        nodeEffects.removeAll()
        effects.removeAll()
        pending.removeAll()
        pendingIndex.removeAll()
        chained.removeAll()
        journal = nil
    }
}
