package spyfall

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"tablecompanion/games"
)

// Setup is what the table decides before the first round. Zero values take
// the book's recommendations.
type Setup struct {
	// Players are the players in seating order, clockwise.
	Players games.Seats `json:"players"`
	// Rounds is the number of rounds; zero means DefaultRounds.
	Rounds int `json:"rounds,omitempty"`
	// Spies is one or two spies a round; zero means RecommendedSpies.
	Spies int `json:"spies,omitempty"`
	// RoundLength is the round's clock; zero means DefaultRoundLength.
	RoundLength time.Duration `json:"round_length,omitempty"`
	// KnownSpies is the variant in which the two spies know each other.
	KnownSpies bool `json:"known_spies,omitempty"`
	// Roles deals each player who is not a spy a role at the location, as
	// the book suggests once the table knows the game.
	Roles bool `json:"roles,omitempty"`
	// Locations are the IDs of the box's locations in play (StandardIDs);
	// none means all twenty.
	Locations []string `json:"locations,omitempty"`
	// Custom are the names of the table's own locations, added to the box's.
	Custom []string `json:"custom,omitempty"`
	// FirstDealer is the seat of the first dealer, the most
	// suspicious-looking player.
	FirstDealer int `json:"first_dealer,omitempty"`
}

// StandardIDs are the IDs of the twenty locations in the box, in the book's
// order; a location's name is the message "spyfall.location.<id>".
var StandardIDs = []string{
	"construction_site", "stadium", "sightseeing_bus", "wedding", "subway",
	"museum", "rock_concert", "gas_station", "parliament", "retirement_home",
	"mine", "library", "chocolate_factory", "cemetery", "jazz_band",
	"vineyard", "port", "car_race", "prison", "cat_show",
}

// Location is a place a round can be played in: one of the box's, named by
// its message, or one of the table's, named by Name.
type Location struct {
	ID string `json:"id"`
	// Name is the table's name for a custom location, empty for the box's.
	Name string `json:"name,omitempty"`
}

// MessageID returns the message that names a box location, or "" for a
// custom one, which shows its Name.
func (l Location) MessageID() string {
	if l.Name != "" {
		return ""
	}
	return "spyfall.location." + l.ID
}

// CustomID returns the ID of the table's i-th own location, from 1.
func CustomID(i int) string {
	return "custom-" + strconv.Itoa(i)
}

// RecommendedSpies returns the book's advice for the number of spies: one up
// to eight players, two from nine (and two are required at twelve).
func RecommendedSpies(players int) int {
	if players >= 9 {
		return 2
	}
	return 1
}

// DefaultRoundLength returns the book's round length for the number of
// players: 6 minutes for 3–4, then one more minute for every two players.
func DefaultRoundLength(players int) time.Duration {
	players = min(max(players, MinPlayers), MaxPlayers)
	return time.Duration(6+(players-3)/2) * time.Minute
}

// locations returns the locations of a checked setup: the box's chosen ones
// in the book's order, then the table's own.
func (s Setup) locations() []Location {
	var out []Location
	for _, id := range StandardIDs {
		if len(s.Locations) == 0 || slices.Contains(s.Locations, id) {
			out = append(out, Location{ID: id})
		}
	}
	for i, name := range s.Custom {
		out = append(out, Location{ID: CustomID(i + 1), Name: strings.TrimSpace(name)})
	}
	return out
}

// checkSetup refuses a setup the rules do not allow.
func checkSetup(s Setup) error {
	if err := checkPlayers(s.Players); err != nil {
		return err
	}
	if err := checkSpies(s); err != nil {
		return err
	}
	if s.Rounds < 0 {
		return games.Refuse("spyfall.setup.rounds")
	}
	if s.RoundLength < 0 {
		return games.Refuse("spyfall.setup.round_length")
	}
	if s.FirstDealer < 0 || s.FirstDealer >= len(s.Players) {
		return games.Refuse("spyfall.setup.first_dealer")
	}
	return checkLocations(s)
}

func checkPlayers(p games.Seats) error {
	if len(p) < MinPlayers {
		return games.Refuse("spyfall.setup.too_few", "Count", MinPlayers)
	}
	if len(p) > MaxPlayers {
		return games.Refuse("spyfall.setup.too_many", "Count", MaxPlayers)
	}
	for i, pl := range p {
		if p.Index(pl.ID) != i {
			return games.Refuse("spyfall.setup.player_twice", "Player", pl.Name)
		}
	}
	return nil
}

func checkSpies(s Setup) error {
	spies := s.Spies
	if spies == 0 {
		spies = RecommendedSpies(len(s.Players))
	}
	if spies < 1 || spies > 2 {
		return games.Refuse("spyfall.setup.spies")
	}
	if spies == 1 && len(s.Players) == MaxPlayers {
		return games.Refuse("spyfall.setup.two_spies_at_twelve")
	}
	if spies == 1 && s.KnownSpies {
		return games.Refuse("spyfall.setup.known_spies_need_two")
	}
	return nil
}

func checkLocations(s Setup) error {
	for i, id := range s.Locations {
		if !slices.Contains(StandardIDs, id) {
			return games.Refuse("spyfall.setup.location_unknown", "Location", id)
		}
		if slices.Contains(s.Locations[:i], id) {
			return games.Refuse("spyfall.setup.location_twice")
		}
	}
	var names []string
	for _, name := range s.Custom {
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			return games.Refuse("spyfall.setup.location_blank")
		}
		if slices.Contains(names, name) {
			return games.Refuse("spyfall.setup.location_twice")
		}
		names = append(names, name)
	}
	if n := len(s.locations()); n < MinLocations {
		return games.Refuse("spyfall.setup.too_few_locations", "Count", MinLocations)
	}
	return nil
}
