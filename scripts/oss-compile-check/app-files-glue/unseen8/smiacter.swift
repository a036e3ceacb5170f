// Smiacter/TouchIdManager: the example's app delegate (AppDelegate.swift), its helper and lock screen
// (Assistant.swift, LockViewController.swift) and the library's files (LAManager.swift,
// LAHandleable.swift, LADefinition.swift; `TouchIdManager` is an empty stub module for the example's
// import). Stubbed here, the app's own `ViewController` (the root screen of its storyboard) and the
// `KeyIdSwitch` key its ViewController.swift declares; the user has turned the lock on (the key's
// stored value, as the app's settings switch sets it). The app delegate is named as Info.plist does.
let KeyIdSwitch = "KeyIdSwitch"
class ViewController: UIViewController {}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "smiacter", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: {
    UserDefaults.standard.set(true, forKey: KeyIdSwitch)
    return AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() })
  })
