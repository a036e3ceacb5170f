// Stub of Torus's CustomAuth (kukai's dependency, not measured): the deep-link handler, no effect.
@_exported import ShieldModel

public enum CustomAuth {
  public static func handle(url: URL) {}
}
