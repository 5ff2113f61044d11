package house

import (
	"cmp"
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/kinds"
	"tablecompanion/games/records"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

//go:embed trophy.svg
var trophySVG []byte

// RecordsIcon is a cup: the records' button on the home screen.
var RecordsIcon = theme.NewThemedResource(fyne.NewStaticResource("trophy.svg", trophySVG))

// The periods the records screen offers, in the order of its buttons.
const (
	periodMonth = iota
	periodYear
	periodAll
)

// The records screen's three views.
const (
	recordsList    = ""
	recordsPlayer  = "player"
	recordsKindTab = "kind"
)

// RecordsPlace is a place on the records screen, which the shell keeps
// with the settings.
type RecordsPlace struct {
	Period   int    `json:"period,omitempty"`
	View     string `json:"view,omitempty"`
	Selected string `json:"selected,omitempty"`
}

// RecordsShell is what the records screen asks of the shell.
type RecordsShell struct {
	// Finished returns every finished game; Version is a number that
	// changes whenever they change.
	Finished func() []evening.Game
	Version  func() int
	// Merges returns the roster's merges (records.Merge), Roster its
	// players.
	Merges func() map[string]string
	Roster func() games.Seats
	// GameTitle names a kind of game, Icon draws it.
	GameTitle func(kind string) string
	Icon      func(kind string) fyne.Resource
	// Now is the clock the periods are told by.
	Now func() time.Time
	// Remember keeps the place the screen is left at.
	Remember func(RecordsPlace)
}

// NewRecordsScreen returns the records screen, to open at the place it
// was left.
func NewRecordsScreen(cat *translations.Catalog, sh RecordsShell, place RecordsPlace) *RecordsScreen {
	return &RecordsScreen{cat: cat, sh: sh, place: place}
}

// RecordsScreen is the table's memory: for this month, this year or all
// time, every player's games and wins, each game's plays and record
// scores, and what only the referee measured. A player's row opens their
// profile, a game's row its records. It is built once: a change of
// period, of view or of the history sets the widgets it has.
type RecordsScreen struct {
	cat *translations.Catalog
	sh  RecordsShell
	// place is where the screen is, kept with the settings by
	// sh.Remember.
	place RecordsPlace
	// built is what the records were built for: the games' version, the
	// merges and the period.
	built   string
	all     []evening.Game
	records records.Records

	// PeriodButtons choose this month, this year and all time; Back leads
	// from a profile or a game's records to the list.
	PeriodButtons [3]*screens.Button
	BackButton    *screens.Button
	// Summary counts the period's games, or says there are none.
	Summary *widget.Label

	// scroll holds the screen; listOffset is where the list was left.
	scroll     *container.Scroll
	listOffset fyne.Position

	list           *fyne.Container
	players, kinds *screens.Rows[*screens.RowButton]
	referee        *screens.Rows[*widget.Label]
	PlayerButtons  []*screens.Button
	KindButtons    []*screens.Button
	rows           map[*screens.Button]*screens.RowButton
	profile, kind  *fyne.Container
	name           *widget.Label
	stats          [6]*stat
	// Months is the profile's win rate month by month, titled by
	// monthsTitle.
	Months               *screens.Chart
	monthsTitle          *widget.Label
	monthsHelp           *widget.Label
	Rival, Nemesis       *widget.Label
	perKind, last        *screens.Rows[*widget.Label]
	against              *screens.Rows[*screens.RowButton]
	profileMore          *screens.Rows[*widget.Label]
	kindName, kindPlayed *widget.Label
	kindRecords          *screens.Rows[*widget.Label]
	kindPlayers          *screens.Rows[*screens.RowButton]
}

// stat is a big number with its caption.
type stat struct {
	value, caption *widget.Label
	box            fyne.CanvasObject
}

func newStat() *stat {
	s := &stat{value: screens.BigLabel("", theme.SizeNameHeadingText), caption: widget.NewLabel("")}
	s.value.Alignment = fyne.TextAlignCenter
	s.caption.Alignment = fyne.TextAlignCenter
	s.caption.Wrapping = fyne.TextWrapWord
	s.box = container.NewVBox(s.value, s.caption)
	return s
}

// Title names the screen.
func (rs *RecordsScreen) Title() string { return rs.cat.T("records.title") }

// History is nil: the records change with the games, not here.
func (rs *RecordsScreen) History() games.History { return nil }

// Close does nothing.
func (rs *RecordsScreen) Close() {}

// Build makes the screen's three views, of which one is on show.
func (rs *RecordsScreen) Build() fyne.CanvasObject {
	rs.built = ""
	rs.rows = map[*screens.Button]*screens.RowButton{}
	var periods []fyne.CanvasObject
	for i, key := range []string{"records.period.month", "records.period.year", "records.period.all"} {
		b := screens.NewButton(rs.cat.T(key), func() { rs.SetPeriod(i) })
		rs.PeriodButtons[i] = b
		periods = append(periods, b)
	}
	rs.BackButton = screens.NewButtonWithIcon(rs.cat.T("records.back"), theme.NavigateBackIcon(), func() { rs.show(recordsList, "") })
	rs.Summary = widget.NewLabel("")
	rs.Summary.Wrapping = fyne.TextWrapWord
	row := func() (*screens.RowButton, fyne.CanvasObject) {
		r := screens.NewRowButton()
		rs.rows[r.Button] = r
		return r, r.Object
	}
	line := func() (*widget.Label, fyne.CanvasObject) {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		return l, l
	}
	rs.players, rs.kinds, rs.referee = screens.NewRows(row), screens.NewRows(row), screens.NewRows(line)
	rs.list = container.NewVBox(Heading(rs.cat.T("records.players")), rs.players.Box,
		Heading(rs.cat.T("records.kinds")), help(rs.cat.T("records.kinds.help")), rs.kinds.Box,
		Heading(rs.cat.T("records.referee")), help(rs.cat.T("records.referee.help")), rs.referee.Box)

	rs.name = Heading("")
	tiles := make([]fyne.CanvasObject, len(rs.stats))
	for i := range rs.stats {
		rs.stats[i] = newStat()
		tiles[i] = rs.stats[i].box
	}
	rs.Rival, rs.Nemesis = widget.NewLabel(""), widget.NewLabel("")
	rs.Rival.Wrapping, rs.Nemesis.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord
	rs.perKind, rs.last, rs.profileMore = screens.NewRows(line), screens.NewRows(line), screens.NewRows(line)
	rs.against = screens.NewRows(row)
	rs.Months = screens.NewChart(rs.cat.T("records.chart.month"), rs.cat.T("records.chart.rate"))
	rs.Months.SetYRange(0, 100, 25)
	rs.monthsTitle = Heading("")
	rs.monthsHelp = help(rs.cat.T("records.chart.help", "Count", records.PoolGames))
	rs.profile = container.NewVBox(rs.name,
		container.New(&screens.EvenGrid{Gap: theme.Padding(), Least: 3}, tiles...),
		rs.Rival, help(rs.cat.T("records.rival.help")), rs.Nemesis, help(rs.cat.T("records.nemesis.help")), rs.profileMore.Box,
		rs.monthsTitle, rs.monthsHelp, rs.Months,
		Heading(rs.cat.T("records.by_kind")), rs.perKind.Box,
		Heading(rs.cat.T("records.head_to_head")), rs.against.Box,
		Heading(rs.cat.T("records.last")), help(rs.cat.T("records.last.help")), rs.last.Box)

	rs.kindName, rs.kindPlayed = Heading(""), widget.NewLabel("")
	rs.kindPlayed.Wrapping = fyne.TextWrapWord
	rs.kindRecords, rs.kindPlayers = screens.NewRows(line), screens.NewRows(row)
	rs.kind = container.NewVBox(rs.kindName, rs.kindPlayed, rs.kindRecords.Box,
		Heading(rs.cat.T("records.winners")), rs.kindPlayers.Box)

	rs.Update()
	rs.scroll = container.NewVScroll(container.NewVBox(
		container.NewGridWithColumns(3, periods...),
		container.NewBorder(nil, nil, rs.BackButton, nil, rs.Summary), rs.list, rs.profile, rs.kind))
	return rs.scroll
}

// SetPeriod shows the records of this month, this year or all time.
func (rs *RecordsScreen) SetPeriod(p int) {
	rs.place.Period = p
	rs.sh.Remember(rs.place)
	rs.Update()
}

// OpenPlayer shows the profile of the player of ID id.
func (rs *RecordsScreen) OpenPlayer(id string) { rs.show(recordsPlayer, id) }

// OpenKind shows the records of a kind of game.
func (rs *RecordsScreen) OpenKind(kind string) { rs.show(recordsKindTab, kind) }

// show opens a view: a profile or a game's records from their top, the
// list where the table left it.
func (rs *RecordsScreen) show(view, selected string) {
	if rs.place.View == recordsList {
		rs.listOffset = rs.scroll.Offset
	}
	rs.place.View, rs.place.Selected = view, selected
	rs.sh.Remember(rs.place)
	rs.Update()
	offset := fyne.Position{}
	if view == recordsList {
		offset = rs.listOffset
	}
	rs.scroll.Offset = offset
	rs.scroll.Refresh()
}

// Update builds the records again when the games, the merges or the
// period changed, and sets the view on show from them.
func (rs *RecordsScreen) Update() {
	merges := rs.sh.Merges()
	if key := fmt.Sprint(rs.sh.Version(), merges, rs.place.Period); key != rs.built {
		rs.built = key
		rs.all = records.Merge(rs.sh.Finished(), merges)
		rs.records = records.Build(rs.all, rs.periodOf(rs.place.Period))
	}
	for i, b := range rs.PeriodButtons {
		importance := widget.MediumImportance
		if i == rs.place.Period {
			importance = widget.HighImportance
		}
		if b.Importance != importance {
			b.Importance = importance
			b.Refresh()
		}
	}
	r := rs.records
	if r.Games == 0 {
		screens.SetText(rs.Summary, rs.cat.T("records.none"))
	} else {
		screens.SetText(rs.Summary, rs.cat.T("records.games", "Count", r.Games))
	}
	_, player := r.Player(rs.place.Selected)
	kindAt := -1
	for i, k := range r.Kinds {
		if k.Kind == rs.place.Selected {
			kindAt = i
		}
	}
	view := rs.place.View
	if view == recordsPlayer && !player || view == recordsKindTab && kindAt < 0 {
		// The period holds no game of theirs: the list it is.
		view = recordsList
	}
	screens.SetVisible(rs.BackButton, view != recordsList)
	screens.SetVisible(rs.list, view == recordsList)
	screens.SetVisible(rs.profile, view == recordsPlayer)
	screens.SetVisible(rs.kind, view == recordsKindTab)
	switch view {
	case recordsList:
		rs.updateList()
	case recordsPlayer:
		rs.updateProfile(rs.place.Selected)
	case recordsKindTab:
		rs.updateKind(r.Kinds[kindAt])
	}
}

// help returns a line of help under a heading: what its records count.
func help(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// names writes the names of the players of IDs ids, a tie for a record
// naming every holder.
func (rs *RecordsScreen) names(ids []string) string {
	var names []string
	for _, id := range ids {
		names = append(names, rs.who(id).Name)
	}
	return strings.Join(names, ", ")
}

// periodOf returns the span of a period button.
func (rs *RecordsScreen) periodOf(p int) records.Period {
	switch p {
	case periodMonth:
		return records.Month(rs.sh.Now())
	case periodYear:
		return records.Year(rs.sh.Now())
	}
	return records.AllTime()
}

// who returns a player as the screen names them: by the roster's name
// and colour while they are in it, else as their newest game knew them.
func (rs *RecordsScreen) who(id string) games.Player {
	if i := rs.sh.Roster().Index(id); i >= 0 {
		return rs.sh.Roster()[i]
	}
	if p, ok := rs.records.Player(id); ok {
		return p.Player
	}
	return games.Player{ID: id, Name: id}
}

// tally writes a count of games, wins and the win rate.
func (rs *RecordsScreen) tally(t records.Tally) string {
	return strings.Join([]string{rs.cat.T("records.played", "Count", t.Played),
		rs.cat.T("records.won", "Count", t.Wins), percent(t.WinRate())}, " · ")
}

// percent writes a rate from 0 to 1 as a whole percentage.
func percent(rate float64) string {
	return strconv.Itoa(int(math.Round(rate*100))) + "%"
}

// seconds writes a duration in seconds to the millisecond, with the
// decimal comma in Russian and Ukrainian.
func (rs *RecordsScreen) seconds(d time.Duration) string {
	s := strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
	if rs.cat.Language() != language.English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return rs.cat.T("records.seconds", "Time", s)
}

func (rs *RecordsScreen) updateList() {
	r := rs.records
	rs.PlayerButtons, rs.KindButtons = nil, nil
	for i, row := range rs.players.Show(len(r.Players)) {
		p := r.Players[i]
		who := rs.who(p.Player.ID)
		row.Set(who.Name+"\n"+rs.tally(p.Tally), screens.SwatchIcon(who.Color), func() { rs.OpenPlayer(p.Player.ID) })
		rs.PlayerButtons = append(rs.PlayerButtons, row.Button)
	}
	for i, row := range rs.kinds.Show(len(r.Kinds)) {
		k := r.Kinds[i]
		words := rs.sh.GameTitle(k.Kind) + "\n" + rs.cat.T("records.kind.played", "Count", k.Played)
		if k.Scored > 0 {
			words += " · " + rs.cat.T("records.kind.best", "Score", k.Best, "Name", rs.names(k.Holders))
		}
		row.Set(words, rs.sh.Icon(k.Kind), func() { rs.OpenKind(k.Kind) })
		rs.KindButtons = append(rs.KindButtons, row.Button)
	}
	lines := rs.refereeLines("")
	if len(lines) == 0 {
		lines = append(lines, rs.cat.T("records.referee.none"))
	}
	for i, l := range rs.referee.Show(len(lines)) {
		screens.SetText(l, lines[i])
	}
}

// refereeLines are the numbers only the referee measured, of one kind of
// game, or of every kind for "".
func (rs *RecordsScreen) refereeLines(kind string) []string {
	r := rs.records
	var lines []string
	add := func(m kinds.Measure, ok bool, line func() string) {
		if ok && (kind == "" || kind == m.Kind()) {
			lines = append(lines, line())
		}
	}
	add(kinds.FastestReaction, r.Fastest.Games > 0, func() string {
		return rs.cat.T("records.fastest", "Time", rs.seconds(r.Fastest.Time), "Name", rs.names(r.Fastest.Holders))
	})
	add(kinds.SpyWins, r.Spies.Rounds > 0, func() string {
		return rs.cat.T("records.spies", "Won", r.Spies.Won, "Count", r.Spies.Rounds, "Percent", percent(r.Spies.WinRate()))
	})
	add(kinds.FastestCatch, r.FastestCatch.Catches > 0, func() string {
		return rs.cat.T("records.fastest_catch", "Time", clockTime(r.FastestCatch.Time), "Name", rs.names(r.FastestCatch.Holders))
	})
	add(kinds.MostInterceptions, r.Interceptions.Most > 0, func() string {
		return rs.cat.T("records.interceptions", "Count", r.Interceptions.Most, "Names", rs.names(r.Interceptions.Holders))
	})
	add(kinds.StorytellersScored, r.Storytellers.Told > 0, func() string {
		return rs.cat.T("records.storytellers", "Scored", r.Storytellers.Scored, "Count", r.Storytellers.Told,
			"Percent", percent(r.Storytellers.SuccessRate()))
	})
	add(kinds.BestCounter, r.Counter.Best.Right > 0, func() string {
		return rs.cat.T("records.counter", "Count", r.Counter.Best.Right, "Name", rs.names(r.Counter.Holders))
	})
	return lines
}

// clockTime writes a round clock's time as minutes and seconds.
func clockTime(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

func (rs *RecordsScreen) updateProfile(id string) {
	p, _ := rs.records.Player(id)
	who := rs.who(id)
	screens.SetText(rs.name, who.Name)
	values := []string{strconv.Itoa(p.Played), strconv.Itoa(p.Wins), percent(p.WinRate()),
		ShownPoints(rs.cat, int(math.Round(p.AveragePoints()*2))), strconv.Itoa(p.LongestStreak), strconv.Itoa(p.Streak)}
	// The words under a count agree with it.
	captions := []string{rs.cat.T("records.stat.played", "Count", p.Played), rs.cat.T("records.stat.won", "Count", p.Wins),
		rs.cat.T("records.stat.rate"), rs.cat.T("records.stat.points"),
		rs.cat.T("records.stat.longest", "Count", p.LongestStreak), rs.cat.T("records.stat.streak", "Count", p.Streak)}
	for i, s := range rs.stats {
		screens.SetText(s.value, values[i])
		screens.SetText(s.caption, captions[i])
	}
	if p.Rival == "" {
		screens.SetText(rs.Rival, rs.cat.T("records.rival.none"))
	} else {
		screens.SetText(rs.Rival, rs.cat.T("records.rival", "Name", rs.who(p.Rival).Name, "Count", p.RivalGames))
	}
	if p.Nemesis == "" {
		screens.SetText(rs.Nemesis, rs.cat.T("records.nemesis.none"))
	} else {
		screens.SetText(rs.Nemesis, rs.cat.T("records.nemesis", "Name", rs.who(p.Nemesis).Name, "Count", p.NemesisWins,
			"Behind", p.NemesisLosses))
	}
	var more []string
	if p.Spy.Rounds > 0 {
		more = append(more, rs.cat.T("records.spy", "Won", p.Spy.Won, "Count", p.Spy.Rounds))
	}
	if p.Reacted > 0 {
		more = append(more, rs.cat.T("records.reaction", "Time", rs.seconds(p.Fastest)))
	}
	if p.Reactions > 0 {
		more = append(more, rs.cat.T("records.median", "Time", rs.seconds(p.Median), "Count", p.Reactions))
	}
	if p.FalseStarts > 0 {
		more = append(more, rs.cat.T("records.false_starts", "Count", p.FalseStarts))
	}
	if p.Caught > 0 {
		more = append(more, rs.cat.T("records.caught", "Count", p.Caught, "Time", clockTime(p.FastestCatch)))
	}
	if p.MostInterceptions > 0 {
		more = append(more, rs.cat.T("records.intercepted", "Count", p.MostInterceptions))
	}
	if p.Stories.Told > 0 {
		more = append(more, rs.cat.T("records.told", "Scored", p.Stories.Scored, "Count", p.Stories.Told,
			"Percent", percent(p.Stories.SuccessRate())))
	}
	if c := p.Catches; c.Right+c.Wrong > 0 {
		more = append(more, rs.cat.T("records.catches", "Right", c.Right, "Wrong", c.Wrong, "Count", p.BestCatches.Right))
	}
	for i, l := range rs.profileMore.Show(len(more)) {
		screens.SetText(l, more[i])
	}
	for i, l := range rs.perKind.Show(len(p.Kinds)) {
		k := p.Kinds[i]
		words := rs.sh.GameTitle(k.Kind) + ": " + rs.tally(k.Tally)
		if k.Scored > 0 {
			words += " · " + rs.cat.T("records.best", "Score", k.Best)
		}
		screens.SetText(l, words)
	}
	// The win rate month by month, in percent from 0 to 100, the
	// player's colour. A month the player sat out has no point, and a
	// month of few games is read with the months before it
	// (records.Rates), so that one game is no spike. Over more than one
	// year every month names its year. A single month is a sentence,
	// not a dot in an empty frame.
	points := records.Rates(records.Months(rs.all, rs.periodOf(rs.place.Period), id, time.Local))
	var rates []float64
	var labels []string
	years := len(points) > 0 && points[0].Start.Year() != points[len(points)-1].Start.Year()
	for _, m := range points {
		label := rs.cat.T(fmt.Sprintf("records.month.%d", int(m.Start.Month())))
		if years {
			label += " " + strconv.Itoa(m.Start.Year()%100)
		}
		rates, labels = append(rates, math.Round(m.Pooled.WinRate()*100)), append(labels, label)
	}
	if len(points) == 1 {
		screens.SetText(rs.monthsTitle, rs.cat.T("records.chart.one", "Percent", percent(points[0].Month.WinRate()),
			"Count", points[0].Month.Played))
	} else {
		screens.SetText(rs.monthsTitle, rs.cat.T("records.chart.title", "Count", len(points)))
	}
	screens.SetVisible(rs.Months, len(points) > 1)
	screens.SetVisible(rs.monthsHelp, len(points) > 1)
	rs.Months.SetXLabels(labels)
	rs.Months.SetLines([]screens.ChartLine{{Label: who.Name, Color: who.Color, Values: rates}})
	// The players met most often first.
	var pairs []records.Pair
	for _, pr := range rs.records.Pairs {
		if pr.A == id || pr.B == id {
			pairs = append(pairs, pr)
		}
	}
	slices.SortStableFunc(pairs, func(a, b records.Pair) int { return cmp.Compare(b.Together, a.Together) })
	for i, row := range rs.against.Show(len(pairs)) {
		pr := pairs[i]
		other := rs.who(pr.Other(id))
		words := other.Name + "\n" + rs.cat.T("records.together", "Count", pr.Together,
			"Ahead", pr.Ahead(id), "Behind", pr.Ahead(other.ID))
		row.Set(words, screens.SwatchIcon(other.Color), func() { rs.OpenPlayer(other.ID) })
	}
	for i, l := range rs.last.Show(len(p.Last)) {
		res := p.Last[i]
		words := rs.cat.T("records.result", "Date", res.Finished.Local().Format("2006-01-02"),
			"Game", rs.sh.GameTitle(res.Kind), "Place", res.Place, "Count", res.Players)
		if res.Hacker {
			words += " · " + rs.cat.T("records.result.hacker")
		}
		if res.EndedEarly {
			words += " · " + rs.cat.T("records.result.early")
		}
		screens.SetText(l, words)
	}
}

func (rs *RecordsScreen) updateKind(k records.Kind) {
	screens.SetText(rs.kindName, rs.sh.GameTitle(k.Kind))
	screens.SetText(rs.kindPlayed, rs.cat.T("records.kind.played", "Count", k.Played))
	var lines []string
	if k.Scored > 0 {
		when := ""
		for _, g := range rs.all {
			if g.File == k.File {
				when = g.Finished.Local().Format("2006-01-02")
			}
		}
		lines = append(lines, rs.cat.T("records.kind.record", "Score", k.Best, "Name", rs.names(k.Holders), "Date", when))
	} else {
		lines = append(lines, rs.cat.T("records.kind.no_scores"))
	}
	lines = append(lines, rs.refereeLines(k.Kind)...)
	for i, l := range rs.kindRecords.Show(len(lines)) {
		screens.SetText(l, lines[i])
	}
	// The players of this game, by their wins in it.
	type line struct {
		id string
		t  records.KindTally
	}
	var players []line
	for _, p := range rs.records.Players {
		for _, kt := range p.Kinds {
			if kt.Kind == k.Kind {
				players = append(players, line{p.Player.ID, kt})
			}
		}
	}
	slices.SortStableFunc(players, func(a, b line) int {
		return cmp.Or(cmp.Compare(b.t.Wins, a.t.Wins), cmp.Compare(b.t.Played, a.t.Played))
	})
	for i, row := range rs.kindPlayers.Show(len(players)) {
		pl := players[i]
		who := rs.who(pl.id)
		row.Set(who.Name+"\n"+rs.tally(pl.t.Tally), screens.SwatchIcon(who.Color), func() { rs.OpenPlayer(pl.id) })
	}
}

// rowText returns the words of one of the screen's rows.
func (rs *RecordsScreen) rowText(b *screens.Button) string { return screens.RowWords(rs.rows, b) }
