/// The bounds one server enforces on every connection.
struct ServerLimits: Sendable {
  /// The largest request head (request line + headers) accepted; larger is answered 431.
  var maxHeadBytes: Int
  /// The largest request body accepted; larger is answered 413.
  var maxBodyBytes: Int
  /// The most connections served at once; more are closed at once.
  var maxConnections = 64
  /// How long an idle keep-alive connection stays open.
  var idleTimeout: Duration = .seconds(30)
  /// How long a client may take to send one request once it started.
  var requestTimeout: Duration = .seconds(10)
  /// How long writing one response may take.
  var writeTimeout: Duration = .seconds(10)
}
