import LifecycleFuzz

/// The one check every command taking `--weight` makes (``PlatformOptions/selections(_:seed:)``): weights that
/// turn off every event that starts the app would leave every invariant holding unchecked, a pass that tested
/// nothing (found by a breaker: `run --weight launch=0` reported `1 hold, 0 fail`).
extension PlatformSelection {
  /// The event classes `--weight name=0` turns off, in catalog order.
  var turnedOffClasses: [String] {
    Host.vocabulary.classNames.filter { name in weights.last { $0.name == name }?.weight == 0 }
  }

  /// The deepest sequence the check tries: a start that needs more events first (a notification posted, then
  /// tapped) is found within it.
  static var startCheckDepth: Int { 3 }

  /// Throws when no sequence of up to ``startCheckDepth`` events without the turned-off classes starts the app,
  /// for the first strategy on each profile that runs (whether the app starts is the platform's, not the cover's).
  /// Without a class turned off, nothing is searched.
  func checkStartsTheApp() throws(ArgumentError) {
    let excluded = turnedOffClasses
    guard !excluded.isEmpty, let strategy = strategies.first else { return }
    let profiles: [Host.Profile?] = self.profiles.isEmpty ? [nil] : self.profiles
    for profile in profiles {
      let config = configuration(profile: profile)
      var explorer = Explorer(runner: config.runner(for: strategy))
      explorer.excludedClasses = excluded
      explorer.stateBudget = 10_000
      // Shallow first: the app usually starts at once. A search cut short (a signal, the state budget) proves
      // nothing.
      var started = false
      var cut = false
      for depth in [1, Self.startCheckDepth] where !started && !cut {
        let result = explorer.explore(depth: depth)
        started = result.startedTheApp
        cut = result.cutoff != nil
      }
      if !started && !cut {
        let name = "\(strategy.name) on \(Host.name(of: config.profile(for: strategy)))"
        throw Self.neverStartsError(excluded, depth: Self.startCheckDepth, at: name)
      }
    }
  }

  /// The refusal of weights under which no sequence of up to `depth` events started the app (`at`: the strategy
  /// and profile searched).
  static func neverStartsError(_ excluded: [String], depth: Int, at: String) -> ArgumentError {
    .message(
      "--weight turns off every event that starts the app (\(excluded.map { $0 + "=0" }.joined(separator: ", "))):"
        + " no sequence of up to \(depth) events started it (\(at)), so every invariant would hold unchecked;"
        + " give launch a weight")
  }
}
