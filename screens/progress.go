package screens

// Progress is a game screen that says how far its game has gone, for the
// game's row among the games under way: "round 3", "challenge 12 of 31".
// It returns "" before the game has started.
type Progress interface {
	Progress() string
}
