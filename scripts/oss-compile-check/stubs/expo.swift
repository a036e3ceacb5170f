// expo-screen-capture: ExpoModulesCore's module DSL (bridging, set aside; the closures take
// implicit self as ExpoModulesCore's do, with @_implicitSelfCapture) and Expo's SceneGeometry.
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

public protocol AnyDefinition {}
struct Definition: AnyDefinition {}
public struct ModuleDefinition {}

@resultBuilder
public enum ModuleDefinitionBuilder {
  public static func buildBlock(_ parts: AnyDefinition...) -> ModuleDefinition { ModuleDefinition() }
}

public struct AsyncFunctionDefinition: AnyDefinition {
  func runOnQueue(_ queue: DispatchQueue) -> AsyncFunctionDefinition { self }
}

func Name(_ name: String) -> AnyDefinition { Definition() }
func Events(_ names: String...) -> AnyDefinition { Definition() }
func OnDestroy(@_implicitSelfCapture _ body: @escaping () -> Void) -> AnyDefinition { Definition() }
func OnStartObserving(@_implicitSelfCapture _ body: @escaping () -> Void) -> AnyDefinition { Definition() }
func OnStopObserving(@_implicitSelfCapture _ body: @escaping () -> Void) -> AnyDefinition { Definition() }
func AsyncFunction(_ name: String, @_implicitSelfCapture _ body: @escaping () -> Void) -> AsyncFunctionDefinition {
  AsyncFunctionDefinition()
}
func AsyncFunction<A>(
  _ name: String, @_implicitSelfCapture _ body: @escaping (A) -> Void
) -> AsyncFunctionDefinition {
  AsyncFunctionDefinition()
}

public protocol AnyModule: AnyObject {
  @ModuleDefinitionBuilder func definition() -> ModuleDefinition
}

open class ModuleBase {
  public init() {}
  func sendEvent(_ name: String, _ body: [String: Any?] = [:]) {}
}

/// A module is a base class with the definition requirement, so that the subclass's
/// `definition()` is built by the result builder as in ExpoModulesCore.
public typealias Module = ModuleBase & AnyModule

enum SceneGeometry {
  static func keyWindow() -> UIWindow? {
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }
      .first { $0.isKeyWindow }
  }
}
