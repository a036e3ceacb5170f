/// The error `body` throws, as the command line prints it, or `nil` when it throws none.
func thrownText(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch {
    return "\(error)"
  }
}
