// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Structures and Classes
struct Resolution {
    var width = 0
    var height = 0
}
class VideoMode {
    var resolution = Resolution()
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}
let someResolution = Resolution()
//> someResolution: Resolution = Resolution(width: 0, height: 0)
let someVideoMode = VideoMode()
//> someVideoMode: VideoMode = VideoMode { resolution = Resolution(width: 0, height: 0), interlaced = false, frameRate = 0.0, name = nil }
print("The width of someResolution is \(someResolution.width)")
//> The width of someResolution is 0
print("The width of someVideoMode is \(someVideoMode.resolution.width)")
//> The width of someVideoMode is 0
someVideoMode.resolution.width = 1280
print("The width of someVideoMode is now \(someVideoMode.resolution.width)")
//> The width of someVideoMode is now 1280
let vga = Resolution(width: 640, height: 480)
//> vga: Resolution = Resolution(width: 640, height: 480)
let hd = Resolution(width: 1920, height: 1080)
//> hd: Resolution = Resolution(width: 1920, height: 1080)
var cinema = hd
//> cinema: Resolution = Resolution(width: 1920, height: 1080)
cinema.width = 2048
print("cinema is now \(cinema.width) pixels wide")
//> cinema is now 2048 pixels wide
print("hd is still \(hd.width) pixels wide")
//> hd is still 1920 pixels wide
print(vga)
//> Resolution(width: 640, height: 480)
let tenEighty = VideoMode()
//> tenEighty: VideoMode = VideoMode { resolution = Resolution(width: 0, height: 0), interlaced = false, frameRate = 0.0, name = nil }
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0
let alsoTenEighty = tenEighty
//> alsoTenEighty: VideoMode = VideoMode { resolution = Resolution(width: 1920, height: 1080), interlaced = true, frameRate = 25.0, name = "1080i" }
alsoTenEighty.frameRate = 30.0
print("The frameRate property of tenEighty is now \(tenEighty.frameRate)")
//> The frameRate property of tenEighty is now 30.0
if tenEighty === alsoTenEighty {
    print("tenEighty and alsoTenEighty refer to the same VideoMode instance.")
}
//> tenEighty and alsoTenEighty refer to the same VideoMode instance.
let other = VideoMode()
//> other: VideoMode = VideoMode { resolution = Resolution(width: 0, height: 0), interlaced = false, frameRate = 0.0, name = nil }
print(other !== tenEighty)
//> true
struct Point: Equatable { var x: Int; var y: Int }
print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
//> true
var p = Point(x: 0, y: 0)
//> p: Point = Point(x: 0, y: 0)
var q = p
//> q: Point = Point(x: 0, y: 0)
q.x = 5
print(p, q)
//> Point(x: 0, y: 0) Point(x: 5, y: 0)
enum Direction { case left, right }
var d = Direction.left
//> d: Direction = .left
let e = d
//> e: Direction = .left
d = .right
print(d, e)
//> right left
