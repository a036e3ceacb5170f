/// What an Android strategy claims to keep out of captures; a leak of something it does not claim is no failure.
nonisolated public struct AndroidProtectionClaims: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt8
  /// Claims from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The Recents card (and the starting window that reuses it).
  public static let recents = AndroidProtectionClaims(rawValue: 1 << 0)
  /// Screenshots.
  public static let screenshots = AndroidProtectionClaims(rawValue: 1 << 1)
  /// MediaProjection recordings and casting.
  public static let recordings = AndroidProtectionClaims(rawValue: 1 << 2)
  /// Everything.
  public static let all: AndroidProtectionClaims = [.recents, .screenshots, .recordings]

  /// Whether the claims cover captures of `kind`.
  public func covers(_ kind: AndroidCaptureKind) -> Bool {
    switch kind {
    case .recentsThumbnail, .startingWindow: return contains(.recents)
    case .screenshot: return contains(.screenshots)
    case .recording: return contains(.recordings)
    }
  }

  /// Comma-separated names, for example `recents,screenshots`.
  public var description: String {
    var names: [String] = []
    if contains(.recents) { names.append("recents") }
    if contains(.screenshots) { names.append("screenshots") }
    if contains(.recordings) { names.append("recordings") }
    return names.isEmpty ? "nothing" : names.joined(separator: ",")
  }
}
