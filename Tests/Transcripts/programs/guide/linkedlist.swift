// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: a linked list and a generic queue with classes
class Node<T> {
    var value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) {
        self.value = value
        self.next = next
    }
}
class LinkedList<T> {
    private var head: Node<T>?
    private(set) var count = 0
    var isEmpty: Bool { head == nil }
    func push(_ v: T) {
        head = Node(v, next: head)
        count += 1
    }
    func pop() -> T? {
        guard let h = head else { return nil }
        head = h.next
        count -= 1
        return h.value
    }
    func toArray() -> [T] {
        var out: [T] = []
        var cur = head
        while let node = cur {
            out.append(node.value)
            cur = node.next
        }
        return out
    }
}
let list = LinkedList<Int>()
//> list: LinkedList<Int> = LinkedList { head = nil, count = 0 }
for i in 1...5 { list.push(i * i) }
print(list.toArray(), list.count)
//> [25, 16, 9, 4, 1] 5
print(list.pop() ?? -1, list.count)
//> 25 4
print(list.isEmpty)
//> false
struct Queue<T> {
    private var items: [T] = []
    mutating func enqueue(_ x: T) { items.append(x) }
    mutating func dequeue() -> T? { items.isEmpty ? nil : items.removeFirst() }
    var peek: T? { items.first }
    var count: Int { items.count }
}
var q = Queue<String>()
//> q: Queue<String> = Queue(items: [])
q.enqueue("a"); q.enqueue("b"); q.enqueue("c")
print(q.dequeue()!, q.peek!, q.count)
//> a b 2
while let x = q.dequeue() { print("got \(x)") }
//> got b
//> got c
print(q.dequeue() == nil)
//> true
class TreeNode {
    let name: String
    var children: [TreeNode] = []
    weak var parent: TreeNode?
    init(name: String) { self.name = name }
    func add(_ child: TreeNode) {
        children.append(child)
        child.parent = self
    }
    func depth() -> Int { parent.map { $0.depth() + 1 } ?? 0 }
    func printTree(indent: String = "") {
        print(indent + name)
        for c in children { c.printTree(indent: indent + "  ") }
    }
}
let root = TreeNode(name: "root")
//> root: TreeNode = TreeNode { name = "root", children = [], parent = nil }
let a = TreeNode(name: "a")
//> a: TreeNode = TreeNode { name = "a", children = [], parent = nil }
let b = TreeNode(name: "b")
//> b: TreeNode = TreeNode { name = "b", children = [], parent = nil }
root.add(a); root.add(b)
a.add(TreeNode(name: "a1"))
root.printTree()
//> root
//>   a
//>     a1
//>   b
print(a.children[0].depth())
//> 2
