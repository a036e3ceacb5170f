import CoverStrategies
import ShieldModel

extension IOSSession {
  /// The device's record of the script's points, with the waits the clock has passed noted first.
  public var scriptBranchBits: [UInt64] {
    (device.strategy as? AppLogicStrategy)?.noteWaitsPassed(on: device)
    return device.scriptBranchBits
  }
}

extension IOSSession {
  /// The script's lock state while its lock's promise holds (``AppLogic/AppLogicLockState``), else `nil`.
  public var scriptLockState: Int? { (device.strategy as? AppLogicStrategy)?.lockStateCode }
}
