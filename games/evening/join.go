package evening

import "time"

// Join records in the evenings here the finished games of the evenings
// there that they lack, known by their save files, and the "New evening"
// marks they lack, known by their moment, and returns how many of each.
// Joining the same evenings again adds nothing.
func Join(here, there *Match) (finished, marks int, err error) {
	recorded := map[string]bool{}
	for _, g := range here.State().Games() {
		recorded[g.File] = true
	}
	for _, g := range there.State().Games() {
		if recorded[g.File] {
			continue
		}
		if err := here.Do(Finished(g)); err != nil {
			return 0, 0, err
		}
		recorded[g.File] = true
		finished++
	}
	have := map[time.Time]bool{}
	for _, a := range here.Log() {
		if a.Op == OpNewEvening {
			have[a.At.UTC()] = true
		}
	}
	// In the order there, so that the same join writes the same log.
	for _, a := range there.Log() {
		if a.Op != OpNewEvening || have[a.At.UTC()] {
			continue
		}
		if err := here.Do(NewEvening(a.At)); err != nil {
			return 0, 0, err
		}
		have[a.At.UTC()] = true
		marks++
	}
	return finished, marks, nil
}
