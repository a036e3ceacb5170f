/// A SwiftUI app's structure: the `App` an app marks `@main`, its scenes and window groups (Apple,
/// "App", https://developer.apple.com/documentation/swiftui/app ; "Scene",
/// https://developer.apple.com/documentation/swiftui/scene ; "WindowGroup",
/// https://developer.apple.com/documentation/swiftui/windowgroup ; iOS 14+; high for the API).
///
/// An app's `App` file compiles (the AppFilesPlugin removes `@main`) and is hosted by
/// ``SwiftUIAppHost``: the app is made once per process, its `body` evaluated with the app's
/// aggregate `scenePhase`, each scene's window shows the window group's content, and a scene's
/// `onChange(of:)` runs its action when the value it observes changes.
@preconcurrency @MainActor public protocol App {
  /// The app's scenes.
  associatedtype Body: Scene
  /// The app's scenes, built by ``SceneBuilder``.
  @SceneBuilder var body: Body { get }
  /// Creates the app (SwiftUI calls it once at launch).
  init()
}

/// A part of an app's interface the system manages: a window group on iOS (Apple, "Scene").
@preconcurrency @MainActor public protocol Scene {
  /// The scene's content.
  associatedtype Body: Scene
  /// The scene's content, built by ``SceneBuilder``.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds an app's scenes from the scenes listed in a closure (Apple, "SceneBuilder",
/// https://developer.apple.com/documentation/swiftui/scenebuilder ).
@resultBuilder public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes (kept as the first: iOS shows one window group).
  public static func buildBlock<C0: Scene, C1: Scene>(_ c0: C0, _ c1: C1) -> C0 { c0 }
  /// A scene as it is written.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// The windows of an app, each showing `content` (Apple, "WindowGroup"); hosted by ``SwiftUIAppHost``.
public struct WindowGroup<Content: View>: Scene {
  /// The view each window shows.
  public let content: Content
  /// A window group showing the view `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A window group with a title (kept, not shown).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: _HostedScene {
  package func _collect(into parts: inout SceneParts) {
    if parts.content == nil { parts.content = AnyView(content) }
  }
}

/// A scene with an action on a value's change (`onChange(of:perform:)` on a scene; Apple,
/// https://developer.apple.com/documentation/swiftui/scene/onchange(of:perform:) ): the action runs
/// when an evaluation of the app's `body` gives a value that differs from the one before (see
/// ``SwiftUIAppHost``).
public struct _ChangeObservingScene<Content: Scene>: Scene {
  /// The scene observed.
  public let content: Content
  let observer: SceneChangeObserver
  public var body: Never { fatalError("a modified scene has no body") }
}

extension _ChangeObservingScene: _HostedScene {
  package func _collect(into parts: inout SceneParts) {
    (content as? any _HostedScene)?._collect(into: &parts)
    parts.observers.append(observer)
  }
}

/// What an evaluation of an app's `body` gives its host: the window group's content and the
/// scenes' change observers, in evaluation order (the same order at every evaluation: a scene
/// builder has no conditionals).
package struct SceneParts {
  /// The first window group's content (iOS shows one window group).
  package var content: AnyView?
  /// The `onChange(of:)` observers, innermost first.
  package var observers: [SceneChangeObserver] = []
}

/// One scene `onChange(of:)`: the value observed at this evaluation and the action.
package struct SceneChangeObserver {
  /// Whether the action also runs for the first value (`initial: true`).
  package let initial: Bool
  /// Whether this value differs from `earlier`, the same observer's value at an earlier evaluation.
  package let differs: (_ earlier: SceneChangeObserver) -> Bool
  /// Runs the action for the change from `earlier`'s value to this one (`nil`: the first value).
  package let run: (_ earlier: SceneChangeObserver?) -> Void
  /// The value observed.
  let value: Any

  init<V: Equatable>(value: V, initial: Bool, action: @escaping (_ oldValue: V, _ newValue: V) -> Void) {
    self.value = value
    self.initial = initial
    differs = { earlier in (earlier.value as? V) != value }
    run = { earlier in action((earlier?.value as? V) ?? value, value) }
  }
}

/// A scene ``SwiftUIAppHost`` can read.
@MainActor package protocol _HostedScene {
  /// Adds this scene's content and observers to `parts`.
  func _collect(into parts: inout SceneParts)
}

extension Scene {
  /// This scene, with `action(newValue)` on a change of `value` (iOS 14's form).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some Scene
  {
    _ChangeObservingScene(
      content: self, observer: SceneChangeObserver(value: value, initial: false) { _, new in action(new) })
  }
  /// This scene, with `action(oldValue, newValue)` on a change of `value`, and for the first value
  /// with `initial` (iOS 17's form).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    _ChangeObservingScene(content: self, observer: SceneChangeObserver(value: value, initial: initial, action: action))
  }
  /// This scene, with `action()` on a change of `value`, and for the first value with `initial`
  /// (iOS 17's form).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some Scene
  {
    _ChangeObservingScene(
      content: self, observer: SceneChangeObserver(value: value, initial: initial) { _, _ in action() })
  }
}
