// What only the fuzzer needs: the app's delegates, named as Info.plist names them, and what the
// app's privacy code claims. The app's files (app-files.json) compile into this module, so its
// `internal` types need no `public`, in debug and release builds alike.
import CoverStrategies  // StrategyDescriptor
import ShieldModel

/// The app's scene delegate, one per scene, with the blur it adds on will-resign-active.
public let sceneDelegateCover = StrategyDescriptor(
  name: "scene-delegate-blur", summary: "the app's own SceneDelegate: a blur from will-resign-active",
  source: "Examples/AppFiles/MyApp", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })

/// The app's delegate, which starts the singleton `PrivacyShield` at launch.
public let privacyShieldCover = StrategyDescriptor(
  name: "privacy-shield", summary: "the app's AppDelegate and its singleton shield on app notifications",
  source: "Examples/AppFiles/MyApp", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
