/// A strategy that promises the device passcode never opens its lock (``PrivacyScreenStrategy/promisesBiometricsOnly``)
/// and says in words where that promise comes from, for `lock-bypass`'s verdict when the system's passcode UI is up
/// for its request. A protocol of its own, so every other strategy is untouched (their verdict names `authUI:`).
@MainActor public protocol AuthenticationUIPromising: AnyObject {
  /// The promise as the verdict names it, after "which promised": `biometrics only (authUI: biometrics)`.
  var authenticationUIPromise: String { get }
}
