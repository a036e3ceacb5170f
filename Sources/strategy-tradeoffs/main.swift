// Measures what each strategy costs the user, on the same generated traces: how long the app is
// covered while only a system prompt (Control Center, Notification Center, a system alert) is
// up, and how often the strategy dismisses the keyboard. Deterministic: same seed, same output.
//
// Usage: strategy-tradeoffs [--traces N] [--seed N] [strategy ...]
import CoverStrategies
import LifecycleFuzz
import LifecycleFuzzBenchmarks

var traces = 1_000
var seed: UInt64 = 20_261_129
var names: [String] = []
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--traces": traces = Int(args.removeFirst()) ?? traces
  case "--seed": seed = UInt64(args.removeFirst()) ?? seed
  default: names.append(a)
  }
}
if names.isEmpty {
  // The built-ins, plus the family member that covers only in the background: the one way to
  // leave prompts uncovered.
  names = StrategyCatalog.all.map(\.name) + ["cover[on=background,via=window,level=2001,off=becomeActive,once,lazy]"]
}

func pad(_ s: String, _ n: Int) -> String { RunReport.pad(s, n) }

print("strategy-tradeoffs: seed \(seed), \(traces) traces per profile, generated on the bare app")
print("prompt s: virtual seconds a system prompt was up over the app; covered: the share of them")
print("with a cover visible over the app; kbd: keyboards the strategy dismissed (per 1000 traces)")
print("")
let width = names.map(\.count).max().map { $0 + 2 } ?? 24
print(pad("strategy", width) + pad("profile", 28) + pad("prompt s", 10) + pad("covered", 9) + "kbd")
for name in names {
  guard let strategy = StrategyCatalog.descriptor(named: name) else {
    print("unknown strategy '\(name)'")
    continue
  }
  let m = StrategyTradeoffs.measure(strategy, traces: traces, seed: seed)
  print(
    pad(name, width) + pad(strategy.defaultProfile.name, 28) + pad(formatFixed(m.promptSeconds), 10)
      + pad(formatFixed(m.coveredPercent) + "%", 9) + "\(m.dismissedKeyboards * 1000 / max(traces, 1))")
}
