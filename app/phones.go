//go:build !js

package app

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"
	"rsc.io/qr"

	"tablecompanion/app/link"
	"tablecompanion/games"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/screens/house"
	"tablecompanion/translations"
	"tablecompanion/web/phone"
)

// phonePort is the port the link takes first, so that the table's phones
// find it at the same address another evening; a busy one gives way to any.
const phonePort = 8787

// phoneLangs are the languages a phone may read, by the name the page
// gives them.
var phoneLangs = map[string]language.Tag{"en": language.English, "ru": language.Russian, "uk": language.Ukrainian}

// phones is the table link as the shell holds it while it is on.
type phones struct {
	server *link.Server
	urls   []string
	cats   map[string]*translations.Catalog
	// The dialog's widgets, kept while it is open.
	dlg    dialog.Dialog
	qr     *canvas.Image
	scan   *widget.Label
	code   *widget.Label
	linked *screens.Rows[*linkedRow]
	none   *widget.Label
	// ask is the question of the phone that asks for a seat, while it is
	// up.
	ask *SeatAsk
	// guessing says that someone is guessing the join code; newCode
	// draws another. warned is the code the dialog was opened for to say
	// so, which it is once a code.
	guessing *widget.Label
	newCode  *screens.Button
	warned   string
	// join is the address the QR code shows.
	join string
	// body holds the code and the list, buttons the dialog's buttons,
	// frame all of them.
	body, buttons, frame *fyne.Container
}

// SeatAsk is the laptop's question while a phone asks for a seat: the
// phone's address and the player, and Allow and Refuse.
type SeatAsk struct {
	dlg           dialog.Dialog
	id            int
	Words, Hint   *widget.Label
	Allow, Refuse *screens.Button
}

// linkedRow is a linked phone in the dialog: its player, and the buttons
// that hand its seat to another phone and unlink it.
type linkedRow struct {
	name             *widget.Label
	handOver, unlink *screens.Button
	player           string
}

// OpenPhones shows the Phones dialog: the code a phone scans, the address
// and join code to type, and the phones linked. The first time it starts
// the link.
func (s *Shell) OpenPhones() {
	if s.phones == nil {
		if err := s.startPhones(); err != nil {
			s.opts.Logf("phones: %v", err)
			s.tell(s.cat.T("link.failed", "Detail", err.Error()))
			return
		}
	}
	if s.phones.dlg == nil {
		s.showPhones()
	}
}

// startPhones starts the link on the LAN's addresses and the loopback.
func (s *Shell) startPhones() error {
	p := &phones{cats: map[string]*translations.Catalog{}}
	var err error
	for name, tag := range phoneLangs {
		if p.cats[name], err = translations.New(tag); err != nil {
			return err
		}
	}
	onUI := s.opts.OnUI
	if onUI == nil {
		onUI = screens.OnUI
	}
	p.server = link.NewServer(phone.Page, link.Host{
		Linked:   func() { onUI(s.phonesLinked) },
		Pressed:  func(pr link.Press) { onUI(func() { s.padPressed(pr) }) },
		Doubted:  func(pr link.Press) { onUI(func() { s.padDoubted(pr) }) },
		Guessing: func(link.Guessing) { onUI(s.warnGuessing) },
		Logf:     s.opts.Logf,
	}, link.Options{})
	if p.urls, err = p.server.Listen(phonePort); err != nil {
		if p.urls, err = p.server.Listen(0); err != nil {
			return err
		}
	}
	s.phones = p
	for _, u := range p.urls {
		s.opts.Logf("phones: open %s?code=%s", u, p.server.Code())
	}
	s.publish()
	return nil
}

// stopPhones turns the link off: by the dialog's button, and as the app
// stops.
func (s *Shell) stopPhones() {
	if s.phones == nil {
		return
	}
	if s.phones.dlg != nil {
		s.phones.dlg.Hide()
	}
	s.phones.server.Close()
	s.phones = nil
	s.opts.Logf("phones: the link is off")
	s.phonesLinked()
}

// showPhones builds and shows the Phones dialog.
func (s *Shell) showPhones() {
	p := s.phones
	p.qr = canvas.NewImageFromImage(nil)
	p.qr.FillMode = canvas.ImageFillContain
	p.qr.ScaleMode = canvas.ImageScalePixels
	p.qr.SetMinSize(fyne.NewSquareSize(220))
	p.scan = widget.NewLabel("")
	p.scan.Wrapping = fyne.TextWrapWord
	p.code = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	p.code.SizeName = theme.SizeNameHeadingText
	p.none = widget.NewLabel(s.cat.T("link.none"))
	p.guessing = widget.NewLabel("")
	p.guessing.Wrapping = fyne.TextWrapWord
	p.guessing.Importance = widget.DangerImportance
	p.linked = screens.NewRows(s.linkedRow)
	p.newCode = screens.NewButtonWithIcon(s.cat.T("link.new_code"), theme.ViewRefreshIcon(), func() {
		if s.phones != nil {
			s.phones.server.NewCode()
			s.updatePhones()
		}
	})
	stop := screens.NewButtonWithIcon(s.cat.T("link.stop"), theme.CancelIcon(), s.stopPhones)
	closeButton := screens.NewButton(s.cat.T("link.close"), s.closePhones)
	closeButton.Importance = widget.HighImportance
	p.body = container.NewVBox(container.NewCenter(p.qr), p.scan, p.code, p.none, p.linked.Box)
	p.buttons = container.NewGridWithColumns(3, p.newCode, stop, closeButton)
	// The buttons stay in view, and above them the warning that someone is
	// guessing the code, which moves nothing the table taps; the code and
	// the list scroll on a small window.
	p.frame = container.NewBorder(nil, container.NewVBox(p.guessing, p.buttons), nil, nil, container.NewVScroll(p.body))
	p.dlg = dialog.NewCustomWithoutButtons(s.cat.T("link.title"), p.frame, s.win)
	p.dlg.SetOnClosed(func() {
		if s.phones == p {
			p.dlg = nil
		}
	})
	s.updatePhones()
	// The dialog takes its size once, with room for the code and a list of
	// phones; as phones join the list scrolls, so the dialog never grows
	// and its buttons stay where they are.
	row := screens.NewButton(s.cat.T("link.unlink"), nil).MinSize().Height + theme.Padding()
	want := p.body.MinSize().Height + phonesRoom*row + p.buttons.MinSize().Height +
		10*theme.Padding() + 2*theme.TextHeadingSize()
	screens.FitDialog(p.dlg, s.win, fyne.NewSize(560, want))
	p.dlg.Show()
}

// phonesRoom is how many linked phones the Phones dialog has room for
// before its list scrolls.
const phonesRoom = 4

// linkedRow makes a row of the dialog's list of phones: the phone's
// player, and its buttons.
func (s *Shell) linkedRow() (*linkedRow, fyne.CanvasObject) {
	r := &linkedRow{name: widget.NewLabel("")}
	r.name.Wrapping = fyne.TextWrapWord
	r.handOver = screens.NewButton(s.cat.T("link.hand_over"), func() {
		if s.phones != nil {
			s.phones.server.HandOver(r.player)
		}
	})
	r.unlink = screens.NewButton(s.cat.T("link.unlink"), func() {
		if s.phones != nil {
			s.phones.server.Unlink(r.player)
		}
	})
	return r, container.NewBorder(nil, nil, widget.NewIcon(house.PhoneIcon), container.NewHBox(r.handOver, r.unlink), r.name)
}

// closePhones closes the Phones dialog when it is open; the link stays on.
func (s *Shell) closePhones() {
	if p := s.phones; p != nil && p.dlg != nil {
		p.dlg.Hide()
	}
}

// updatePhones brings the open dialog in line with the link: the code and
// the phones linked.
func (s *Shell) updatePhones() {
	p := s.phones
	if p == nil || p.dlg == nil {
		return
	}
	code := p.server.Code()
	// The QR code is drawn again only for a new code.
	if join := p.urls[0] + "?code=" + code; join != p.join {
		if img, err := qrImage(join); err == nil {
			p.qr.Image, p.join = img, join
			p.qr.Refresh()
		}
	}
	screens.SetText(p.scan, s.cat.T("link.scan", "Address", strings.TrimSuffix(p.urls[0], "/")))
	screens.SetText(p.code, s.cat.T("link.code", "Code", code))
	s.showGuessers()
	linked := s.linkedPlayers()
	away := p.server.Away()
	screens.SetVisible(p.none, len(linked) == 0)
	for i, r := range p.linked.Show(len(linked)) {
		r.player = linked[i].ID
		id := "link.linked"
		if slices.Contains(away, r.player) {
			id = "link.away"
		}
		screens.SetText(r.name, s.cat.T(id, "Player", linked[i].Name))
	}
	screens.Settle(p.frame)
}

// warnGuessing says that someone is guessing the join code: it shows the
// Phones dialog the first time for a code, and later brings the warning
// up to date in it while it is open, closed when the table closed it.
func (s *Shell) warnGuessing() {
	p := s.phones
	if p == nil {
		return
	}
	switch code := p.server.Code(); {
	case p.warned != code:
		p.warned = code
		if p.dlg == nil {
			s.showPhones()
		} else {
			s.updatePhones()
		}
	case p.dlg != nil:
		s.showGuessers()
		screens.Settle(p.frame)
	}
}

// showGuessers says in the open dialog, above all else, that someone is
// guessing the join code, from how many addresses and with how many
// codes, and has the New code button stand out: a sentence of two counts
// at any number of addresses.
func (s *Shell) showGuessers() {
	p := s.phones
	g := p.server.Guessing()
	if g.Wrong > 0 {
		from := s.cat.T("link.guessing_from", "Count", g.Addresses)
		screens.SetText(p.guessing, s.cat.T("link.guessing", "Count", g.Wrong, "From", from))
	}
	screens.SetVisible(p.guessing, g.Wrong > 0)
	importance := widget.MediumImportance
	if g.Wrong > 0 {
		importance = widget.DangerImportance
	}
	screens.SetButton(p.newCode, p.newCode.Text, importance)
}

// qrImage draws the QR code of text a pixel a module, dark on white with
// the quiet margin the standard asks for; the dialog scales it up sharp.
func qrImage(text string) (image.Image, error) {
	const quiet = 4
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, err
	}
	side := code.Size + 2*quiet
	img := image.NewGray(image.Rect(0, 0, side, side))
	for y := range side {
		for x := range side {
			mx, my := x-quiet, y-quiet
			dark := mx >= 0 && my >= 0 && mx < code.Size && my < code.Size && code.Black(mx, my)
			if !dark {
				img.SetGray(x, y, color.Gray{Y: 255})
			}
		}
	}
	return img, nil
}

// linkedIDs returns the IDs of the players whose phone is linked.
func (s *Shell) linkedIDs() []string {
	if s.phones == nil {
		return nil
	}
	return s.phones.server.Linked()
}

// unsurePads returns the players whose phone cannot yet time a press
// closely enough for a pad.
func (s *Shell) unsurePads() []string {
	if s.phones == nil {
		return nil
	}
	return s.phones.server.Uncertain()
}

// linkedPlayers returns the roster's players with a phone linked, in
// seating order.
func (s *Shell) linkedPlayers() games.Seats {
	if s.phones == nil {
		return nil
	}
	ids := s.linkedIDs()
	var out games.Seats
	for _, p := range s.roster.State().Players() {
		if slices.Contains(ids, p.ID) {
			out = append(out, p)
		}
	}
	return out
}

// phonesLinked updates what shows the linked phones: the dialog, the game
// on show, which may speak of the phones, and, once it has been built, the
// roster, which shows them when it is next built otherwise.
func (s *Shell) phonesLinked() {
	s.updatePhones()
	s.askSeat()
	if _, game := s.current.screen.(screens.Phones); game {
		s.current.screen.Update()
	}
	if s.fixed[screenRoster].body != nil {
		s.rosterScreen.Update()
	}
}

// askSeat puts the first phone that asks for a seat to the laptop, with
// Allow and Refuse, and takes the question down once that phone asks no
// more; the next phone's question follows.
func (s *Shell) askSeat() {
	p := s.phones
	if p == nil {
		return
	}
	asks := p.server.Asks()
	if q := p.ask; q != nil {
		if slices.ContainsFunc(asks, func(a link.Ask) bool { return a.ID == q.id }) {
			return
		}
		p.ask = nil
		q.dlg.Hide()
	}
	if len(asks) == 0 {
		return
	}
	a := asks[0]
	name := a.Player
	players := s.roster.State().Players()
	if i := players.Index(a.Player); i >= 0 {
		name = players[i].Name
	}
	q := &SeatAsk{id: a.ID, Words: widget.NewLabel(s.cat.T("link.ask", "Address", a.Addr, "Player", name)),
		Hint: widget.NewLabel(s.cat.T("link.ask_hint", "Player", name))}
	q.Words.Wrapping, q.Hint.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord
	q.Words.TextStyle.Bold = true
	answer := func(allow bool) {
		if allow {
			p.server.Allow(q.id)
		} else {
			p.server.Refuse(q.id)
		}
		if p.ask == q {
			p.ask = nil
		}
		q.dlg.Hide()
		s.askSeat()
	}
	q.Refuse = screens.NewButtonWithIcon(s.cat.T("link.refuse"), theme.CancelIcon(), func() { answer(false) })
	q.Allow = screens.NewButtonWithIcon(s.cat.T("link.allow"), theme.ConfirmIcon(), func() { answer(true) })
	q.Allow.Importance = widget.HighImportance
	buttons := container.NewGridWithColumns(2, screens.Tall(q.Refuse, 56), screens.Tall(q.Allow, 56))
	q.dlg = dialog.NewCustomWithoutButtons(s.cat.T("link.ask_title"), container.NewVBox(q.Words, q.Hint, buttons), s.win)
	q.dlg.SetOnClosed(func() {
		if p.ask == q {
			p.ask = nil
		}
	})
	p.ask = q
	screens.FitDialog(q.dlg, s.win, fyne.NewSize(560, 0))
	q.dlg.Show()
}

// SeatAsked returns the question of a phone that asks for a seat while it
// is up, nil otherwise.
func (s *Shell) SeatAsked() *SeatAsk {
	if s.phones == nil {
		return nil
	}
	return s.phones.ask
}

// padPressed hands a press on a phone's pad to the screen on show.
func (s *Shell) padPressed(pr link.Press) {
	if pads, ok := s.current.screen.(screens.Pads); ok {
		pads.PadPress(pr.Player, pr.Challenge, pr.At, pr.Within)
	}
}

// padDoubted tells the screen on show of a press the link refused, which
// claimed a time before its phone could have sent it.
func (s *Shell) padDoubted(pr link.Press) {
	if pads, ok := s.current.screen.(screens.Pads); ok {
		pads.PadDoubted(pr.Player, pr.Challenge)
	}
}

// publish hands the link what the table shows now: the board of the game
// on show and each player's secret in the three languages, tonight's
// leaderboard, the clock and the pads.
func (s *Shell) publish() {
	p := s.phones
	if p == nil {
		return
	}
	snap := link.Snapshot{Players: s.roster.State().Players(), Lang: phoneLang(s.cat.Language()),
		Board: map[string]games.Board{}, Tonight: map[string][]games.Row{}, Secrets: map[string]map[string]games.Secret{},
		Texts: map[string]map[string]string{}, Marks: phoneMarks}
	view, _ := s.current.screen.(screens.Phones)
	if view != nil {
		// The game's save names it: once its cards are out, the link
		// keeps each phone to the seat it held in it.
		snap.Game = s.current.key
	}
	standings := s.tonight().Leaderboard()
	for name, cat := range p.cats {
		snap.Board[name] = games.Board{Title: cat.T("app.name")}
		if view != nil {
			snap.Board[name] = view.Board(cat.T)
		}
		for _, st := range standings {
			snap.Tonight[name] = append(snap.Tonight[name], games.Row{Name: st.Player.Name, Color: st.Player.Color, Points: house.ShownPoints(cat, st.HalfPoints)})
		}
		snap.Texts[name] = phoneTexts(cat)
		if view == nil {
			continue
		}
		for _, pl := range snap.Players {
			if secret, ok := view.Secret(cat.T, pl.ID); ok {
				if snap.Secrets[pl.ID] == nil {
					snap.Secrets[pl.ID] = map[string]games.Secret{}
				}
				snap.Secrets[pl.ID][name] = secret
			}
		}
	}
	snap.Clock = phoneClock(s.current.screen)
	if pads, ok := s.current.screen.(screens.Pads); ok {
		if pad, ok := pads.Pad(); ok {
			snap.Pad = &link.Pad{Challenge: pad.Challenge, GO: pad.GO, Closes: pad.Closes, Open: pad.Open, LockOut: pad.LockOut,
				Players: pad.Players, Late: pad.Late}
		}
	}
	p.server.Publish(snap)
}

// phoneClock is the clock the screen shows: running to its end, or
// stopped with the time it keeps, as through a vote; nil when it shows
// none.
func phoneClock(screen screens.Screen) *link.Clock {
	if c, ok := screen.(interface{ Deadline() (time.Time, bool) }); ok {
		if ends, running := c.Deadline(); running {
			return &link.Clock{Ends: ends, Left: time.Until(ends), Running: true}
		}
	}
	if c, ok := screen.(interface{ ClockLeft() (time.Duration, bool) }); ok {
		if left, shown := c.ClockLeft(); shown {
			return &link.Clock{Left: left}
		}
	}
	return nil
}

// phoneTexts are the phone page's words in the catalog's language.
func phoneTexts(cat *translations.Catalog) map[string]string {
	out := map[string]string{}
	for _, id := range []string{"phone.title", "phone.ask_code", "phone.join", "phone.wrong_code", "phone.offline", "phone.pick",
		"phone.you", "phone.leave", "phone.tonight", "phone.go", "phone.ready", "phone.wait", "phone.pressed",
		"phone.false_start", "phone.false_start_out", "phone.taken", "phone.busy", "phone.new_code", "phone.unlinked",
		"phone.handed_over", "phone.too_many", "phone.left", "phone.time_up", "phone.too_late", "phone.asked", "phone.refused",
		"phone.one_seat"} {
		out[id] = cat.T(id)
	}
	return out
}

// The phone page's backgrounds, light and dark, as its style sheet has
// them (--bg).
var (
	pageLight = color.NRGBA{0xfa, 0xfa, 0xfa, 0xff}
	pageDark  = color.NRGBA{0x16, 0x16, 0x16, 0xff}
)

// markContrast is the least a player's mark must stand out from the page:
// WCAG's 3:1 for what is not text.
const markContrast = 3

// phoneMarks are how the phone page draws each roster colour: the app's
// own tone of it, the ink for words on it, and a ring where the mark
// alone is too faint on the page.
var phoneMarks = func() map[string]link.Mark {
	out := map[string]link.Mark{}
	for _, name := range roster.Colors {
		c := screens.PlayerColor(name)
		out[name] = link.Mark{Fill: hexColor(c), Ink: hexColor(screens.InkOn(c)),
			Light: ring(c, pageLight, color.Black), Dark: ring(c, pageDark, color.White)}
	}
	return out
}()

// ring returns the first tone of c, mixed a tenth at a time toward
// toward, that stands out from the page by markContrast, or nothing when
// c does on its own.
func ring(c, page, toward color.Color) string {
	for tenths := range 11 {
		if m := mix(c, toward, float64(tenths)/10); screens.Contrast(m, page) >= markContrast {
			if tenths == 0 {
				return ""
			}
			return hexColor(m)
		}
	}
	return hexColor(toward)
}

// mix is a share f of b in a.
func mix(a, b color.Color, f float64) color.Color {
	x, y := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	ch := func(p, q uint8) uint8 { return uint8(math.Round(float64(p)*(1-f) + float64(q)*f)) }
	return color.NRGBA{ch(x.R, y.R), ch(x.G, y.G), ch(x.B, y.B), 0xff}
}

// hexColor is a colour as a page writes it.
func hexColor(c color.Color) string {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return fmt.Sprintf("#%02x%02x%02x", n.R, n.G, n.B)
}

// phoneLang is the page's name of the app's language.
func phoneLang(tag language.Tag) string {
	for name, t := range phoneLangs {
		if t == tag {
			return name
		}
	}
	return "en"
}
