// Stub of the SwiftyBeaver logging library (a dependency, not measured).
import Foundation

public enum SwiftyBeaver { public static func addDestination(_ destination: AnyObject) {} }
public final class ConsoleDestination { public init() {} }
public final class FileDestination {
  public var logFileAmount = 1
  public init(logFileURL: URL?) {}
}
