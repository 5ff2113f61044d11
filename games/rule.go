package games

import (
	"fmt"
	"sort"
	"strings"
)

// RuleError is a refusal by the rules. It carries a message ID of the
// translation bundle and the message's arguments, never a finished sentence,
// so that the screen can say it in the table's language. An argument named
// "Count" is the plural count.
type RuleError struct {
	ID   string
	Args map[string]any
}

// Refuse returns a rule error with the message id and its arguments given as
// name, value pairs: Refuse("dixit.vote.own_card", "Player", name).
func Refuse(id string, pairs ...any) *RuleError {
	if len(pairs)%2 != 0 {
		panic("games.Refuse: arguments must come in name, value pairs")
	}
	e := &RuleError{ID: id}
	for i := 0; i < len(pairs); i += 2 {
		if e.Args == nil {
			e.Args = make(map[string]any, len(pairs)/2)
		}
		e.Args[pairs[i].(string)] = pairs[i+1]
	}
	return e
}

// Error returns the message ID and the arguments, for logs and tests; players
// see the translated message instead.
func (e *RuleError) Error() string {
	if len(e.Args) == 0 {
		return e.ID
	}
	names := make([]string, 0, len(e.Args))
	for k := range e.Args {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = fmt.Sprintf("%s=%v", k, e.Args[k])
	}
	return e.ID + " (" + strings.Join(parts, ", ") + ")"
}
