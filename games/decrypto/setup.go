package decrypto

import (
	"strings"

	"tablecompanion/games"
)

// checkSetup refuses a setup the rules do not allow: wrong number of teams,
// a team too small or too large, colours not one white and one black, a
// nameless team, a player seated twice, keywords not four.
func checkSetup(s Setup) error {
	if err := checkTeamCount(s); err != nil {
		return err
	}
	seen := map[string]bool{}
	if s.Hacker != nil {
		seen[s.Hacker.ID] = true
	}
	colors := map[string]bool{}
	names := map[string]bool{}
	for _, t := range s.Teams {
		if err := checkTeam(t, s.Hacker != nil); err != nil {
			return err
		}
		if colors[t.Color] {
			return games.Refuse("decrypto.setup.color_twice")
		}
		colors[t.Color] = true
		name := fold(t.Name)
		if names[name] {
			return games.Refuse("decrypto.setup.name_twice", "Team", strings.TrimSpace(t.Name))
		}
		names[name] = true
		for _, p := range t.Players {
			if seen[p.ID] {
				return games.Refuse("decrypto.setup.player_twice", "Name", p.Name)
			}
			seen[p.ID] = true
		}
	}
	return nil
}

// CheckBalance refuses two teams whose sizes differ by more than one, saying
// which team a player should move from and to. The book (setup, step 1):
// «Разделитесь на 2 команды так, чтобы в командах было примерно равное
// количество игроков» — two teams of roughly equal numbers of players. The
// Hacker mode's one team is not compared with anything, and a team too small
// or too large is checkTeam's to refuse.
func CheckBalance(s Setup) error {
	if s.Hacker != nil || len(s.Teams) != 2 {
		return nil
	}
	big, small := s.Teams[0], s.Teams[1]
	if len(big.Players) < len(small.Players) {
		big, small = small, big
	}
	if len(small.Players) < MinTeam || len(big.Players) > MaxTeam {
		return nil
	}
	if len(big.Players)-len(small.Players) > 1 {
		return games.Refuse("decrypto.setup.uneven", "From", strings.TrimSpace(big.Name), "To", strings.TrimSpace(small.Name))
	}
	return nil
}

func checkTeamCount(s Setup) error {
	if s.Hacker != nil && len(s.Teams) != 1 {
		return games.Refuse("decrypto.setup.hacker_one_team")
	}
	if s.Hacker == nil && len(s.Teams) != 2 {
		return games.Refuse("decrypto.setup.two_teams")
	}
	return nil
}

// checkTeam checks one team on its own; hacker says the team plays against
// the Hacker and so has exactly two players.
func checkTeam(t TeamSetup, hacker bool) error {
	name := strings.TrimSpace(t.Name)
	if name == "" {
		return games.Refuse("decrypto.setup.name_empty")
	}
	if t.Color != White && t.Color != Black {
		return games.Refuse("decrypto.setup.color_unknown", "Team", name)
	}
	n := len(t.Players)
	if hacker && n != HackerTeam {
		return games.Refuse("decrypto.setup.hacker_team_size", "Team", name)
	}
	if !hacker && (n < MinTeam || n > MaxTeam) {
		return games.Refuse("decrypto.setup.team_size", "Team", name, "Min", MinTeam, "Max", MaxTeam)
	}
	return checkKeywords(tidyWords(t.Keywords))
}
