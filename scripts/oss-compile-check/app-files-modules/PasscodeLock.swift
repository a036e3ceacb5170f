// Stub of the PasscodeLock library (the demo app's dependency, not named by the search and not
// measured): its presenter shows nothing here.
@_exported import ShieldModel

public struct PasscodeLockConfiguration {
  public var isTouchIDAllowed = false
  public init() {}
}

open class PasscodeLockPresenter {
  public init(mainWindow: UIWindow?, configuration: PasscodeLockConfiguration) {}
  open func presentPasscodeLock() {}
}
