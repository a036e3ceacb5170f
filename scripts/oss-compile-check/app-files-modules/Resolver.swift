// Stub of the Resolver dependency-injection library (a dependency, not measured): `@Injected`
// resolves a registered factory by type when the property is made, as Resolver does; the app's
// registrations are the glue's.
import Foundation

public enum Resolver {
  nonisolated(unsafe) private static var factories: [ObjectIdentifier: () -> Any] = [:]
  /// Registers the factory for `type` (the glue's registrations, as the app's
  /// `Resolver+registerAllServices.swift` makes them).
  public static func register<Service>(_ type: Service.Type, _ factory: @escaping () -> Service) {
    factories[ObjectIdentifier(type)] = factory
  }
  public static func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
    guard let factory = factories[ObjectIdentifier(type)], let service = factory() as? Service else {
      fatalError("Resolver: nothing registered for \(type)")
    }
    return service
  }
}
@propertyWrapper public struct Injected<Service> {
  public var wrappedValue: Service
  public init() { wrappedValue = Resolver.resolve(Service.self) }
}
