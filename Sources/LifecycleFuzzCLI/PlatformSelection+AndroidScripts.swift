import AndroidModel
import AndroidStrategies
import LifecycleFuzz

extension PlatformSelection {
  /// The Android app-logic scripts' events that a profile they run on never delivers (the named profiles, or the
  /// script's own, with the `--flag` answers), told before the run as warnings, one line per strategy, profile and
  /// event: `<strategy> on <profile>: <event> can never be delivered: <why>`
  /// (``AndroidAppLogic/undeliveredEvents(in:on:)``). The run goes on, and the report says `cannot run on` for the
  /// handler (a breaker's `onBackPressed` under `enableOnBackInvokedCallback=true` on API 34 read "a longer run may
  /// reach it").
  func androidScriptWarnings() -> [String] {
    var warnings: [String] = []
    for case let descriptor as AndroidStrategyDescriptor in strategies {
      guard let script = descriptor.appLogicScript else { continue }
      let named = profiles.compactMap { $0 as? AndroidProfile }
      for given in named.isEmpty ? [descriptor.defaultProfile] : named {
        var profile = given
        for f in flags { profile = (try? AndroidPlatform.setting(f.name, to: f.value, on: profile)) ?? profile }
        for (event, reason) in AndroidAppLogic.undeliveredEvents(in: script, on: profile) {
          warnings.append(
            "\(descriptor.name) on \(AndroidPlatform.name(of: profile)): \(event) can never be delivered: \(reason)")
        }
      }
    }
    return warnings
  }
}
