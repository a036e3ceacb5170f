// Stub of swift-composable-architecture (a dependency, not measured; docs/fresh-reports/eighteenth):
// the names babylon-wallet-ios's SceneDelegate uses, with no behaviour. Its SwiftUI and Combine
// re-exports are not stubbed: those are the model's.
@_exported import ShieldModel

/// TCA's test-run check (`_XCTIsTesting`): never a test run here.
public let _XCTIsTesting = false

/// The values `@Dependency` reads (the app adds its clients in extensions).
public struct DependencyValues {
  public init() {}
}

/// `@Dependency(\.client) var client`: the live value of a dependency.
@propertyWrapper public struct Dependency<Value> {
  private let value: Value
  public init(_ keyPath: KeyPath<DependencyValues, Value>) { value = DependencyValues()[keyPath: keyPath] }
  public var wrappedValue: Value { value }
}

/// A store of a reducer's state (no behaviour).
public final class Store<State, Action> {
  public init<R>(initialState: State, reducer: () -> R) {}
}
