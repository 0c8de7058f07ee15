import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client's redirect rule: a redirect is followed, but credentials never leave the origin
/// the request was built for.
///
/// An origin is scheme + host + port (a missing port is the scheme's default, so
/// `http://api.example` and `http://api.example:80` are one origin). When a redirect leads to
/// another origin (another host, another port, or `https` to `http`), the `Authorization` header
/// is removed from the new request before it is sent; a same-origin redirect keeps it, as a
/// browser does. The comparison is always against the task's *original* request, so a chain
/// `A → B → A` does not win the token back at its last hop either.
///
/// The live session's delegate (``SessionDelegate``) applies it to every redirect.
enum RedirectPolicy {
  /// `request` as it may be sent after a redirect from `original`'s origin.
  static func redirect(_ request: URLRequest, from original: URLRequest?) -> URLRequest {
    guard request.value(forHTTPHeaderField: "Authorization") != nil else { return request }
    if let from = original?.url.flatMap(Origin.init), let to = request.url.flatMap(Origin.init),
      from == to
    {
      return request
    }
    var stripped = request
    stripped.setValue(nil, forHTTPHeaderField: "Authorization")
    return stripped
  }

  /// Scheme, host and effective port of a URL, compared case-insensitively where URLs are.
  struct Origin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    init?(_ url: URL) {
      guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
        let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased()
      else { return nil }
      let port = components.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
      self.scheme = scheme
      self.host = host
      self.port = port
    }
  }
}
