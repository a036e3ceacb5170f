// hyung6370/Dozy-AI (an AI calendar): `RootView` (Dozy AI/Presentation/Main/RootView.swift) shows
// `IntroView(isPrivacy: true)` over its tabs while the scene phase is inactive or background, once
// the launch intro has finished, and removes it when the phase is active. Stubbed here, the app's
// own types the file names: its dependency container, tab view (clear: the app description's screen
// under the hosting view stands for the calendar) and `IntroView` (the stored version of its file is
// of another commit: an opaque dark screen with the app's name, the launch intro calling
// `onFinished` after 3.1 s as the app's does), and a SwiftUI `App` showing `RootView` as the app's
// own `Dozy_AIApp` does. Hosted by `SwiftUIAppHost`.
final class DependencyContainer {}
struct MainTabView: View {
  let container: DependencyContainer
  var body: some View { Color.clear }
}
struct IntroView: View {
  var isPrivacy = false
  let onFinished: () -> Void
  init(isPrivacy: Bool = false, onFinished: @escaping () -> Void) {
    self.isPrivacy = isPrivacy
    self.onFinished = onFinished
  }
  var body: some View {
    ZStack {
      Color.black.ignoresSafeArea()
      Text("Dozy").foregroundStyle(.white)
    }
    .onAppear {
      guard !isPrivacy else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 3.1) { onFinished() }
    }
  }
}
struct DozyGlueApp: App {
  let container = DependencyContainer()
  var body: some Scene {
    WindowGroup { RootView(container: container) }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "dozy", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(DozyGlueApp.self, claims: .appSwitcher) })
