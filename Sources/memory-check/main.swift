// Checks that every built-in strategy's model runs stay flat: per-step cost at trace lengths
// 100, 1,000 and 10,000, the model's structure sizes early and late in a 10,000-step trace,
// and views, windows and layers left alive by finished traces. Costs are wall-clock; counts
// are exact. Exit status 1 when a strategy is not flat.
//
// Usage: memory-check [--details] [--lengths 100,1000,10000] [strategy ...]
import CoverStrategies
import LifecycleFuzz
import LifecycleFuzzBenchmarks
import ShieldModel

var names: [String] = []
var details = false
var lengths = MemoryCheck.lengths
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--details": details = true
  case "--lengths": lengths = args.isEmpty ? lengths : args.removeFirst().split(separator: ",").compactMap { Int($0) }
  default: names.append(a)
  }
}
let strategies = names.isEmpty ? StrategyCatalog.all : names.compactMap(StrategyCatalog.descriptor(named:))
var rows: [MemoryCheck.Row] = []
for s in strategies {
  let row = MemoryCheck.check(s, lengths: lengths)
  rows.append(row)
  if details { print(MemoryCheck.details(row), terminator: "") }
}
print(MemoryCheck.report(rows), terminator: "")
if rows.contains(where: { !$0.isFlat }) { exit(1) }
