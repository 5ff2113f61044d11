package decrypto

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens/screenstest"
)

// TestThePhonesSeeTheGlassAndOnlyTheEncryptorTheCode reads what the
// screen gives the table's phones: the step and the tokens for everyone,
// the running sand glass, and the code on its encryptor's phone alone.
func TestThePhonesSeeTheGlassAndOnlyTheEncryptorTheCode(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := openScreen(tb)
	if b := d.Board(tb.Ctx.T); b.Title != "Decrypto" || b.Turn == "" {
		t.Fatalf("before the game the board is %+v", b)
	}
	startGame(t, tb, d)
	rigSand(t, d)
	if _, running := d.Deadline(); running {
		t.Fatal("the phones see a glass before it runs")
	}
	test.Tap(d.GiveButtons[decrypto.White])
	if _, running := d.Deadline(); !running {
		t.Fatal("the glass runs, and the phones do not see it")
	}
	b := d.Board(tb.Ctx.T)
	if len(b.Lines) != 2 || !strings.Contains(b.Lines[0], "interceptions 0") {
		t.Fatalf("the phones see the tokens as %q", b.Lines)
	}
	g := d.Match().State()
	codes := 0
	for _, p := range g.Players() {
		secret, ok := d.Secret(tb.Ctx.T, p.ID)
		encrypts := g.Encryptor(decrypto.White).ID == p.ID || g.Encryptor(decrypto.Black).ID == p.ID
		if ok != encrypts {
			t.Fatalf("%s (encryptor %v) is sent %+v", p.Name, encrypts, secret)
		}
		if ok {
			codes++
		}
	}
	if codes != 2 {
		t.Fatalf("%d phones are sent a code, want the two encryptors'", codes)
	}
	d.Close()
}
