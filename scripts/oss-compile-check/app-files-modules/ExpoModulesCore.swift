// Stub of ExpoModulesCore's module DSL (framework bridging, not measured); the closures take
// implicit self as ExpoModulesCore's do, and Expo's SceneGeometry.
@_exported import ShieldModel

public protocol AnyDefinition {}
struct Definition: AnyDefinition {}
/// The module's functions by name, so the app's JavaScript calls can be made from glue.
public struct ModuleDefinition {
  var functions: [String: ([Any]) -> Void] = [:]
  public func call(_ name: String, _ arguments: Any...) { functions[name]?(arguments) }
}

@resultBuilder
public enum ModuleDefinitionBuilder {
  public static func buildBlock(_ parts: AnyDefinition...) -> ModuleDefinition {
    var d = ModuleDefinition()
    for case let f as AsyncFunctionDefinition in parts { d.functions[f.name] = f.body }
    return d
  }
}

public struct AsyncFunctionDefinition: AnyDefinition {
  let name: String
  let body: ([Any]) -> Void
  public func runOnQueue(_ queue: DispatchQueue) -> AsyncFunctionDefinition { self }
}

public func Name(_ name: String) -> AnyDefinition { Definition() }
/// A native view the module exports (fourth unseen set); its props block is not run.
public func View<V>(_ type: V.Type, @_implicitSelfCapture _ body: () -> Void = {}) -> AnyDefinition { Definition() }
public func Events(_ names: String...) -> AnyDefinition { Definition() }
public func OnDestroy(@_implicitSelfCapture _ body: @escaping () -> Void) -> AnyDefinition { Definition() }
public func OnStartObserving(@_implicitSelfCapture _ body: @escaping () -> Void) -> AnyDefinition { Definition() }
public func OnStopObserving(@_implicitSelfCapture _ body: @escaping () -> Void) -> AnyDefinition { Definition() }
public func AsyncFunction(_ name: String, @_implicitSelfCapture _ body: @escaping () -> Void) -> AsyncFunctionDefinition {
  AsyncFunctionDefinition(name: name) { _ in body() }
}
public func AsyncFunction<A>(_ name: String, @_implicitSelfCapture _ body: @escaping (A) -> Void) -> AsyncFunctionDefinition {
  AsyncFunctionDefinition(name: name) { body($0[0] as! A) }
}

public protocol AnyModule: AnyObject {
  @ModuleDefinitionBuilder func definition() -> ModuleDefinition
}

open class ModuleBase {
  public init() {}
  public func sendEvent(_ name: String, _ body: [String: Any?] = [:]) {}
}

public typealias Module = ModuleBase & AnyModule

public enum SceneGeometry {
  public static func keyWindow() -> UIWindow? {
    MainActor.assumeIsolated {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }
        .first { $0.isKeyWindow }
    }
  }
}

/// Expo's app context, which native views and modules receive (stub; third unseen set).
public final class AppContext {}

/// Expo's native view base class (stub): a plain view made with the app context. Its coder
/// initializer is unavailable, as Expo declares it, so subclasses need not provide one.
@MainActor open class ExpoView: UIView {
  public required init(appContext: AppContext? = nil) { super.init(frame: .zero) }
  @available(*, unavailable) public required init?(coder: NSCoder) { nil }
  /// React's children of this view (React's `UIView+React` category; fourth unseen set), as the
  /// app's JavaScript mounts them.
  private var mountedReactSubviews: [UIView] = []
  open func insertReactSubview(_ subview: UIView, at index: Int) { mountedReactSubviews.insert(subview, at: index) }
  open func reactSubviews() -> [UIView]? { mountedReactSubviews }
  open func didUpdateReactSubviews() {}
}
