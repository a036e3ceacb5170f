extension LAContext {
  /// Asks the user to authenticate for `policy`: `true`, or the ``LAError`` thrown (Apple,
  /// "evaluatePolicy(_:localizedReason:reply:)",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:) ;
  /// iOS 8+; high: Swift imports the reply method as this async method too, SE-0297). The same
  /// request as ``evaluatePolicy(_:localizedReason:reply:)``; the caller resumes when its reply
  /// comes. An app reaches it only from a Swift task, which the model's virtual main queue does
  /// not run (see ``View/task(priority:_:)``): declared so that such an app compiles; what the
  /// task does is not fuzzed.
  public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    try await withCheckedThrowingContinuation { continuation in
      evaluatePolicy(policy, localizedReason: localizedReason) { success, error in
        if let error {
          continuation.resume(throwing: error)
        } else {
          continuation.resume(returning: success)
        }
      }
    }
  }
}
