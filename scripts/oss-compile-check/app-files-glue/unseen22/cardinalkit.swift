// CardinalKit/CardinalKit (Stanford's research-study app template): its example app's scene
// delegate (CardinalKit-Example/CardinalKit/SceneDelegate.swift) makes its window with a hosting
// controller and, through its extension (SceneDelegate+CardinalKit.swift), hides the root view
// controller's view on `sceneDidEnterBackground` when a passcode is stored, and on
// `sceneWillEnterForeground` presents ResearchKit's passcode controller, showing the view again
// when the passcode is entered. Stubbed here, the app's own types the files name: its launch view
// (clear: the app description's screen under the hosting view stands for the study) and its
// configuration reader. ResearchKit and Firebase are stub modules (a passcode is stored).
struct LaunchUIView: View { var body: some View { Color.clear } }
struct CKPropertyReader {
  init(file: String) {}
  func read(query: String) -> String { query }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "cardinalkit", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
