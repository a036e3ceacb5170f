import CoverStrategies
import ShieldModel

/// `lifecycle-fuzz list strategies`: each built-in strategy with its one-line description, its
/// seed or source and what it claims, then the parametric family's syntax.
enum StrategyListing {
  static var text: String {
    var out = "STRATEGIES\n"
    for d in StrategyCatalog.all {
      out += "  \(RunReport.pad(d.name, 22)) \(d.summary)\n"
      out += "  \(RunReport.pad("", 22)) source: \(d.source); claims: \(d.claims); profile: \(d.defaultProfile.name)\n"
    }
    out += """
      FAMILY  the field's variants, one parametric strategy (\(CoverFamily.count) members enumerated)
        cover[on=T,via=M,off=R,once,async,lazy,in=S,out=S]
        on   resign | background | phase | appNote | capture | appCall
        via  subview | rootView | present | window,level=L[,key] | blur,radius=P
             | secure-first | secure-last | secure-class | hideWindow
        off  becomeActive | foreground | phase | appNote | captureEnd | appCall | never
        once: idempotent; async: DispatchQueue.main.async; lazy: built when first needed;
        in/out: fade durations in seconds. Claims: the app switcher (secure-*: screenshots and
        recordings; on=capture: recordings). Example (seed 002):
        cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,out=0.12]

      """
    return out
  }
}

/// Splits a `--strategy` value at commas outside `[...]`, so family names keep their commas.
func splitStrategyNames(_ text: String) -> [String] {
  var names: [String] = []
  var current = ""
  var depth = 0
  for ch in text {
    if ch == "[" { depth += 1 }
    if ch == "]" { depth = max(0, depth - 1) }
    if ch == ",", depth == 0 {
      names.append(current)
      current = ""
    } else {
      current.append(ch)
    }
  }
  names.append(current)
  return names.filter { !$0.isEmpty }
}
