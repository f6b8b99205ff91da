// A Swift program (swiftc prints the same lines): an extension of the integer protocols used on
// `Int`, one of the floating-point protocols used on `Double`, `quotientAndRemainder` and
// `capitalized`.
import Foundation

extension BinaryInteger {
    var isEven: Bool { self % 2 == 0 }
    func divisorCount() -> Int {
        var count = 0
        var d = Self(1)
        while d * d <= self {
            if self % d == 0 { count += d * d == self ? 1 : 2 }
            d += 1
        }
        return count
    }
}
extension FloatingPoint {
    func clampedToUnit() -> Self { Swift.min(Swift.max(self, 0), 1) }
}
for n in [6, 7, 36] {
    print(n, n.isEven, n.divisorCount())
}
//> 6 true 4
//> 7 false 2
//> 36 true 9
print((1.5).clampedToUnit(), (-2.0).clampedToUnit(), (0.25).clampedToUnit())
//> 1.0 0.0 0.25
let split = 47.quotientAndRemainder(dividingBy: 6)
//> split: (quotient: Int, remainder: Int) = (quotient: 7, remainder: 5)
print(split.quotient, split.remainder, split)
//> 7 5 (quotient: 7, remainder: 5)
print("the quick  brown FOX".capitalized)
//> The Quick  Brown Fox
