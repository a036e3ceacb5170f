// Stub of the PassLock app's AppGroupKit package (the app's own, not measured): the screen-lock
// settings; the "background mask" setting is on (the cover exists only with it).
import Foundation

public final class ScreenLockModel {
  public var isBackgroundMask: Bool = true
}
public final class ScreenLockManager {
  nonisolated(unsafe) public static let shared = ScreenLockManager()
  private let model = ScreenLockModel()
  public func getScreenPassCode() -> ScreenLockModel { model }
}
