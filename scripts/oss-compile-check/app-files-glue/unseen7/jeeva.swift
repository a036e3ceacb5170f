// JeevaTamil/AppLock: the whole app (its four files). Not run: the blur lives in a SwiftUI `App`'s
// scene, and starting an `App` needs a SwiftUI app host, which is not glue of the allowed kinds
// (as the fourth set's eduardc77).
public let descriptor: StrategyDescriptor? = nil
