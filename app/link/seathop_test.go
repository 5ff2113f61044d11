//go:build !js

package link_test

// A friend who hops seats to read cards: the laptop decides who sits
// where once cards are out. Each test is an attack, as in attack_test.go.

import (
	"testing"
	"time"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// A fourth machine on the Wi-Fi.
const fourthAddr = "127.0.0.4"

// deal publishes the players' cards as a game's, named game: the game has
// dealt private cards.
func (sv *served) deal(n int, game string) {
	snap := snapshot(n)
	snap.Game = game
	sv.srv.Publish(snap)
}

// ask waits for the phone at the address to ask the laptop for the
// player's seat, and returns the ask.
func (sv *served) ask(t *testing.T, from, player string) link.Ask {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		for _, a := range sv.srv.Asks() {
			if a.Addr == from && a.Player == player {
				return a
			}
		}
	}
	t.Fatalf("the phone at %s never asked the laptop for %s's seat: %+v", from, player, sv.srv.Asks())
	return link.Ask{}
}

// allowed joins a phone from the address that claims the player's seat,
// which the laptop allows; it returns the phone once it has the card.
func (sv *served) allowed(t *testing.T, from, player string) *linktest.Client {
	t.Helper()
	c, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), from)
	if err != nil {
		t.Fatal(err)
	}
	c.Claim(player)
	if !sv.srv.Allow(sv.ask(t, from, player).ID) {
		t.Fatalf("the laptop's Allow did not seat the phone at %s on %s's seat", from, player)
	}
	c.Wait(player+"'s phone has the card", func(st linktest.State) bool {
		return st.You == player && st.Token != "" && st.Secret != nil && st.Secret.Text == "secret-of-"+player
	})
	return c
}

// A linked player's phone, once the cards are out, leaves its seat,
// claims each seat that has no phone, and comes back to its own; then a
// second tab of it, and a second machine, try the same → no other card
// reaches any of them; the phone is back on its own seat; the second
// machine only asks the laptop, and gets the card once the laptop allows
// it; the log says what was refused.
func TestAttackHoppingSeatsToReadCards(t *testing.T) {
	t.Parallel()
	sv := serve(t, 4)
	cheat := sv.phone(t, tableAddr, "a")
	sv.phone(t, thirdAddr, "d")
	sv.deal(4, "spyfall-1")
	cheat.Wait("the card is out", func(st linktest.State) bool { return st.Secret != nil })
	cheat.Send(map[string]string{"t": "leave"})
	for _, id := range []string{"b", "c"} {
		// The friend waits on each seat for its card, or a word why not.
		cheat.Claim(id)
		cheat.Wait("the phone is on "+id+"'s seat or refused", func(st linktest.State) bool {
			return st.You == id && st.Secret != nil || st.Note == "one_seat"
		})
		cheat.Send(map[string]string{"t": "leave"})
	}
	time.Sleep(100 * time.Millisecond)
	never(t, cheat, "the hopping phone", "b")
	never(t, cheat, "the hopping phone", "c")
	cheat.Claim("a")
	cheat.Wait("the phone is back on its own seat", func(st linktest.State) bool {
		return st.You == "a" && st.Secret != nil && st.Secret.Text == "secret-of-a"
	})
	if !sv.logged("held another seat", "b's") {
		t.Fatalf("the log does not say the hop was refused: %q", sv.log)
	}

	tab, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), tableAddr)
	if err != nil {
		t.Fatal(err)
	}
	tab.Claim("b")
	tab.Wait("the second tab is refused", func(st linktest.State) bool { return st.Note == "one_seat" })

	friend, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	friend.Claim("c")
	friend.Wait("the second machine asks the laptop", func(st linktest.State) bool { return st.Note == "asked" })
	time.Sleep(300 * time.Millisecond)
	never(t, friend, "the second machine", "c")
	never(t, tab, "the second tab", "b")
	ask := sv.ask(t, friendAddr, "c")
	// Asking again keeps the one question the laptop has up.
	friend.Claim("c")
	time.Sleep(100 * time.Millisecond)
	if asks := sv.srv.Asks(); len(asks) != 1 || asks[0] != ask {
		t.Fatalf("asking again changed the laptop's question: %+v, was %+v", asks, ask)
	}
	sv.srv.Refuse(ask.ID)
	friend.Wait("the laptop refused", func(st linktest.State) bool { return st.Note == "refused" })
	never(t, friend, "the refused machine", "c")
	// Asking again and again cannot keep the question on the laptop.
	for range 5 {
		friend.Claim("c")
	}
	time.Sleep(100 * time.Millisecond)
	if asks := sv.srv.Asks(); len(asks) != 0 {
		t.Fatalf("the refused phone asked again: %+v", asks)
	}
	// The page opened again asks again, and is allowed: the laptop's yes
	// is what seats it.
	friend, err = linktest.DialFrom(t, sv.url, sv.srv.Code(), friendAddr)
	if err != nil {
		t.Fatal(err)
	}
	friend.Claim("c")
	if !sv.srv.Allow(sv.ask(t, friendAddr, "c").ID) {
		t.Fatal("the laptop's Allow did not seat the phone")
	}
	friend.Wait("the allowed phone has the card", func(st linktest.State) bool {
		return st.You == "c" && st.Secret != nil && st.Secret.Text == "secret-of-c"
	})
	// A phone linked before the cards came keeps its seat and its card.
	never(t, friend, "the allowed phone", "b")
}

// The laptop hands a seat over while a phone that has been watching
// claims it as fast as it can, then the player's new phone asks → the seat
// goes to the phone the laptop allows, the new one: the watcher never
// gets the card and is told the seat is taken. Before the cards are out
// as well as after.
func TestAttackRacingAHandOverFromAWatchingPhone(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"", "decrypto-1"} {
		t.Run("game "+game, func(t *testing.T) {
			sv := serve(t, 2)
			sv.phone(t, tableAddr, "a")
			if game != "" {
				sv.deal(2, game)
			}
			watcher, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), friendAddr)
			if err != nil {
				t.Fatal(err)
			}
			watcher.Wait("the watcher sees the roster", func(st linktest.State) bool { return len(st.Players) == 2 })
			done := make(chan struct{})
			go func() {
				defer close(done)
				for range 30 {
					watcher.Claim("a")
					time.Sleep(2 * time.Millisecond)
				}
			}()
			time.Sleep(10 * time.Millisecond)
			sv.srv.HandOver("a")
			<-done
			time.Sleep(300 * time.Millisecond)
			never(t, watcher, "the watching phone", "a")
			fresh, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), thirdAddr)
			if err != nil {
				t.Fatal(err)
			}
			fresh.Claim("a")
			if !sv.srv.Allow(sv.ask(t, thirdAddr, "a").ID) {
				t.Fatal("the laptop's Allow did not seat the player's new phone")
			}
			fresh.Wait("the player's new phone has the card", func(st linktest.State) bool {
				return st.You == "a" && st.Secret != nil && st.Secret.Text == "secret-of-a"
			})
			watcher.Wait("the watcher is told the seat is taken", func(st linktest.State) bool { return st.Note == "taken" })
			never(t, watcher, "the watching phone", "a")
			if asks := sv.srv.Asks(); len(asks) != 0 {
				t.Fatalf("asks left once the seat was given: %+v", asks)
			}
		})
	}
}

// The laptop unlinks a phone, which comes back from another address and
// claims the seat again → it only asks: no seat, no card, until the
// laptop's yes; refused, it is told so. Before the cards are out as well
// as after.
func TestAttackAnUnlinkedPhoneFromANewAddress(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"", "spyfall-2"} {
		t.Run("game "+game, func(t *testing.T) {
			sv := serve(t, 2)
			sv.phone(t, tableAddr, "a")
			unlinked := sv.phone(t, friendAddr, "b")
			if game != "" {
				sv.deal(2, game)
			}
			sv.srv.Unlink("b")
			if !closedWithin(unlinked, time.Second) {
				t.Fatal("the unlinked phone's socket stayed open")
			}
			back, err := linktest.DialFrom(t, sv.url, sv.srv.Code(), fourthAddr)
			if err != nil {
				t.Fatal(err)
			}
			back.Claim("b")
			time.Sleep(300 * time.Millisecond)
			never(t, back, "the unlinked phone from a new address", "b")
			back.Wait("the phone asks the laptop", func(st linktest.State) bool { return st.Note == "asked" })
			if got := sv.srv.Linked(); len(got) != 1 || got[0] != "a" {
				t.Fatalf("linked: %v", got)
			}
			sv.srv.Refuse(sv.ask(t, fourthAddr, "b").ID)
			back.Wait("the laptop refused", func(st linktest.State) bool { return st.Note == "refused" })
			never(t, back, "the refused phone", "b")
		})
	}
}
