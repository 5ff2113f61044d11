package spyfall_test

import (
	"testing"
	"time"

	"tablecompanion/games/gamestest"
	"tablecompanion/games/spyfall"
)

func TestRefusals(t *testing.T) {
	one := setup(4, 1)                                   // A B C D, C the spy in port
	two := setup(6, 2)                                   // A–F, E and F the spies in port
	short := spyfall.Setup{Players: seats(4), Rounds: 1} // a one-round match
	inPort := deal("port", "C")
	spiesInPort := deal("port", "E", "F")
	cases := []struct {
		name   string
		setup  spyfall.Setup
		before []spyfall.Action
		action spyfall.Action
		want   string
	}{
		{"a second accusation by the same player in a round", one,
			join(inPort, accuse("A", "B"), no("C")), accuse("A", "C"), "spyfall.accuse.twice"},
		{"an accusation of oneself", one, join(inPort), accuse("A", "A"), "spyfall.accuse.self"},
		{"an accusation while a vote is open", one, join(inPort, accuse("A", "B")), accuse("D", "C"), "spyfall.vote.open"},
		{"an accusation after time is up", one, join(inPort, timeUp), accuse("A", "C"), "spyfall.time.up"},
		{"a vote by the accused", one, join(inPort, accuse("A", "B")), yes("B"), "spyfall.vote.accused"},
		{"a vote by the suspect after time is up", one, join(inPort, timeUp), no("A"), "spyfall.vote.accused"},
		{"a second vote by the same player", one, join(inPort, accuse("A", "B"), yes("C")), no("C"), "spyfall.vote.twice"},
		{"a vote with no vote open", one, join(inPort), yes("A"), "spyfall.vote.none"},
		{"a spy stop while a vote is open", one, join(inPort, accuse("A", "C")), announce("C"), "spyfall.stop.vote_open"},
		{"a spy stop after time is up", one, join(inPort, timeUp), announce("C"), "spyfall.time.up"},
		{"a stop by a player who is not a spy", one, join(inPort), announce("A"), "spyfall.stop.not_a_spy"},
		{"a stop before the first deal", one, nil, announce("C"), "spyfall.round.not_dealt"},
		{"a stop with round time running backwards", one, join(inPort, accuseAt("A", "B", 2*time.Minute), no("C")), announceAt("C", time.Minute), "spyfall.clock.out_of_range"},
		{"an old save's stop and guess in one while a vote is open", one, join(inPort, accuse("A", "C")), oldStop("C", "port"), "spyfall.stop.vote_open"},
		{"an old save's stop and guess in one after time is up", one, join(inPort, timeUp), oldStop("C", "port"), "spyfall.time.up"},
		{"an old save's stop and guess in one by a player who is not a spy", one, join(inPort), oldStop("A", "port"), "spyfall.stop.not_a_spy"},
		{"time up once a spy has stopped the game", one, join(inPort, announce("C")), timeUp, "spyfall.stop.must_guess"},
		{"an accusation once a spy has stopped the game", one, join(inPort, announce("C")), accuse("A", "C"), "spyfall.stop.must_guess"},
		{"a second stop", two, join(spiesInPort, announce("E")), announce("F"), "spyfall.stop.must_guess"},
		{"the same spy stopping twice", one, join(inPort, announce("C")), announce("C"), "spyfall.stop.must_guess"},
		{"the other spy naming a location before the one who stopped", two, join(spiesInPort, announce("E")), name("F", "port"), "spyfall.stop.must_guess"},
		{"a player who is not a spy naming the location after a stop", one, join(inPort, announce("C")), name("A", "port"), "spyfall.stop.must_guess"},
		{"a vote once a spy has stopped the game", one, join(inPort, announce("C")), yes("A"), "spyfall.vote.none"},
		{"the first spy guessing again instead of the second", two, join(spiesInPort, stop("E", "mine")), name("E", "port"), "spyfall.stop.second_spy"},
		{"a player who is not a spy naming the second location", two, join(spiesInPort, stop("E", "mine")), name("A", "port"), "spyfall.stop.not_a_spy"},
		{"an accusation before the second spy has guessed", two, join(spiesInPort, stop("E", "mine")), accuse("A", "F"), "spyfall.stop.second_spy"},
		{"time up before the second spy has guessed", two, join(spiesInPort, stop("E", "mine")), timeUp, "spyfall.stop.second_spy"},
		{"time up while a vote is open", one, join(inPort, accuse("A", "B")), timeUp, "spyfall.vote.open"},
		{"time up twice", one, join(inPort, timeUp), timeUp, "spyfall.time.up"},
		{"a third spy", two, nil, deal("port", "D", "E", "F"), "spyfall.deal.spy_count"},
		{"one spy where two were agreed", two, nil, deal("port", "E"), "spyfall.deal.spy_count"},
		{"the same spy dealt twice", two, nil, deal("port", "E", "E"), "spyfall.deal.spy_twice"},
		{"a spy who is not playing", one, nil, deal("port", "Z"), "spyfall.player.unknown"},
		{"a deal in a location no longer in play", one, join(inPort, stop("C", "mine")), deal("port", "A"), "spyfall.pick.location_out_of_play"},
		// A played location is a legal, wrong guess now (TestASpyMayNameAPlayedLocation);
		// only a location outside the set is refused.
		{"a guess of a location outside the game's set", one, join(inPort, stop("C", "mine"), deal("museum", "B"), announce("B")), name("B", "moon"), "spyfall.pick.unknown_location"},
		{"an old save's stop and guess of a location outside the set", one, join(inPort), oldStop("C", "moon"), "spyfall.pick.unknown_location"},
		{"a location the game does not have", one, nil, deal("moon", "A"), "spyfall.pick.unknown_location"},
		{"a deal while a round is under way", one, join(inPort), deal("mine", "A"), "spyfall.round.under_way"},
		{"an accusation before the first deal", one, nil, accuse("A", "B"), "spyfall.round.not_dealt"},
		{"an accusation after the round has ended", one, join(inPort, stop("C", "port")), accuse("A", "B"), "spyfall.round.over"},
		{"a vote after the round has ended", one, join(inPort, stop("C", "port")), yes("A"), "spyfall.round.over"},
		{"a stop after the round has ended", one, join(inPort, stop("C", "port")), announce("C"), "spyfall.round.over"},
		{"anything after the match has ended", short, join(inPort, stop("C", "port")), deal("mine", "A"), "spyfall.game.over"},
		{"a vote after the match has ended", short, join(inPort, stop("C", "port")), yes("A"), "spyfall.game.over"},
		{"round time running backwards", one, join(inPort, accuseAt("A", "B", 2*time.Minute), no("C")), accuseAt("B", "C", time.Minute), "spyfall.clock.out_of_range"},
		{"round time past the round's end", one, join(inPort), accuseAt("A", "B", 7*time.Minute), "spyfall.clock.out_of_range"},
		{"a reshuffle before eight rounds", one, join(inPort, stop("C", "port")), reshuffle, "spyfall.reshuffle.too_early"},
		{"a reshuffle during a round", one, join(inPort), reshuffle, "spyfall.round.under_way"},
		{"an unknown step", one, nil, spyfall.Action{Op: "bribe"}, "spyfall.action.unknown"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := play(t, c.setup, c.before)
			gamestest.Refused(t, m, spyfall.Start, c.action, c.want)
		})
	}
}
