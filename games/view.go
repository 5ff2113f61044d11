package games

// Board is what everyone at the table may see of the game on show, in
// words of one language: what the table link sends every phone. It holds
// no seat's secret.
type Board struct {
	// Title names the game.
	Title string `json:"title"`
	// Turn says whose turn it is, or what the table waits for.
	Turn string `json:"turn,omitempty"`
	// Rows are the scores.
	Rows []Row `json:"rows,omitempty"`
	// Lines are what else the table sees: a vote being counted, a step.
	Lines []string `json:"lines,omitempty"`
}

// Row is one line of a score table: a player or a team and their points.
type Row struct {
	Name   string `json:"name"`
	Color  string `json:"color,omitempty"`
	Points string `json:"points"`
}

// Secret is what one seat alone may see, in words of one language, shown
// while it is held: the hint on its back, what it says and a note in
// smaller type under it, if any.
type Secret struct {
	Hint string `json:"hint"`
	Text string `json:"text"`
	Note string `json:"note,omitempty"`
}
