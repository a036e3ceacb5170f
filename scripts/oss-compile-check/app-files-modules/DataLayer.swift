// modules: DomainLayer
// Stub of the Waves app's DataLayer package (the app's own, not measured): the repositories
// factory the app delegate makes.
import DomainLayer
import Foundation

public final class RepositoriesFactory: RepositoriesFactoryProtocol {
  public struct Resources {
    public init(googleServiceInfo: String, appsflyerInfo: String, amplitudeInfo: String, sentryIoInfoPath: String) {}
  }
  public init(resources: Resources) {}
}
