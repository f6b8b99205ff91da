// A generic enum inside another value's payload or stored properties prints with its type
// arguments, as Swift prints it (the payload's declared types, with the value's arguments).
indirect enum Tree<T> { case leaf; case node(Tree, T, Tree) }
let t = Tree.node(.leaf, 1, .node(.leaf, 2, .leaf))
//> t: Tree<Int> = .node(.leaf, 1, .node(.leaf, 2, .leaf))
print(t)
//> node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 2, main.Tree<Swift.Int>.leaf))
debugPrint(t)
//> main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 2, main.Tree<Swift.Int>.leaf))
print(String(describing: t), String(reflecting: t), type(of: t))
//> node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 2, main.Tree<Swift.Int>.leaf)) main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 2, main.Tree<Swift.Int>.leaf)) Tree<Int>
enum Box<T> { case one(T); case none; case pair(T, label: String) }
enum Outer { case wrap(Box<Int>); case many([Box<String>]) }
print(Outer.wrap(.one(3)), Outer.wrap(.none), Outer.many([.none, .pair("a", label: "b")]))
//> wrap(main.Box<Swift.Int>.one(3)) wrap(main.Box<Swift.Int>.none) many([main.Box<Swift.String>.none, main.Box<Swift.String>.pair("a", label: "b")])
struct Holder<T> { var tree: Tree<T>; var boxes: [Box<T>]; var kind: Any.Type }
print(Holder<String>(tree: .leaf, boxes: [.none], kind: Int.self))
//> Holder<String>(tree: main.Tree<Swift.String>.leaf, boxes: [main.Box<Swift.String>.none], kind: Swift.Int)
let opt: Tree<Double>? = .leaf
//> opt: Tree<Double>? = .leaf
print(opt ?? .leaf, [opt])
//> leaf [Optional(main.Tree<Swift.Double>.leaf)]
enum Either<L, R> { case left(L); case right(R) }
let es: [Either<Int, Tree<Int>>] = [.left(1), .right(.leaf)]
//> es: [Either<Int, Tree<Int>>] = [.left(1), .right(.leaf)]
print(es)
//> [main.Either<Swift.Int, main.Tree<Swift.Int>>.left(1), main.Either<Swift.Int, main.Tree<Swift.Int>>.right(main.Tree<Swift.Int>.leaf)]
print(Either<Box<Int>, Int>.left(.none))
//> left(main.Box<Swift.Int>.none)
// A variable passed as an `Any` keeps its static type there, type arguments included.
let maybe: Tree<Int>? = .leaf
//> maybe: Tree<Int>? = .leaf
print(maybe as Any, [maybe as Any])
//> Optional(main.Tree<Swift.Int>.leaf) [Optional(main.Tree<Swift.Int>.leaf)]
