// Stub of Crashlytics (a dependency, not measured): the kit class an app hands to Fabric.
import Foundation

/// Crashlytics' kit; nothing is reported.
public final class Crashlytics {}
