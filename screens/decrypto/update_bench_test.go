package decrypto

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games/examples"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// BenchmarkDecryptoUpdate times what an action costs the screen in the
// fourth round, with both sheets full: the whole update, which now ends by
// laying out the whole screen again, and that settling alone.
func BenchmarkDecryptoUpdate(b *testing.B) {
	tb := screenstest.NewTable(b, language.Russian, screenstest.People(screenstest.Tables[language.Russian][:5]...))
	h, err := examples.Decrypto(tb.Ctx.Players(), "ru", 7)
	if err != nil {
		b.Fatal(err)
	}
	record, err := json.Marshal(h)
	if err != nil {
		b.Fatal(err)
	}
	s, err := Load(tb.Ctx, Game(), record)
	if err != nil {
		b.Fatal(err)
	}
	tb.Open(s)
	tb.Win.Resize(fyne.NewSize(1280, 800).Subtract(screens.ShellChrome))
	d := s.(*Screen)
	b.Run("update", func(b *testing.B) {
		for b.Loop() {
			d.Update()
		}
	})
	b.Run("settle", func(b *testing.B) {
		for b.Loop() {
			screens.Settle(d.split)
		}
	})
}
