// INFORMATIONAL, NOT SCORED (docs/fresh-reports/eighteenth/README.md, "Informational runs"):
// mlemgroup/mlem#1034's BiometricUnlock.swift with stand-ins for Combine's `ObservableObject` and
// `@Published`, which the model's SwiftUI lacks (the scored run's errors), to see whether the rest
// (LocalAuthentication) compiles. Not run, as in the scored glue (../fresh18/mlem.swift).
protocol ObservableObject: AnyObject {}
@propertyWrapper struct Published<Value> {
  var wrappedValue: Value
  init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
public let descriptor: StrategyDescriptor? = nil
