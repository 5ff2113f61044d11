package app

import (
	"slices"
	"strings"
	"time"
)

// library is the saved games: those under way and those finished, in the
// order of their files' names, which begin with the time each game
// started.
type library struct {
	pages []*page
	// load loads a page the start left unloaded (Shell.ensure).
	load func(*page) bool
}

// add puts a game saved for the first time, or loaded in its order, last.
func (l *library) add(p *page) { l.pages = append(l.pages, p) }

// remove takes a game out.
func (l *library) remove(p *page) {
	l.pages = slices.DeleteFunc(l.pages, func(q *page) bool { return q == p })
}

// restore puts a removed game back in its place.
func (l *library) restore(p *page) {
	i, _ := slices.BinarySearchFunc(l.pages, p.key, func(q *page, key string) int { return strings.Compare(q.key, key) })
	l.pages = slices.Insert(l.pages, i, p)
}

// file returns the game saved in the file, or nil.
func (l *library) file(key string) *page {
	for _, p := range l.pages {
		if p.key == key {
			return p
		}
	}
	return nil
}

// unfinished returns the games that have not ended, oldest first.
func (l *library) unfinished() []*page {
	var out []*page
	for _, p := range l.pages {
		// A page not loaded is a finished game.
		if p.screen == nil {
			continue
		}
		if h := p.screen.History(); h != nil && !h.Over() {
			out = append(out, p)
		}
	}
	return out
}

// underWay returns the newest game of the kind that has not ended, or nil.
func (l *library) underWay(kind string) *page {
	under := l.unfinished()
	for i := len(under) - 1; i >= 0; i-- {
		if under[i].kind == kind {
			return under[i]
		}
	}
	return nil
}

// finishedSince returns the games that ended and were last saved after
// since, newest first.
func (l *library) finishedSince(since time.Time) []*page {
	var out []*page
	for i := len(l.pages) - 1; i >= 0; i-- {
		p := l.pages[i]
		if !p.at.After(since) || p.screen == nil && !l.load(p) {
			continue
		}
		if h := p.screen.History(); h != nil && h.Over() {
			out = append(out, p)
		}
	}
	slices.SortStableFunc(out, func(a, b *page) int { return b.at.Compare(a.at) })
	return out
}
