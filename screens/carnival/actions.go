package carnival

import (
	"strconv"

	"fyne.io/fyne/v2"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
)

// TapPlayer answers a question about a player: who calls, the partner
// named, the real partner, the catcher or the player they name.
func (c *Screen) TapPlayer(seat int) {
	if c.Match() == nil || c.Match().Over() {
		return
	}
	g := c.Match().State()
	d := c.draftNow()
	d.err = nil
	switch d.step {
	case stepCall:
		d.player = seat
	case stepPartner:
		d.named, d.step = seat, stepConnectRight
	case stepHolder:
		c.do(carnival.Action{Op: carnival.OpConnect, Player: g.Players()[d.player].ID,
			Named: g.Players()[d.named].ID, Number: d.number, Holder: g.Players()[seat].ID})
		return
	case stepCatcher:
		d.player, d.step = seat, stepAccused
	case stepAccused:
		d.named, d.step = seat, stepNumber
	default:
		d.err = games.Refuse("carnival.finish_first")
	}
	c.Update()
}

// TapCard answers a question about a number: the card the player calls,
// or the number of a catch.
func (c *Screen) TapCard(number int) {
	if c.Match() == nil || c.Match().Over() {
		return
	}
	g := c.Match().State()
	d := c.draftNow()
	d.err = nil
	switch d.step {
	case stepCall:
		c.do(carnival.Action{Op: carnival.OpCall, Player: g.Players()[d.player].ID, Number: number})
		return
	case stepNumber:
		if err := c.try(c.catch(number, false)); err != nil {
			d.err = err
		} else {
			d.number, d.step = number, stepCatchRight
		}
	default:
		d.err = games.Refuse("carnival.finish_first")
	}
	c.Update()
}

// StartConnection asks the player in turn who their partner is for the
// card under their token.
func (c *Screen) StartConnection() {
	if c.Match() == nil || c.draftNow().step != stepCall {
		return
	}
	g := c.Match().State()
	if !g.CanConnect() {
		return
	}
	*c.draftNow() = draft{step: stepPartner, player: g.Turn(), number: g.Token(g.Turn())}
	c.Update()
}

// StartCatch asks who catches, whom they name and for which number.
func (c *Screen) StartCatch() {
	if c.Match() == nil || c.Match().Over() || c.draftNow().step != stepCall {
		return
	}
	*c.draftNow() = draft{step: stepCatcher}
	c.Update()
}

// Answer says whether the connection or the catch was right. A wrong
// connection then asks who really holds the number.
func (c *Screen) Answer(right bool) {
	if c.Match() == nil {
		return
	}
	d := c.draftNow()
	seats := c.Match().State().Players()
	switch d.step {
	case stepConnectRight:
		if !right {
			d.step, d.err = stepHolder, nil
			c.Update()
			return
		}
		c.do(carnival.Action{Op: carnival.OpConnect, Player: seats[d.player].ID,
			Named: seats[d.named].ID, Number: d.number, Right: true})
	case stepCatchRight:
		c.do(c.catch(d.number, right))
	}
}

// Cancel drops the connection or catch being entered.
func (c *Screen) Cancel() {
	if c.Match() == nil {
		return
	}
	*c.draftNow() = draft{player: c.Match().State().Turn()}
	c.Update()
}

// catch is the catch being entered, on the number, with its outcome.
func (c *Screen) catch(number int, right bool) carnival.Action {
	seats := c.Match().State().Players()
	return carnival.Action{Op: carnival.OpCatch, Player: seats[c.draftNow().player].ID,
		Named: seats[c.draftNow().named].ID, Number: number, Right: right}
}

// try asks the rules whether they would accept the action now, on a replay
// of the match, so the screen can refuse a catch before asking its outcome.
func (c *Screen) try(a carnival.Action) error {
	g, err := carnival.Start(c.Match().Setup())
	if err != nil {
		return err
	}
	for _, done := range c.Match().Log() {
		if err := g.Apply(done); err != nil {
			return err
		}
	}
	return g.Apply(a)
}

// do sends an action to the match: committed when the rules accept it,
// shown translated when they refuse it.
func (c *Screen) do(a carnival.Action) {
	if err := c.Act(a, bite); err != nil {
		c.draftNow().err = err
		c.Update()
		return
	}
	c.Ctx.Commit()
}

// TypedKey lets a laptop play without the mouse: C starts a connection, K
// a catch; digits then Enter tap a card, or a digit picks a player in
// seating order when the question is about a player; Y and N answer right
// or wrong; Backspace drops a typed digit; Esc cancels. Enter on the setup
// starts the game.
func (c *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	if c.Match() == nil {
		if (ev.Name != fyne.KeyReturn && ev.Name != fyne.KeyEnter) || !c.Setup.Ready() {
			return false
		}
		if err := c.start(c.Setup.Chosen()); err != nil {
			c.Setup.Message.SetText(c.Ctx.Catalog.Error(err))
			c.Setup.Message.Show()
		}
		return true
	}
	if c.Match().Over() {
		return false
	}
	d := c.draftNow()
	switch ev.Name {
	case fyne.KeyEscape:
		if d.step == stepCall && d.typed == "" {
			return false
		}
		c.Cancel()
	case fyne.KeyC:
		if d.step != stepCall || !c.Match().State().CanConnect() {
			return false
		}
		c.StartConnection()
	case fyne.KeyK:
		if d.step != stepCall {
			return false
		}
		c.StartCatch()
	case fyne.KeyY, fyne.KeyN:
		if d.step != stepConnectRight && d.step != stepCatchRight {
			return false
		}
		c.Answer(ev.Name == fyne.KeyY)
	case fyne.KeyBackspace:
		if d.typed == "" {
			return false
		}
		d.typed = d.typed[:len(d.typed)-1]
		c.Update()
	case fyne.KeyReturn, fyne.KeyEnter:
		if d.typed == "" {
			return false
		}
		n, _ := strconv.Atoi(d.typed)
		d.typed = ""
		c.TapCard(n)
	default:
		return c.typeDigit(ev.Name)
	}
	return true
}

// typeDigit takes a digit: a player's place at the table when the question
// is about a player, else the next digit of a card's number.
func (c *Screen) typeDigit(key fyne.KeyName) bool {
	if len(key) != 1 || key[0] < '0' || key[0] > '9' {
		return false
	}
	d := c.draftNow()
	digit := int(key[0] - '0')
	switch d.step {
	case stepPartner, stepHolder, stepCatcher, stepAccused:
		if digit < 1 || digit > len(c.PlayerButtons) || c.PlayerButtons[digit-1].Disabled() {
			return false
		}
		c.TapPlayer(digit - 1)
	case stepCall, stepNumber:
		if len(d.typed) == 2 {
			return false
		}
		d.typed += string(key)
		c.Update()
	default:
		return false
	}
	return true
}
