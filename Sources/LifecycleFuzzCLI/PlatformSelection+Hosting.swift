import CoverStrategies
import LifecycleFuzz
import ShieldModel

extension PlatformSelection {
  /// What keeps the app's own delegates, hosted by ``AppDelegateHost``, from running as UIKit runs
  /// them, told before the run for each chosen strategy on each profile it runs on (the named
  /// profiles, or its own): a scene delegate that can never see a window, or one named for an app
  /// without scenes (``AppDelegateHost/problemsBeforeTheRun(usesScenes:)``). Each line is
  /// `<strategy> on <profile>: <problem>`; empty for every other strategy and platform. Only a
  /// user's strategies are made for the check: the built-in catalog has no hosted delegates, and
  /// making its strategies before the run would be work (and, for some, state) the run never had.
  func hostingProblemsBeforeTheRun() -> [String] {
    var problems: [String] = []
    for case let descriptor as StrategyDescriptor in strategies
    where StrategyCatalog.descriptor(named: descriptor.name) == nil {
      guard let host = descriptor.make() as? AppDelegateHost else { continue }
      let named = profiles.compactMap { $0 as? Profile }
      for profile in named.isEmpty ? [descriptor.defaultProfile] : named {
        for problem in host.problemsBeforeTheRun(usesScenes: profile.appStructure.usesScenes) {
          problems.append("\(descriptor.name) on \(profile.name): \(problem)")
        }
      }
    }
    return problems
  }

  /// The app-logic scripts' events UIKit never delivers on a profile a script runs on (the named profiles, or its
  /// own), told before the run as warnings: one line per strategy and profile, `<strategy> on <profile>: ...`
  /// (``AppLogicStrategy/undeliveredEvents(in:usesScenes:)``; Android's, ``androidScriptWarnings()``), and the reply
  /// handlers the script's own policies never reach, at their lines (``AppLogicStrategy/unreachableReplyWarnings(in:)``).
  /// The run goes on: the script may mean it.
  func appLogicWarningsBeforeTheRun() -> [String] {
    var warnings = unfocusedClaimWarnings() + androidScriptWarnings()
    for case let descriptor as StrategyDescriptor in strategies {
      guard let script = AppLogicScripts.script(named: descriptor.name) else { continue }
      // A reply the script's policies never give, whatever the profile (`userFallback` to deviceOwnerAuthentication).
      warnings += AppLogicStrategy.unreachableReplyWarnings(in: script)
      let named = profiles.compactMap { $0 as? Profile }
      // Code for several scenes on profiles that never open a second one: say which profiles would fuzz it.
      let multiScene = AppLogicStrategy.multiSceneWords(in: script)
      if !multiScene.isEmpty,
        !(named.isEmpty ? [descriptor.defaultProfile] : named).contains(where: \.device.supportsMultipleScenes)
      {
        warnings.append(
          "\(descriptor.name): its code is per scene (\(multiScene.joined(separator: ", "))), and no profile of this"
            + " run opens a second scene, so a second window is never fuzzed; add --profile 'ipad-*'")
      }
      for profile in named.isEmpty ? [descriptor.defaultProfile] : named {
        let usesScenes = profile.appStructure.usesScenes
        let phases = AppLogicStrategy.undeliveredPhaseEvents(in: script, isSwiftUI: profile.appStructure == .swiftUI)
        if !phases.isEmpty {
          warnings.append(
            "\(descriptor.name) on \(profile.name): \(phases.joined(separator: ", ")) can never be delivered: its app"
              + " is no SwiftUI App (the model delivers them as an App's .onChange(of: scenePhase)); run it on a"
              + " *-swiftui profile (--profile iphone-ios17-swiftui)")
        }
        let unavailable = AppLogicStrategy.unavailableRedaction(in: script, onIOS: profile.osVersion.major)
        if !unavailable.isEmpty {
          warnings.append(
            "\(descriptor.name) on \(profile.name): \(unavailable.joined(separator: " and ")) do nothing there: an app"
              + " for that iOS cannot call them; run it on a later profile (--profile iphone-ios17-swiftui)")
        }
        let events = AppLogicStrategy.undeliveredEvents(in: script, usesScenes: usesScenes)
        guard !events.isEmpty else { continue }
        let why =
          usesScenes
          ? "its app has scenes, and UIKit calls their scene delegates instead (the scene... events)"
          : "its app has no scenes (app delegate only), and UIKit calls the application... events instead"
        warnings.append(
          "\(descriptor.name) on \(profile.name): \(events.joined(separator: ", ")) can never be delivered: \(why)")
      }
    }
    return warnings
  }

  /// A strategy that claims `unfocused` on a profile that is no Mac: only a Mac shows another app beside the app's
  /// window to take its focus (``Device/macFocusRefusal(for:)``), so there `uncovered-while-unfocused` holds because
  /// nothing can break it. One line per strategy and profile (a new user read the "held" as a pass).
  func unfocusedClaimWarnings() -> [String] {
    var warnings: [String] = []
    for case let descriptor as StrategyDescriptor in strategies where descriptor.claims.contains(.unfocused) {
      let named = profiles.compactMap { $0 as? Profile }
      for profile in named.isEmpty ? [descriptor.defaultProfile] : named where profile.device != .mac {
        warnings.append(
          "\(descriptor.name) on \(profile.name): claims unfocused, but no other app can take the focus on this"
            + " profile (a Mac only), so uncovered-while-unfocused holds untested there; run it on a mac-* profile"
            + " (--profile mac-ios18-scenes)")
      }
    }
    return warnings
  }
}
