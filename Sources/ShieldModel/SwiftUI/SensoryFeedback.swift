/// A kind of haptic feedback SwiftUI plays (Apple, "SensoryFeedback",
/// https://developer.apple.com/documentation/swiftui/sensoryfeedback ; iOS 17+; high). The model
/// plays none (see ``UIFeedbackGenerator``); the kinds are kept so views compile as written.
nonisolated public struct SensoryFeedback: Equatable, Sendable {
  let kind: String
  /// A task completed.
  public static let success = SensoryFeedback(kind: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(kind: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(kind: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(kind: "selection")
  /// A value increased.
  public static let increase = SensoryFeedback(kind: "increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback(kind: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(kind: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(kind: "stop")
  /// An impact.
  public static let impact = SensoryFeedback(kind: "impact")
  /// An impact of a weight and an intensity (0 to 1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  /// The weight of an impact.
  public struct Weight: Equatable, Sendable {
    let level: Int
    /// A light impact.
    public static let light = Weight(level: 0)
    /// A medium impact.
    public static let medium = Weight(level: 1)
    /// A heavy impact.
    public static let heavy = Weight(level: 2)
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes (Apple, "sensoryFeedback(_:trigger:)",
  /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:) ;
  /// iOS 17+; high). Kept without behaviour: the model plays no haptics and the view is unchanged.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}
