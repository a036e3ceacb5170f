import CoverStrategies
import ShieldModel

extension IOSPlatform {
  /// The first `appCall` or `appCallOffMain` step naming a call the strategy does not answer
  /// (``ShieldModel/PrivacyScreenStrategy/answersAppCall(_:)``). A strategy that lists no calls of its own (an
  /// empty ``ShieldModel/PrivacyScreenStrategy/appCalls``) answers none, but the generator sends it `enable` and
  /// `disable` (``appCalls``), which it ignores, so its traces may name those two and no others. Makes one instance
  /// of the strategy, only when a step is an app call.
  @MainActor public static func unansweredAppCall(in events: [SystemEvent], strategy: StrategyDescriptor)
    -> (step: Int, problem: String)?
  {
    var made: (any PrivacyScreenStrategy)?
    for (step, event) in events.enumerated() {
      let name: String
      switch event {
      case .appCall(let n), .appCallOffMain(let n): name = n
      default: continue
      }
      let instance = made ?? strategy.make()
      made = instance
      let own = instance.appCalls
      if instance.answersAppCall(name) || (own.isEmpty && appCalls.contains(name)) { continue }
      let offered =
        own.isEmpty
        ? appCalls.joined(separator: ", ") + " (none of its own: the generator's calls, which it ignores)"
        : own.joined(separator: ", ")
      return (step, "unknown app call '\(name)' for strategy \(strategy.name); it offers: \(offered)")
    }
    return nil
  }

  /// The explorer's app calls for `strategy`: the generator's `enable` and `disable` (``appCalls``) where it answers
  /// them (always for a strategy with no calls of its own, or no strategy), then its own other calls in its order,
  /// so every sequence `explore` prints replays (``unansweredAppCall(in:strategy:)``), and a strategy answering both
  /// (most) gets the menu it always had.
  @MainActor static func explorerAppCalls(for strategy: (any PrivacyScreenStrategy)?) -> [String] {
    guard let strategy, !strategy.appCalls.isEmpty else { return appCalls }
    return appCalls.filter { strategy.answersAppCall($0) } + strategy.appCalls.filter { !appCalls.contains($0) }
  }
}
