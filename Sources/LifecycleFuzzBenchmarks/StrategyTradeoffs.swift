import CoverStrategies
import LifecycleFuzz
import ShieldModel

/// What a strategy costs the user, measured on traces generated on the bare app: how long the
/// app is covered while only a system prompt (Control Center, Notification Center, a system
/// alert) is up, and how often the strategy dismisses the keyboard. Deterministic: the same
/// seed gives the same numbers (docs/strategies.md).
public enum StrategyTradeoffs {
  /// One strategy's costs.
  public struct Measurement: Sendable {
    /// Virtual seconds a system prompt was up over the app in the foreground.
    public let promptSeconds: Double
    /// Of those, the seconds with a cover visible over the app.
    public let coveredSeconds: Double
    /// Keyboards the strategy dismissed: down after an event other than `keyboardHide` while the
    /// same app without the strategy still has it up.
    public let dismissedKeyboards: Int

    /// The covered share of the prompt time, in percent (0 when no prompt was up).
    public var coveredPercent: Double { promptSeconds > 0 ? coveredSeconds / promptSeconds * 100 : 0 }
  }

  /// The bare app: generates the traces every strategy is measured on.
  final class NoCover: PrivacyScreenStrategy {
    let claims: ProtectionClaims = []
  }

  /// Measures `strategy` on its default profile over `traces` traces of run seed `seed`.
  public static func measure(_ strategy: StrategyDescriptor, traces: Int, seed: UInt64) -> Measurement {
    let profile = strategy.defaultProfile
    var config = RunConfiguration<IOSPlatform>()
    config.seed = seed
    config.corpusDirectory = nil
    let bare = StrategyDescriptor(
      name: "bare", summary: "", source: "", claims: [], defaultProfile: profile, make: { NoCover() })
    let bareRunner = TraceRunner<IOSPlatform>(strategy: bare, profile: profile)
    var promptSeconds = 0.0
    var coveredSeconds = 0.0
    var dismissed = 0
    for i in 0..<traces {
      let (events, _) = Campaign<IOSPlatform>(configuration: config).generateTrace(
        seed: SplitMix64.traceSeed(runSeed: seed, index: i), runner: bareRunner)
      // Applied directly, not through the checker, so a broken invariant does not cut the trace.
      let device = Device(profile: profile, strategy: strategy.make())
      // The same app without the strategy: a keyboard the system takes down (a lock, a
      // full-screen presentation) goes down there too and is not the strategy's doing.
      let baseline = Device(profile: profile, strategy: nil)
      var prompt = false
      var covered = false
      var keyboardUp = false
      for event in events {
        if case .advance(let dt) = event {
          if prompt { promptSeconds += dt }
          if covered { coveredSeconds += dt }
        }
        // An event the strategy made impossible (a keyboard it dismissed) is skipped.
        do { try device.apply(event) } catch { continue }
        try? baseline.apply(event)
        let upNow = device.validationError(for: .keyboardHide) == nil
        let upWithout = baseline.validationError(for: .keyboardHide) == nil
        if keyboardUp && !upNow && upWithout && event != .keyboardHide { dismissed += 1 }
        keyboardUp = upNow
        prompt = device.isAppInForeground && isPrompt(device.overlay)
        covered =
          prompt
          && device.windowScenes.contains {
            $0.activationState == .foregroundInactive && device.render($0, for: .display).showsCover
          }
      }
    }
    return Measurement(promptSeconds: promptSeconds, coveredSeconds: coveredSeconds, dismissedKeyboards: dismissed)
  }

  static func isPrompt(_ overlay: SystemOverlay?) -> Bool {
    switch overlay {
    case .controlCenter?, .notificationCenter?, .systemAlert?: return true
    default: return false
    }
  }
}
