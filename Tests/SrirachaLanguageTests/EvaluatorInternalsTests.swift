import Testing
@testable import SrirachaLanguage

@Suite struct EvaluatorInternalsTests {
    @Test func functionValuesCanBeBorrowedOnThisPlatform() {
        #expect(Borrow.functionTag != nil)
        let fn = Function(arity: 0, display: .named("f")) { _ in .int(7) }
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { slot.deinitialize(count: 1); slot.deallocate() }
        slot.initialize(to: .function(fn))
        #expect(Borrow.function(in: slot, layout: Borrow.functionTag)?.takeUnretainedValue() === fn)
        slot.pointee = .int(3)
        #expect(Borrow.function(in: slot, layout: Borrow.functionTag) == nil)
    }
}
