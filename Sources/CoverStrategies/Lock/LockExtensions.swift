import ShieldModel

/// The lock family's extensions and widget (`ext=`, `widget=`): app code of the extension's own
/// process, written against what an extension has (its own memory, the app group's defaults),
/// never the app's objects.
nonisolated extension LockConfiguration {
  /// The app group the app and its extensions share (``UserDefaults/init(suiteName:)``).
  static let appGroup = "group.lockFamily"

  /// The surfaces a member's app ships, or `nil` with neither `ext=` nor `widget=`.
  var surfaces: AppExtensionSurfaces? {
    guard extensionLock != nil || widget != nil else { return nil }
    var parameters: [String] = []
    if let extensionLock { parameters.append("ext=\(extensionLock.rawValue)") }
    if let widget { parameters.append("widget=\(widget.rawValue)") }
    let configuration = self
    return AppExtensionSurfaces(
      extensions: extensionLock == nil ? [] : AppExtensionKind.allCases, widget: widget,
      parameters: parameters.joined(separator: ","),
      makeProcess: { _ in LockExtensionProcess(configuration) })
  }

  /// The weights of the surfaces' event classes for `run` (``StrategyDescriptor/eventWeights``):
  /// opening an extension as often as locking the device, closing it as often as unlocking; the device's
  /// authentication settings for a member that answers their refusals.
  var surfaceEventWeights: [String: Int] {
    var weights: [String: Int] = [:]
    if extensionLock != nil {
      weights["openExtension"] = 2
      weights["closeExtension"] = 8
    }
    if widget != nil { weights["showWidget"] = 2 }
    // A member that answers LocalAuthentication's refusals (`cannotEvaluate=`, `onError=crash`) is fuzzed with the
    // device's settings changing while it is away, as often as the device is locked.
    if cannotEvaluate != nil || onError == .crash { weights["changeDeviceSetting"] = 2 }
    return weights
  }
}

/// One process of a lock family member's extension: what its code shows when a host app opens it.
/// It holds the member's configuration (compiled into the extension) and nothing of the app's.
final class LockExtensionProcess: AppExtensionProcess {
  let configuration: LockConfiguration
  /// The extension's own unlocked state, in its own memory (`ext=own`): a new process starts locked.
  var unlocked = false
  /// How its lock was taken down in this process by a reply of its own evaluation (`extAuth`),
  /// with the parameter that alone decided it, or `nil`: a new process starts locked.
  var passedBy: (mechanism: String, byConstruction: String?)?

  init(_ configuration: LockConfiguration) { self.configuration = configuration }

  func prepareInterface(for kind: AppExtensionKind) -> AppExtensionInterface {
    if let passed = passedBy {
      return AppExtensionInterface(
        showsLock: false, mechanism: passed.mechanism, byConstruction: passed.byConstruction)
    }
    let interface = lockedInterface(for: kind)
    guard interface.showsLock, configuration.extensionAsks else { return interface }
    // `extAuth`: its own LAContext evaluates the member's policy as the lock shows.
    return AppExtensionInterface(
      showsLock: true, mechanism: interface.mechanism, byConstruction: interface.byConstruction,
      asksAuthentication: configuration.policy.laPolicy, hidesFallback: configuration.fallback == .hidden)
  }

  /// The reply of its own evaluation (`extAuth`): a success passes its lock in this process; a
  /// failure its reply handler names in `unlockOn=` takes the lock down as the app's handler does;
  /// with `fallback=passcode` a `userFallback` or `biometryLockout` evaluates
  /// `.deviceOwnerAuthentication` on a new context, as the app's handler does; else its lock stays.
  func authenticationDidFinish(for kind: AppExtensionKind, failing error: LAError.Code?) -> AppExtensionInterface {
    guard let error else {
      passedBy = (
        "\(kind.title) asked LocalAuthentication from its own process and the user passed its prompt", nil
      )
      return prepareInterface(for: kind)
    }
    let outcome = LockConfiguration.Outcome(rawValue: "\(error)")
    if let outcome, configuration.unlocksOn.contains(outcome) {
      passedBy = (
        "\(kind.title)'s reply handler, the app's code compiled into the extension, takes its lock down on "
          + "LAError.\(error) although nobody passed it",
        "unlockOn=\(outcome.rawValue): the extension's reply handler unlocks on \(outcome.rawValue)"
      )
      return prepareInterface(for: kind)
    }
    let shown = lockedInterface(for: kind)
    let fallsBack = configuration.fallback == .passcode && (outcome == .userFallback || outcome == .biometryLockout)
    return AppExtensionInterface(
      showsLock: shown.showsLock, mechanism: shown.mechanism, byConstruction: shown.byConstruction,
      asksAuthentication: fallsBack ? .deviceOwnerAuthentication : nil)
  }

  /// What the extension's lock logic decides before any reply of its own evaluation.
  private func lockedInterface(for kind: AppExtensionKind) -> AppExtensionInterface {
    switch configuration.extensionLock ?? .none {
    case .none:
      return AppExtensionInterface(
        showsLock: false,
        mechanism: "\(kind.title) runs in a process of its own, which the app's lock does not reach, and has no lock",
        byConstruction: "ext=none: the extension shows the app's content with no lock")
    case .own:
      return AppExtensionInterface(
        showsLock: !unlocked,
        mechanism: "\(kind.title) runs in a new process of its own; its lock state is its own memory, which starts "
          + "locked, and the app's unlocked state in the app's process does not reach it (no direct communication "
          + "between an extension and its containing app)")
    case .shared:
      let group = UserDefaults(suiteName: LockConfiguration.appGroup)!
      let unpassed = group.bool(forKey: LockStrategy.unpassedKey)
      let leftAt = group.object(forKey: LockStrategy.leftAtKey) as? Double
      let now = LockStrategy.now
      let due = unpassed || (leftAt.map { now - $0 >= configuration.grace } ?? false)
      let left = leftAt.map { "left at t=\(Self.seconds($0)) s" } ?? "no leave stored"
      return AppExtensionInterface(
        showsLock: due,
        mechanism: "\(kind.title) runs in a process of its own and reads the app group's stored lock state "
          + "(unpassed=\(unpassed), \(left), grace \(Self.seconds(configuration.grace)) s): "
          + (due ? "due, so it asks" : "not due, so it shows the content")
          + "; the store says nothing of whether the app's process still runs")
    }
  }

  static func seconds(_ t: Double) -> String { CoverConfiguration.number((t * 1000).rounded() / 1000) }
}

extension LockStrategy {
  /// Mirrors the lock state the app stores into the app group's defaults, for `ext=shared`.
  func share(_ value: Any?, forKey key: String) {
    guard configuration.extensionLock == .shared else { return }
    UserDefaults(suiteName: LockConfiguration.appGroup)!.set(value, forKey: key)
  }

  /// The promise for what the extensions and widget show now (``PrivacyScreenStrategy/surfaceLockPromise(processRunning:)``):
  /// while the process runs, the promise for images (standing, or due since the leave the rearm
  /// counts plus the grace, unless passed since); once it has ended, what the next launch of it
  /// would find (the user's setting as the app stored it): the lock a process left unpassed, a
  /// leave whose grace has run out, or any new process for `rearm=launch`.
  public func surfaceLockPromise(processRunning: Bool) -> ImageLockPromise? {
    let now = Self.now
    if processRunning {
      let dueSinceLeaving =
        !passedSinceLeaving && (promiseLeftAt.map { now - $0 >= configuration.grace } ?? false)
      return isAppLocked || dueSinceLeaving ? ImageLockPromise(byConstruction: nil) : nil
    }
    let defaults = UserDefaults.standard
    let leftAt = defaults.object(forKey: Self.leftAtKey) as? Double
    let due =
      defaults.bool(forKey: Self.unpassedKey) || configuration.rearm == .launch
      || (leftAt.map { now - $0 >= configuration.grace } ?? false)
    return due ? ImageLockPromise(byConstruction: nil) : nil
  }
}
