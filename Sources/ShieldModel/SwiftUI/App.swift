/// A SwiftUI app's structure: the `App` an app marks `@main`, its scenes and window groups (Apple,
/// "App", https://developer.apple.com/documentation/swiftui/app ; "Scene",
/// https://developer.apple.com/documentation/swiftui/scene ; "WindowGroup",
/// https://developer.apple.com/documentation/swiftui/windowgroup ; iOS 14+; high for the API).
///
/// **Compiled, not hosted**: the model has no SwiftUI app host, so nothing makes an `App` or
/// evaluates its `body`; an app's `App` file compiles (the AppFilesPlugin removes `@main`), and its
/// window group's content is fuzzed by hosting that view in a ``UIHostingController`` as a
/// UIKit app would. A scene's `onChange(of:)` keeps its action and never runs it.
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

/// The windows of an app, each showing `content` (Apple, "WindowGroup"). Not hosted (see ``App``).
public struct WindowGroup<Content: View>: Scene {
  /// The view each window shows.
  public let content: Content
  /// A window group showing the view `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A window group with a title (kept, not shown).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("WindowGroup has no body") }
}

/// A scene with an action on a value's change (`onChange(of:perform:)` on a scene; Apple,
/// https://developer.apple.com/documentation/swiftui/scene/onchange(of:perform:) ). Not hosted:
/// the action is kept and never runs (see ``App``).
public struct _ChangeObservingScene<Content: Scene>: Scene {
  /// The scene observed.
  public let content: Content
  public var body: Never { fatalError("a modified scene has no body") }
}

extension Scene {
  /// This scene, with `action` on a change of `value` (iOS 14's form). Not hosted (see ``App``).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some Scene
  { _ChangeObservingScene(content: self) }
  /// This scene, with `action` on a change of `value` (iOS 17's form). Not hosted (see ``App``).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene { _ChangeObservingScene(content: self) }
}
