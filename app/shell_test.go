package app

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/screens/carnival"
	"tablecompanion/screens/catalog"
	"tablecompanion/screens/decrypto"
	"tablecompanion/screens/dixit"
	"tablecompanion/screens/house"
	"tablecompanion/screens/keepwatch"
	"tablecompanion/screens/spyfall"
	"tablecompanion/sound"
)

var silent = sound.New(func(string, ...any) {})

// start builds a shell on a fresh test app with its saves in dir.
func start(t *testing.T, dir string, locale string, extra ...screens.Game) *Shell {
	t.Helper()
	a := test.NewTempApp(t)
	s, err := New(a, Options{
		Dir:    dir,
		Games:  append(catalog.All(), extra...),
		Sound:  silent,
		Locale: locale,
		Logf:   t.Logf,
	})
	if err != nil {
		t.Fatal(err)
	}
	// The keepers write clocks and drafts off the UI goroutine: they end
	// before the test's folder goes, as they do when the app stops.
	t.Cleanup(func() {
		s.clocks.close()
		s.drafts.close()
	})
	return s
}

func names(s *Shell) []string {
	var out []string
	for _, p := range s.roster.State().Players() {
		out = append(out, p.Name)
	}
	return out
}

func addPlayer(t *testing.T, s *Shell, name string) {
	t.Helper()
	r := s.RosterScreen()
	test.Type(r.NameEntry, name)
	test.Tap(r.AddButton)
}

// shortcut delivers a shortcut as the desktop driver does: to the focused
// widget if it takes shortcuts, else to the canvas's handlers.
func shortcut(t *testing.T, s *Shell, sc fyne.Shortcut) {
	t.Helper()
	if f, ok := s.Window().Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	if !s.shortcut(sc) {
		t.Fatalf("%s is not a shortcut of the shell", sc.ShortcutName())
	}
}

func TestHomeShowsEveryGameWithItsPlayerRange(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	h := s.Home()
	want := map[string]string{
		"Keep Watch": "2–6 players", "Spyfall 2": "3–12 players", "Decrypto": "3–8 players",
		"Dixit": "3–6 players", "Carnival": "4–8 players",
	}
	if len(h.Tiles) != len(want) {
		t.Fatalf("%d tiles", len(h.Tiles))
	}
	for _, tile := range h.Tiles {
		if want[tile.Title()] != tile.Subtitle() {
			t.Errorf("tile %q says %q", tile.Title(), tile.Subtitle())
		}
	}
	if s.TitleLabel.Text != "Table Companion" || s.HomeButton.Visible() {
		t.Fatal("the home screen has the app's name and no way home")
	}
	if len(h.ContinueButtons) != 0 {
		t.Fatal("nothing to continue on a first start")
	}
}

// setupOf returns the player setup of the screen on show, a game's whole
// screen or the first part of one, or nil.
func setupOf(s *Shell) *screens.Setup {
	switch sc := s.Current().(type) {
	case *dixit.Screen:
		return sc.Setup
	case *decrypto.Screen:
		return sc.Setup
	case *carnival.Screen:
		return sc.Setup
	case *keepwatch.Screen:
		return sc.Setup
	case *spyfall.Screen:
		return sc.Setup
	}
	return nil
}

func TestEachTileOpensItsGameSetup(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	for i, title := range []string{"Keep Watch", "Spyfall 2", "Decrypto", "Dixit", "Carnival"} {
		test.Tap(s.Home().Tiles[i])
		if setupOf(s) == nil || s.TitleLabel.Text != title {
			t.Fatalf("tile %d opened %q", i, s.TitleLabel.Text)
		}
		test.Tap(s.HomeButton)
		if s.Current() != s.Home() {
			t.Fatal("the home button does not lead home")
		}
	}
	if len(s.games.pages) != 0 {
		t.Fatalf("%d setup screens that were never saved are kept as games", len(s.games.pages))
	}
}

func TestKeysOpenGamesAndLeadHome(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.typedKey(&fyne.KeyEvent{Name: fyne.Key4})
	if s.TitleLabel.Text != "Dixit" {
		t.Fatalf("4 opened %q", s.TitleLabel.Text)
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.Key1})
	if s.TitleLabel.Text != "Dixit" {
		t.Fatal("digits open games only from the home screen")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Current() != s.Home() {
		t.Fatal("Esc leads home")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.Key9})
	if s.Current() != s.Home() {
		t.Fatal("a digit past the last game does nothing")
	}
}

func TestRosterAddRenameRecolourRemoveReorder(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	test.Tap(s.Home().RosterButton)
	r := s.RosterScreen()
	if s.Window().Canvas().Focused() != r.NameEntry {
		t.Fatal("the name field should be ready for typing")
	}
	for _, n := range []string{"Ann", "Bob", "Cy"} {
		addPlayer(t, s, n)
	}
	if got := strings.Join(names(s), ","); got != "Ann,Bob,Cy" {
		t.Fatalf("roster %s", got)
	}
	if r.NameEntry.Text != "" || r.Message.Visible() {
		t.Fatal("after an add the field is empty and there is no error")
	}
	players := s.roster.State().Players()
	if players[0].Color == players[1].Color {
		t.Fatal("new players get different colours")
	}

	e := openRow(t, s, 2)
	test.Tap(e.Up)
	if got := strings.Join(names(s), ","); got != "Ann,Cy,Bob" {
		t.Fatalf("after moving Cy up: %s", got)
	}
	test.Tap(e.DoneButton)
	if e := openRow(t, s, 0); !e.Up.Disabled() || e.Down.Disabled() {
		t.Fatal("the first seat cannot move further up")
	}
	if e := openRow(t, s, 2); e.Up.Disabled() || !e.Down.Disabled() {
		t.Fatal("the last seat cannot move further down")
	}

	e = openRow(t, s, 1)
	e.NameEntry.SetText("Cyril")
	test.Tap(e.DoneButton)
	if got := strings.Join(names(s), ","); got != "Ann,Cyril,Bob" || r.Editor.IsOpen() {
		t.Fatalf("after renaming: %s, the editor open %v", got, r.Editor.IsOpen())
	}

	openRow(t, s, 0).Color.SetSelected("Teal")
	if s.roster.State().Players()[0].Color != "teal" {
		t.Fatal("the colour did not change")
	}

	test.Tap(openRow(t, s, 2).RemoveButton)
	if got := strings.Join(names(s), ","); got != "Ann,Cyril" {
		t.Fatalf("after removing Bob: %s", got)
	}
}

// openRow taps the roster's row of a seat (0 for the first) and returns the
// editor it opened on the player sitting there.
func openRow(t *testing.T, s *Shell, seat int) *house.PlayerEditor {
	t.Helper()
	r := s.RosterScreen()
	if seat >= len(r.Rows) || !r.Rows[seat].Visible() {
		t.Fatalf("no row for seat %d", seat+1)
	}
	test.Tap(r.Rows[seat])
	e := r.Editor
	if !e.IsOpen() || e.PlayerID() != s.roster.State().Players()[seat].ID || !overlaid(s) {
		t.Fatalf("a tap on seat %d's row did not open its editor", seat+1)
	}
	return e
}

// overlaid reports whether a dialog is on show over the window.
func overlaid(s *Shell) bool {
	top := s.Window().Canvas().Overlays().Top()
	return top != nil && top.Visible()
}

func TestRosterRefusesBadNamesWithATranslatedMessage(t *testing.T) {
	s := start(t, t.TempDir(), "ru-RU")
	s.OpenRoster()
	addPlayer(t, s, "Алёна")
	addPlayer(t, s, "   ")
	if r := s.RosterScreen(); !r.Message.Visible() || r.Message.Text != "У игрока должно быть имя." {
		t.Fatalf("empty name: %q", r.Message.Text)
	}
	addPlayer(t, s, "алена")
	r := s.RosterScreen()
	if r.Message.Text != "Алёна уже за столом: выберите другое имя." {
		t.Fatalf("duplicate: %q", r.Message.Text)
	}
	if strings.TrimSpace(r.NameEntry.Text) != "алена" {
		t.Fatal("a refused name stays in the field to be corrected")
	}
	if len(names(s)) != 1 || s.roster.Len() != 1 {
		t.Fatal("a refused change changed the roster")
	}
	s.SetLanguage(language.Ukrainian)
	if got := s.RosterScreen().Message.Text; got != "Алёна вже за столом: оберіть інше ім'я." {
		t.Fatalf("the refusal did not follow the language: %q", got)
	}
}

func TestUndoRedoButtonsAndShortcuts(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	if !s.UndoButton.Disabled() || !s.RedoButton.Disabled() {
		t.Fatal("nothing to undo or redo yet")
	}
	addPlayer(t, s, "Ann")
	addPlayer(t, s, "Bob")
	test.Tap(s.UndoButton)
	if got := strings.Join(names(s), ","); got != "Ann" || s.RedoButton.Disabled() {
		t.Fatalf("after undo: %s", got)
	}
	test.Tap(s.RedoButton)
	if got := strings.Join(names(s), ","); got != "Ann,Bob" {
		t.Fatalf("after redo: %s", got)
	}

	// With the empty name field focused, Ctrl+Z reaches the roster.
	shortcut(t, s, &fyne.ShortcutUndo{})
	if got := strings.Join(names(s), ","); got != "Ann" {
		t.Fatalf("after Ctrl+Z: %s", got)
	}
	shortcut(t, s, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if got := strings.Join(names(s), ","); got != "Ann,Bob" {
		t.Fatalf("after Ctrl+Shift+Z: %s", got)
	}
	shortcut(t, s, &fyne.ShortcutUndo{})
	shortcut(t, s, &fyne.ShortcutRedo{})
	if got := strings.Join(names(s), ","); got != "Ann,Bob" {
		t.Fatalf("after Ctrl+Z, Ctrl+Y: %s", got)
	}

	// With text in the field, Ctrl+Z belongs to the text.
	s.Window().Canvas().Focus(s.RosterScreen().NameEntry)
	test.Type(s.RosterScreen().NameEntry, "Cy")
	shortcut(t, s, &fyne.ShortcutUndo{})
	if len(names(s)) != 2 {
		t.Fatal("Ctrl+Z in a field with text must not undo a player")
	}

	// Away from any field the canvas takes them.
	s.GoHome()
	s.Window().Canvas().Unfocus()
	s.OpenRoster()
	s.Window().Canvas().Unfocus()
	shortcut(t, s, &fyne.ShortcutUndo{})
	if got := strings.Join(names(s), ","); got != "Ann" {
		t.Fatalf("Ctrl+Z on the canvas: %s", got)
	}
}

func TestUndoAndRedoSurviveARestart(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy"} {
		addPlayer(t, s, n)
	}
	test.Tap(s.UndoButton)

	s2 := start(t, dir, "en-US")
	if s2.Current() != s2.RosterScreen() {
		t.Fatal("the app reopens the screen it was closed on")
	}
	if got := strings.Join(names(s2), ","); got != "Ann,Bob" {
		t.Fatalf("after restart: %s", got)
	}
	test.Tap(s2.RedoButton)
	test.Tap(s2.UndoButton)
	test.Tap(s2.UndoButton)
	if got := strings.Join(names(s2), ","); got != "Ann" {
		t.Fatalf("undo across the restart: %s", got)
	}
}

func TestLanguageSwitchesEverythingAtOnceAndIsRemembered(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	s.LanguageSelect.SetSelected("Русский")
	if s.cat.Language() != language.Russian {
		t.Fatal("the language did not change")
	}
	h := s.Home()
	if h.Tiles[1].Title() != "Находка для шпиона 2" || h.Tiles[1].Subtitle() != "3–12 игроков" {
		t.Fatalf("the tiles stayed: %q %q", h.Tiles[1].Title(), h.Tiles[1].Subtitle())
	}
	if h.RosterButton.Text != "0 игроков" || s.Window().Title() != "Table Companion" {
		t.Fatalf("the roster button says %q", h.RosterButton.Text)
	}
	s.OpenRoster()
	if s.TitleLabel.Text != "Игроки" || s.UndoButton.Text != "Шаг назад" {
		t.Fatalf("the top bar stayed: %q %q", s.TitleLabel.Text, s.UndoButton.Text)
	}
	s.LanguageSelect.SetSelected("Українська")
	if s.TitleLabel.Text != "Гравці" || s.RosterScreen().AddButton.Text != "Додати" {
		t.Fatalf("the roster stayed: %q %q", s.TitleLabel.Text, s.RosterScreen().AddButton.Text)
	}

	s2 := start(t, dir, "en-US")
	if s2.cat.Language() != language.Ukrainian {
		t.Fatal("the language choice was not remembered over the OS locale")
	}
}

func TestFirstStartFollowsTheOSLocale(t *testing.T) {
	cases := map[string]string{"uk-UA": "Ігри", "ru-RU": "Игры", "de-DE": "Games", "": "Games"}
	for locale, want := range cases {
		s := start(t, t.TempDir(), locale)
		if got := s.cat.T("home.games"); got != want {
			t.Errorf("locale %q: %q", locale, got)
		}
	}
}

func TestSettingsScreenSwitchesLanguageThemeAndSound(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	test.Tap(s.SettingsButton)
	st := s.SettingsScreen()
	if s.Current() != st || !s.SettingsButton.Disabled() {
		t.Fatal("the settings did not open")
	}
	st.Theme.SetSelected("Dark")
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	if got := s.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight); got != dark {
		t.Fatalf("the dark theme is not forced: %v", got)
	}
	s.SettingsScreen().Sound.SetChecked(false)
	if !s.sound.Muted() {
		t.Fatal("the sound did not mute")
	}
	s.SettingsScreen().Language.SetSelected("Українська")
	if s.TitleLabel.Text != "Налаштування" {
		t.Fatalf("title %q", s.TitleLabel.Text)
	}

	s2 := start(t, dir, "en-US")
	if s2.settings.Theme != screens.ThemeDark || !s2.settings.Muted || s2.Current() != s2.SettingsScreen() {
		t.Fatalf("settings not remembered: %+v", s2.settings)
	}
	if !s2.SettingsScreen().TestSound.Visible() || s2.SettingsScreen().Sound.Checked {
		t.Fatal("the sound switch does not show the saved choice")
	}
}

func TestSetupChecksThePlayerRange(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	addPlayer(t, s, "Ann")
	addPlayer(t, s, "Bob")
	s.GoHome()
	test.Tap(s.Home().Tiles[3]) // Dixit, 3–6
	setup := setupOf(s)
	if setup.Status.Text != "This game needs at least 3 players: add them to the roster." {
		t.Fatalf("status %q", setup.Status.Text)
	}
	test.Tap(setup.RosterButton)
	for _, n := range []string{"Cy", "Dee", "Eve", "Fay", "Gus"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[3])
	setup = setupOf(s)
	if !setup.Checks[0].Checked || !setup.Checks[1].Checked || setup.Checks[2].Checked || setup.Ready() {
		t.Fatalf("the setup the table stepped away from comes back as it was left, Ann and Bob ticked: %q", setup.Status.Text)
	}
	test.Tap(setup.NoneButton)
	if setup.Status.Text != "Choose at least 3 players." || setup.Ready() {
		t.Fatalf("7 players in the roster, none picked: %q", setup.Status.Text)
	}
	test.Tap(setup.AllButton)
	if setup.Status.Text != "At most 6 players can play: untick someone." {
		t.Fatalf("7 picked: %q", setup.Status.Text)
	}
	test.Tap(setup.Checks[0])
	if !setup.Ready() || setup.Status.Text != "6 players will play." {
		t.Fatalf("6 picked: %q", setup.Status.Text)
	}
	if got := setup.Chosen(); len(got) != 6 || got[0].Name != "Bob" || got[5].Name != "Gus" {
		t.Fatalf("chosen out of seating order: %v", got)
	}
}

func TestUnreadableRosterIsMovedAsideAndTheUserTold(t *testing.T) {
	dir := t.TempDir()
	_ = os.MkdirAll(dir, 0o755)
	_ = os.WriteFile(filepath.Join(dir, store.RosterFile), []byte(`{"format":1,"kind":"roster","body":{"setup":{},"log":[{"op":"add","name":""}]}}`), 0o644)
	_ = os.WriteFile(filepath.Join(dir, store.SettingsFile), []byte(`{"format":7,"kind":"settings","body":{}}`), 0o644)
	s := start(t, dir, "uk-UA")
	if len(names(s)) != 0 {
		t.Fatal("the roster should start empty")
	}
	moved, _ := filepath.Glob(filepath.Join(dir, "*.unreadable-*"))
	if len(moved) != 2 {
		t.Fatalf("want both files kept aside, got %v", moved)
	}
	overlay := s.Window().Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("the user was not told")
	}
	if !containsText(overlay, "застосунок запустився без нього") && !containsText(overlay, "новішою версією") {
		t.Fatal("the notice is not in Ukrainian")
	}
	s.OpenRoster()
	addPlayer(t, s, "Оля")
	for _, m := range moved {
		if data, _ := os.ReadFile(m); len(data) == 0 {
			t.Fatalf("%s was overwritten", m)
		}
	}
}

func TestUnwritableFolderStillPlaysAndSaysSo(t *testing.T) {
	parent := t.TempDir()
	blocker := filepath.Join(parent, "file")
	_ = os.WriteFile(blocker, []byte("x"), 0o644)
	s := start(t, filepath.Join(blocker, "saves"), "en-US")
	if s.Window().Canvas().Overlays().Top() == nil {
		t.Fatal("the user was not told that nothing is saved")
	}
	s.OpenRoster()
	addPlayer(t, s, "Ann")
	if len(names(s)) != 1 {
		t.Fatal("the roster must work in memory")
	}
	if !s.Banner.Visible() || !strings.Contains(s.Banner.Text, "was not saved") {
		t.Fatalf("banner %q", s.Banner.Text)
	}
}

func TestABrowserThatKeepsNothingStillPlaysUnderARedBanner(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	_ = os.WriteFile(blocker, []byte("x"), 0o644)
	a := test.NewTempApp(t)
	s, err := New(a, Options{Root: storage.NewFileURI(filepath.Join(blocker, "fyne")), Games: catalog.All(),
		Sound: silent, Locale: "uk-UA", Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Banner.Visible() || s.Banner.Importance != widget.DangerImportance || !strings.HasPrefix(s.Banner.Text, "Браузер нічого не зберігає") {
		t.Fatalf("banner %v %q", s.Banner.Visible(), s.Banner.Text)
	}
	s.OpenRoster()
	addPlayer(t, s, "Оля")
	if len(names(s)) != 1 || !strings.HasPrefix(s.Banner.Text, "Браузер не зберіг") {
		t.Fatalf("the roster works in memory and the banner says the change was not kept: %q", s.Banner.Text)
	}
}

func containsText(o fyne.CanvasObject, text string) bool {
	for _, obj := range test.LaidOutObjects(o) {
		if l, ok := obj.(*widget.Label); ok && strings.Contains(l.Text, text) {
			return true
		}
		if rt, ok := obj.(*widget.RichText); ok && strings.Contains(rt.String(), text) {
			return true
		}
		if t, ok := obj.(*canvas.Text); ok && strings.Contains(t.Text, text) {
			return true
		}
	}
	return false
}

// tally is a small game for the shell's tests: a button adds a point, the
// game ends at three.
type tally struct{ Points int }

type tallyAction struct{ Add int }

func (t *tally) Apply(a tallyAction) error {
	if t.Over() {
		return games.Refuse("roster.action.unknown", "Op", "add")
	}
	t.Points += a.Add
	return nil
}

func (t *tally) Over() bool { return t.Points >= 3 }

func startTally(struct{}) (*tally, error) { return &tally{}, nil }

type tallyScreen struct {
	ctx    *screens.Context
	match  *games.Match[struct{}, tallyAction, *tally]
	button *screens.Button
}

func (ts *tallyScreen) Title() string          { return "Tally" }
func (ts *tallyScreen) History() games.History { return ts.match }
func (ts *tallyScreen) Close()                 {}
func (ts *tallyScreen) Build() fyne.CanvasObject {
	ts.button = screens.NewButton("", func() {
		if ts.match.Do(tallyAction{Add: 1}) == nil {
			ts.ctx.Commit()
		}
	})
	ts.Update()
	return ts.button
}

// Update shows the points on the button.
func (ts *tallyScreen) Update() {
	ts.button.SetText(fmt.Sprintf("+1 (%d)", ts.match.State().Points))
}

var tallyGame = screens.Game{
	Kind: "tally", Title: "game.dixit", Min: 1, Max: 2, Icon: theme.InfoIcon(),
	New: func(ctx *screens.Context, _ screens.Game) screens.Screen {
		m, _ := games.NewMatch(startTally, struct{}{})
		return &tallyScreen{ctx: ctx, match: m}
	},
	Load: func(ctx *screens.Context, _ screens.Game, rec []byte) (screens.Screen, error) {
		m, err := games.LoadMatch(startTally, rec)
		if err != nil {
			return nil, err
		}
		return &tallyScreen{ctx: ctx, match: m}, nil
	},
}

func TestContinueListsUnfinishedGamesAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US", tallyGame)
	s.NewGame("tally")
	s.GoHome()
	if len(s.Home().ContinueButtons) != 0 {
		t.Fatal("a game with no action is not saved and not listed")
	}
	s.NewGame("tally")
	ts := s.Current().(*tallyScreen)
	test.Tap(ts.button)
	test.Tap(ts.button)
	test.Tap(s.UndoButton)

	s2 := start(t, dir, "en-US", tallyGame)
	ts2, ok := s2.Current().(*tallyScreen)
	if !ok || ts2.match.State().Points != 1 || !ts2.match.CanRedo() {
		t.Fatal("the game did not reopen as it was left")
	}
	if ts2.ctx.Window != s2.Window() || ts2.ctx.Catalog == nil {
		t.Fatal("a loaded game's screen must get the shell's window and catalog")
	}
	s2.GoHome()
	cont := s2.Home().ContinueButtons
	if len(cont) != 1 || !strings.HasPrefix(s2.Home().RowText(cont[0]), "Dixit · 1 move · since ") {
		t.Fatalf("continue list: %d %q", len(cont), s2.Home().RowText(cont[0]))
	}
	test.Tap(cont[0])
	test.Tap(s2.RedoButton)
	test.Tap(s2.Current().(*tallyScreen).button)
	if !s2.Current().History().Over() {
		t.Fatal("the tally should be over at 3")
	}
	s2.GoHome()
	if len(s2.Home().ContinueButtons) != 0 {
		t.Fatal("a finished game is not listed under Continue")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "games", "*.json"))
	if len(files) != 1 {
		t.Fatalf("want one game file, got %v", files)
	}
	data, _ := os.ReadFile(files[0])
	var env struct {
		Format int
		Kind   string
		Body   struct{ Log []tallyAction }
	}
	if json.Unmarshal(data, &env) != nil || env.Format != 1 || env.Kind != "tally" || len(env.Body.Log) != 3 {
		t.Fatalf("the save does not read as a match record: %s", data)
	}
}

func TestDynamicMessageIDsExist(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	for _, c := range roster.Colors {
		if id := "color." + c; s.cat.T(id) == id {
			t.Errorf("colour %s has no name", c)
		}
	}
	for _, id := range []string{"storage.unwritable", "storage.save_failed"} {
		for _, web := range []bool{false, true} {
			sh := &Shell{opts: Options{}}
			if web {
				sh.opts.Root = storage.NewFileURI("/")
			}
			if full := sh.storageID(id); s.cat.T(full) == full {
				t.Errorf("%s has no text", full)
			}
		}
	}
	for _, c := range []string{screens.ThemeSystem, screens.ThemeLight, screens.ThemeDark} {
		if id := "settings.theme." + c; s.cat.T(id) == id {
			t.Errorf("theme %s has no name", c)
		}
	}
}

// dixitRoundEntered starts Dixit with four new players through the home
// screen, checks that the game is saved at once with nothing to undo, and
// taps in a first round ready to score (3, 4, 0 and 3 points).
func dixitRoundEntered(t *testing.T, s *Shell) *dixit.Screen {
	t.Helper()
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[3])
	d := s.Current().(*dixit.Screen)
	test.Tap(d.Setup.StartButton)
	if len(s.games.pages) != 1 || !s.UndoButton.Disabled() {
		t.Fatal("a started game is saved at once, with nothing to undo yet")
	}
	for _, b := range []*screens.PickerCell{d.StoryCard.Buttons[0], d.CardPickers[1].Buttons[1], d.VotePickers[1].Buttons[0],
		d.CardPickers[2].Buttons[2], d.VotePickers[2].Buttons[1], d.CardPickers[3].Buttons[3], d.VotePickers[3].Buttons[0]} {
		test.Tap(b)
	}
	return d
}

func TestDixitIsSavedAndContinuedThroughTheShell(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	d := dixitRoundEntered(t, s)
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := d.Match().State().Scores(); !slices.Equal(got, []int{3, 4, 0, 3}) {
		t.Fatalf("scores after Enter %v", got)
	}
	test.Tap(s.UndoButton)
	if d.Match().Len() != 0 || !slices.Equal(d.StoryCard.Picked(), []int{1}) || !slices.Equal(d.VotePickers[3].Picked(), []int{1}) {
		t.Fatal("undo takes the round back and shows it as it was entered, to mend")
	}
	test.Tap(s.RedoButton)

	s2 := start(t, dir, "en-US")
	d2, ok := s2.Current().(*dixit.Screen)
	if !ok || !slices.Equal(d2.Match().State().Scores(), []int{3, 4, 0, 3}) || d2.Scores[0].Text != "4" {
		t.Fatal("the game did not reopen with its scores")
	}
	s2.GoHome()
	// The row says how far the game has gone, since when, and who plays.
	cont := s2.Home().ContinueButtons
	if len(cont) != 1 || !regexp.MustCompile(`^Dixit · round 2 · since \d\d:\d\d\nAnn, Bob, Cy, Dee$`).MatchString(s2.Home().RowText(cont[0])) {
		t.Fatalf("the game under way is not offered under Continue as it is: %q", s2.Home().RowText(cont[0]))
	}
}

// TestKeysUnderADialogLeaveTheScreenAlone shows a dialog over a Dixit
// round ready to score and over the home screen: Enter, Esc, undo and the
// digits are the dialog's, as taps on the screen under it would be.
func TestKeysUnderADialogLeaveTheScreenAlone(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	d := dixitRoundEntered(t, s)
	note := dialog.NewInformation("Note", "A dialog over the round", s.win)
	note.Show()
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if d.Match().Len() != 0 || s.Current() != d {
		t.Fatalf("keys under a dialog scored %d rounds or left the game for %q", d.Match().Len(), s.TitleLabel.Text)
	}
	note.Hide()
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if d.Match().Len() != 1 {
		t.Fatal("Enter with the dialog closed did not score the round")
	}
	note.Show()
	s.shortcut(&fyne.ShortcutUndo{})
	if d.Match().Len() != 1 {
		t.Fatal("Ctrl+Z under a dialog took the round back")
	}
	note.Hide()
	s.shortcut(&fyne.ShortcutUndo{})
	if d.Match().Len() != 0 {
		t.Fatal("Ctrl+Z with the dialog closed did not take the round back")
	}
	note.Show()
	s.shortcut(&fyne.ShortcutRedo{})
	if d.Match().Len() != 0 {
		t.Fatal("Ctrl+Y under a dialog scored the round again")
	}
	note.Hide()
	s.GoHome()
	note.Show()
	s.typedKey(&fyne.KeyEvent{Name: fyne.Key4})
	if s.Current() != s.Home() {
		t.Fatalf("4 under a dialog opened %q", s.TitleLabel.Text)
	}
}

func TestEscapeInTheNameFieldLeadsHome(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	test.Type(s.RosterScreen().NameEntry, "Ann")
	s.RosterScreen().NameEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Current() != s.Home() {
		t.Fatal("Esc in the roster's name field should lead home like everywhere else")
	}
}

func TestLeavingAPageLeavesItsFieldUnfocused(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	if s.Window().Canvas().Focused() != s.RosterScreen().NameEntry {
		t.Fatal("the roster opens with its name field focused")
	}
	s.GoHome()
	if f := s.Window().Canvas().Focused(); f != nil {
		t.Fatalf("the hidden roster's %T keeps the keys", f)
	}
}

// finishTally plays a new tally game to its end and returns its screen.
func finishTally(t *testing.T, s *Shell) *tallyScreen {
	t.Helper()
	s.NewGame("tally")
	ts := s.Current().(*tallyScreen)
	for range 3 {
		test.Tap(ts.button)
	}
	if !ts.match.Over() {
		t.Fatal("the tally is not over at 3")
	}
	return ts
}

// buttonTexts returns the texts of the buttons.
func buttonTexts(bs []*screens.Button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Text)
	}
	return out
}

func TestFinishedGamesStayReadOnlyAndTheirRemovalCanBeUndone(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US", tallyGame)
	finishTally(t, s)
	if s.UndoButton.Disabled() {
		t.Fatal("the game just finished can still be mended")
	}
	s.GoHome()
	h := s.Home()
	if len(h.FinishedButtons) != 1 || !strings.HasPrefix(h.RowText(h.FinishedButtons[0]), "Dixit · finished at ") {
		t.Fatalf("finished today: %q", buttonTexts(h.FinishedButtons))
	}
	test.Tap(h.FinishedButtons[0])
	ts := s.Current().(*tallyScreen)
	if s.UndoButton.Visible() || s.RedoButton.Visible() {
		t.Fatal("a finished game opens read-only, with no undo")
	}
	shortcut(t, s, &fyne.ShortcutUndo{})
	if ts.match.Len() != 3 {
		t.Fatal("Ctrl+Z changed a finished game")
	}

	s2 := start(t, dir, "en-US", tallyGame)
	if _, ok := s2.Current().(*tallyScreen); !ok || s2.UndoButton.Visible() {
		t.Fatal("after a restart the finished game reopens read-only")
	}
	s2.GoHome()
	h2 := s2.Home()
	if len(h2.FinishedButtons) != 1 || len(h2.RemoveButtons) != 1 || h2.Removed.Visible() {
		t.Fatal("the finished game is listed after a restart, with its remove button")
	}
	test.Tap(h2.RemoveButtons[0])
	if len(h2.FinishedButtons) != 0 || !h2.Removed.Visible() || s2.UndoButton.Disabled() {
		t.Fatal("a removed game leaves the list and says how to bring it back")
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "games", "*.json")); len(files) != 0 {
		t.Fatalf("the removed game is still among the games: %v", files)
	}
	shortcut(t, s2, &fyne.ShortcutUndo{})
	if len(h2.FinishedButtons) != 1 || h2.Removed.Visible() || !s2.UndoButton.Disabled() {
		t.Fatal("Ctrl+Z on the home screen brings the removed game back")
	}
	test.Tap(h2.RemoveButtons[0])
	test.Tap(h2.RestoreButton)
	if files, _ := filepath.Glob(filepath.Join(dir, "games", "*.json")); len(files) != 1 || len(h2.FinishedButtons) != 1 {
		t.Fatalf("the restore button brings the game back: %v", files)
	}
}

func TestPlayAgainStartsAndSavesTheNextGame(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US", tallyGame)
	ts := finishTally(t, s)
	ts.ctx.PlayAgain(struct{}{})
	next, ok := s.Current().(*tallyScreen)
	if !ok || next == ts || next.match.Len() != 0 || !s.UndoButton.Visible() {
		t.Fatal("Play again shows a new game, ready to play")
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "games", "*.json")); len(files) != 2 {
		t.Fatalf("the new game is saved at once beside the finished one: %v", files)
	}
	s.GoHome()
	if len(s.Home().ContinueButtons) != 1 || len(s.Home().FinishedButtons) != 1 {
		t.Fatal("the new game is under way and the old one finished")
	}
}

func TestATileOfAGameUnderWayAsksAndASetupRemembersTheTable(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir, "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[3])
	d := s.Current().(*dixit.Screen)
	d.Setup.Checks[1].SetChecked(false)
	d.TargetCheck.SetChecked(true)
	test.Tap(d.Setup.StartButton)
	s.GoHome()

	test.Tap(s.Home().Tiles[3])
	ask := s.Home().Ask
	if s.Current() != s.Home() || ask == nil {
		t.Fatal("the tile of a game under way asks before it opens anything")
	}
	// The question can be put away, by its Cancel or by Esc, and the
	// table stays home with nothing opened.
	test.Tap(s.Home().CancelAskButton)
	if s.Current() != s.Home() || s.Home().Ask != nil || s.dialogUp() {
		t.Fatal("Cancel did not put the question away and stay home")
	}
	test.Tap(s.Home().Tiles[3])
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Current() != s.Home() || s.Home().Ask != nil || s.dialogUp() {
		t.Fatal("Esc did not put the question away and stay home")
	}
	test.Tap(s.Home().Tiles[3])
	test.Tap(s.Home().CarryOnButton)
	if s.Current() != d {
		t.Fatal("Continue opens the game under way")
	}
	s.GoHome()

	s2 := start(t, dir, "en-US")
	test.Tap(s2.Home().Tiles[3])
	test.Tap(s2.Home().NewButton)
	d2, ok := s2.Current().(*dixit.Screen)
	if !ok || d2.Match() != nil {
		t.Fatal("New game opens a new setup")
	}
	if got := d2.Setup.Chosen().Names(); !slices.Equal(got, []string{"Ann", "Cy", "Dee"}) || !d2.TargetCheck.Checked {
		t.Fatalf("the new setup has %v and target %v; want the last game's table, to 30", got, d2.TargetCheck.Checked)
	}
	test.Tap(d2.Setup.StartButton)
	s2.GoHome()
	if len(s2.Home().ContinueButtons) != 2 {
		t.Fatal("the new game keeps the old one under Continue")
	}
}

// handTimers is a screen's Schedule that the test runs by hand, oldest
// first.
type handTimers struct {
	pending []*handTimer
}

type handTimer struct {
	f       func()
	stopped bool
}

func (h *handTimers) schedule(_ time.Duration, f func()) func() {
	t := &handTimer{f: f}
	h.pending = append(h.pending, t)
	return func() { t.stopped = true }
}

// fire runs the oldest timer still running and reports whether there was
// one.
func (h *handTimers) fire() bool {
	for len(h.pending) > 0 {
		t := h.pending[0]
		h.pending = h.pending[1:]
		if !t.stopped {
			t.f()
			return true
		}
	}
	return false
}

func TestUndoDuringKeepWatchCountdownKeepsTheLog(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy"} {
		addPlayer(t, s, n)
	}
	s.GoHome()
	test.Tap(s.Home().Tiles[0])
	k := s.Current().(*keepwatch.Screen)
	timers := &handTimers{}
	now := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	k.Schedule = timers.schedule
	k.Clock = func() time.Time { now = now.Add(100 * time.Millisecond); return now }
	test.Tap(k.Setup.StartButton)
	s.Window().Canvas().Unfocus()
	key := func(name fyne.KeyName) { s.typedKey(&fyne.KeyEvent{Name: name}) }
	countdown := func() {
		t.Helper()
		key(fyne.KeySpace)
		if k.Big != "3" || s.UndoButton.Disabled() {
			t.Fatalf("Space did not start the count, or the Undo button cannot take it back: %q", k.Big)
		}
		timers.fire()
		if k.Big != "2" {
			t.Fatalf("the count shows %q", k.Big)
		}
	}

	// Before any action the Undo button can take back only a countdown.
	if !s.UndoButton.Disabled() {
		t.Fatal("nothing to undo at the start of the game")
	}
	countdown()
	test.Tap(s.UndoButton)
	if k.Match().Len() != 0 || k.CanUndo() || !s.UndoButton.Disabled() {
		t.Fatal("the Undo button did not cancel the count alone")
	}

	// Challenges to 13 actions: Ann's wrong call, then the Leader's left
	// neighbour right each time.
	for k.Match().Len() < 13 {
		countdown()
		for k.Big != "GO!" {
			timers.fire()
		}
		g := k.Match().State()
		for _, seat := range g.Players().From(g.Players().Left(g.Leader())) {
			key(keepwatch.PlayerKeys[seat])
		}
		if k.Match().Len() == 1 {
			test.Tap(k.WrongButton)
		}
		test.Tap(k.RightButton)
	}
	if k.Match().Len() != 13 {
		t.Fatalf("%d actions", k.Match().Len())
	}

	countdown()
	shortcut(t, s, &fyne.ShortcutUndo{})
	if k.Match().Len() != 13 || k.CanUndo() || s.Current() != k {
		t.Fatalf("Ctrl+Z during the count: %d actions", k.Match().Len())
	}
	countdown()
	key(fyne.KeyEscape)
	if k.Match().Len() != 13 || k.CanUndo() || s.Current() != k {
		t.Fatalf("Esc during the count: %d actions, on %q", k.Match().Len(), s.TitleLabel.Text)
	}
	countdown()
	test.Tap(s.UndoButton)
	if k.Match().Len() != 13 || k.CanUndo() {
		t.Fatalf("the Undo button during the count: %d actions", k.Match().Len())
	}
	for timers.fire() {
	}
	if k.Big != "2" || k.Match().Len() != 13 || !k.StartButton.Visible() {
		t.Fatalf("the count went on after it was taken back: %q", k.Big)
	}

	// With no count under way, undo and Esc are as ever.
	shortcut(t, s, &fyne.ShortcutUndo{})
	if k.Match().Len() != 12 {
		t.Fatalf("Ctrl+Z with no count: %d actions", k.Match().Len())
	}
	key(fyne.KeyEscape)
	if s.Current() != s.Home() {
		t.Fatal("Esc with no count leads home")
	}
}

// TestAKeyboardThatTurnsUpBringsTheKeysHints starts as a browser does, with
// no keyboard seen: Keep Watch names no keys; a key pressed with no text
// field focused builds the screen again with its keys.
func TestAKeyboardThatTurnsUpBringsTheKeysHints(t *testing.T) {
	s := start(t, t.TempDir(), "en-US")
	s.keyboard = false
	s.OpenRoster()
	for _, name := range []string{"Ann", "Bob"} {
		addPlayer(t, s, name)
	}
	s.NewGame("keepwatch")
	k := s.Current().(*keepwatch.Screen)
	test.Tap(k.Setup.StartButton)
	if got := k.StartButton.Text; got != "Start the challenge" {
		t.Fatalf("with no keyboard Start says %q", got)
	}
	s.SawKeyboard()
	k = s.Current().(*keepwatch.Screen)
	if got := k.StartButton.Text; got != "Start the challenge (Space)" {
		t.Fatalf("once a keyboard turned up Start says %q", got)
	}
}
