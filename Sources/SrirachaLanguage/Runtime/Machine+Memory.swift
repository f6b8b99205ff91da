import CMemoryUsage
import Foundation

/// The memory limit (`--max-memory`). The memory the process holds (its resident size) is
/// measured, not estimated: every few milliseconds while a statement runs, and before each large allocation
/// a native is about to make (`Work.reserve`), so a value that would not fit is refused before
/// it is built. The measure counts the whole process, but for the evaluation threads' stacks
/// (bounded by the depth limit and the native stack's floor): sessions replayed in parallel by
/// `sriracha test` share it.
extension Machine {
    /// Nanoseconds between two measures of the heap during a run.
    static let memoryCheckInterval: UInt64 = 2_000_000

    /// The message when the limit is exceeded: checked at most every `memoryCheckInterval`.
    func memoryProblem() -> String? {
        guard let limit = memoryLimit else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now >= nextMemoryCheck else { return nil }
        nextMemoryCheck = now &+ Machine.memoryCheckInterval
        return Machine.memoryInUse(over: limit) > limit ? Machine.memoryMessage(limit) : nil
    }

    /// The process's resident memory; when it looks over a limit, measured again after malloc
    /// has given back what it held free, and this thread the stack below its running frame
    /// (memory freed by an earlier statement must not count), and without the evaluation
    /// stacks (the depth limits bound those).
    static func memoryInUse(over limit: Int = 0) -> Int {
        let resident = Int(clamping: sri_resident_bytes())
        guard resident > limit else { return resident }
        sri_release_free_memory()
        LargeStackThread.releaseUnusedStack()
        return max(0, Int(clamping: sri_resident_bytes()) - LargeStackThread.residentStackBytes())
    }

    static func memoryMessage(_ limit: Int) -> String {
        "memory limit exceeded (\(megabytes(limit)) MB)"
    }

    static func megabytes(_ bytes: Int) -> Int { bytes >> 20 }

    /// Bytes of memory the process uses now.
    static func heapInUse() -> Int { Int(clamping: sri_resident_bytes()) }
}

extension Work {
    /// Allocations smaller than this are left to the periodic measure.
    static let reserveThreshold = 1 << 20
    /// Address space kept free under `ulimit -v` for everything else (stacks, the checker).
    static let addressSpaceMargin = 64 << 20

    /// Fails unless `bytes` more can be allocated: within `--max-memory`, and within the
    /// address-space limit (`ulimit -v`) when there is one, where a failed allocation would
    /// otherwise end the process.
    static func reserve(bytes: Int) throws {
        guard bytes >= reserveThreshold else { return }
        if let machine = Machine.current, let limit = machine.memoryLimit {
            let (total, overflow) = Machine.memoryInUse(over: limit - bytes).addingReportingOverflow(bytes)
            if overflow || total > limit {
                throw RuntimeError(Machine.memoryMessage(limit),
                                   helps: ["this value needs \(Machine.megabytes(bytes)) MB more"])
            }
        }
        let ceiling = Int(clamping: sri_address_space_limit())
        if ceiling > 0 {
            let used = Int(clamping: sri_address_space_in_use())
            let (total, overflow) = used.addingReportingOverflow(bytes &+ addressSpaceMargin)
            if overflow || total > ceiling {
                throw RuntimeError("out of memory: a value of \(Machine.megabytes(bytes)) MB does not fit",
                                   helps: ["the process may map at most \(Machine.megabytes(ceiling)) MB (`ulimit -v`)"])
            }
        }
    }

    /// True when growing a buffer from `old` to `new` elements is large enough to measure and
    /// likely to allocate (it crosses a power of two, where storage doubles): growing a big
    /// string by one byte at a time must not measure the heap every time.
    @inline(__always)
    static func mayReallocate(old: Int, new: Int, stride: Int) -> Bool {
        let bytes = new &* stride
        guard bytes >= reserveThreshold else { return false }
        return new &- old >= reserveThreshold / stride || old.leadingZeroBitCount != new.leadingZeroBitCount
    }

    /// `reserve` for an array of `count` elements.
    static func reserve(elements count: Int) throws {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
        try reserve(bytes: overflow ? Int.max : bytes)
    }
}
