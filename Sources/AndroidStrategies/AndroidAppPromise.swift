import AndroidModel

/// What the app's authors promise its protection hides, beyond what the strategy itself claims: the
/// `promise[...]` member of a strategy name (`android-cover[...] + promise[screenshots]`), as on iOS.
///
/// A built-in strategy's claims are fixed (a cover raised in `onPause` claims Recents), so without a promise a
/// trace cannot say that the app's authors expect it to keep screenshots or recordings clean too, and the platform
/// facts that decide such a promise never yield a finding: a screenshot does not pause the activity on screen (the
/// API 34 screenshot callback runs on the activity that stays visible and in front:
/// https://developer.android.com/about/versions/14/features/screenshot-detection , high), so a cover raised in
/// `onPause` is not there when it is taken, and a recording runs while the activity is resumed. A promise adds its
/// claims to the strategy's (the union, ``AndroidDevice/promisedClaims``); the existing checks judge them
/// (`capture-leak`, `recents-leak`), and turning the protection off releases them as it releases the strategy's own.
nonisolated public enum AndroidAppPromise {
  /// The member's prefix, `promise[`.
  public static let prefix = "promise["
  /// What joins the strategy and its promise.
  public static let separator = " + "

  /// The claims a promise may name, by their printed names (``AndroidProtectionClaims/description``).
  public static let claimNames: [(name: String, claims: AndroidProtectionClaims)] = [
    ("recents", .recents), ("screenshots", .screenshots), ("recordings", .recordings),
  ]

  /// `name` split into the strategy's name and its promise member, or `nil` when it has no promise.
  public static func split(_ name: String) -> (strategy: String, promise: String)? {
    let marker = Array(separator + prefix)
    let chars = Array(name)
    guard chars.count >= marker.count else { return nil }
    for start in stride(from: chars.count - marker.count, through: 0, by: -1)
    where Array(chars[start..<(start + marker.count)]) == marker {
      return (String(chars[..<start]), String(chars[(start + separator.count)...]))
    }
    return nil
  }

  /// The claims `member` (`promise[screenshots,recordings]`) names.
  ///
  /// - Throws: ``AndroidFamilyNameError`` naming an unknown claim or a malformed member.
  public static func claims(parsing member: String) throws(AndroidFamilyNameError) -> AndroidProtectionClaims {
    guard member.hasPrefix(prefix), member.hasSuffix("]") else {
      throw AndroidFamilyNameError(text: member, reason: "a promise is written promise[claim,...]")
    }
    var claims = AndroidProtectionClaims()
    for part in member.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part.filter { $0 != " " })
      guard let entry = claimNames.first(where: { $0.name == name }) else {
        let known = claimNames.map(\.name).joined(separator: ", ")
        throw AndroidFamilyNameError(text: member, reason: "unknown claim '\(name)' (known: \(known))")
      }
      claims.formUnion(entry.claims)
    }
    return claims
  }

  /// `descriptor` with `claims` promised on top of its own: named `<its name> + promise[<claims>]`, everything else
  /// unchanged.
  public static func descriptor(_ descriptor: AndroidStrategyDescriptor, promising claims: AndroidProtectionClaims)
    -> AndroidStrategyDescriptor
  {
    var out = AndroidStrategyDescriptor(
      name: descriptor.name + separator + prefix + "\(claims)]",
      summary: descriptor.summary + "; the app promises \(claims) too", source: descriptor.source,
      defaultProfile: descriptor.defaultProfile, iOSCounterpart: nil, app: descriptor.app,
      sourceFile: descriptor.sourceFile, make: descriptor.make)
    out.promisedClaims = descriptor.promisedClaims.union(claims)
    return out
  }
}
