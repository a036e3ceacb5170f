// Stub of the xx messenger's `DependencyInjection` package module (twelfth unseen set, xx; the
// app's own dependency container, not the cover): a container of values by type and the
// `@Dependency` wrapper that reads it.
@_exported import ShieldModel

/// A value asked for and never registered.
public struct UnregisteredDependencyError: Error {}

/// The app's values by type.
public final class Container {
  /// The one container the app uses.
  public static let shared = Container()
  private var values: [ObjectIdentifier: Any] = [:]
  /// Makes an empty container.
  public init() {}
  /// Registers `dependency` as the value of its type.
  public func register<T>(_ dependency: T) { values[ObjectIdentifier(T.self)] = dependency }
  /// The value of type `T`; throws ``UnregisteredDependencyError`` when none was registered.
  public func resolve<T>() throws -> T {
    guard let value = values[ObjectIdentifier(T.self)] as? T else { throw UnregisteredDependencyError() }
    return value
  }
}

/// A value the container resolves when read.
@propertyWrapper public struct Dependency<T> {
  let container: Container
  /// Reads from `container`.
  public init(container: Container = .shared) { self.container = container }
  /// The registered value (a trap when none is: the app registers all at launch).
  public var wrappedValue: T { try! container.resolve() }
}
