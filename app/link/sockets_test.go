//go:build !js

package link_test

// Sockets by the thousand, as attacks: what a friend's script opens with
// the code, and what the link keeps open of it.

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/coder/websocket"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
)

// open opens n sockets with the code from the addresses in turn, eight at
// once, reading nothing, and returns how many the link let in.
func open(t *testing.T, sv *served, n int, from func(i int) string) int {
	t.Helper()
	var opened atomic.Int64
	var mu sync.Mutex
	var conns []*websocket.Conn
	var next atomic.Int64
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				conn, err := linktest.Socket(sv.url, sv.srv.Code(), from(i))
				if err != nil {
					continue
				}
				opened.Add(1)
				mu.Lock()
				conns = append(conns, conn)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	t.Cleanup(func() {
		for _, c := range conns {
			c.CloseNow()
		}
	})
	return int(opened.Load())
}

// 2,000 sockets with the code from one address, where a player's phone
// holds a seat → the link keeps a few open, the idlest closed first, and
// the player's phone keeps its socket and its seat.
func TestAttackTwoThousandSocketsFromOneAddress(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	player := sv.phone(t, friendAddr, "a")
	opened := open(t, sv, 2000, func(int) string { return friendAddr })
	if n := sv.srv.Sockets(); n > link.SocketsPerAddress {
		t.Fatalf("%d sockets from one address are open after 2,000 (%d let in); want %d at most", n, opened, link.SocketsPerAddress)
	}
	if closed(player) {
		t.Fatalf("the player's phone at the flooding address was closed: %q", sv.log[len(sv.log)-5:])
	}
	player.Send(map[string]string{"t": "lang", "lang": "uk"})
	player.Wait("the player's phone still has its seat and answers", func(st linktest.State) bool {
		return st.You == "a" && st.Lang == "uk"
	})
}

// 600 sockets with the code from 300 addresses, two each → the link keeps
// a few dozen strangers open in all, and a phone on a seat keeps its own.
func TestAttackSocketsFromManyAddresses(t *testing.T) {
	t.Parallel()
	sv := serve(t, 2)
	player := sv.phone(t, tableAddr, "a")
	open(t, sv, 600, func(i int) string { return fmt.Sprintf("127.0.%d.%d", 20+i/2/250, 1+i/2%250) })
	if n := sv.srv.Sockets(); n > link.Strangers+1 {
		t.Fatalf("%d sockets are open after 600 from 300 addresses; want %d strangers and the player's phone at most", n, link.Strangers)
	}
	if closed(player) {
		t.Fatal("the player's phone was closed by strangers' sockets")
	}
}

// closed reports whether the phone's socket has closed.
func closed(c *linktest.Client) bool {
	select {
	case <-c.Closed:
		return true
	default:
		return false
	}
}
