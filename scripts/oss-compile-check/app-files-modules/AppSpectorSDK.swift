// Stub of the AppSpector SDK (a debug tool, not measured): the start call, no effect.
import Foundation

public struct AppSpectorConfig {
  public init(apiKey: String) {}
}
public enum AppSpector {
  public static func run(with config: AppSpectorConfig) {}
}
