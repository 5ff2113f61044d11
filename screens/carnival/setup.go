package carnival

import (
	"math/rand/v2"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/screens"
)

// spies returns the chosen players with their spy colours: the one chosen
// here, else the roster's when it is a spy colour nobody before them has,
// else the first one free.
func (c *Screen) spies(chosen games.Seats) games.Seats {
	out := slices.Clone(chosen)
	taken := map[string]bool{}
	var pending []int
	for i, p := range out {
		col, ok := c.colors[p.ID]
		if !ok {
			col = p.Color
		}
		if slices.Contains(carnival.SpyColors, col) && !taken[col] {
			out[i].Color, taken[col] = col, true
			continue
		}
		pending = append(pending, i)
	}
	for _, i := range pending {
		for _, col := range carnival.SpyColors {
			if !taken[col] {
				out[i].Color, taken[col] = col, true
				break
			}
		}
	}
	return out
}

// chooseColor gives a player a spy colour; whoever had it takes theirs.
func (c *Screen) chooseColor(chosen games.Seats, id, col string) {
	now := c.spies(chosen)
	old := now[now.Index(id)].Color
	for _, p := range now {
		if p.ID != id && p.Color == col {
			c.colors[p.ID] = old
		}
	}
	c.colors[id] = col
}

// options are Carnival's choices for the chosen players: who starts, and
// each player's spy colour.
func (c *Screen) options(chosen games.Seats) fyne.CanvasObject {
	var names []string
	for _, p := range chosen {
		names = append(names, p.Name)
	}
	if chosen.Index(c.first) < 0 {
		c.first = chosen[0].ID
	}
	c.FirstPlayer = screens.NewEmptyChoice(func(name string) {
		if i := slices.Index(names, name); i >= 0 {
			c.first = chosen[i].ID
		}
	})
	c.FirstPlayer.Set(names, chosen[chosen.Index(c.first)].Name)
	c.DrawButton = screens.NewButtonWithIcon(c.Ctx.T("carnival.first.draw"), theme.ViewRefreshIcon(), func() {
		c.first = chosen[rand.IntN(len(chosen))].ID
		c.Update()
	})

	var colorNames []string
	for _, col := range carnival.SpyColors {
		colorNames = append(colorNames, c.Ctx.T("carnival.color."+col))
	}
	spies := c.spies(chosen)
	grid := container.New(&screens.Columns{N: 2, Gap: theme.Padding() * 2})
	c.ColorSelects = nil
	changed := false
	for i, p := range spies {
		id := p.ID
		changed = changed || p.Color != chosen[i].Color
		sel := screens.NewSelect(c.Ctx.T, colorNames, func(name string) {
			if k := slices.Index(colorNames, name); k >= 0 {
				c.chooseColor(chosen, id, carnival.SpyColors[k])
				c.Update()
			}
		})
		sel.Selected = colorNames[slices.Index(carnival.SpyColors, p.Color)]
		c.ColorSelects = append(c.ColorSelects, sel)
		grid.Add(playerName(p))
		grid.Add(sel)
	}
	box := container.NewVBox(widget.NewLabel(c.Ctx.T("carnival.first_player")),
		c.FirstPlayer.Object(), container.NewHBox(c.DrawButton), screens.BoldLabel(c.Ctx.T("carnival.colors")))
	if changed {
		note := widget.NewLabel(c.Ctx.T("carnival.colors.changed"))
		note.Wrapping = fyne.TextWrapWord
		box.Add(note)
	}
	box.Add(grid)
	return box
}

// start begins the game with the chosen players in their spy colours.
func (c *Screen) start(chosen games.Seats) error {
	m, err := carnival.New(carnival.Setup{Players: c.spies(chosen), First: chosen.Index(c.first)})
	if err != nil {
		return err
	}
	c.SetMatch(m)
	c.Ctx.Commit()
	return nil
}

// setupOptions are Carnival's choices at the setup, made again when the
// chosen players or the choices change.
func (c *Screen) setupOptions() screens.SetupOptions {
	box := container.NewStack()
	return screens.SetupOptions{
		// The spies' colours are the game's, chosen below.
		OwnColors: true,
		Build:     func() fyne.CanvasObject { return box },
		Update: func(chosen games.Seats) {
			box.Objects = []fyne.CanvasObject{c.options(chosen)}
			box.Refresh()
		},
	}
}
