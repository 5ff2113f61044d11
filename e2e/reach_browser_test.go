//go:build browser && !e2e

package e2e

import (
	"testing"

	"golang.org/x/text/language"

	"tablecompanion/tools/webtest"
	"tablecompanion/translations"
)

// TestAFingerReachesEverythingOnATablet walks every screen of an upright
// tablet by touch alone, in each language: the home screen, the roster,
// the settings, the evenings and each game's setup and play. On each it
// swipes every scroll to its end and fails naming what never came into
// view. Each language is walked once, the engines side by side: Chromium
// in English and Russian, WebKit in Ukrainian, the longest words. What a
// finger can reach is laid out by the app, the same in either engine;
// the engines differ in how the finger reaches it, which both walks try.
func TestAFingerReachesEverythingOnATablet(t *testing.T) {
	t.Parallel()
	langs := map[webtest.Engine][]language.Tag{
		webtest.Chromium: {language.English, language.Russian},
		webtest.WebKit:   {language.Ukrainian},
	}
	for _, engine := range webtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			t.Parallel()
			tb := webtest.NewTabletIn(t, engine, site)
			tb.Open(false)
			tb.AddPlayers("Оксана", "Тарас", "Соломія", "Богдан", "Ярина", "Святослав")
			for _, lang := range langs[engine] {
				walkEveryScreen(t, tb, lang)
			}
		})
	}
}

// walkEveryScreen switches the tablet to the language and walks each
// screen, coming home between them.
func walkEveryScreen(t *testing.T, tb *webtest.Tablet, lang language.Tag) {
	cat, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	tb.Tap(webtest.SettingsIcon, 0)
	tb.Tap(translations.NativeName(lang), 0)
	tb.Until("the settings in "+lang.String(), func() bool { return tb.Title() == cat.T("settings.title") })
	walk := func(screen string) {
		t.Helper()
		if unseen := tb.Walk(); len(unseen) > 0 {
			t.Errorf("%s, %s: a finger cannot bring into view %q", lang, screen, unseen)
		}
	}
	walk("settings")
	home := func() {
		// The top bar's Home has its word where it has the room.
		if tb.Shows(cat.T("nav.home")) {
			tb.Tap(cat.T("nav.home"), 0)
		} else {
			tb.TapHome()
		}
		tb.Until("the home screen", func() bool { return tb.Title() == cat.T("app.name") })
	}
	home()
	walk("home")
	tb.Reach(cat.T("home.roster", "Count", 6))
	tb.Tap(cat.T("home.roster", "Count", 6), 0)
	tb.Until("the roster", func() bool { return tb.Title() == cat.T("roster.title") })
	walk("roster")
	home()
	tb.Reach(cat.T("evening.all"))
	tb.Tap(cat.T("evening.all"), 0)
	tb.Until("the evenings", func() bool { return tb.Title() == cat.T("evening.all") })
	walk("evenings")
	home()
	for _, game := range []string{"game.keepwatch", "game.spyfall", "game.decrypto", "game.dixit", "game.carnival"} {
		name := cat.T(game)
		tb.Reach(name)
		tb.Tap(name, 0)
		if tb.Shows(cat.T("home.under_way", "Game", name)) {
			// The dialog's button, over the home screen's heading of the
			// same word.
			tb.Tap(cat.T("home.carry_on"), len(tb.Locate(cat.T("home.carry_on")))-1)
		} else {
			tb.Until(name+"'s setup", func() bool { return tb.Shows(cat.T("setup.start")) })
			walk(name + "'s setup")
			if game == "game.carnival" {
				tb.Tap(cat.T("carnival.first.draw"), 0)
			}
			tb.Tap(cat.T("setup.start"), 0)
		}
		tb.Until(name+" under way", func() bool { return !tb.Shows(cat.T("setup.start")) && tb.Title() == name })
		walk(name)
		home()
	}
}
