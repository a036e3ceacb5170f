import ShieldModel

extension IOSPlatform {
  /// A flag's answer (``ShieldModel/PlatformFlags``), or a duration's seconds (``ShieldModel/PlatformTimings``,
  /// `0.05 s`).
  public nonisolated static func openQuestionValue(_ name: String, on profile: ShieldModel.Profile) -> String? {
    if let flag = profile.flags.value(of: name) { return String(flag) }
    return profile.timings.value(of: name).map { "\(formatSeconds($0)) s" }
  }

  /// `seconds` without trailing zeros (`0.05`, `1`).
  private nonisolated static func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
