// Measures what each strategy costs the user, on the same generated traces: how long the app is
// covered while only a system prompt (Control Center, Notification Center, a system alert) is
// up, and how often the strategy dismisses the keyboard. Deterministic: same seed, same output.
//
// Usage: strategy-tradeoffs [--traces N] [--seed N] [strategy ...]
import CoverStrategies
import LifecycleFuzz
import ShieldModel

/// The bare app: generates the traces every strategy is measured on.
final class NoCover: PrivacyScreenStrategy {
  let claims: ProtectionClaims = []
}

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

func isPrompt(_ overlay: SystemOverlay?) -> Bool {
  switch overlay {
  case .controlCenter?, .notificationCenter?, .systemAlert?: return true
  default: return false
  }
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func fixed(_ v: Double, _ digits: Int = 1) -> String {
  let p = Double([1, 10, 100, 1000][digits])
  let r = (v * p).rounded() / p
  var s = String(r)
  if let dot = s.firstIndex(of: ".") {
    let decimals = s.distance(from: dot, to: s.endIndex) - 1
    if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
  } else if digits > 0 {
    s += "." + String(repeating: "0", count: digits)
  }
  return s
}

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
  let profile = strategy.defaultProfile
  var config = RunConfiguration()
  config.seed = seed
  config.corpusDirectory = nil
  let bare = StrategyDescriptor(
    name: "bare", summary: "", source: "", claims: [], defaultProfile: profile, make: { NoCover() })
  let bareRunner = TraceRunner(strategy: bare, profile: profile)
  var promptSeconds = 0.0, coveredSeconds = 0.0, dismissed = 0
  for i in 0..<traces {
    let (events, _) = Campaign(configuration: config).generateTrace(
      seed: SplitMix64.traceSeed(runSeed: seed, index: i), runner: bareRunner)
    // Applied directly, not through the checker, so a broken invariant does not cut the trace.
    let device = Device(profile: profile, strategy: strategy.make())
    var prompt = false, covered = false, keyboardUp = false
    for event in events {
      if case .advance(let dt) = event {
        if prompt { promptSeconds += dt }
        if covered { coveredSeconds += dt }
      }
      // An event the strategy made impossible (a keyboard it dismissed) is skipped.
      do { try device.apply(event) } catch { continue }
      let upNow = device.validationError(for: .keyboardHide) == nil
      if keyboardUp && !upNow && event != .keyboardHide { dismissed += 1 }
      keyboardUp = upNow
      prompt = device.isAppInForeground && isPrompt(device.overlay)
      covered = prompt && device.windowScenes.contains {
        $0.activationState == .foregroundInactive && device.render($0, for: .display).showsCover
      }
    }
  }
  let share = promptSeconds > 0 ? coveredSeconds / promptSeconds * 100 : 0
  print(pad(name, width) + pad(profile.name, 28) + pad(fixed(promptSeconds), 10) + pad(fixed(share) + "%", 9) + "\(dismissed * 1000 / max(traces, 1))")
}
