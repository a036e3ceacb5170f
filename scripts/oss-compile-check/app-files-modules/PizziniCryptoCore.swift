// Stub of PizziniCryptoCore (the pizzini app's own Rust-backed crypto package, unseen21; not
// measured): ContentView.swift imports it and calls none of it.
@_exported import ShieldModel
