import OpenCombine

/// `CombineLatest` for two publishers, with Combine's semantics: once both have produced a
/// value, every value from either one sends the pair of the latest values. OpenCombine 0.14
/// has no `CombineLatest` (nor `Merge`), so the benchmark adds this one over its `Publisher`,
/// `Subscriber` and `Subscription` protocols; demand is unlimited, as a `sink` asks.
struct CombineLatest2<A: Publisher, B: Publisher>: Publisher where A.Failure == Never, B.Failure == Never {
    typealias Output = (A.Output, B.Output)
    typealias Failure = Never

    let a: A
    let b: B

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let inner = Inner(downstream: subscriber)
        subscriber.receive(subscription: inner)
        inner.upstreams.append(a.sink { [unowned inner] in inner.latestA = $0; inner.send() })
        inner.upstreams.append(b.sink { [unowned inner] in inner.latestB = $0; inner.send() })
    }

    final class Inner<S: Subscriber>: Subscription where S.Input == Output, S.Failure == Never {
        var downstream: S?
        var latestA: A.Output?
        var latestB: B.Output?
        var upstreams: [AnyCancellable] = []

        init(downstream: S) { self.downstream = downstream }

        func send() {
            guard let a = latestA, let b = latestB, let downstream else { return }
            _ = downstream.receive((a, b))
        }

        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            downstream = nil
            upstreams.removeAll()
        }
    }
}
