import TestExpectations
import Testing

@testable import ShieldModel

/// A PIN screen as SwiftUI lock screens write one: a secure field focused through `@FocusState`
/// when it appears; `export` hands the focus binding out. Made by its memberwise initializer,
/// which the private focus state with no initial value must leave internal, as SwiftUI's does.
private struct FocusedPIN: View {
  @FocusState private var focused: Bool
  @State private var pin = ""
  let export: (FocusState<Bool>.Binding) -> Void
  var body: some View {
    SecureField("PIN", text: $pin)
      .focused($focused)
      .onAppear {
        export($focused)
        focused = true
      }
  }
}

/// A UIKit app's strategy hosting `FocusedPIN` over its window on `appCall(lock)`.
private final class HostedPIN: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var host: UIHostingController<FocusedPIN>?
  var focus: FocusState<Bool>.Binding?
  func handleAppCall(_ name: String) {
    guard name == "lock", let window = UIApplication.shared.windows.first else { return }
    let host = UIHostingController(rootView: FocusedPIN(export: { [weak self] in self?.focus = $0 }))
    host.view.frame = window.bounds
    window.addSubview(host.view)
    self.host = host
  }
}

@Suite("SwiftUI: @FocusState moves UIKit's first responder")
struct SwiftUIFocusStateTests {
  @Test("focus set on appear makes the secure field first responder: the keyboard shows")
  func focusBringsUpTheKeyboard() throws {
    let app = HostedPIN()
    let d = try launched(strategy: app)
    try d.apply(.appCall("lock"))
    let field = try #require(d.keyboard.firstResponder)
    #expect(field.isSecureTextEntry)
    #expect(d.keyboardFrame(in: d.windowScenes[0]) != nil)
    expectEqual(app.focus?.wrappedValue, true)
  }
}

/// Tabs as an app's root writes them: the selected tab's content is drawn, the others are not.
private struct Tabs: View {
  @State var selection = 1
  let export: (Binding<Int>) -> Void
  var body: some View {
    TabView(selection: $selection) {
      Text("accounts").tabItem { Text("Accounts") }.tag(0)
      Text("cards").tag(1).tabItem { Text("Cards") }
    }
    .onAppear { export($selection) }
  }
}

@Suite("SwiftUI: TabView draws its selected tab")
struct SwiftUITabViewTests {
  @Test("the tab tagged with the selection is drawn; a new selection draws its tab")
  func selectedTabIsDrawn() {
    var selection: Binding<Int>?
    let host = UIHostingController(rootView: Tabs(export: { selection = $0 }))
    host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    host.view.layoutIfNeeded()
    expectEqual(labelTexts(in: host.view), ["cards"])
    selection?.wrappedValue = 0
    host.view.layoutIfNeeded()
    expectEqual(labelTexts(in: host.view), ["accounts"])
  }
}

/// The texts of every label under `view`, depth first.
@MainActor private func labelTexts(in view: UIView) -> [String?] {
  view.subviews.flatMap { ($0 as? UILabel).map { [$0.text] } ?? labelTexts(in: $0) }
}
