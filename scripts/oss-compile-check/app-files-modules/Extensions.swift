// Stub of the Waves app's Extensions package (the app's own, not measured): user-defaults
// settings (`TSUD`, kept in memory), the logger, the localization loader and the view
// initializers the app delegate swizzles (no effect).
import ShieldModel

public protocol Mutating {}
/// A Codable value kept under a user-defaults key (here in memory).
public protocol TSUD {
  associatedtype Value: Codable
  static var defaultValue: Value { get }
  static var stringKey: String { get }
}
nonisolated(unsafe) private var tsudValues: [String: Any] = [:]
extension TSUD {
  public static func get() -> Value { (tsudValues[stringKey] as? Value) ?? defaultValue }
  public static func set(_ value: Value) { tsudValues[stringKey] = value }
}
public struct Swizzle {
  public init(initializers: [() -> Void]) {}
  public func start() {}
}
extension UIView {
  public static func passtroughInit() {}
  public static func insetsInit() {}
  public static func shadowInit() {}
}
extension UIColor {
  public static var basic50: UIColor { UIColor(white: 0.97, alpha: 1) }
}
public struct Language {
  public static let list: [Language] = []
  public static func load(localizable: Any.Type, languages: [Language]) {}
  public static func change(_ language: Language) {}
}
public enum SweetLoggerLevel { case warning, debug, error, network }
public protocol SweetLoggerPlugin {}
public struct SweetLoggerConsole: SweetLoggerPlugin {
  public init(visibleLevels: [SweetLoggerLevel], isShortLog: Bool) {}
}
public struct SweetLoggerSentry: SweetLoggerPlugin {
  public init(visibleLevels: [SweetLoggerLevel]) {}
}
public final class SweetLogger {
  nonisolated(unsafe) public static let current = SweetLogger()
  public var visibleLevels: [SweetLoggerLevel] = []
  public func add(plugin: SweetLoggerPlugin) {}
}
