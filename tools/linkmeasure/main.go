// Command linkmeasure measures the table link against a friend who wants
// to win and a phone on a weak Wi-Fi, on the loopback:
//
//	go run ./tools/linkmeasure [-what codes,stall,leaves,guessers] [-for 1m] [-workers 4] [-changes 300] [-budget 1m]
//	    [-sockets 400] [-addrs 40] [-seats 20] [-guessers 10000]
//
// codes: one address (127.0.0.2) sends wrong join codes as fast as its
// workers can, over keep-alive connections, for -for; the tool counts the
// codes the link judged ("wrong code", 403) and the ones it told to wait
// (429), minute by minute.
//
// stall: three phones (127.0.0.11 to .13) take a seat and then read
// nothing, while the laptop publishes -changes changes of about 60 kB,
// one after the other, then unlinks them; the tool times each Publish and
// Unlink call, which the app makes on its UI goroutine, and gives up on
// the rest once the calls have taken -budget.
//
// leaves: the app's shell runs with its Phones dialog open, on a UI
// goroutine of the tool's that also runs a frame every 1/60 s; -sockets
// sockets with the code, from -addrs addresses and none with a seat, send
// "leave" as fast as they may for -for. The tool says how late the frames
// ran at worst: the window's lag, with what waited after the attack, up to
// -budget.
//
// churn: the same window while -seats phones, from an address each, take
// a seat of the roster and leave it again as fast as they may for -for.
//
// guessers: the same window while each of -guessers addresses sends six
// wrong codes, -workers at once; the window's worst lag, as for leaves.
//
// It uses only what the link had before issue 33 as well, so that it runs
// against the link of then, from a checkout of it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing/fstest"
	"time"

	"github.com/coder/websocket"

	"tablecompanion/app/link"
	"tablecompanion/app/link/linktest"
	"tablecompanion/games"
)

func main() {
	what := flag.String("what", "codes,stall", "what to measure: codes, stall, leaves, churn, guessers")
	span := flag.Duration("for", time.Minute, "codes: how long to send wrong codes")
	workers := flag.Int("workers", 4, "codes: how many requests at once")
	changes := flag.Int("changes", 300, "stall: how many changes to publish")
	budget := flag.Duration("budget", time.Minute, "stall: stop once the calls have taken this long")
	sockets := flag.Int("sockets", 400, "leaves: how many sockets")
	addrs := flag.Int("addrs", 40, "leaves: from how many addresses")
	many := flag.Int("guessers", 10000, "guessers: how many addresses guess")
	seats := flag.Int("seats", 20, "churn: how many phones take a seat and leave it")
	flag.Parse()
	for _, w := range strings.Split(*what, ",") {
		var err error
		switch w {
		case "codes":
			err = codes(*span, *workers)
		case "stall":
			err = stall(*changes, *budget)
		case "leaves":
			err = leaves(*sockets, *addrs, *span, *budget)
		case "churn":
			err = churn(*seats, *span, *budget)
		case "guessers":
			err = guessers(*many, *workers, link.Tries+1, *budget)
		default:
			err = fmt.Errorf("nothing called %q to measure", w)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "linkmeasure:", err)
			os.Exit(1)
		}
	}
}

// table starts a link on the loopback with n players, and returns it with
// the page's URL.
func table(n int) (*link.Server, string, error) {
	srv := link.NewServer(fstest.MapFS{"index.html": {Data: []byte("phone")}}, link.Host{}, link.Options{})
	urls, err := srv.Listen(0, net.IPv4(127, 0, 0, 1))
	if err != nil {
		return nil, "", err
	}
	srv.Publish(snapshot(n, 0))
	return srv, urls[0], nil
}

// snapshot is a table of n players whose board has about size bytes of
// lines, titled by its number i.
func snapshot(n, size int) link.Snapshot {
	snap := link.Snapshot{Lang: "en"}
	for i := range n {
		id := fmt.Sprintf("p%d", i)
		snap.Players = append(snap.Players, games.Player{ID: id, Name: "Player " + id, Color: "red"})
	}
	var lines []string
	for range size / 300 {
		lines = append(lines, strings.Repeat("x", 300))
	}
	snap.Board = map[string]games.Board{"en": {Title: fmt.Sprint("change ", size), Lines: lines}}
	return snap
}

// codes sends wrong codes from one address for span, and prints how many
// the link judged and how many it told to wait, by minute.
func codes(span time.Duration, workers int) error {
	srv, url, err := table(4)
	if err != nil {
		return err
	}
	defer srv.Close()
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}}
	client := &http.Client{Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: workers}}
	minutes := int((span + time.Minute - 1) / time.Minute)
	judged, waited := make([]atomic.Int64, minutes), make([]atomic.Int64, minutes)
	start := time.Now()
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for time.Since(start) < span {
				status := get(client, fmt.Sprintf("%sws?code=Z%05d", url, next.Add(1)%100000))
				m := min(int(time.Since(start)/time.Minute), minutes-1)
				switch status {
				case http.StatusForbidden:
					judged[m].Add(1)
				case http.StatusTooManyRequests:
					waited[m].Add(1)
				}
			}
		})
	}
	wg.Wait()
	fmt.Printf("wrong codes from one address for %v, %d at once\n", span, workers)
	fmt.Println("| minute | judged (403) | told to wait (429) |")
	fmt.Println("|---|---|---|")
	for m := range minutes {
		fmt.Printf("| %d | %d | %d |\n", m+1, judged[m].Load(), waited[m].Load())
	}
	return nil
}

// get asks for url and returns the status, or 0 when the request failed.
func get(client *http.Client, url string) int {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	res, err := client.Do(req)
	if err != nil {
		return 0
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// stall links three phones that stop reading, publishes changes, then
// unlinks them, timing each call.
func stall(changes int, budget time.Duration) error {
	srv, url, err := table(3)
	if err != nil {
		return err
	}
	defer srv.Close()
	for i := range 3 {
		conn, err := linktest.Socket(url, srv.Code(), fmt.Sprintf("127.0.0.%d", 11+i))
		if err != nil {
			return err
		}
		defer conn.CloseNow()
		claim := fmt.Sprintf(`{"t":"claim","player":"p%d"}`, i)
		if err := conn.Write(context.Background(), websocket.MessageText, []byte(claim)); err != nil {
			return err
		}
	}
	for deadline := time.Now().Add(5 * time.Second); len(srv.Linked()) < 3; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			return fmt.Errorf("the phones never took their seats: %v", srv.Linked())
		}
	}
	var spent, longest time.Duration
	published := 0
	for i := range changes {
		start := time.Now()
		srv.Publish(snapshot(3, 60_000+i))
		took := time.Since(start)
		spent += took
		longest = max(longest, took)
		published++
		if spent > budget {
			break
		}
	}
	var unlink time.Duration
	for i := range 3 {
		start := time.Now()
		srv.Unlink(fmt.Sprintf("p%d", i))
		unlink = max(unlink, time.Since(start))
	}
	fmt.Printf("three phones that read nothing: %d of %d changes published in %v; the longest Publish %v, the longest Unlink %v\n",
		published, changes, spent.Round(time.Millisecond), longest.Round(time.Microsecond), unlink.Round(time.Microsecond))
	return nil
}
