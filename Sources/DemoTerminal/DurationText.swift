/// Durations as scripts write them: `300ms`, `1s`, `1.5s`, `2m`.
package enum DurationText {
  /// `duration` in the script syntax (exact; nanosecond remainders are written in seconds).
  package static func script(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000)
    if nanoseconds != 0, nanoseconds % 60_000_000_000 == 0 {
      return "\(nanoseconds / 60_000_000_000)m"
    }
    if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
    if nanoseconds % 1_000_000 == 0, nanoseconds.magnitude < 1_000_000_000 {
      return "\(nanoseconds / 1_000_000)ms"
    }
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    var fraction = String(magnitude % 1_000_000_000)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(sign)\(magnitude / 1_000_000_000).\(fraction)s"
  }
}
