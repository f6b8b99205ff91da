/// The bookkeeping an update reads and writes for every node it touches. Plain integers only,
/// so that a table of them can live in memory of its own (see `NodeTable`).
struct NodeMeta {
    /// 0 for a source, else 1 + its highest input; fixed when the node is made.
    var height: Int
    /// The update in which the state last changed (0: since creation).
    var changedAt = 0
    /// For a source last set by a binding, that binding's number; -1 otherwise.
    var setBy = -1
    /// `Graph.epoch` when last queued, so a node is queued once per update.
    var queuedAt = 0
    /// `Graph.atomicEpoch` when its state was last journaled.
    var journaledAt = 0
    /// Whether the node is a source (kept here so that `set` reads no derivation).
    var isSource: Bool

    init(height: Int, isSource: Bool) {
        self.height = height
        self.isSource = isSource
    }
}

/// A growable table of `NodeMeta`, indexed by node number, in memory the graph owns.
///
/// An update touches these fields several times per node (queued? which height? changed
/// when?). In a Swift array every write checks that the buffer is not shared and every access
/// checks bounds; here a field is one load or store. The graph checks node numbers where they
/// come in from outside (`contains`), and every number it holds was made by it, so the checks
/// would never fail. The graph frees the memory in its `deinit` (`release`).
struct NodeTable {
    private(set) var base: UnsafeMutablePointer<NodeMeta>
    private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    subscript(i: Int) -> NodeMeta {
        @inline(__always) get { base[i] }
        @inline(__always) nonmutating _modify { yield &base[i] }
    }

    mutating func append(_ meta: NodeMeta) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<NodeMeta>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity *= 2
        }
        (base + count).initialize(to: meta)
        count += 1
    }

    mutating func removeLast() {
        precondition(count > 0)
        count -= 1
    }

    mutating func removeAll() {
        count = 0
    }

    /// Frees the memory; the table must not be used afterwards.
    func release() {
        base.deallocate()
    }
}
