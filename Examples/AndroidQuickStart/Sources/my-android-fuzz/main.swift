import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import MyAndroidCover

let provider = StrategyProvider(platforms: [AndroidPlatform(strategies: [secureEveryWindow])])
exit(CommandLineTool(strategies: provider, name: "my-android-fuzz").main().rawValue)
