import HeapModule

/// The nodes an update must recompute, lowest height first and in creation order within a
/// height (the order the glitch-freedom argument needs). A node's key is its height in the
/// high bits and its number in the low ones, so key order is exactly that order.
///
/// Keys mostly arrive in ascending order: a node's dependents were made after it, so they come
/// in creation order and higher than anything being recomputed. Those keys go to a sorted run
/// (an append); only a key smaller than the run's last goes to the heap. Popping takes the
/// smaller of the run's head and the heap's minimum. A fan-out of ten thousand nodes then
/// costs ten thousand appends rather than ten thousand heap sift-downs, and the heap still
/// orders whatever arrives out of order. Both keep their capacity between updates.
struct HeightQueue {
    private var heap = Heap<Int>()
    /// The run is `run[cursor..<end]`; slots past `end` are reused storage.
    private var run: [Int] = []
    private var cursor = 0
    private var end = 0

    private static let nodeBits = 32
    private static let nodeMask = (1 << nodeBits) - 1

    /// Queues `node` of height `height`. A node is queued at most once per update (the graph
    /// checks).
    mutating func insert(_ node: Int, height: Int) {
        let key = height << HeightQueue.nodeBits | node
        if cursor == end {
            cursor = 0
            end = 0
        } else if key < run[end - 1] {
            heap.insert(key)
            return
        }
        if end < run.count { run[end] = key } else { run.append(key) }
        end += 1
    }

    /// The next node to recompute, or nil when the update is done.
    mutating func popMin() -> Int? {
        let key: Int
        if cursor < end {
            let head = run[cursor]
            if let m = heap.min, m < head {
                key = heap.removeMin()
            } else {
                key = head
                cursor += 1
            }
        } else if let m = heap.popMin() {
            key = m
        } else {
            return nil
        }
        return key & HeightQueue.nodeMask
    }

    /// Forgets queued nodes (an update that threw part-way), keeping the run's capacity.
    mutating func removeAll() {
        heap = Heap()
        cursor = 0
        end = 0
    }
}
