import Foundation

/// The undo log that makes a failed statement change nothing.
///
/// A statement may write a global, a variable captured by a closure (its cell outlives the
/// statement that made it) or a property of a class instance (shared by every holder). Each of
/// these records the statement it was last journaled in (its epoch); the first write in a
/// statement saves the old value, later writes only compare two integers. Cells and instances
/// made by the running statement carry its epoch from the start, so they are never journaled:
/// a loop making a closure per iteration does not grow the log. Epochs are unique in the
/// process, so a cell stamped by one evaluator can never pass for another's.
extension Machine {
    private static let epochLock = NSLock()
    nonisolated(unsafe) private static var lastEpoch = 0

    /// A fresh epoch for a statement about to run.
    static func nextEpoch() -> Int {
        epochLock.lock()
        defer { epochLock.unlock() }
        lastEpoch &+= 1
        return lastEpoch
    }

    /// The epoch of the statement running on this thread (0 when none is): what a new cell or
    /// instance is stamped with.
    static var currentEpoch: Int {
        current?.state.pointee.epoch ?? 0
    }

    /// Records a captured variable's value before the running statement first writes it.
    @inline(__always)
    func willWrite(_ cell: Box) {
        if cell.epoch != state.pointee.epoch { journalWrite(cell) }
    }

    /// Records an instance's properties before the running statement first writes one.
    @inline(__always)
    func willWrite(_ instance: Instance) {
        if instance.epoch != state.pointee.epoch { journalWrite(instance) }
    }

    private func journalWrite(_ cell: Box) {
        cellJournal.append((cell, cell.value))
        cell.epoch = state.pointee.epoch
    }

    private func journalWrite(_ instance: Instance) {
        instanceJournal.append((instance, instance.fields))
        instance.epoch = state.pointee.epoch
    }

    /// Records a global's value before the running statement first writes it.
    @inline(__always)
    func willWrite(_ slot: GlobalSlot) {
        if slot.storage.pointee.epoch != state.pointee.epoch { journalWrite(slot) }
    }

    private func journalWrite(_ slot: GlobalSlot) {
        journal.append((slot, slot.storage.pointee.value))
        slot.storage.pointee.epoch = state.pointee.epoch
    }

    /// Puts back every global, captured variable and instance property the failed statement
    /// wrote. Each was journaled once, with its value from before the statement, so the order
    /// does not matter.
    func rollBack() {
        for (slot, value) in journal.reversed() { slot.storage.pointee.value = value }
        for (cell, value) in cellJournal.reversed() { cell.value = value }
        for (instance, fields) in instanceJournal.reversed() { instance.fields = fields }
        forgetJournal()
    }

    /// Drops the saved values once the statement succeeded (they may be large).
    /// A saved value may be the last reference to an instance whose `deinit` writes a global
    /// (and so journals it): the values are let go only once no journal is being changed, and
    /// what such a `deinit` journals is dropped in turn, its statement having succeeded.
    func forgetJournal() {
        while !(journal.isEmpty && cellJournal.isEmpty && instanceJournal.isEmpty) {
            let saved = (journal, cellJournal, instanceJournal)
            journal.removeAll(keepingCapacity: true)
            cellJournal.removeAll(keepingCapacity: true)
            instanceJournal.removeAll(keepingCapacity: true)
            withExtendedLifetime(saved) {}
        }
    }
}
