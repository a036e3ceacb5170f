// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Apple's unified logging (`import os`, `import os.log`; Apple, "Logging",
// https://developer.apple.com/documentation/os/logging ; iOS 10+ (`os_log`), 14+ (`Logger`);
// high). **Without behaviour**: the model keeps no log; logging shows nothing on screen and
// changes nothing a cover does. Declared so that an app's file that logs compiles.

/// A log handle for a subsystem and category (Apple, "OSLog",
/// https://developer.apple.com/documentation/os/oslog ; iOS 10+; high). Keeps nothing.
nonisolated public final class OSLog: Sendable {
  /// A log for `subsystem` and `category`.
  public init(subsystem: String, category: String) {}
  private init() {}
  /// The default log.
  public static let `default` = OSLog()
  /// A log that logs nothing.
  public static let disabled = OSLog()
}

/// A message's level (Apple, "OSLogType", https://developer.apple.com/documentation/os/oslogtype ;
/// iOS 10+; high).
nonisolated public struct OSLogType: Equatable, Sendable {
  let level: UInt8
  /// The default level.
  public static let `default` = OSLogType(level: 0)
  /// Information.
  public static let info = OSLogType(level: 1)
  /// Debugging.
  public static let debug = OSLogType(level: 2)
  /// An error.
  public static let error = OSLogType(level: 16)
  /// A fault.
  public static let fault = OSLogType(level: 17)
}

/// Logs `message` at `type` in `log` (Apple, "os_log(_:dso:log:_:_:)",
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:_:_:) ; iOS 12+; high). Logs
/// nothing. The arguments are taken as `Any` (the SDK's are `CVarArg`, which a Swift `String`
/// is not off Apple platforms).
nonisolated public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: Any...) {}

/// Logs `message` in `log` at `type` (Apple, "os_log(_:dso:log:type:_:)",
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:) ; iOS 10+; high).
/// Logs nothing (see ``os_log(_:log:_:_:)``).
nonisolated public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: Any...
) {}

/// How a logged value is redacted (Apple, "OSLogPrivacy",
/// https://developer.apple.com/documentation/os/oslogprivacy ; iOS 14+; high).
nonisolated public struct OSLogPrivacy: Equatable, Sendable {
  let level: UInt8
  /// As the system decides.
  public static let auto = OSLogPrivacy(level: 0)
  /// Shown.
  public static let `public` = OSLogPrivacy(level: 1)
  /// Redacted.
  public static let `private` = OSLogPrivacy(level: 2)
  /// Replaced by a hash.
  public static let sensitive = OSLogPrivacy(level: 3)
}

/// A message of ``Logger``, written with string interpolation (Apple, "OSLogMessage",
/// https://developer.apple.com/documentation/os/oslogmessage ; iOS 14+; high).
nonisolated public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The interpolation: values are read for `privacy` and discarded.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {}
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T, align: Any? = nil, privacy: OSLogPrivacy = .auto
    ) {}
  }
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// A logger for a subsystem and category (Apple, "Logger",
/// https://developer.apple.com/documentation/os/logger ; iOS 14+; high). Logs nothing.
nonisolated public struct Logger: Sendable {
  /// The default logger.
  public init() {}
  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) {}
  /// A logger writing to `log`.
  public init(_ log: OSLog) {}
  /// Logs at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Logs at the default level.
  public func log(_ message: OSLogMessage) {}
  /// Logs at the notice level.
  public func notice(_ message: OSLogMessage) {}
  /// Logs at the debug level.
  public func debug(_ message: OSLogMessage) {}
  /// Logs at the trace level.
  public func trace(_ message: OSLogMessage) {}
  /// Logs at the info level.
  public func info(_ message: OSLogMessage) {}
  /// Logs at the error level.
  public func error(_ message: OSLogMessage) {}
  /// Logs at the warning level.
  public func warning(_ message: OSLogMessage) {}
  /// Logs at the fault level.
  public func fault(_ message: OSLogMessage) {}
  /// Logs at the critical level.
  public func critical(_ message: OSLogMessage) {}
}
