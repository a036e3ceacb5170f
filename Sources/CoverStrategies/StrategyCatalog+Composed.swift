import ShieldModel

/// Names made of other names: two protections run together (`A + B`, see ``CompositeStrategy``),
/// a strategy with the app's promise (`A + promise[screenshots]`, see ``AppPromise``) and members of
/// the capture-detection family (`detect[...]`, see ``DetectConfiguration``).
nonisolated extension StrategyCatalog {
  /// What joins the members of a composite name.
  public static let compositeSeparator = " + "

  /// Whether `name` is a family member or a composite, found by its text rather than listed.
  public static func isComposedName(_ name: String) -> Bool {
    name.hasPrefix(CoverConfiguration.prefix) || name.hasPrefix(DetectConfiguration.prefix)
      || name.hasPrefix(LockConfiguration.prefix) || memberNames(of: name).count > 1
  }

  /// The member names of `name` split at `+` outside brackets, trimmed (one name for a plain one).
  public static func memberNames(of name: String) -> [String] {
    var names: [String] = []
    var current = ""
    var depth = 0
    for ch in name {
      if ch == "[" { depth += 1 }
      if ch == "]" { depth = max(0, depth - 1) }
      if ch == "+", depth == 0 {
        names.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(ch)
      }
    }
    names.append(current.trimmingCharacters(in: .whitespaces))
    return names
  }

  /// A detect-family member or a composite named `name`, or `nil`.
  static func composedDescriptor(named name: String) -> StrategyDescriptor? {
    var parts = memberNames(of: name)
    if parts.count > 1, let last = parts.last, AppPromise.isPromise(last) {
      // The app's promise (``AppPromise``), last: the rest names the strategy.
      guard case .success(let promised) = AppPromise.claims(parsing: last) else { return nil }
      parts.removeLast()
      guard !parts.contains(where: AppPromise.isPromise),
        let d = descriptor(named: parts.joined(separator: compositeSeparator))
      else { return nil }
      return AppPromise.descriptor(d, promising: promised)
    }
    if parts.count > 1 {
      var members: [StrategyDescriptor] = []
      for part in parts {
        guard !part.isEmpty, let d = descriptor(named: part) else { return nil }
        members.append(d)
      }
      return compositeDescriptor(of: members)
    }
    guard name.hasPrefix(DetectConfiguration.prefix), let c = try? DetectConfiguration(parsing: name) else {
      return nil
    }
    return DetectFamily.descriptor(for: c)
  }

  /// A descriptor running `members` together (``CompositeStrategy``): named `A + B` with each
  /// member's own name, claiming their union, on the first member's profile and app.
  public static func compositeDescriptor(of members: [StrategyDescriptor]) -> StrategyDescriptor {
    let claims = members.reduce(ProtectionClaims()) { $0.union($1.claims) }
    let makers = members.map(\.make)
    var descriptor = StrategyDescriptor(
      name: members.map(\.name).joined(separator: compositeSeparator),
      summary: "two protections in one app, every call forwarded to each in order: "
        + members.map(\.name).joined(separator: ", then "),
      source: members.map(\.source).joined(separator: "; "), claims: claims,
      defaultProfile: members[0].defaultProfile, app: members.lazy.compactMap(\.app).first,
      make: { CompositeStrategy(makers.map { $0() }) })
    descriptor.screensNamed = members.flatMap(\.screensNamed)
    return descriptor
  }

  /// Why a composite or detect-family name names no strategy, or `nil`.
  static func composedNameError(_ name: String) -> String? {
    var parts = memberNames(of: name)
    if parts.count > 1, let last = parts.last, AppPromise.isPromise(last) {
      if case .failure(let error) = AppPromise.claims(parsing: last) { return error.description }
      parts.removeLast()
      if parts.contains(where: AppPromise.isPromise) {
        return "malformed strategy name '\(name)': one promise[...], after the strategy"
      }
      let rest = parts.joined(separator: compositeSeparator)
      if let problem = familyNameError(rest) { return problem }
      return descriptor(named: rest) == nil ? "malformed strategy name '\(name)': unknown strategy '\(rest)'" : nil
    }
    if parts.count > 1 {
      for part in parts {
        if AppPromise.isPromise(part) {
          return "malformed strategy name '\(name)': promise[...] comes last, after the strategy"
        }
        if part.isEmpty { return "malformed strategy name '\(name)': an empty member around '+'" }
        if let problem = familyNameError(part) { return problem }
        if descriptor(named: part) == nil { return "malformed strategy name '\(name)': unknown member '\(part)'" }
      }
      return nil
    }
    guard name.hasPrefix(DetectConfiguration.prefix) else { return nil }
    do {
      _ = try DetectConfiguration(parsing: name)
      return nil
    } catch {
      return error.description
    }
  }
}
