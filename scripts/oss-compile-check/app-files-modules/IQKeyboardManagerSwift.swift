// Stub of IQKeyboardManager (a dependency, not measured): the switch the app turns on, no effect.
import Foundation

public final class IQKeyboardManager {
  nonisolated(unsafe) public static let shared = IQKeyboardManager()
  public var enable = false
}
