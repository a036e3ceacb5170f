/// A touch event; the model passes `nil` and carries no touches (kept for signatures).
@preconcurrency @MainActor public final class UIEvent {}
