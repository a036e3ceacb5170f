import ShieldModel

extension IOSPlatform {
  /// The profile-name syntax, the built-in profiles and every flag with its default.
  public static var profileListing: String {
    var out = "PROFILES  <device>-ios<version>-<structure>[+flag=value...]\n"
    out += "  devices:    \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))\n"
    out +=
      "  versions:   9 to 27, optionally with a minor version (17.4, 26.5); below 11 iPhone app-delegate apps only\n"
    out += "  structures: appdelegate, scenes, swiftui, flutter<major>.<minor>[-appdelegate|-scenes]"
    out += " (scenes from iOS 13)\n"
    out += "  built-in (--profile all):\n"
    for p in Profile.builtIn { out += "    \(p.name)\n" }
    out += "  flags (open questions; default, iOS-dependent where noted, then confidence and sources,"
    out += " docs/flag-evidence.md):\n"
    let d9 = PlatformFlags.defaults(for: OSVersion(9))
    let d10 = PlatformFlags.defaults(for: OSVersion(10))
    let d11 = PlatformFlags.defaults(for: OSVersion(11))
    let d12 = PlatformFlags.defaults(for: OSVersion(12, 1))
    let d13 = PlatformFlags.defaults(for: OSVersion(13))
    let d14 = PlatformFlags.defaults(for: OSVersion(14))
    let d17 = PlatformFlags.defaults(for: OSVersion(17))
    let d18 = PlatformFlags.defaults(for: OSVersion(18))
    for f in PlatformFlags.all {
      let old = d12[keyPath: f.keyPath]
      let a = d17[keyPath: f.keyPath]
      let b = d18[keyPath: f.keyPath]
      let ten = d10[keyPath: f.keyPath]
      let nine = d9[keyPath: f.keyPath]
      let eleven = d11[keyPath: f.keyPath]
      let thirteen = d13[keyPath: f.keyPath]
      let fourteen = d14[keyPath: f.keyPath]
      let dflt =
        old == thirteen && thirteen != fourteen && fourteen == a
        ? "\(thirteen) before iOS 14, \(fourteen) from 14"
        : nine == ten && ten != eleven && eleven == old
          ? "\(ten) before iOS 11, \(old) from 11"
          : ten != old
            ? "\(ten) on iOS 10.0-10.2, else \(old)"
            : old != a ? "\(old) before iOS 12.2, \(a) from 12.2" : a == b ? "\(a)" : "\(a) before iOS 18, \(b) from 18"
      let confidence = evidence(ofFlag: f.name).column
      out +=
        "    \(RunReport.pad(f.name, 32)) \(RunReport.pad(dflt, 34)) \(RunReport.pad(confidence, 18)) \(f.question)\n"
    }
    out += "  timings (open durations, seconds of virtual time; +name=seconds, 0 < seconds <= 5;\n"
    out += "           default, and in parentheses the plausible range a run checks verdicts at;\n"
    out += "           then confidence and sources, docs/flag-evidence.md):\n"
    let timings = PlatformTimings()
    for t in PlatformTimings.all {
      let shown = "\(timings[keyPath: t.keyPath]) s (\(t.bracket.lowerBound)-\(t.bracket.upperBound))"
      let confidence = evidence(ofTiming: t.name)?.column ?? "unsourced"
      out +=
        "    \(RunReport.pad(t.name, 32)) \(RunReport.pad(shown, 34)) \(RunReport.pad(confidence, 18)) \(t.meaning)\n"
    }
    return out
  }
}
