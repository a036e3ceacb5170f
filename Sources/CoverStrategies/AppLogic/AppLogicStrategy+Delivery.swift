import AppLogic
import ShieldModel

/// Which of a script's events UIKit can never deliver to an app of one structure, told before a run so a
/// script written for the other structure does not silently do nothing.
nonisolated extension AppLogicStrategy {
  /// The scene delegate's callbacks: an app without scenes (app delegate only) has no scene delegate.
  static let sceneEvents = [
    "sceneWillConnect", "sceneDidDisconnect", "sceneWillResignActive", "sceneDidBecomeActive",
    "sceneDidEnterBackground", "sceneWillEnterForeground",
  ]

  /// The app delegate's four UI-state callbacks: a scene-based app never gets them (iOS 13+; Apple's
  /// `applicationWillResignActive(_:)` page; docs/model-behaviours.md, "Scene-based apps never get the four
  /// app-delegate UI-state methods", high).
  static let appDelegateStateEvents = [
    "applicationWillResignActive", "applicationDidBecomeActive", "applicationDidEnterBackground",
    "applicationWillEnterForeground",
  ]

  /// SwiftUI's phase events: the model delivers them as an `App`'s `.onChange(of: scenePhase)` sees them, on the
  /// `swiftui` app structure only (`Device.reportScenePhase`, `Device.reportAppPhase`).
  static let swiftUIPhaseEvents = ["scenePhase", "appScenePhase"]

  /// The profile a script runs on when none is named: the iPhone on iOS 17 as a SwiftUI `App` when its handlers
  /// answer SwiftUI's phases (`scenePhase`, `appScenePhase`), which only an `App` is told
  /// (``undeliveredPhaseEvents(in:isSwiftUI:)``), else as scene-based UIKit (``ShieldModel/Profile/iPhoneScenes``).
  /// Before the forty-fourth session such a script ran on the scenes profile by default, warned, and reported
  /// findings of an app that never saw its own phase handlers (a new user's SwiftUI password manager).
  public static func defaultProfile(for script: AppLogicScript) -> Profile {
    guard !undeliveredPhaseEvents(in: script, isSwiftUI: false).isEmpty else { return .iPhoneScenes }
    return Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .swiftUI)
  }

  /// The SwiftUI phase events `script`'s handlers name, each once, in the script's order, when the app is no SwiftUI
  /// `App` (`isSwiftUI` false): no handler of them can run there. Empty otherwise.
  public static func undeliveredPhaseEvents(in script: AppLogicScript, isSwiftUI: Bool) -> [String] {
    guard !isSwiftUI else { return [] }
    var names: [String] = []
    for handler in script.handlers
    where swiftUIPhaseEvents.contains(handler.event.name) && !names.contains(handler.event.name) {
      names.append(handler.event.name)
    }
    return names
  }

  /// The events `script`'s handlers name that UIKit never delivers to an app that does (`usesScenes`) or does not
  /// use scenes, each once, in the script's order: the scene delegate's on an app-delegate-only app, the app
  /// delegate's four UI-state callbacks on a scene-based one. Empty when every handler can run.
  public static func undeliveredEvents(in script: AppLogicScript, usesScenes: Bool) -> [String] {
    let never = usesScenes ? appDelegateStateEvents : sceneEvents
    var names: [String] = []
    for handler in script.handlers where never.contains(handler.event.name) && !names.contains(handler.event.name) {
      names.append(handler.event.name)
    }
    return names
  }
}
