// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: tic-tac-toe board with a 2D array, enums and a winner check
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}
struct Board: CustomStringConvertible {
    private var cells: [[Player?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    subscript(r: Int, c: Int) -> Player? {
        get { cells[r][c] }
        set { cells[r][c] = newValue }
    }
    var isFull: Bool { cells.allSatisfy { row in row.allSatisfy { $0 != nil } } }
    func winner() -> Player? {
        let lines: [[(Int, Int)]] = [
            [(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)],
            [(0, 0), (1, 0), (2, 0)], [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)],
            [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)],
        ]
        for line in lines {
            let values = line.map { self[$0.0, $0.1] }
            if let first = values[0], values.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }
    var description: String {
        cells.map { row in String(row.map { $0?.rawValue ?? "." }) }.joined(separator: "\n")
    }
}
var board = Board()
//> board: Board = Board(cells: [[nil, nil, nil], [nil, nil, nil], [nil, nil, nil]])
var current = Player.x
//> current: Player = .x
let moves = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
//> moves: [(Int, Int)] = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
for (r, c) in moves {
    board[r, c] = current
    if let w = board.winner() {
        print(board)
        print("\(w.rawValue) wins")
        break
    }
    current = current.other
}
if board.winner() == nil && board.isFull { print("draw") }
//> draw
var grid = [[Int]](repeating: [Int](repeating: 0, count: 4), count: 3)
//> grid: [[Int]] = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
for r in 0..<3 { for c in 0..<4 { grid[r][c] = r * c } }
print(grid)
//> [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 4, 6]]
let transposed = (0..<4).map { c in grid.map { $0[c] } }
//> transposed: [[Int]] = [[0, 0, 0], [0, 1, 2], [0, 2, 4], [0, 3, 6]]
print(transposed)
//> [[0, 0, 0], [0, 1, 2], [0, 2, 4], [0, 3, 6]]
print(grid.flatMap { $0 }.reduce(0, +))
//> 18
