// A Swift program (swiftc prints the same lines): a type nested in a generic type shows by its
// own name, and reflected with the outer type's arguments on the outer name.
struct Stack<T> {
    final class Cell {
        let item: T
        init(_ item: T) { self.item = item }
    }
    struct Slot { var x: T }
    enum Mark { case top, bottom(T) }
    var top: Cell?
}
let s = Stack<String>(top: .init("a"))
//> s: Stack<String> = Stack(top: Stack.Cell { item = "a" })
print(type(of: s.top!), s.top!)
//> Cell main.Stack<Swift.String>.Cell
let slot = Stack<Int>.Slot(x: 1)
//> slot: Stack.Slot<Int> = Stack.Slot(x: 1)
print(slot, type(of: slot))
//> Slot(x: 1) Slot
debugPrint(slot)
//> main.Stack<Swift.Int>.Slot(x: 1)
print([slot], [Stack<Int>.Mark.bottom(2)])
//> [main.Stack<Swift.Int>.Slot(x: 1)] [main.Stack<Swift.Int>.Mark.bottom(2)]
