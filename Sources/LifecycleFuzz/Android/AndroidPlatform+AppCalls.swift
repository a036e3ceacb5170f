import AndroidModel
import AndroidStrategies

extension AndroidPlatform {
  /// The first `appCall` step naming a call the strategy does not answer
  /// (``AndroidModel/AndroidPrivacyStrategy/answersAppCall(_:)``: its ``AndroidModel/AndroidPrivacyStrategy/appCalls``,
  /// none for an empty list, and a lock's `lockAfterN` with `settings=`). The device refuses such a step
  /// when it comes (the app has no control that makes it); a trace is refused for it before it runs, at its line.
  /// Makes one instance of the strategy, only when a step is an app call.
  @MainActor public static func unansweredAppCall(in events: [AndroidEvent], strategy: AndroidStrategyDescriptor)
    -> (step: Int, problem: String)?
  {
    var made: (any AndroidPrivacyStrategy)?
    for (step, event) in events.enumerated() {
      guard case .appCall(let name) = event else { continue }
      let instance = made ?? strategy.make()
      made = instance
      if instance.answersAppCall(name) { continue }
      let offered = instance.appCalls
      let list = offered.isEmpty ? "none" : offered.joined(separator: ", ")
      return (step, "unknown app call '\(name)' for strategy \(strategy.name); it offers: \(list)")
    }
    return nil
  }

  /// The first step the strategy's app does not declare what it needs for
  /// (``AndroidModel/AndroidAppDescription/undeclaredProblem(of:)``: an entry or picture-in-picture an app-logic
  /// script's `entries:` leaves out). The device refuses it too; a trace is refused for it before it runs, at its line.
  @MainActor public static func undeclaredStrategyStep(in events: [AndroidEvent], strategy: AndroidStrategyDescriptor)
    -> (step: Int, problem: String)?
  {
    for (step, event) in events.enumerated() {
      if let problem = strategy.app.undeclaredProblem(of: event) { return (step, problem) }
    }
    return nil
  }
}
