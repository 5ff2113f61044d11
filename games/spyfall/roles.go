package spyfall

import (
	"math/rand/v2"
	"slices"

	"tablecompanion/games"
)

// MinRoles is the fewest roles a box location has: enough for every player
// who is not a spy at the biggest table (twelve players, two spies; eleven,
// one).
const MinRoles = 10

// Roles are the roles of each box location, by its ID: who a player who is
// not a spy is there, to play in their answers. A role's words are the
// message RoleMessageID(location, role), in the masculine form as the
// book's are; a player plays it as either gender. The table's own
// locations have none.
var Roles = map[string][]string{
	"construction_site": {"foreman", "crane_operator", "bricklayer", "architect", "electrician",
		"safety_inspector", "welder", "plasterer", "apprentice", "night_watchman"},
	"stadium": {"hurdler", "javelin_thrower", "coach", "referee", "groundskeeper",
		"commentator", "mascot", "hot_dog_seller", "fan", "team_doctor"},
	"sightseeing_bus": {"tour_guide", "driver", "foreign_tourist", "amateur_photographer", "schoolboy",
		"honeymooner", "wrong_bus", "ticket_inspector", "local_historian", "travel_blogger"},
	"wedding": {"groom", "best_man", "brides_father", "toastmaster", "photographer",
		"dj", "gate_crasher", "registrar", "waiter", "grooms_grandfather"},
	"subway": {"train_driver", "escalator_attendant", "busker", "pickpocket", "late_clerk",
		"student", "tourist_with_map", "police_officer", "cleaner", "newspaper_seller"},
	"museum": {"curator", "gallery_guard", "restorer", "guide", "art_student",
		"art_critic", "patron", "cloakroom_attendant", "audio_guide_visitor", "archaeologist"},
	"rock_concert": {"lead_singer", "drummer", "bass_player", "sound_engineer", "stagehand",
		"bouncer", "front_row_fan", "merch_seller", "tour_manager", "lighting_technician"},
	"gas_station": {"cashier", "pump_attendant", "mechanic", "truck_driver", "biker",
		"car_washer", "manager", "hitchhiker", "empty_tank", "salesman"},
	"parliament": {"speaker", "opposition_deputy", "minister", "journalist", "lobbyist",
		"stenographer", "security_officer", "aide", "canteen_cook", "interpreter"},
	"retirement_home": {"chess_player", "retired_colonel", "director", "doctor_on_call", "cook",
		"visiting_grandson", "volunteer", "physiotherapist", "accordionist", "gardener"},
	"mine": {"miner", "shift_boss", "geologist", "mine_rescuer", "blaster",
		"mining_engineer", "hoist_operator", "surveyor", "tunneller", "trainee"},
	"library": {"librarian", "student_before_exam", "writer", "archivist", "regular_reader",
		"bookbinder", "schoolboy_homework", "professor", "book_club_host", "overdue_reader"},
	"chocolate_factory": {"chocolatier", "taster", "packer", "technologist", "owner",
		"conveyor_operator", "health_inspector", "cocoa_buyer", "boy_on_tour", "delivery_driver"},
	"cemetery": {"gravedigger", "priest", "widower", "caretaker", "stonemason",
		"flower_seller", "graves_guide", "goth_poet", "distant_relative", "heir"},
	"jazz_band": {"saxophonist", "double_bass_player", "trumpeter", "drummer", "singer",
		"bandleader", "club_owner", "bartender", "music_critic", "trombonist"},
	"vineyard": {"winemaker", "grape_picker", "sommelier", "owner", "tasting_tourist",
		"cellar_master", "agronomist", "cooper", "wine_merchant", "tractor_driver"},
	"port": {"docker", "captain", "harbour_master", "customs_officer", "sailor_on_leave",
		"fisherman", "ships_cook", "pilot", "smuggler", "fishmonger"},
	"car_race": {"racing_driver", "pit_mechanic", "team_principal", "flag_marshal", "commentator",
		"spectator", "sponsor", "track_medic", "tyre_engineer", "autograph_hunter"},
	"prison": {"warden", "guard", "new_inmate", "tunnel_digger", "lawyer",
		"chaplain", "cook", "visitor", "psychologist", "informer"},
	"cat_show": {"judge", "breeder", "persian_owner", "vet", "groomer",
		"organiser", "cat_food_seller", "allergic_visitor", "photographer", "champions_owner"},
}

// RoleMessageID returns the message that names a role at a box location.
func RoleMessageID(location, role string) string {
	return "spyfall.role." + location + "." + role
}

// drawRoles returns a role of the location for each seat that is not a
// spy, no two the same, and "" for the spies; nil for a location with no
// roles.
func drawRoles(r *rand.Rand, location string, seats int, spies []int) []string {
	roles := Roles[location]
	if len(roles) == 0 {
		return nil
	}
	order := r.Perm(len(roles))
	out := make([]string, seats)
	next := 0
	for seat := range out {
		if !slices.Contains(spies, seat) {
			out[seat] = roles[order[next]]
			next++
		}
	}
	return out
}

// dealtRoles checks a deal's roles, by seat: none when the table plays
// without roles or at a location with none; otherwise a different role of
// the location for each player who is not a spy, and none for a spy.
func (g *Game) dealtRoles(roles []string, location int, spies []int) ([]string, error) {
	of := Roles[g.locations[location].ID]
	if !g.roles || len(of) == 0 {
		if len(roles) > 0 {
			return nil, games.Refuse("spyfall.deal.no_roles")
		}
		return nil, nil
	}
	if len(roles) != len(g.players) {
		return nil, games.Refuse("spyfall.deal.roles")
	}
	for seat, role := range roles {
		spy := slices.Contains(spies, seat)
		switch {
		case spy && role != "",
			!spy && !slices.Contains(of, role),
			!spy && slices.Contains(roles[:seat], role):
			return nil, games.Refuse("spyfall.deal.roles")
		}
	}
	return slices.Clone(roles), nil
}
