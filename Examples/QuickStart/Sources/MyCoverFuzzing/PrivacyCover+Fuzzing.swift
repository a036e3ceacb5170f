import CoverStrategies  // StrategyDescriptor
import ShieldModel

// The fuzzer calls a cover through `PrivacyScreenStrategy`, whose hooks are UIKit's delegate
// methods: the class's own methods of the same names are the hooks. `claims` says what it
// protects; only leaks of that count against it.
extension PrivacyCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
}

/// The cover as the command line lists and finds it (`my-cover-fuzz run --strategy my-cover`).
public let myCover = StrategyDescriptor(
  name: "my-cover", summary: "a cover window per scene from will-resign-active", source: "my app",
  claims: .appSwitcher, defaultProfile: .iPhoneScenes, make: { PrivacyCover() })
