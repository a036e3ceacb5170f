
// Its outlet needs a storyboard: compiled, not run.
public let descriptor: StrategyDescriptor? = nil
