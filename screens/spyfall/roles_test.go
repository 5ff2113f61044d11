package spyfall

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"tablecompanion/games/spyfall"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
	"tablecompanion/translations"
)

// TestEveryLocationHasItsRolesInEveryLanguage checks that every role of
// every box location has its words in English, Russian and Ukrainian, none
// the same as another's at that location.
func TestEveryLocationHasItsRolesInEveryLanguage(t *testing.T) {
	for _, lang := range translations.Languages {
		cat, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range spyfall.StandardIDs {
			seen := map[string]bool{}
			for _, role := range spyfall.Roles[loc] {
				id := spyfall.RoleMessageID(loc, role)
				words := cat.T(id)
				if words == id || strings.TrimSpace(words) == "" {
					t.Errorf("%s: no words for %s", lang, id)
				}
				if seen[words] {
					t.Errorf("%s: two roles at %s read %q", lang, loc, words)
				}
				seen[words] = true
			}
			if len(seen) < spyfall.MinRoles {
				t.Errorf("%s: %s has %d roles, want at least %d", lang, loc, len(seen), spyfall.MinRoles)
			}
		}
	}
}

// TestSpyfallRolesAreAChoiceOffByDefault starts a game as the setup opens,
// then one with the roles ticked: the first deals no roles; in the second
// each card of a player who is not a spy names a role and says either
// gender may play it, and the spy's card neither.
func TestSpyfallRolesAreAChoiceOffByDefault(t *testing.T) {
	st := openScreen(t, language.English, screenstest.Crowd(5))
	if st.s.RolesCheck.Checked || st.s.RolesHint.Text == "" {
		t.Fatalf("the roles' check: ticked %v, hint %q", st.s.RolesCheck.Checked, st.s.RolesHint.Text)
	}
	g := st.begin(t)
	if g.PlaysRoles() {
		t.Fatal("a game plays with roles nobody ticked")
	}
	for seat := range g.Players() {
		test.Tap(st.s.CardButtons[seat])
		st.s.Card.Press()
		if text, note := st.s.Card.Showing(), st.s.Card.ShowingNote(); strings.Contains(text, "Role") || note != "" {
			t.Errorf("seat %d without roles holds %q, %q", seat, text, note)
		}
		st.s.Card.Release()
		test.Tap(st.s.CardDoneButton)
	}

	st = openScreen(t, language.English, screenstest.Crowd(5))
	test.Tap(st.s.RolesCheck)
	g = st.begin(t)
	if !g.PlaysRoles() {
		t.Fatal("the roles ticked are not played")
	}
	loc, _ := g.RoundLocation()
	for seat := range g.Players() {
		card, _ := g.CardOf(seat)
		test.Tap(st.s.CardButtons[seat])
		if note := st.s.Card.ShowingNote(); note != "" {
			t.Fatalf("a face-down card says %q", note)
		}
		st.s.Card.Press()
		text, note := st.s.Card.Showing(), st.s.Card.ShowingNote()
		want, wantNote := "Location: "+st.Ctx.T(loc.MessageID())+"\nRole: "+st.Ctx.T(spyfall.RoleMessageID(loc.ID, card.Role)),
			"Play the role as a man or a woman, as you like."
		if card.Spy {
			want, wantNote = "You are the spy!", ""
		}
		if text != want || note != wantNote {
			t.Errorf("seat %d holds %q, %q; want %q, %q", seat, text, note, want, wantNote)
		}
		st.s.Card.Release()
		test.Tap(st.s.CardDoneButton)
	}
}

// TestSpyfallRolesStayOnTheCards plays a round with roles in each language:
// no role shows on the shared screen, with the names for the cards, a card
// face down or the questions under way, nor on the phones' shared board;
// each player's own card and phone hold it.
func TestSpyfallRolesStayOnTheCards(t *testing.T) {
	for _, lang := range translations.Languages {
		st := openScreen(t, lang, screenstest.Crowd(7))
		s := st.s
		test.Tap(s.RolesCheck)
		g := st.begin(t)
		var roles []string
		for seat := range g.Players() {
			if card, _ := g.CardOf(seat); card.Role != "" {
				roles = append(roles, st.Ctx.T(card.RoleMessageID()))
			}
		}
		if len(roles) != 6 {
			t.Fatalf("%s: %d roles for six players who are not spies", lang, len(roles))
		}
		shared := func(when string) {
			t.Helper()
			var all []string
			for _, text := range st.Texts() {
				all = append(all, text)
			}
			b := s.Board(st.Ctx.T)
			all = append(all, b.Title, b.Turn)
			all = append(all, b.Lines...)
			for _, r := range b.Rows {
				all = append(all, r.Name, r.Points)
			}
			for _, text := range all {
				for _, role := range roles {
					if strings.Contains(text, role) {
						t.Errorf("%s, %s: the shared screen says %q, a role", lang, when, text)
					}
				}
				if strings.Contains(text, st.Ctx.T("spyfall.cards.role_gender")) {
					t.Errorf("%s, %s: the shared screen says %q", lang, when, text)
				}
			}
		}
		shared("the names for the cards")
		var faceDown fyne.Size
		for seat, p := range g.Players() {
			card, _ := g.CardOf(seat)
			test.Tap(s.CardButtons[seat])
			shared("a card face down")
			// A spy's card, with no role and no note, keeps their room.
			if seat == 0 {
				faceDown = s.Card.MinSize()
			} else if s.Card.MinSize() != faceDown {
				t.Errorf("%s: seat %d's card face down is %v, seat 0's %v", lang, seat, s.Card.MinSize(), faceDown)
			}
			secret, ok := s.Secret(st.Ctx.T, p.ID)
			role := ""
			if card.Role != "" {
				role = st.Ctx.T(card.RoleMessageID())
			}
			switch {
			case !ok:
				t.Fatalf("%s: seat %d's phone has no card", lang, seat)
			case card.Spy && (secret.Note != "" || strings.Contains(secret.Text, "\n")):
				t.Errorf("%s: the spy's phone holds %q, %q", lang, secret.Text, secret.Note)
			case !card.Spy && (!strings.Contains(secret.Text, role) || secret.Note != st.Ctx.T("spyfall.cards.role_gender")):
				t.Errorf("%s: seat %d's phone holds %q, %q, not the role %q", lang, seat, secret.Text, secret.Note, role)
			}
			s.Card.Press()
			if !card.Spy && !strings.Contains(s.Card.Showing(), role) {
				t.Errorf("%s: seat %d's card says %q, not the role %q", lang, seat, s.Card.Showing(), role)
			}
			s.Card.Release()
			test.Tap(s.CardDoneButton)
		}
		test.Tap(s.StartButton)
		shared("the questions")
	}
}

// longestRole returns the role of the location whose words run longest in
// the catalog's language.
func longestRole(t func(string, ...any) string, loc string) string {
	best := ""
	for _, r := range spyfall.Roles[loc] {
		if best == "" || utf8.RuneCountInString(t(spyfall.RoleMessageID(loc, r))) > utf8.RuneCountInString(t(spyfall.RoleMessageID(loc, best))) {
			best = r
		}
	}
	return best
}

// TestSpyfallRoleCardMovesNothing holds the card with the longest role of
// every location in each language, at a table of twelve, on a small laptop
// and an upright tablet: the card grows no taller when held, so Done stays where it was,
// and its words wrap within it.
func TestSpyfallRoleCardMovesNothing(t *testing.T) {
	for _, lang := range translations.Languages {
		// Twelve players with long names, two of them spies: the most
		// names for the board beside the card.
		players := screenstest.LongCrowd()
		st := openScreen(t, lang, players)
		fyne.CurrentApp().Settings().SetTheme(screens.NewTheme(screens.ThemeLight))
		st.Render()
		s := st.s
		test.Tap(s.RolesCheck)
		st.begin(t)
		for _, loc := range spyfall.StandardIDs {
			if !s.Match().Undo() {
				t.Fatal("nothing to undo")
			}
			longest := longestRole(st.Ctx.T, loc)
			deal := spyfall.Action{Op: spyfall.OpDeal, Location: loc, Spies: []string{players[10].ID, players[11].ID}, Roles: []string{longest}}
			for _, r := range spyfall.Roles[loc] {
				if r != longest && len(deal.Roles) < 10 {
					deal.Roles = append(deal.Roles, r)
				}
			}
			deal.Roles = append(deal.Roles, "", "")
			if err := s.Match().Do(deal); err != nil {
				t.Fatalf("%s: %v", loc, err)
			}
			st.Ctx.Commit()
			test.Tap(s.CardButtons[0])
			// From the wider to the narrower, as the window is dragged.
			for _, size := range []fyne.Size{sizes[1], sizes[2]} {
				st.Relayout(size)
				done, card := st.place(s.CardDoneButton), s.Card.Size()
				s.Card.Press()
				st.Relayout(size)
				if st.place(s.CardDoneButton) != done || s.Card.Size() != card {
					t.Errorf("%s, %s at %v: holding %q moves Done from %v to %v, the card from %v to %v", lang, loc, size,
						s.Card.Showing(), done, st.place(s.CardDoneButton), card, s.Card.Size())
				}
				st.fits(lang.String()+", "+loc+" held", size)
				s.Card.Release()
			}
			st.Win.Resize(fyne.NewSize(1280, 800))
			test.Tap(s.CardDoneButton)
		}
	}
}

// TestSpyfallSetupRemembersTheRoles opens a setup after a game played with
// roles: the check starts ticked, and Play again keeps them.
func TestSpyfallSetupRemembersTheRoles(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.Crowd(4))
	tb.Ctx.Last = []byte(`{"players":[{"id":"pAnn","name":"Ann","color":"red"},{"id":"pBob","name":"Bob","color":"blue"},` +
		`{"id":"pCy","name":"Cy","color":"green"}],"roles":true}`)
	s := New(tb.Ctx, Game()).(*Screen)
	tb.Open(s)
	if !s.RolesCheck.Checked {
		t.Fatal("the roles of the last game are not ticked")
	}
	test.Tap(s.Setup.StartButton)
	g := s.Match().State()
	if !g.PlaysRoles() || !g.Again(s.Match().Setup()).Roles {
		t.Fatalf("the game plays roles %v; again %+v", g.PlaysRoles(), g.Again(s.Match().Setup()))
	}
}
