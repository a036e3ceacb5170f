// A SwiftUI view: the app shows it in its SwiftUI hierarchy, which the model does not host.
public let descriptor: StrategyDescriptor? = nil
