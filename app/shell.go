package app

import (
	"encoding/json"
	"runtime"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/screens/house"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// Options are what the shell needs besides the Fyne app.
type Options struct {
	// Dir is the folder of the saves.
	Dir string
	// Root, when set, keeps the saves in Fyne's storage below it instead
	// of in Dir: in a browser, its IndexedDB.
	Root fyne.URI
	// Games are the games on the home screen.
	Games []screens.Game
	// Sound plays the cues.
	Sound *sound.Player
	// Locale is the OS locale, for the language of the first start.
	Locale string
	// Logf receives what the shell logs.
	Logf func(format string, args ...any)
	// Wake keeps the screen on while a game or its clock needs it; nil
	// leaves the screen to the system.
	Wake Waker
	// Screen returns the part of the screen a window may take, or a zero
	// size when it is not known; nil in tests.
	Screen func() fyne.Size
	// Exit ends the process once the app has stopped; nil leaves it to
	// Fyne's Quit, as in tests.
	Exit func()
	// OnUI runs what the table link reports on the UI goroutine; nil is
	// screens.OnUI. Tests queue it to run it when they choose.
	OnUI func(func())
}

// The screens the shell itself owns; the files it saves them to are
// named in the store.
const (
	screenHome     = "home"
	screenRoster   = "roster"
	screenSettings = "settings"
	screenEvenings = "evenings"
	screenRecords  = "records"
)

// page is a screen with the file its match is saved to, if it has one, and
// the widgets its Build made, kept while the language and theme stay.
type page struct {
	key  string
	kind string
	game *screens.Game
	// screen is nil for a finished game the start left unread, until the
	// table opens it (Shell.ensure).
	screen screens.Screen
	saved  bool
	body   fyne.CanvasObject
	// at is when the match was last saved.
	at time.Time
	// readOnly is set on a finished game once the table has left it: it
	// then only shows its final board.
	readOnly bool
}

// Shell is the app's window and everything around the game screens.
type Shell struct {
	app      fyne.App
	win      fyne.Window
	opts     Options
	store    *store.Store
	clocks   *keeper[screens.ClockState]
	drafts   *keeper[string]
	cat      *translations.Catalog
	sound    *sound.Player
	settings Settings
	roster   *roster.Match

	// stopping is set once the app has begun to stop, so that its stop
	// runs once however many ways out are taken at the same time.
	stopping bool

	current *page
	fixed   map[string]*page
	// games are the saved games, under way and finished.
	games library
	// evenings are the finished games and their evenings.
	evenings *evening.Match
	// leftOut names the finished games left out of the evenings because
	// their saves could not be read.
	leftOut []string
	saveErr string
	// wake is Options.Wake; awake is what it was last told, and clockOn
	// whether each game's clock, by the game's save, is under way.
	wake    Waker
	awake   bool
	clockOn map[string]bool
	// setups are, by game kind, the setup the table stepped away from
	// before Start: the tile opens it again as it was left.
	setups map[string]*page
	// keyboard is whether the table has a keyboard: a laptop always has
	// one; a browser once a key came with no text field focused.
	keyboard bool
	// body holds the current page's widgets below the top bar.
	body *fyne.Container
	// repaint is an empty rectangle behind the body, refreshed to have the
	// window drawn again when the body swaps pages: refreshing the body
	// itself would refresh every widget of the page and drop its textures,
	// which on a tablet cost most of a tap.
	repaint *canvas.Rectangle

	home           *house.Home
	rosterScreen   *house.RosterScreen
	settingsScreen *house.SettingsScreen
	// phones is the table link while it is on.
	phones *phones

	// HomeButton, UndoButton, RedoButton, PhonesButton and SettingsButton
	// are the top bar's buttons; LanguageSelect switches the language from
	// any screen.
	HomeButton, UndoButton, RedoButton, PhonesButton, SettingsButton *screens.Button
	LanguageSelect                                                   *widget.Select
	// TitleLabel names the current screen.
	TitleLabel *widget.Label
	// EndHereButton ends the game on show where it stands, once the table
	// confirms; asked is its dialog while it is up.
	EndHereButton *screens.WhyButton
	// RulesButton opens How to play at the step under way in a game.
	RulesButton *screens.Button
	// saveFile hands an evening's table or picture to the table: the save
	// dialog, or a download; tests put their own.
	saveFile func(name string, data []byte, done func(where string, err error))
	// backup is how the backup reaches its file and comes back.
	backup backupFiles
	// WhyNote says, beneath a greyed End here that was tapped, why it is
	// greyed.
	WhyNote *screens.WhyNote
	asked   *EndHereAsk
	// bar lays the top bar out, the buttons' words dropped where the title
	// would not show whole.
	bar    *topBar
	barBox *fyne.Container
	// Banner shows a save that failed until a later one succeeds.
	Banner *widget.Label
}

// New builds the shell on the Fyne app: it reads the saves, picks the
// language and opens the window on the screen the user left.
func New(a fyne.App, opts Options) (*Shell, error) {
	s := &Shell{app: a, opts: opts, sound: opts.Sound, wake: opts.Wake, clockOn: map[string]bool{}, setups: map[string]*page{}, keyboard: runtime.GOOS != "js"}
	var notices []string
	var openErr error
	if opts.Root != nil {
		s.store, openErr = store.OpenURI(opts.Root)
	} else {
		s.store, openErr = store.Open(opts.Dir)
	}
	s.clocks = newClockKeeper(s.store, opts.Logf)
	s.drafts = newDraftKeeper(s.store, opts.Logf)
	// The evenings' save is the start's largest read, five years of games
	// in one file: it is read beside the making of the window.
	evenings := s.readEveningsBeside()

	settingsNotice := s.loadSettings()
	tag, ok := translations.Parse(s.settings.Language)
	if !ok {
		tag = translations.Match(opts.Locale)
		s.settings.Language = tag.String()
	}
	cat, err := translations.New(tag)
	if err != nil {
		return nil, err
	}
	s.cat = cat
	speakToFyne(tag)
	if openErr != nil {
		// Play goes on in memory, under a banner that says so.
		opts.Logf("storage: %v", openErr)
		s.saveErr = s.cat.T(s.storageID("storage.unwritable"), "Dir", s.store.Dir(), "Detail", openErr.Error())
		notices = append(notices, s.saveErr)
	}
	if settingsNotice != nil {
		notices = append(notices, s.unreadable(settingsNotice))
	}
	a.Settings().SetTheme(screens.NewTheme(s.settings.Theme))
	s.sound.SetMuted(s.settings.Muted)
	s.win = a.NewWindow(s.cat.T("app.name"))
	var screen fyne.Size
	if opts.Screen != nil {
		screen = opts.Screen()
	}
	s.win.Resize(windowSize(s.settings.Window, screen))
	s.win.SetCloseIntercept(s.Quit)
	s.addShortcuts()
	if err := s.loadRoster(); err != nil {
		notices = append(notices, s.unreadable(err))
	}
	// The home screen keeps its own undo, which the loading of the evenings
	// already edits.
	s.home = house.NewHome(s.cat, s.win, s.homeShell())
	s.games.load = s.ensure
	notices = append(notices, evenings()...)
	notices = append(notices, s.loadGames()...)
	notices = append(notices, s.loadEvenings()...)

	s.rosterScreen = house.NewRosterScreen(s.cat, s.roster, s.win, house.RosterShell{
		Shortcut: s.shortcut, Quit: quitShortcut, GoHome: s.GoHome,
		Shown:  func() bool { return s.current.screen == s.rosterScreen },
		Commit: func() { s.commit(s.fixed[screenRoster]) },
		Linked: s.linkedIDs})
	s.saveFile = s.export
	s.backup = backupFiles{save: s.export, open: func(done func([]byte, error)) { openFile(s.win, s.exportFolder(), done) }}
	s.settingsScreen = house.NewSettingsScreen(s.cat, s.sound, s.settingsShell())
	s.fixed = map[string]*page{
		screenHome:     {key: screenHome, screen: s.home},
		screenRoster:   {key: screenRoster, kind: "roster", screen: s.rosterScreen},
		screenSettings: {key: screenSettings, screen: s.settingsScreen},
		screenRecords: {key: screenRecords, screen: house.NewRecordsScreen(s.cat, house.RecordsShell{
			Finished:  func() []evening.Game { return s.evenings.State().Games() },
			Version:   func() int { return s.evenings.Len() },
			Merges:    func() map[string]string { return s.roster.State().Merges() },
			Roster:    func() games.Seats { return s.roster.State().Players() },
			GameTitle: s.gameTitle, Icon: s.gameIcon, Now: time.Now,
			Remember: func(p house.RecordsPlace) { s.settings.Records = p; s.saveSettings() }}, s.settings.Records)},
		screenEvenings: {key: screenEvenings, screen: house.NewEveningsScreen(s.cat, house.EveningsShell{
			Evenings:  func() []evening.Evening { return s.evenings.State().Evenings() },
			GameTitle: s.gameTitle, Saved: s.savedGame, Export: s.exportEvening})},
	}
	s.frame()
	s.reopen()
	for _, n := range notices {
		dialog.ShowInformation(s.cat.T("notice.title"), n, s.win)
	}
	return s, nil
}

// Window returns the app's window.
func (s *Shell) Window() fyne.Window {
	return s.win
}

// Current returns the screen on show.
func (s *Shell) Current() screens.Screen {
	return s.current.screen
}

// Home returns the home screen.
func (s *Shell) Home() *house.Home { return s.home }

// RosterScreen returns the roster screen.
func (s *Shell) RosterScreen() *house.RosterScreen { return s.rosterScreen }

// SettingsScreen returns the settings screen.
func (s *Shell) SettingsScreen() *house.SettingsScreen { return s.settingsScreen }

// ensure loads the game of a page from its save when the start left it
// for later (a finished game the evenings hold), and reports whether the
// page has its screen. A save that no longer reads is set aside, and the
// banner says so.
func (s *Shell) ensure(p *page) bool {
	if p.screen != nil {
		return true
	}
	f, err := s.store.Read(p.key)
	if err == nil {
		p.screen, err = p.game.Load(s.context(p), *p.game, f.Body)
	}
	if err != nil {
		// As the start did when it read every save: the game leaves the
		// evenings, the banner names it, and its save is kept aside.
		s.games.remove(p)
		s.evenings.Do(evening.Remove(p.key))
		s.saveEvenings()
		s.leftOut = append(s.leftOut, s.cat.T("evening.left_out", "Game", s.gameTitle(p.kind), "File", p.key))
		notice := s.unreadable(s.store.Aside(p.key, err))
		if s.current != nil {
			s.updateBar()
			dialog.ShowInformation(s.cat.T("notice.title"), notice, s.win)
		}
		return false
	}
	p.at = f.Saved
	// The evenings recorded the game as it was then; a save changed since
	// (a crash between the two saves) is recorded again.
	s.recordEvening(p, true)
	return true
}

func (s *Shell) game(kind string) *screens.Game {
	for i := range s.opts.Games {
		if s.opts.Games[i].Kind == kind {
			return &s.opts.Games[i]
		}
	}
	return nil
}

// context returns what a game screen gets from the shell: its host is
// the page's (host.go).
func (s *Shell) context(p *page) *screens.Context {
	h := &host{s: s, p: p}
	return screens.NewContext(screens.Context{Catalog: s.cat, Window: s.win, Sound: s.sound,
		Last: s.settings.Setups[p.kind], Ticked: s.ticked(p.kind), Host: h, Keeper: h, Table: h})
}

// SawKeyboard is told of a key pressed on a real keyboard: the screens
// show their keys' hints from then on, the one on show at once.
func (s *Shell) SawKeyboard() {
	if s.keyboard {
		return
	}
	s.keyboard = true
	s.rebuild()
}

// Quit stops the app, as every way out of it does (Ctrl+Q, the window's
// close button, a signal), on the UI goroutine: the screen on show closes,
// so that a running clock keeps the time it has left, the clocks are
// written, the window's size is remembered, and the process exits.
//
// The app does not leave this to Fyne's own stop: Fyne 2.8 runs its
// stopped hook on a goroutine of its own as its loop ends, which at times
// skips the hook, lets the clock's callbacks run on after it, or sends on
// the loop's closed queue and panics (CI saw the last once in about a
// hundred quits).
func (s *Shell) Quit() {
	if s.stopping {
		return
	}
	s.stopped()
	if s.opts.Exit != nil {
		s.opts.Exit()
		return
	}
	s.app.Quit()
}

// stopped does what the app must do as it stops, once: Quit calls it, and
// so does Run when Fyne's loop has ended by another way.
func (s *Shell) stopped() {
	if s.stopping {
		return
	}
	s.stopping = true
	s.stopPhones()
	s.current.screen.Close()
	s.clocks.close()
	s.drafts.close()
	s.rememberWindow()
	if s.awake {
		s.awake = false
		s.wake.Release()
	}
}

// reopen shows the screen the user had open when the app last closed.
func (s *Shell) reopen() {
	if p, ok := s.fixed[s.settings.Screen]; ok {
		s.show(p)
		return
	}
	if p := s.games.file(s.settings.Screen); p != nil {
		s.show(p)
		return
	}
	s.show(s.fixed[screenHome])
}

func (s *Shell) show(p *page) {
	if !s.ensure(p) {
		return
	}
	if s.current != nil && s.current != p {
		if h := s.current.screen.History(); h != nil && h.Over() {
			// A finished game the table leaves is kept as it ended.
			s.current.readOnly = true
		}
		s.current.screen.Close()
		// The page left keeps its widgets for its return, but not the
		// keyboard: a hidden field must not take the keys.
		s.win.Canvas().Unfocus()
	}
	s.current = p
	if s.settings.Screen != p.key {
		s.settings.Screen = p.key
		s.saveSettings()
	}
	s.showBody()
	if f, ok := p.screen.(interface{ FocusTarget() fyne.Focusable }); ok {
		if w := f.FocusTarget(); w != nil {
			s.win.Canvas().Focus(w)
		}
	}
}

// GoHome shows the home screen.
func (s *Shell) GoHome() { s.show(s.fixed[screenHome]) }

// OpenRoster shows the roster.
func (s *Shell) OpenRoster() { s.show(s.fixed[screenRoster]) }

// OpenEvenings shows the evenings and their games.
func (s *Shell) OpenEvenings() { s.show(s.fixed[screenEvenings]) }

// OpenRecords shows the records of every finished game.
func (s *Shell) OpenRecords() { s.show(s.fixed[screenRecords]) }

// OpenSettings shows the settings.
func (s *Shell) OpenSettings() { s.show(s.fixed[screenSettings]) }

// OpenGame opens a game of the given kind from its tile: a new one, or,
// when one is under way, the one the table picks when asked.
func (s *Shell) OpenGame(kind string) {
	under := s.games.underWay(kind)
	if under == nil {
		s.NewGame(kind)
		return
	}
	s.home.AskAbout(under.game, func() { s.show(under) }, func() { s.NewGame(kind) })
}

// NewGame opens the setup of a new game of the given kind, as the table
// left it if it stepped away before Start; the games under way stay as
// they are.
func (s *Shell) NewGame(kind string) {
	game := s.game(kind)
	if game == nil {
		return
	}
	if p := s.setups[kind]; p != nil && !p.saved {
		s.show(p)
		return
	}
	p := &page{key: s.store.NewGameName(kind), kind: kind, game: game}
	p.screen = game.New(s.context(p), *game)
	s.setups[kind] = p
	s.show(p)
}

// ticked returns the players a new setup of the kind opens with ticked:
// the ticks of a setup of that kind not started, or else the players of
// the table's last game; nil when there are neither.
func (s *Shell) ticked(kind string) []string {
	if ids, ok := s.settings.Ticks[kind]; ok {
		return ids
	}
	return s.settings.Players
}

// playAgain starts the next game after the finished one on page from, from
// the setup its screen gives, and shows it.
func (s *Shell) playAgain(from *page, setup any) {
	record, err := json.Marshal(games.Record[any, any]{Setup: setup})
	p := &page{key: s.store.NewGameName(from.kind), kind: from.kind, game: from.game}
	if err == nil {
		p.screen, err = from.game.Load(s.context(p), *from.game, record)
	}
	if err != nil {
		dialog.ShowInformation(s.cat.T("notice.title"), s.cat.Error(err), s.win)
		return
	}
	s.save(p)
	s.show(p)
}

// history returns what undo and redo act on for the page on show: its
// match, or nothing for a finished game kept as it ended.
func (s *Shell) history() games.History {
	if s.current.readOnly {
		return nil
	}
	return s.current.screen.History()
}

// Undo takes back what the screen on show has under way of its own, such
// as a countdown or, on the home screen, the removal of a game; or else the
// last action of its history.
func (s *Shell) Undo() {
	if u, ok := s.current.screen.(screens.Undoer); ok && u.Undo() {
		s.updateBar()
		return
	}
	if h := s.history(); h != nil && h.Undo() {
		s.commit(s.current)
	}
}

// Redo applies again the last action undo took back.
func (s *Shell) Redo() {
	if h := s.history(); h != nil && h.Redo() {
		s.commit(s.current)
	}
}

// showBody puts the current page below the top bar: the widgets it built
// before, updated, or built now the first time it shows in this language
// and theme.
func (s *Shell) showBody() {
	p := s.current
	if p.body == nil {
		p.body = container.NewPadded(p.screen.Build())
	} else {
		p.screen.Update()
	}
	if len(s.body.Objects) != 1 || s.body.Objects[0] != p.body {
		s.body.RemoveAll()
		s.body.Add(p.body)
		canvas.Refresh(s.repaint)
	}
	s.updateBar()
	screens.DrawOnce(s.body)
}

// rebuild builds the current page again after a language or theme switch;
// the other pages build theirs when they next show.
func (s *Shell) rebuild() {
	for _, p := range s.fixed {
		p.body = nil
	}
	for _, p := range s.games.pages {
		p.body = nil
	}
	for _, p := range s.setups {
		p.body = nil
	}
	s.current.body = nil
	s.showBody()
}

// tell shows a message in a dialog with the app's own Close button.
func (s *Shell) tell(text string) {
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	closeButton := screens.NewButton(s.cat.T("link.close"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(s.cat.T("link.title"), container.NewVBox(label, closeButton), s.win)
	screens.FitDialog(d, s.win, fyne.NewSize(480, 0))
	d.Show()
}
