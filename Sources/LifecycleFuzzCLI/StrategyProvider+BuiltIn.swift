import AndroidStrategies
import CoverStrategies
import LifecycleFuzz

extension StrategyProvider {
  /// The strategies that ship with LifecycleFuzz: iOS's (``StrategyCatalog``) and the field's parametric family,
  /// then Android's: what the `lifecycle-fuzz` executable offers.
  public static var builtIn: StrategyProvider {
    let measured = ["subview-tag", "cover-window", "secure-layer", "state-cover"]
    var provider = StrategyProvider(
      platforms: [IOSPlatform.builtIn, AndroidPlatform.builtIn],
      // The seed strategies and the recommended one: the target names subview-tag.
      benchmarked: measured.compactMap(StrategyCatalog.descriptor(named:)),
      family: Family(count: FamilySampler.count) { FamilySampler.sample(count: $0, seed: $1) })
    provider.listingNotes = [IOSPlatform.name: familyListing, AndroidPlatform.name: AndroidPlatform.familyListing]
    return provider
  }

  /// The parametric family's syntax, after the built-in strategies in `list strategies`.
  static var familyListing: String {
    """
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
      Named only: on=T+T (several triggers), disable=clean|leave|ignore (the app's
      disable call; enable turns it on again), ifSensitive (only when the visible screen is).
    DETECT  capture detection with a promise (\(DetectFamily.count) members enumerated)
      detect[on=captured|screenshot|captured+screenshot,promise=blank|alert|log,
             initial=read|ignore,at=launch|appCall,disable=clean|leave|ignore,once]
      blank: a black view over the key window while captured (claims recordings).
    TWO     protections in one app: NAME + NAME (every call forwarded to each in order)

    """
  }
}
