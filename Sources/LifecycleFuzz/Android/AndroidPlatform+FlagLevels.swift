import AndroidModel

extension AndroidPlatform {
  /// A flag whose open question is about a platform feature that only some API levels have: on a profile outside
  /// them the model never reads the answer, so a profile name (`phone-api30-views+enableOnBackInvokedCallback=true`) or
  /// a `--flag` that gives it there is refused rather than ignored without a word (a breaker's run, session 37).
  nonisolated public struct FlagLevels: Sendable {
    /// The flag's name.
    public let name: String
    /// The lowest API level with the feature.
    public let lowest: Int
    /// The highest API level with it, or `nil` for every later level.
    public let highest: Int?
    /// The feature, as the refusal names it.
    public let feature: String

    /// Whether `apiLevel` has the feature.
    public func contains(_ apiLevel: Int) -> Bool { apiLevel >= lowest && highest.map { apiLevel <= $0 } ?? true }

    /// The levels as the refusal writes them: `API 33+`, `API 24-25`, `API 35`.
    public var text: String {
      guard let highest else { return "API \(lowest)+" }
      return highest == lowest ? "API \(lowest)" : "API \(lowest)-\(highest)"
    }
  }

  /// The flags bounded by API level, each as its doc comment in ``AndroidPlatformFlags`` sources it.
  public nonisolated static let flagLevels: [FlagLevels] = [
    FlagLevels(
      name: "contentSensitivityBlanksWindowInRecordings", lowest: 35, highest: nil,
      feature: "View.setContentSensitivity, Android 15"),
    FlagLevels(
      name: "sleepThumbnailIgnoresSecureFlag", lowest: 21, highest: 25,
      feature: "the Recents thumbnail taken as a screenshot, before task snapshots (API 26)"),
    FlagLevels(name: "gestureNavigation", lowest: 29, highest: nil, feature: "gesture navigation, Android 10"),
    FlagLevels(
      name: "abandonedRecentsGestureKeepsAppResumed", lowest: 29, highest: nil,
      feature: "gesture navigation, Android 10"),
    FlagLevels(
      name: "pendingImageVisibleToObservers", lowest: 29, highest: nil, feature: "MediaStore's IS_PENDING, Android 10"),
    FlagLevels(
      name: "fileObserverSeesSharedMediaFromApi30", lowest: 30, highest: nil,
      feature: "shared storage through MediaProvider's FUSE, Android 11"),
    FlagLevels(
      name: "enableOnBackInvokedCallback", lowest: 33, highest: nil,
      feature: "OnBackInvokedCallback and predictive back, Android 13"),
    FlagLevels(
      name: "predictiveBackAnimations", lowest: 33, highest: nil,
      feature: "the system's predictive back animations, Android 13"),
    FlagLevels(
      name: "previousAppCachedAtOnce", lowest: 34, highest: nil,
      feature: "broadcasts queued for cached apps, Android 14"),
    FlagLevels(
      name: "hiddenThumbnailShowsPauseDrawing", lowest: 24, highest: 25,
      feature: "the Recents thumbnail taken as the activity is hidden, Android 7"),
    FlagLevels(
      name: "credentialConfirmedInSettingsOnAPI29", lowest: 29, highest: 29,
      feature: "the device credential in BiometricPrompt through Settings' screen, Android 10"),
  ]

  /// A flag whose question the model reads only on a device with another setting on: without it the answer is
  /// ignored, so a profile name that gives it is refused as one outside its API levels is (the s38 breaker's
  /// flag-ignored: `tablet-api28-views+externalDisplayIsSecure=false` ran and changed nothing).
  /// `externalDisplayIsSecure` is read when an external display connects, which only a device with
  /// `externalDisplayInUse` does (``AndroidPlatformFlags/externalDisplayInUse``); `predictiveBackAnimations` is read when
  /// a back swipe is held, which only gesture navigation makes (`backGesture(start)` is refused without
  /// ``AndroidPlatformFlags/gestureNavigation``).
  public nonisolated static var flagNeeds: [(name: String, needs: String, keyPath: KeyPath<AndroidPlatformFlags, Bool>)]
  {
    [
      ("externalDisplayIsSecure", "externalDisplayInUse", \.externalDisplayInUse),
      ("predictiveBackAnimations", "gestureNavigation", \.gestureNavigation),
    ]
  }

  /// Why the answers `names` of `profile`'s name are ignored on it (a flag whose needed setting is off,
  /// ``flagNeeds``), or `nil`.
  nonisolated static func needsRefusal(of names: [String], on profile: AndroidProfile) -> String? {
    for need in flagNeeds where names.contains(need.name) && !profile.flags[keyPath: need.keyPath] {
      return "flag '\(need.name)' is read only on a device with \(need.needs)=true, and profile '\(profile.name)' "
        + "has it false: the model would ignore it (add +\(need.needs)=true)"
    }
    return nil
  }

  /// Why flag `name` answers nothing on `profile` (its API level lacks the feature), or `nil`.
  nonisolated static func levelRefusal(of name: String, on profile: AndroidProfile) -> String? {
    guard let levels = flagLevels.first(where: { $0.name == name }), !levels.contains(profile.apiLevel) else {
      return nil
    }
    return "flag '\(name)' answers a question of \(levels.text) (\(levels.feature)), and profile "
      + "'\(profile.name)' is API \(profile.apiLevel): the model would ignore it"
  }
}
