/// A weaker lock setting (the lock turned off, a longer timeout) that the app's code applied with no
/// authentication the user gave since the change was asked for, in an app that promises its settings
/// screen asks first (the lock family's `promise=guardedSettings`). OWASP's control: "The app secures
/// sensitive operations with additional authentication" (MASVS-AUTH-3,
/// https://github.com/OWASP/masvs/blob/master/controls/MASVS-AUTH-3.md ). What answered instead is the
/// platform's fact when LocalAuthentication gave a success with no prompt (a context that succeeded
/// before answers again, ``PlatformFlags/evaluatedContextAnswersAgain``; a recent device unlock within
/// `touchIDAuthenticationAllowableReuseDuration`), or the code's own choice (its settings screen asks
/// nothing), which is a verdict by construction.
nonisolated public struct UnauthenticatedSettingChange: Sendable, Equatable {
  /// The app call that changed it (`lockOff`, `lockAfter60`).
  public let call: String
  /// When the weaker setting was applied, in virtual seconds.
  public let at: Double
  /// The platform fact that answered the code's request with no prompt, or `nil`.
  public let fact: String?
  /// What the code's own parameters decided alone (the screen asks nothing), or `nil`.
  public let byConstruction: String?
  /// The verdict's words for a change no settings screen made (the app's code turning the user's setting off on a
  /// reply no user gave: an app-logic script's `lockSetting:`), which `lock-bypass` prints before the time and the
  /// platform fact; `nil` for the settings screen's change (`promise=guardedSettings`).
  public let detail: String?

  /// A change of `call` applied at `at`, with the platform `fact` or the code's choice `byConstruction`, and the
  /// verdict's own words (`detail`) for a change no settings screen made.
  public init(call: String, at: Double, fact: String?, byConstruction: String?, detail: String? = nil) {
    self.call = call
    self.at = at
    self.fact = fact
    self.byConstruction = byConstruction
    self.detail = detail
  }
}

extension Device {
  /// The first weaker lock setting applied with no authentication of the user's, in an app that
  /// promises its settings screen asks first, or `nil` (what `lock-bypass` reads for that promise).
  public var unauthenticatedSettingChange: UnauthenticatedSettingChange? { lockAsks.unauthenticatedSettingChange }

  /// Records `change` unless one is recorded already (app code reports it: the lock family's settings screen).
  public func noteUnauthenticatedSettingChange(_ change: UnauthenticatedSettingChange) {
    if lockAsks.unauthenticatedSettingChange == nil { lockAsks.unauthenticatedSettingChange = change }
  }
}
