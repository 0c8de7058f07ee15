/// Keeps the optimizer from discarding a value (or the work that produced it).
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
