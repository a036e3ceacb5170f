import AndroidModel

/// Names made of other names: two protections in one app (`A + B`, ``AndroidCompositeStrategy``).
nonisolated extension AndroidStrategyCatalog {
  /// What joins the members of a composite name.
  public static let compositeSeparator = " + "

  /// The member names of `name`, split at ` + ` outside brackets (one name for a plain one; a lock's `a+b` inside
  /// its brackets stays whole).
  public static func memberNames(of name: String) -> [String] {
    var names: [String] = []
    var current: [Character] = []
    var depth = 0
    let chars = Array(name)
    var i = 0
    while i < chars.count {
      let ch = chars[i]
      if ch == "[" { depth += 1 }
      if ch == "]" { depth = max(0, depth - 1) }
      if depth == 0, ch == " ", i + 2 < chars.count, chars[i + 1] == "+", chars[i + 2] == " " {
        names.append(String(current))
        current = []
        i += 3
        continue
      }
      current.append(ch)
      i += 1
    }
    names.append(String(current))
    return names
  }

  /// A descriptor running `members` together: named `A + B`, claiming what each instance claims, on the first
  /// member's profile, in the first app that is not the default banking app (else the banking app).
  public static func compositeDescriptor(of members: [AndroidStrategyDescriptor]) -> AndroidStrategyDescriptor {
    let makers = members.map(\.make)
    var out = AndroidStrategyDescriptor(
      name: members.map(\.name).joined(separator: compositeSeparator),
      summary: "two protections in one app, every callback forwarded to each in order: "
        + members.map(\.name).joined(separator: ", then "),
      source: members.map(\.source).joined(separator: "; "), defaultProfile: members[0].defaultProfile,
      app: members.first { $0.app != .banking }?.app ?? .banking,
      make: { AndroidCompositeStrategy(makers.map { $0() }) })
    out.promisedClaims = members.reduce([]) { $0.union($1.promisedClaims) }
    out.promisesNeutralCaptures = members.contains(where: \.promisesNeutralCaptures)
    return out
  }

  /// The composite named `name`, or `nil` when it is not one or a member is unknown.
  static func compositeDescriptor(named name: String) -> AndroidStrategyDescriptor? {
    let parts = memberNames(of: name)
    guard parts.count > 1 else { return nil }
    var members: [AndroidStrategyDescriptor] = []
    for part in parts {
      guard !part.isEmpty, let d = descriptor(named: part) else { return nil }
      members.append(d)
    }
    return compositeDescriptor(of: members)
  }
}
