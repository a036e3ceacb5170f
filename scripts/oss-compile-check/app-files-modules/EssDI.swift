// Stub of Essentia's EssDI package (the app's own dependency container, not measured): objects
// registered by their type's name and resolved by it, as its DependenceCore.swift does.
import Foundation

/// How long a registered object lives (the package's scopes; not modeled: every object is kept).
public enum ObjectScope {
  case transient
  case container
  case viewController
}

nonisolated(unsafe) private var registry: [String: Any] = [:]

/// Registers `injection` under its static type's name.
public func prepareInjection<T>(_ injection: T, memoryPolicy: ObjectScope) {
  registry[String(describing: T.self)] = injection
}

/// The object registered under `T`'s name (a missing one traps, as the package's force unwrap does).
public func inject<T>() -> T {
  registry[String(describing: T.self)] as! T
}
