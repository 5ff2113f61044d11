package decrypto

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// sandRig puts a screen's sand timer on a fake clock the test moves by
// hand, and keeps the cues it plays.
type sandRig struct {
	ft   *screenstest.FakeTime
	cues []sound.Cue
}

func rigSand(_ testing.TB, d *Screen) *sandRig {
	r := &sandRig{ft: screenstest.NewFakeTime()}
	keep, empty := d.sand.Keep, d.sand.OnEmpty
	d.sand = screens.NewSandTimer(decrypto.SandTimer, r.ft.Clock, r.ft.After, func(c sound.Cue) { r.cues = append(r.cues, c) })
	d.sand.Keep, d.sand.OnEmpty = keep, empty
	return r
}

// step moves the clock by d, waking the timer on the way.
func (r *sandRig) step(d time.Duration) { r.ft.Advance(d) }

func (r *sandRig) heard() []sound.Cue { return slices.Clone(r.cues) }

// shows reports whether a label with the text is on the window.
func shows(tb *screenstest.Table, text string) bool {
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return true
		}
	}
	return false
}

// openScreen opens a new Decrypto game at its setup with a fixed clock for
// the seed.
func openScreen(tb *screenstest.Table) *Screen {
	d := New(tb.Ctx, Game()).(*Screen)
	d.now = func() time.Time { return time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC) }
	// The glass turns by itself when the first clues are in: on a fake
	// clock, so no test leaves a real countdown running.
	rigSand(tb.T, d)
	tb.Open(d)
	return d
}

func startGame(t *testing.T, tb *screenstest.Table, d *Screen) {
	t.Helper()
	test.Tap(d.Setup.StartButton)
	if d.Match() == nil {
		t.Fatalf("Start did not start the game: %s", d.Setup.Message.Text)
	}
}

// secretCode reads a team's drawn code by holding its button down.
func secretCode(t *testing.T, d *Screen, team string) []int {
	t.Helper()
	h := d.CodeHolds[team]
	if h == nil {
		t.Fatalf("no hold button for %s", team)
	}
	hidden := h.Showing()
	h.MouseDown(&desktop.MouseEvent{})
	shown := h.Showing()
	h.MouseUp(&desktop.MouseEvent{})
	if h.Showing() != hidden || strings.Contains(hidden, ".") {
		t.Fatalf("the code shows while not held: %q", h.Showing())
	}
	var code []int
	for _, p := range strings.Split(shown, ".") {
		n, err := strconv.Atoi(p)
		if err != nil {
			t.Fatalf("held button shows %q, not a code", shown)
		}
		code = append(code, n)
	}
	return code
}

// other returns a valid code that is not the given one.
func other(code []int) []int {
	return []int{code[1], code[0], code[2]}
}

// giveClues types a team's clues and sends them.
func giveClues(t *testing.T, d *Screen, team string, clues ...string) {
	t.Helper()
	for k, c := range clues {
		test.Type(d.ClueEntries[team][k], c)
	}
	test.Tap(d.GiveButtons[team])
	if d.Message.Text != "" {
		t.Fatalf("clues of %s refused: %s", team, d.Message.Text)
	}
}

// enterCode taps a code on the three rows of digits and sends it.
func enterCode(t *testing.T, d *Screen, code []int) {
	t.Helper()
	for i, n := range code {
		test.Tap(d.CodeRows[i].Buttons[n-1])
	}
	before := d.Match().Len()
	test.Tap(d.CodeButton)
	if d.Match().Len() != before+1 {
		t.Fatalf("code %v refused: %s", code, d.Message.Text)
	}
}

// playRound plays a round of two teams: each team's clues, then for white
// and black the interception (from round 2), the decode and the reveal. A
// true in intercepts or miscodes makes that guess right or wrong.
func playRound(t *testing.T, d *Screen, intercepts, miscodes [2]bool) {
	t.Helper()
	codes := map[string][]int{}
	for _, team := range []string{decrypto.White, decrypto.Black} {
		codes[team] = secretCode(t, d, team)
		giveClues(t, d, team, team+" sea", team+" sky", "")
	}
	for i, team := range []string{decrypto.White, decrypto.Black} {
		g := d.Match().State()
		if g.Round() > 1 {
			if g.Step() != decrypto.StepIntercept {
				t.Fatalf("round %d: step %s, want the interception", g.Round(), g.Step())
			}
			guess := other(codes[team])
			if intercepts[i] {
				guess = codes[team]
			}
			enterCode(t, d, guess)
		}
		guess := codes[team]
		if miscodes[i] {
			guess = other(guess)
		}
		enterCode(t, d, guess)
	}
}

func TestDecryptoFullGameToAWin(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	if len(d.SideButtons) != 4 || d.SideButtons[0].Text != "Ann · White" || d.SideButtons[1].Text != "Bob · Black" {
		t.Fatalf("seats alternate between the teams by default: %q, %q", d.SideButtons[0].Text, d.SideButtons[1].Text)
	}
	if d.HackerCheck.Visible() {
		t.Fatal("the Hacker game is only offered to three players")
	}
	// Moving Bob to White leaves Black with Dee alone: the engine refuses.
	test.Tap(d.SideButtons[1])
	test.Tap(d.Setup.StartButton)
	if d.Match() != nil || d.Setup.Message.Text != "Team Black needs 2 to 4 players." {
		t.Fatalf("a team of one started: %q", d.Setup.Message.Text)
	}
	test.Tap(d.SideButtons[1])
	test.Type(d.TeamNames[1], "Owls")
	startGame(t, tb, d)
	teams := d.Match().State().Teams()
	if teams[0].Name != "White" || teams[1].Name != "Owls" || teams[1].Players[0].Name != "Bob" || teams[1].Players[1].Name != "Dee" {
		t.Fatalf("teams %+v", teams)
	}
	if d.Heading.Text != "Encryptors: look at your code and write three clues" {
		t.Fatalf("round 1 heading %q", d.Heading.Text)
	}

	// Round 1: nobody intercepts; both teams decode right.
	playRound(t, d, [2]bool{}, [2]bool{})
	g := d.Match().State()
	if g.Round() != 2 || d.Interceptions[1].Text != "0 / 2" || d.LastReveal.Text == "" {
		t.Fatalf("after round 1: round %d, %q", g.Round(), d.Interceptions[1].Text)
	}
	// Through round 2 the last reveal says it was round 1's.
	if want := "Round 1 — Owls's code was"; !strings.HasPrefix(d.LastReveal.Text, want) {
		t.Fatalf("in round 2 the last reveal says %q, want %q…", d.LastReveal.Text, want)
	}
	if len(d.Sheets[decrypto.White]) != 1 || d.Sheets[decrypto.White][0].Clues[0].Text != "white sea" {
		t.Fatal("round 1 is not on White's clue sheet")
	}

	// Round 2: White repeats a clue, and Owls intercept White's code.
	test.Type(d.ClueEntries[decrypto.White][0], "White  SEA")
	if got := d.Repeats.Text; got != "White, clue 1: already given in round 1." {
		t.Fatalf("repeat warning %q", got)
	}
	d.ClueEntries[decrypto.White][0].SetText("")
	playRound(t, d, [2]bool{true, false}, [2]bool{})
	if d.Interceptions[1].Text != "1 / 2" || d.Interceptions[1].Importance != widget.WarningImportance {
		t.Fatalf("one interception from the win is not a warning: %q %v", d.Interceptions[1].Text, d.Interceptions[1].Importance)
	}
	if d.Interceptions[0].Importance == widget.WarningImportance {
		t.Fatal("White has no token and no warning")
	}
	row := d.Sheets[decrypto.White][1]
	if row.Clues[0].Importance != widget.WarningImportance || row.Intercept[0].Importance != widget.DangerImportance {
		t.Fatal("the repeated clue and the interception are not highlighted on the sheet")
	}
	var grouped int
	for _, col := range d.ByKeyword[decrypto.White] {
		grouped += len(col)
	}
	if grouped != 4 {
		t.Fatalf("two rounds of two clues each: %d clues grouped by keyword", grouped)
	}

	// Round 3: Owls intercept again and win.
	playRound(t, d, [2]bool{true, false}, [2]bool{})
	if !d.Match().Over() || d.Result.Text != "Owls wins!" {
		t.Fatalf("result %v", d.Result)
	}
	if !shows(tb, "Owls intercepted two codes.") {
		t.Fatal("the screen does not say how the game was won")
	}
}

func TestDecryptoTieSettledByScore(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee", "Eve"))
	d := openScreen(tb)
	startGame(t, tb, d)
	// White miscodes in round 1; in round 2 each team intercepts the other;
	// in round 3 again: both claim, and Black, without a miscommunication,
	// has the better score.
	playRound(t, d, [2]bool{}, [2]bool{true, false})
	if d.Miscommunications[0].Importance != widget.WarningImportance {
		t.Fatal("one miscommunication from the loss is not a warning")
	}
	playRound(t, d, [2]bool{true, true}, [2]bool{})
	playRound(t, d, [2]bool{true, true}, [2]bool{})
	r, over := d.Match().State().Result()
	if !over || r.By != decrypto.ByScore || r.Winners[0] != decrypto.Black {
		t.Fatalf("result %+v", r)
	}
	if d.Result.Text != "Black wins!" {
		t.Fatalf("result text %q", d.Result.Text)
	}
	if d.Interceptions[0].Importance != widget.DangerImportance {
		t.Fatal("two interceptions are not marked as the end")
	}
	if !shows(tb, "A tie, settled by score (interceptions minus miscommunications): White 1, Black 2.") {
		t.Fatal("the screen does not say how the tie was settled")
	}
	d.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if d.Sand().Running() {
		t.Fatal("the sand timer started after the end")
	}
}

func TestDecryptoTieToKeywords(t *testing.T) {
	tb := screenstest.NewTable(t, language.Russian, screenstest.People("Аня", "Боря", "Саша", "Даша"))
	d := openScreen(tb)
	startGame(t, tb, d)
	// Each team miscodes twice in the same rounds: a tie level on score.
	playRound(t, d, [2]bool{}, [2]bool{true, true})
	playRound(t, d, [2]bool{}, [2]bool{true, true})
	if d.Heading.Text != "Дополнительный тур: угадайте ключевые слова соперников" {
		t.Fatalf("heading %q", d.Heading.Text)
	}
	test.Tap(d.KeywordButtons[decrypto.White][2])
	test.Tap(d.KeywordButtons[decrypto.Black][2])
	r, _ := d.Match().State().Result()
	if r.By != decrypto.ByShared || d.Result.Text != "Общая победа!" {
		t.Fatalf("result %+v, %q", r, d.Result.Text)
	}
}

func TestDecryptoHackerGame(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy"))
	d := openScreen(tb)
	if !d.HackerCheck.Visible() || d.HackerChoice.Object().Visible() {
		t.Fatal("three players are offered the Hacker game")
	}
	test.Tap(d.HackerCheck)
	if !d.HackerChoice.Object().Visible() || d.HackerChoice.Selected != "Cy" || len(d.SideButtons) != 0 {
		t.Fatalf("the Hacker defaults to %v", d.HackerChoice)
	}
	startGame(t, tb, d)
	g := d.Match().State()
	if !g.HackerMode() || g.Hacker().Name != "Cy" || len(d.GiveButtons) != 1 {
		t.Fatal("the Hacker game did not start with one team")
	}
	round := func(intercept, miscode bool) {
		t.Helper()
		code := secretCode(t, d, decrypto.White)
		giveClues(t, d, decrypto.White, "a", "b", "c")
		if d.Match().State().Round() > 1 {
			if want := "The Hacker (Cy): intercept the code of White"; d.Heading.Text != want {
				t.Fatalf("heading %q", d.Heading.Text)
			}
			guess := other(code)
			if intercept {
				guess = code
			}
			enterCode(t, d, guess)
		}
		guess := code
		if miscode {
			guess = other(code)
		}
		enterCode(t, d, guess)
	}
	round(false, false)
	round(true, false)
	if d.HackerTokens.Text != "1 / 2" || d.HackerTokens.Importance != widget.WarningImportance {
		t.Fatalf("hacker tokens %q", d.HackerTokens.Text)
	}
	round(false, true)
	if !d.Match().Over() || d.Result.Text != "The Hacker (Cy) wins!" {
		t.Fatalf("result %v", d.Result)
	}
}

func TestDecryptoSandTimerRunsOutOnTime(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	startGame(t, tb, d)
	rig := rigSand(t, d)
	tb.Render()
	if d.sand.Seconds.Text != "30" || d.sand.Running() {
		t.Fatal("the timer waits at 30")
	}
	test.Tap(d.sand.StartButton)
	// Two seconds before the first tick the audio device is woken.
	rig.step(23 * time.Second)
	if d.sand.Seconds.Text != "7" || !slices.Equal(rig.heard(), []sound.Cue{sound.Soon}) {
		t.Fatalf("at 7 s left: %q, %v", d.sand.Seconds.Text, rig.heard())
	}
	rig.step(2 * time.Second)
	if d.sand.Seconds.Text != "5" || !slices.Equal(rig.heard(), []sound.Cue{sound.Soon, sound.Tick}) {
		t.Fatalf("at 5 s left: %q, %v", d.sand.Seconds.Text, rig.heard())
	}
	for _, want := range []string{"4", "3", "2", "1"} {
		rig.step(time.Second)
		if d.sand.Seconds.Text != want {
			t.Fatalf("shows %q, want %q", d.sand.Seconds.Text, want)
		}
	}
	// A millisecond before zero the timer still sleeps: nothing changes.
	rig.step(time.Second - time.Millisecond)
	if d.sand.Seconds.Text != "1" || len(rig.heard()) != 6 {
		t.Fatal("the alarm came a millisecond early")
	}
	rig.step(time.Millisecond)
	want := []sound.Cue{sound.Soon, sound.Tick, sound.Tick, sound.Tick, sound.Tick, sound.Tick, sound.Alarm}
	if d.sand.Seconds.Text != "0" || !slices.Equal(rig.heard(), want) || d.sand.Glass.Left() != 0 || d.sand.Running() {
		t.Fatalf("at zero: %q, cues %v, sand %v", d.sand.Seconds.Text, rig.heard(), d.sand.Glass.Left())
	}
	// The space bar starts it again from full.
	if !d.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) || d.sand.Seconds.Text != "30" || !d.sand.Running() {
		t.Fatal("Space does not restart the sand timer")
	}
	if d.sand.StartButton.Text != "Restart the timer" {
		t.Fatalf("button %q", d.sand.StartButton.Text)
	}
	rig.step(10 * time.Second)
	if d.sand.Seconds.Text != "20" {
		t.Fatalf("after 10 s: %q", d.sand.Seconds.Text)
	}
	// Closing the screen stops the wake-ups, and coming back to it shows
	// the time that went by meanwhile.
	d.Close()
	rig.step(5 * time.Second)
	if d.sand.Seconds.Text != "20" {
		t.Fatalf("a closed screen's glass moved to %q", d.sand.Seconds.Text)
	}
	d.Update()
	if d.sand.Seconds.Text != "15" || !d.sand.Running() {
		t.Fatalf("back on the screen: %q", d.sand.Seconds.Text)
	}
}

func TestDecryptoCodeShowsOnlyWhileHeld(t *testing.T) {
	tb := screenstest.NewTable(t, language.Ukrainian, screenstest.People("Оксана", "Тарас", "Соломія", "Богдан"))
	d := openScreen(tb)
	startGame(t, tb, d)
	h := d.CodeHolds[decrypto.Black]
	if h.Showing() != "Тарас: утримуйте, щоб побачити код" {
		t.Fatalf("hidden label %q", h.Showing())
	}
	drawn, _ := d.Match().State().DrawnCode(decrypto.Black)
	h.MouseDown(&desktop.MouseEvent{})
	if h.Showing() != drawn.String() {
		t.Fatalf("held: %q, want %q", h.Showing(), drawn)
	}
	h.MouseUp(&desktop.MouseEvent{})
	if strings.Contains(h.Showing(), drawn.String()) {
		t.Fatal("the code stays after release")
	}
	h.TouchDown(nil)
	if h.Showing() != drawn.String() {
		t.Fatal("a finger does not show the code")
	}
	h.TouchUp(nil)
	if h.Showing() == drawn.String() {
		t.Fatal("the code stays after the finger lifts")
	}
}

func TestDecryptoWithCodeCards(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	test.Tap(d.DrawCheck)
	startGame(t, tb, d)
	if len(d.CodeHolds) != 0 || d.Match().Setup().DrawCodes {
		t.Fatal("with code cards the app shows no code")
	}
	giveClues(t, d, decrypto.White, "x")
	giveClues(t, d, decrypto.Black, "y")
	enterCode(t, d, []int{1, 2, 3})
	if d.step.Shown != "code" || d.CodeButton.Text != "This is the true code" {
		t.Fatal("the encryptor enters the code card's digits")
	}
	// A code with a digit twice is refused, in words.
	test.Tap(d.CodeRows[0].Buttons[0])
	test.Tap(d.CodeRows[1].Buttons[0])
	test.Tap(d.CodeRows[2].Buttons[1])
	test.Tap(d.CodeButton)
	if d.Message.Text != "The digit 1 appears twice: a code has three different digits." {
		t.Fatalf("refusal %q", d.Message.Text)
	}
	test.Tap(d.CodeRows[1].Buttons[2])
	test.Tap(d.CodeButton)
	if d.LastReveal.Text != "Round 1 — White's code was 1.3.2. Miscommunication!" {
		t.Fatalf("reveal %q", d.LastReveal.Text)
	}
}

func TestDecryptoLoadsASavedGame(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	startGame(t, tb, d)
	playRound(t, d, [2]bool{}, [2]bool{true, false})
	data, err := d.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(tb.Ctx, Game(), data)
	if err != nil {
		t.Fatal(err)
	}
	tb.Open(s)
	loaded := s.(*Screen)
	if loaded.Match().State().Round() != 2 || loaded.Miscommunications[0].Text != "1 / 2" {
		t.Fatal("the loaded game differs from the saved one")
	}
	if _, err := Load(tb.Ctx, Game(), []byte(`{"setup":{"teams":[]}}`)); err == nil {
		t.Fatal("a save without teams loaded")
	}
}

// TestDecryptoSandSurvivesARestart keeps the sand glass's state through the
// context as a shell would. A screen loaded with it shows the seconds left,
// paused, and runs on from there at Start; the other team's clues set it
// back; a state of another moment of the game is ignored.
func TestDecryptoSandSurvivesARestart(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	startGame(t, tb, d)
	r := rigSand(t, d)
	tb.Render()
	test.Tap(d.GiveButtons[decrypto.White])
	r.step(12300 * time.Millisecond)
	if n := len(tb.Clocks); n < 13 || tb.Clocks[n-1].Left != 18*time.Second || !strings.Contains(tb.Clocks[n-1].For, "round 1") {
		t.Fatalf("%d states kept in 12.3 s, the last %+v; want one a second, 18 s left", n, tb.Clocks[n-1])
	}
	d.Close()
	saved := tb.Clocks[len(tb.Clocks)-1]
	if saved.Left != 17700*time.Millisecond {
		t.Fatalf("Close kept %+v, want 17.7 s left", saved)
	}
	data, err := d.Match().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	load := func(c screens.ClockState) (*Screen, *sandRig) {
		t.Helper()
		tb.Clock = c
		loaded, err := Load(tb.Ctx, Game(), data)
		if err != nil {
			t.Fatal(err)
		}
		l := loaded.(*Screen)
		lr := rigSand(t, l)
		tb.Open(l)
		return l, lr
	}
	l, lr := load(saved)
	sand := l.Sand()
	if sand.Seconds.Text != "18" || sand.Running() || sand.StartButton.Text != "Resume the timer" || math.Abs(float64(sand.Glass.Left())-0.59) > 1e-6 {
		t.Fatalf("after a restart: %q, running %v, button %q, sand %v", sand.Seconds.Text, sand.Running(), sand.StartButton.Text, sand.Glass.Left())
	}
	lr.step(5 * time.Second)
	if sand.Seconds.Text != "18" {
		t.Fatalf("the restored glass ran by itself: %q", sand.Seconds.Text)
	}
	test.Tap(sand.StartButton)
	lr.step(7700 * time.Millisecond)
	if sand.Seconds.Text != "10" || !sand.Running() || sand.StartButton.Text != "Restart the timer" {
		t.Fatalf("run on: %q, running %v, button %q", sand.Seconds.Text, sand.Running(), sand.StartButton.Text)
	}
	tb.Clocks = nil
	test.Tap(l.GiveButtons[decrypto.Black])
	if sand.Running() || sand.Left() != 30 || len(tb.Clocks) != 1 || tb.Clocks[0] != (screens.ClockState{}) {
		t.Fatalf("with both clues in: running %v, %d left, kept %+v", sand.Running(), sand.Left(), tb.Clocks)
	}
	l.Close()

	// A glass of another moment of the game is not brought back.
	if l, _ := load(screens.ClockState{For: "decrypto round 2, clues, white, clues to come: black", Left: 9 * time.Second}); l.Sand().Seconds.Text != "30" {
		t.Fatalf("a state of round 2 shows %q in round 1", l.Sand().Seconds.Text)
	}
}

func TestDecryptoFirstCluesTurnTheSandGlass(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	startGame(t, tb, d)
	r := rigSand(t, d)
	tb.Render()
	test.Tap(d.GiveButtons[decrypto.White])
	if !d.Sand().Running() {
		t.Fatal("White gave its clues first: the sand glass must run for Black")
	}
	r.step(time.Second)
	if got := d.Sand().Seconds.Text; got != "29" {
		t.Fatalf("a second in, the glass shows %q", got)
	}
	test.Tap(d.GiveButtons[decrypto.Black])
	if d.Sand().Running() || d.Sand().Left() != 30 {
		t.Fatal("with both teams' clues in, the glass is set back and silent")
	}
	d.Close()
}

func TestDecryptoKeywordsStayHiddenAndWarn(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	for k, w := range []string{"Sun", "Ёлка", "river", "bell"} {
		test.Type(d.KeywordEntries[0][k], w)
	}
	if !d.KeywordEntries[0][1].Password {
		t.Fatal("keywords must be typed hidden")
	}
	test.Type(d.KeywordEntries[1][0], "moon")
	test.Tap(d.Setup.StartButton)
	if d.Match() != nil || d.Setup.Message.Text != "A keyword cannot be blank." {
		t.Fatalf("one keyword of four was accepted: %q", d.Setup.Message.Text)
	}
	d.KeywordEntries[1][0].SetText("")
	startGame(t, tb, d)
	test.Type(d.ClueEntries[decrypto.White][0], "елка")
	if d.Repeats.Visible() {
		t.Fatalf("a clue that is a keyword is warned of on the shared screen: %q", d.Repeats.Text)
	}
	code, _ := d.Match().State().DrawnCode(decrypto.White)
	card := d.CodeHolds[decrypto.White]
	card.MouseDown(&desktop.MouseEvent{})
	want := code.String() + "\nClue 1 is your keyword 2!"
	if got := card.Showing(); got != want {
		t.Fatalf("the held card shows %q, want %q", got, want)
	}
	card.MouseUp(&desktop.MouseEvent{})
	if strings.Contains(card.Showing(), "keyword") {
		t.Fatalf("the card face down tells the table: %q", card.Showing())
	}
	secret, _ := d.Secret(tb.Ctx.T, d.Match().State().Encryptor(decrypto.White).ID)
	if secret.Text != want {
		t.Fatalf("the encryptor's phone shows %q, want %q", secret.Text, want)
	}
}

func TestDecryptoHoldsStill(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	startGame(t, tb, d)
	tb.Win.Resize(fyne.NewSize(800, 400))
	// Black's encryptor is halfway through a clue, the cursor in it, when
	// White gives its clues, when that is taken back and when it is given
	// again: the step keeps its place, the entry its focus and its text.
	half := d.ClueEntries[decrypto.Black][1]
	tb.Win.Canvas().Focus(half)
	test.Type(half, "tele")
	test.Type(d.ClueEntries[decrypto.White][0], "sea")
	kept := func(when string) {
		t.Helper()
		if half.Text != "tele" || tb.Win.Canvas().Focused() != half || half.Disabled() {
			t.Fatalf("%s: the half-typed clue is %q, focus on %v", when, half.Text, tb.Win.Canvas().Focused())
		}
	}
	// White gives its clues as its button does; a tap on the test canvas
	// would also take the focus away, as Fyne's drivers do for a press
	// outside the focused widget.
	tb.HoldsStill(func() { d.GiveButtons[decrypto.White].OnTapped() })
	kept("after White's clues")
	if !d.Sand().Running() || !d.ClueEntries[decrypto.White][0].Disabled() {
		t.Fatal("White's clues are in: the glass runs and White's entries rest")
	}
	tb.HoldsStill(func() {
		if !d.Match().Undo() {
			t.Fatal("nothing to undo")
		}
		tb.Ctx.Commit()
	})
	kept("after the undo")
	if d.Sand().Running() || d.ClueEntries[decrypto.White][0].Disabled() || d.ClueEntries[decrypto.White][0].Text != "sea" {
		t.Fatal("the undo gives White its clues back, as typed, and sets the glass back")
	}
	tb.HoldsStill(func() {
		if !d.Match().Redo() {
			t.Fatal("nothing to redo")
		}
		tb.Ctx.Commit()
	})
	kept("after the redo")

	// In round 2 Black intercepts White's code, then White decodes it: the
	// same rows of digits, and the step keeps its place.
	d.ClueEntries[decrypto.Black][1].SetText("")
	test.Tap(d.GiveButtons[decrypto.Black])
	g := d.Match().State()
	for _, team := range []string{decrypto.White, decrypto.Black} {
		code, _ := g.DrawnCode(team)
		enterCode(t, d, code[:])
	}
	codes := map[string][]int{}
	for _, team := range []string{decrypto.White, decrypto.Black} {
		codes[team] = secretCode(t, d, team)
		giveClues(t, d, team, "a", "b", "c")
	}
	tb.HoldsStill(func() { test.Tap(d.CodeRows[0].Buttons[codes[decrypto.White][1]-1]) })
	test.Tap(d.CodeRows[1].Buttons[codes[decrypto.White][0]-1])
	test.Tap(d.CodeRows[2].Buttons[codes[decrypto.White][2]-1])
	tb.HoldsStill(func() { test.Tap(d.CodeButton) })
	if g := d.Match().State(); g.Step() != decrypto.StepDecode {
		t.Fatalf("the interception was not taken: %s, %q", g.Step(), d.Message.Text)
	}
	if picked := d.CodeRows[0].Picked(); len(picked) != 0 {
		t.Fatalf("the decode starts empty, not with %v", picked)
	}
	test.Tap(d.CodeRows[0].Buttons[0])
	tb.HoldsStill(func() {
		if !d.Match().Undo() {
			t.Fatal("nothing to undo")
		}
		tb.Ctx.Commit()
	})
	if got := d.CodeRows[0].Picked(); !slices.Equal(got, []int{codes[decrypto.White][1]}) {
		t.Fatalf("the undone interception comes back as tapped, not %v", got)
	}
	if !d.Match().Redo() {
		t.Fatal("nothing to redo")
	}
	tb.Ctx.Commit()
	if got := d.CodeRows[0].Picked(); !slices.Equal(got, []int{1}) {
		t.Fatalf("the redone decode comes back as tapped, not %v", got)
	}
}

func TestDecryptoTickTouchesOnlyTheGlass(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	startGame(t, tb, d)
	rig := rigSand(t, d)
	tb.Render()
	half := d.ClueEntries[decrypto.Black][0]
	tb.Win.Canvas().Focus(half)
	test.Type(half, "sk")
	d.GiveButtons[decrypto.White].OnTapped()
	before, commits := tb.Texts(), tb.Commits
	rig.step(time.Second)
	if tb.Commits != commits {
		t.Fatal("a tick saved the match")
	}
	for o, text := range tb.Texts() {
		if o != fyne.CanvasObject(d.Sand().Seconds) && before[o] != text {
			t.Fatalf("a tick changed %T from %q to %q", o, before[o], text)
		}
	}
	if d.Sand().Seconds.Text != "29" || half.Text != "sk" || tb.Win.Canvas().Focused() != half {
		t.Fatalf("after a tick the glass shows %q, the clue is %q", d.Sand().Seconds.Text, half.Text)
	}
	d.Close()
}

func TestDecryptoSheetsSideBySideWhenWide(t *testing.T) {
	tb := screenstest.NewTable(t, language.Russian, screenstest.People("Аня", "Боря", "Саша", "Даша"))
	d := openScreen(tb)
	startGame(t, tb, d)
	sheets := func() (white, black fyne.Position) {
		return d.board.sheets[0].box.Position(), d.board.sheets[1].box.Position()
	}
	tb.Win.Resize(fyne.NewSize(1280, 800).Subtract(screens.ShellChrome))
	step := d.split.Objects[0].Size()
	if white, black := sheets(); white.Y != black.Y || black.X <= white.X {
		t.Fatalf("on a laptop the sheets are side by side: %v, %v", white, black)
	}
	// Clues longer than the sheets had room for put one sheet under the
	// other, and leave the step's side as it was.
	playRound(t, d, [2]bool{}, [2]bool{})
	tb.Relayout(fyne.NewSize(1280, 800).Subtract(screens.ShellChrome))
	if got := d.split.Objects[0].Size(); got != step {
		t.Fatalf("the step's side went from %v to %v as the sheets filled", step, got)
	}
	tb.Win.Resize(fyne.NewSize(1024, 600).Subtract(screens.ShellChrome))
	if white, black := sheets(); white.X != black.X || black.Y <= white.Y {
		t.Fatalf("on a small laptop the sheets are one above the other: %v, %v", white, black)
	}
}

// moments are steps of a game the examples do not show, played
// through the engine for the fit test: the Hacker game's clues and
// interception, the true code entered from a code card, the tie-break on
// the keywords and its end.
func moments(players games.Seats) map[string]func() (*decrypto.Match, error) {
	teams := func() []decrypto.TeamSetup {
		return []decrypto.TeamSetup{
			{Name: players[0].Name + " & Co", Color: decrypto.White, Players: games.Seats{players[0], players[2], players[4]}},
			{Name: players[1].Name + " & Co", Color: decrypto.Black, Players: games.Seats{players[1], players[3]}},
		}
	}
	hacker := func() decrypto.Setup {
		h := players[2]
		return decrypto.Setup{Teams: []decrypto.TeamSetup{{Name: players[0].Name + " & Co", Color: decrypto.White,
			Players: games.Seats{players[0], players[1]}}}, Hacker: &h, DrawCodes: true, Seed: 7}
	}
	// play starts a match and plays its rounds: each a letter per code
	// read, r for right and w for a miscommunication, after the clues.
	play := func(setup decrypto.Setup, reads string, then ...decrypto.Action) func() (*decrypto.Match, error) {
		return func() (*decrypto.Match, error) {
			m, err := decrypto.New(setup)
			if err != nil {
				return nil, err
			}
			do := func(a decrypto.Action) {
				if err == nil {
					err = m.Do(a)
				}
			}
			for _, read := range reads {
				g := m.State()
				for _, team := range g.CluesPending() {
					do(decrypto.Action{Op: decrypto.OpClues, Team: team, Clues: []string{"lighthouse", "", "anchor"}})
				}
				g = m.State()
				code, _ := g.DrawnCode(g.Turn())
				wrong := []int{code[1], code[0], code[2]}
				if g.Step() == decrypto.StepIntercept {
					do(decrypto.Action{Op: decrypto.OpIntercept, Code: wrong})
				}
				if read == 'r' {
					do(decrypto.Action{Op: decrypto.OpDecode, Code: code[:]})
				} else {
					do(decrypto.Action{Op: decrypto.OpDecode, Code: wrong})
				}
			}
			for _, a := range then {
				do(a)
			}
			return m, err
		}
	}
	clues := decrypto.Action{Op: decrypto.OpClues, Team: decrypto.White, Clues: []string{"lighthouse", "", "anchor"}}
	return map[string]func() (*decrypto.Match, error){
		"hacker-clues":     play(hacker(), ""),
		"hacker-intercept": play(hacker(), "r", clues),
		"cards-reveal": play(decrypto.Setup{Teams: teams()}, "", clues,
			decrypto.Action{Op: decrypto.OpClues, Team: decrypto.Black},
			decrypto.Action{Op: decrypto.OpDecode, Code: []int{1, 2, 3}}),
		"tie-break": play(decrypto.Setup{Teams: teams(), DrawCodes: true, Seed: 3}, "wwww"),
		"tie-end": play(decrypto.Setup{Teams: teams(), DrawCodes: true, Seed: 3}, "wwww",
			decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.White, Count: 1},
			decrypto.Action{Op: decrypto.OpKeywordGuess, Team: decrypto.Black, Count: 2}),
	}
}

func TestDecryptoFitsEveryStep(t *testing.T) {
	for _, lang := range translations.Languages {
		players := screenstest.People(screenstest.Tables[lang][:5]...)
		for name, moment := range moments(players) {
			m, err := moment()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			record, err := json.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, size := range screenstest.FitSizes {
				t.Run(fmt.Sprintf("%s/%s/%gx%g", name, lang, size.Width, size.Height), func(t *testing.T) {
					tb := screenstest.NewTable(t, lang, players)
					fyne.CurrentApp().Settings().SetTheme(screens.NewTheme(screens.ThemeLight))
					s, err := Load(tb.Ctx, Game(), record)
					if err != nil {
						t.Fatal(err)
					}
					tb.Open(s)
					body := size.Subtract(screens.ShellChrome)
					tb.Win.Resize(body)
					tb.Win.Content().Refresh()
					tb.Win.Resize(body)
					screenstest.CheckFits(t, tb, body)
					if len(s.(*Screen).Question()) == 0 && !m.Over() {
						t.Error("the screen asks nothing")
					}
					if dir := os.Getenv(screenstest.FitDump); dir != "" {
						screenstest.Dump(t, tb, filepath.Join(dir, fmt.Sprintf("%gx%g", size.Width, size.Height), "decrypto-"+name+"-"+lang.String()+".png"))
					}
				})
			}
		}
	}
}

// TestDecryptoUnevenTeamsCannotStart: two against four is refused by the
// book's roughly equal teams, and the setup says so before Start, naming the
// move that fixes it; moving a player over makes Start ready.
func TestDecryptoUnevenTeamsCannotStart(t *testing.T) {
	for _, c := range []struct {
		lang language.Tag
		want string
	}{
		{language.English, "The teams must be roughly equal, at most one player apart: move a player from Black to White."},
		{language.Russian, "Команды должны быть примерно равными, разница не больше одного игрока: переведите игрока из команды Чёрные в команду Белые."},
		{language.Ukrainian, "Команди мають бути приблизно рівними, різниця не більше ніж один гравець: переведіть гравця з команди Чорні до команди Білі."},
	} {
		t.Run(c.lang.String(), func(t *testing.T) {
			tb := screenstest.NewTable(t, c.lang, screenstest.People("Ann", "Bob", "Cy", "Dee", "Eve", "Fay"))
			d := openScreen(tb)
			// Seats alternate: Ann, Cy, Eve white; Bob, Dee, Fay black.
			// Eve moves to Black: two against four.
			test.Tap(d.SideButtons[4])
			if d.Setup.Status.Text != c.want || !d.Setup.StartButton.Disabled() {
				t.Fatalf("two against four: status %q, Start disabled %v", d.Setup.Status.Text, d.Setup.StartButton.Disabled())
			}
			test.Tap(d.Setup.StartButton)
			if d.Match() != nil {
				t.Fatal("two against four started")
			}
			// Fay moves to White: three and three.
			test.Tap(d.SideButtons[5])
			if d.Setup.StartButton.Disabled() || d.Setup.Status.Importance == widget.DangerImportance {
				t.Fatalf("three and three: status %q, Start disabled %v", d.Setup.Status.Text, d.Setup.StartButton.Disabled())
			}
			startGame(t, tb, d)
			teams := d.Match().State().Teams()
			if len(teams[0].Players) != 3 || len(teams[1].Players) != 3 {
				t.Fatalf("teams %+v", teams)
			}
		})
	}
}
