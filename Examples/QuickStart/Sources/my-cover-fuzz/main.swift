import Foundation
import LifecycleFuzzCLI
import MyCoverFuzzing

exit(CommandLineTool(strategies: StrategyProvider(strategies: [myCover]), name: "my-cover-fuzz").main().rawValue)
