// valeriyKovalevskiy/Messenger (a Firebase chat): its app delegate (Messenger/Resources/AppDelegate.swift)
// adds a blurred snapshot of the screen (`UIScreen.main.snapshotView(afterScreenUpdates: false)`)
// over its window on will-resign-active and removes it on did-become-active. Its window comes from
// the main storyboard (the lines that would make one in code are commented out), as
// `AppDelegateHost` gives it. The file names nothing of the app's own; Firebase is the stub module
// (`Auth` is the umbrella's, as `import Firebase` brings FirebaseAuth in).
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "messenger", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
