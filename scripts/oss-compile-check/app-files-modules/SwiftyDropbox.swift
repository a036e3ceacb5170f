// Empty stand-in for the SwiftyDropbox SDK (a dependency of the xx messenger, twelfth unseen set;
// its app delegate imports it and names nothing of it).
@_exported import ShieldModel
