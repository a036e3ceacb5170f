// Stub of Fabric (a dependency, not measured): starting kits has no effect.
import Foundation

/// Fabric's entry point.
public enum Fabric {
  /// Starts the kits named (no effect here).
  public static func with(_ kits: [Any]) {}
}
