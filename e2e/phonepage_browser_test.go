//go:build browser && !e2e

package e2e

import (
	"regexp"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/app"
	"tablecompanion/screens/catalog"
	keepwatchscreen "tablecompanion/screens/keepwatch"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// TestAPhonesPageShowsItsPlayerAndItsFalseStart links a Chromium page as
// the yellow player's phone: the yellow dot, like the blue one, stands out
// from the white page with no ring, the Keep Watch pad names its player, and
// a press during the count says it was a false start. Another page that
// types wrong codes is told to wait, with its Join button shut.
func TestAPhonesPageShowsItsPlayerAndItsFalseStart(t *testing.T) {
	r := &referee{}
	s, err := app.New(test.NewTempApp(t), app.Options{Dir: t.TempDir(), Games: catalog.All(), Sound: sound.New(func(string, ...any) {}),
		Locale: "en-US", Logf: r.logf, OnUI: r.ui.Add})
	if err != nil {
		t.Fatal(err)
	}
	r.s = s
	s.OpenRoster()
	for _, n := range []string{"Ann", "Bob", "Cy", "Dee"} {
		test.Type(s.RosterScreen().NameEntry, n)
		test.Tap(s.RosterScreen().AddButton)
	}
	s.GoHome()
	s.OpenPhones()
	t.Cleanup(func() { s.Quit() })
	r.mu.Lock()
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/\?code=[A-Z0-9]+`).FindString(r.log.String())
	r.mu.Unlock()
	en, err := translations.New(language.English)
	if err != nil {
		t.Fatal(err)
	}

	p := openPhone(t, url)
	r.until(t, "the roster on the phone", func() bool {
		return eval[int](t, p, `document.querySelectorAll("#players button").length`) == 4
	})
	ring := func(i int) string {
		return eval[string](t, p, `getComputedStyle(document.querySelectorAll("#players .dot")[`+string(rune('0'+i))+`]).boxShadow`)
	}
	// Every roster colour stands out from the white page by itself (the
	// app's TestEveryPlayersColourStandsOutOnThePhone holds them to 3:1),
	// so none wears a ring there; the yellow once did.
	if blue, yellow := ring(1), ring(3); blue != "none" || yellow != "none" {
		t.Fatalf("the rings on the white page: blue %q, yellow %q; want none", blue, yellow)
	}
	eval[bool](t, p, `(() => { document.querySelectorAll("#players button")[3].click(); return true })()`)
	r.until(t, "Dee's phone linked", func() bool { return eval[bool](t, p, `!document.getElementById("me").hidden`) })

	test.Tap(s.Home().Tiles[0])
	kw := s.Current().(*keepwatchscreen.Screen)
	kw.Schedule = func(time.Duration, func()) func() { return func() {} }
	test.Tap(kw.Setup.StartButton)
	r.until(t, "the pad names Dee", func() bool {
		return eval[string](t, p, `document.getElementById("padName").textContent`) == "Dee"
	})
	kw.StartChallenge()
	r.until(t, "the pad takes presses", func() bool {
		return eval[bool](t, p, `!!(st && st.pad && st.pad.open && st.pad.go)`)
	})
	eval[bool](t, p, `(() => { document.getElementById("pad").dispatchEvent(new PointerEvent("pointerdown", {bubbles: true, cancelable: true})); return true })()`)
	if got, want := eval[string](t, p, `document.getElementById("padWord").textContent`), en.T("phone.false_start_out"); got != want {
		t.Fatalf("a press during the count says %q, want %q", got, want)
	}

	guesser := openPhone(t, url[:len(url)-6]+"WRONG1")
	r.until(t, "the wrong code is said", func() bool {
		return eval[bool](t, guesser, `!document.getElementById("wrong").hidden`)
	})
	for range 5 {
		eval[bool](t, guesser, `(() => { document.getElementById("code").value = "WRONG2"; document.getElementById("go").click(); return true })()`)
		time.Sleep(100 * time.Millisecond)
	}
	r.until(t, "the page is told to wait", func() bool {
		return eval[bool](t, guesser, `document.getElementById("go").disabled && document.getElementById("wrong").textContent.startsWith("Too many wrong codes")`)
	})
}
