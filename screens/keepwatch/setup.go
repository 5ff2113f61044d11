package keepwatch

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// buildOptions makes the choices of the setup: the first Leader and the
// variants.
func (k *Screen) buildOptions() fyne.CanvasObject {
	k.FirstLeader = screens.NewEmptyChoice(func(name string) {
		for _, p := range k.Setup.Chosen() {
			if p.Name == name {
				k.leader = p.ID
			}
		}
	})
	check := func(id string, on *bool, inverted bool) *widget.Check {
		c := widget.NewCheck(k.Ctx.T(id), func(v bool) { *on = v != inverted })
		c.Checked = *on != inverted
		return c
	}
	k.LessCheck = check("keepwatch.option.less", &k.opts.Less, false)
	k.AlternatingCheck = check("keepwatch.option.alternating", &k.opts.Alternating, false)
	k.NeighboursCheck = check("keepwatch.option.neighbours", &k.opts.Neighbours, false)
	k.LockOutCheck = check("keepwatch.option.lock_out", &k.opts.NoLockOut, true)
	k.ReplayCheck = check("keepwatch.option.replay", &k.opts.ReplayWhenNobodyRight, false)
	first := widget.NewLabel(k.Ctx.T("keepwatch.setup.first_leader"))
	first.Wrapping = fyne.TextWrapWord
	listen := widget.NewLabel(k.Ctx.T("keepwatch.option.listen"))
	listen.Wrapping = fyne.TextWrapWord
	k.ListenChoice = k.buildListenChoice()
	return container.NewVBox(first, k.FirstLeader.Object(),
		k.LessCheck, k.AlternatingCheck, k.NeighboursCheck, k.LockOutCheck, k.ReplayCheck,
		listen, k.ListenChoice.Object())
}

// buildListenChoice offers the listening times, the setup's own chosen:
// the default until the table picks another.
func (k *Screen) buildListenChoice() *screens.Choice {
	var options []string
	selected := ""
	for _, d := range keepwatch.ListenChoices {
		o := k.Ctx.T("keepwatch.option.listen_seconds", "Seconds", int(d/time.Second))
		options = append(options, o)
		if d == k.listenTime() {
			selected = o
		}
	}
	return screens.NewChoice(options, selected, func(o string) {
		k.opts.Listen = keepwatch.ListenChoices[slices.Index(options, o)]
	})
}

// listenTime is the listening time the setup holds, the default when none.
func (k *Screen) listenTime() time.Duration {
	if k.opts.Listen == 0 {
		return keepwatch.DefaultListen
	}
	return k.opts.Listen
}

// updateOptions offers the chosen players as the first Leader.
func (k *Screen) updateOptions(chosen games.Seats) {
	if chosen.Index(k.leader) < 0 {
		k.leader = chosen[0].ID
	}
	k.FirstLeader.Set(chosen.Names(), chosen[chosen.Index(k.leader)].Name)
}

// start begins the game with the chosen players and options.
func (k *Screen) start(chosen games.Seats) error {
	s := k.opts
	s.Players, s.Leader = chosen, chosen.Index(k.leader)
	// Set, never zero: the engine then refuses a press after it.
	s.Listen = k.listenTime()
	m, err := keepwatch.New(s)
	if err != nil {
		return err
	}
	k.SetMatch(m)
	k.Ctx.Commit()
	return nil
}
