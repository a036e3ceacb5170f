// mark33699/show-you-SwiftUI: the app's root view (RootView.swift, the app's screens, not the cover)
// is stubbed. Not run: the cover lives in a SwiftUI `App`'s scene, and starting an `App` needs a
// SwiftUI app host, which is not glue of the allowed kinds (as the fourth set's eduardc77).
struct RootView: View {
  var body: some View { EmptyView() }
}
public let descriptor: StrategyDescriptor? = nil
