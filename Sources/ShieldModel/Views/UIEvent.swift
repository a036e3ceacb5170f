/// A touch event; the model passes `nil` and carries no touches (kept for signatures).
public final class UIEvent {}
