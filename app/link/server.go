package link

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"tablecompanion/games"
)

// The limits a phone's messages are held to: bigger ones are dropped, and
// a phone may send Burst at once and Rate a second after that.
const (
	MaxMessage = 1 << 10
	Burst      = 40
	Rate       = 20
	// maxFrame is where the socket itself gives up on a message and closes;
	// the phone then connects again.
	maxFrame = 64 << 10
)

// Options are the link's timings. A zero field takes its default, the
// value the app runs with; tests set shorter ones so that they need not
// sleep out the real ones.
type Options struct {
	// ExchangeEvery is how often the link exchanges clocks with a phone
	// that is some player's pad; other phones, four times less often.
	// 250 ms by default.
	ExchangeEvery time.Duration
	// WriteWithin is how long a message to a phone may take: a phone that
	// reads slower is stuck, and dropped; it connects again by itself.
	// 2 s by default.
	WriteWithin time.Duration
	// SilentFor is how long a phone may send nothing, not even the answer
	// to a clock exchange, before it is dropped. Its seat stays its own.
	// 10 s by default.
	SilentFor time.Duration
	// LiveWithin is how recently a phone must have been heard from to
	// count as alive: another page with its token then waits for the seat.
	// 3 s by default.
	LiveWithin time.Duration
	// JoinWithin is how long a connection may take to ask for something,
	// and may then sit idle: a stranger who connects and waits is closed.
	// 3 s by default.
	JoinWithin time.Duration
}

// orDefaults returns the options with each zero field set to its default.
func (o Options) orDefaults() Options {
	or := func(d, def time.Duration) time.Duration {
		if d > 0 {
			return d
		}
		return def
	}
	return Options{
		ExchangeEvery: or(o.ExchangeEvery, 250*time.Millisecond),
		WriteWithin:   or(o.WriteWithin, 2*time.Second),
		SilentFor:     or(o.SilentFor, 10*time.Second),
		LiveWithin:    or(o.LiveWithin, 3*time.Second),
		JoinWithin:    or(o.JoinWithin, 3*time.Second),
	}
}

// codeLetters are the letters of a join code: no two that a table could
// mistake for each other read aloud or off a screen.
const codeLetters = "ACDEFGHJKLMNPQRTUVWXY34679"

// Snapshot is the table as the phones may see it at one moment: the shell
// makes one after every change and hands it to the link, which sends each
// phone its part. Words are by language: "en", "ru" or "uk".
type Snapshot struct {
	// Players are the roster, whom a phone may be linked to.
	Players games.Seats
	// Board is the game on show, by language.
	Board map[string]games.Board
	// Tonight is the evening's leaderboard, by language.
	Tonight map[string][]games.Row
	// Clock is the game's clock, when one is on show.
	Clock *Clock
	// Secrets are what each player alone may see, by player ID and then
	// language; a player without one this moment has none.
	Secrets map[string]map[string]games.Secret
	// Pad is the Keep Watch challenge the pads take part in, when the
	// game on show is Keep Watch.
	Pad *Pad
	// Marks are how the page draws the players' colours, by colour name.
	Marks map[string]Mark
	// Texts are the phone page's own words, by language and then key.
	Texts map[string]map[string]string
	// Lang is the app's language, the one a phone starts in.
	Lang string
	// Game names the game on show, the same from its setup to its end and
	// another for the next; empty when no game is on show. Once a game has
	// Secrets out, the laptop decides who sits where until another game
	// deals its own (see Asks).
	Game string
}

// Mark is how the phone page draws a player's colour: its fill, the ink
// of words on it, and a ring of a darker or lighter tone round a mark on
// the page's light or dark theme where the fill alone stands out from the
// page by less than 3:1; empty where it needs none.
type Mark struct {
	Fill  string `json:"fill"`
	Ink   string `json:"ink"`
	Light string `json:"light,omitempty"`
	Dark  string `json:"dark,omitempty"`
}

// Clock is the clock on show: when it ends, or the time it keeps while
// stopped.
type Clock struct {
	Ends    time.Time
	Left    time.Duration
	Running bool
}

// Pad is a Keep Watch challenge as the pads see it: its number, and GO and
// the close of its presses as times on the laptop's clock once the count
// has begun; after the close, until the next count, the same challenge
// with Open false, when a press is late and still handed on, for the
// laptop to name its player.
type Pad struct {
	Challenge int
	GO        time.Time
	// Closes is when the presses close.
	Closes time.Time
	// Open reports that presses are taken.
	Open bool
	// Late are the IDs of the players told their press came after the
	// presses closed.
	Late []string
	// LockOut reports that a false start puts its player out of the
	// challenge.
	LockOut bool
	// Players are the IDs of the game's players, whose phones are pads;
	// none means every linked phone's.
	Players []string
}

// Press is a press on a phone's pad, on the laptop's clock, with the bound
// of its error.
type Press struct {
	Player    string
	Challenge int
	At        time.Time
	Within    time.Duration
}

// Host is what the link tells the shell; it calls these on its own
// goroutines.
type Host struct {
	// Linked is called when a seat is taken, left, handed over or
	// unlinked, when its phone goes away or comes back, and when a phone
	// asks the laptop for a seat or stops asking (Asks); changes that come
	// fast are told together, a few times a second at most.
	Linked func()
	// Pressed is called for each press on a pad.
	Pressed func(Press)
	// Doubted is called for a press that claims a time before its phone
	// could have sent it: it is refused.
	Doubted func(Press)
	// Guessing is called when someone is found guessing the join code,
	// and again as the count of their tries grows, a few times a second
	// at most, with the count.
	Guessing func(Guessing)
	// Logf logs what the link does: phones joining and leaving.
	Logf func(format string, args ...any)
}

// Server is the table link: it serves the phone page and the phones'
// sockets while it is on.
type Server struct {
	host  Host
	opts  Options
	page  fs.FS
	start time.Time
	// now is the clock the guard counts tries by; tests set it.
	now func() time.Time

	// snapshot is the table as last published, under snapMu alone, held
	// only to copy it; listed are the phones on the link. Publish takes
	// neither mu nor memory, so it never waits on what a phone's
	// goroutine does under mu, nor on the collector.
	snapMu   sync.Mutex
	snapshot Snapshot
	listed   atomic.Pointer[[]*phone]

	mu   sync.Mutex
	code string
	// drawn counts the codes drawn: a socket let in with one code joins
	// only while no other has been drawn since.
	drawn int
	// retired are the codes drawn before this one.
	retired map[string]bool
	phones  map[*phone]bool
	// seats are the players a phone holds, by player ID.
	seats map[string]*seat
	// barred are the addresses of the phones the laptop unlinked, until
	// a new code.
	barred map[string]bool
	// deal is the last game that dealt private cards, nil before any
	// did; vetted are the seats only the laptop gives, the ones it handed
	// over or unlinked; asks counts the phones' asks for a seat.
	deal   *dealt
	vetted map[string]bool
	asks   int
	guard  *guard
	closed bool
	// redraw asks the shell to redraw the phones, a few times a second
	// at most.
	redraw *coalescer
	// warn tells the shell how the code is being guessed, as often.
	warn    *coalescer
	dropped int
	refused int
	doubted int
	servers []*http.Server
}

// NewServer makes a link that serves the phone page from page (its
// index.html and what it loads), tells host what the phones do, and keeps
// the timings of opts.
func NewServer(page fs.FS, host Host, opts Options) *Server {
	if host.Logf == nil {
		host.Logf = func(string, ...any) {}
	}
	now := time.Now()
	s := &Server{host: host, opts: opts.orDefaults(), page: page, start: now, now: time.Now, code: newCode(), retired: map[string]bool{},
		phones: map[*phone]bool{}, seats: map[string]*seat{}, barred: map[string]bool{}, vetted: map[string]bool{}, guard: newGuard(now)}
	s.listed.Store(&[]*phone{})
	s.redraw = newCoalescer(redrawEvery, func() {
		if host.Linked != nil {
			host.Linked()
		}
	})
	s.warn = newCoalescer(redrawEvery, func() {
		if g := s.Guessing(); host.Guessing != nil && g.Wrong > 0 {
			host.Guessing(g)
		}
	})
	return s
}

// newCode draws a join code of six letters, each of the 26 as likely.
func newCode() string {
	b := make([]byte, 6)
	for i := range b {
		b[i] = codeLetters[randN(len(codeLetters))]
	}
	return string(b)
}

// randN draws a number below n from the system's random source, without
// the bias of a byte taken modulo n.
func randN(n int) int {
	for {
		var b [1]byte
		_, _ = rand.Read(b[:])
		if limit := 256 - 256%n; int(b[0]) < limit {
			return int(b[0]) % n
		}
	}
}

// Code returns the join code.
func (s *Server) Code() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.code
}

// NewCode draws a new join code, at once: every phone is unlinked and its
// socket closed, every seat's token dies, the unlinked phones may join
// again, and no socket let in with the old code joins.
func (s *Server) NewCode() string {
	s.mu.Lock()
	s.retired[s.code] = true
	for s.retired[s.code] {
		s.code = newCode()
	}
	s.drawn++
	s.seats, s.barred, s.vetted = map[string]*seat{}, map[string]bool{}, map[string]bool{}
	s.guard.forget()
	for p := range s.phones {
		s.endLocked(p, "new code")
	}
	code := s.code
	s.mu.Unlock()
	s.host.Logf("link: a new code; every phone is unlinked")
	s.linkedNow()
	return code
}

// Dropped returns how many messages were dropped as malformed, oversized
// or beyond the rate, and how many sockets were refused a verdict on a
// code that was not the table's.
func (s *Server) Dropped() (messages, refused int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dropped, s.refused
}

// Doubted returns how many presses were refused for claiming a time
// before their phone could have sent them.
func (s *Server) Doubted() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.doubted
}

// Guessing returns how the join code is being guessed since it was
// drawn, or nothing while nobody is seen guessing it: at any number of
// addresses it costs the same.
func (s *Server) Guessing() Guessing {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.guard.guessing()
}

// Publish hands the link what the table shows now and returns at once: each phone's own goroutine sends it its part,
// the newest when it is free to.
func (s *Server) Publish(snap Snapshot) {
	s.snapMu.Lock()
	s.snapshot = snap
	s.snapMu.Unlock()
	s.pokeAll()
}

// published returns the table as last published.
func (s *Server) published() Snapshot {
	s.snapMu.Lock()
	defer s.snapMu.Unlock()
	return s.snapshot
}

// pokeAll tells every phone its state may have changed.
func (s *Server) pokeAll() {
	for _, p := range *s.listed.Load() {
		p.poke()
	}
}

// listLocked lists the phones on the link again, for pokeAll; s.mu is
// held.
func (s *Server) listLocked() {
	list := make([]*phone, 0, len(s.phones))
	for p := range s.phones {
		list = append(list, p)
	}
	s.listed.Store(&list)
}

// linked tells every phone who holds a seat now, and the shell that the
// seats changed, folding changes that come fast into a few calls a second.
func (s *Server) linked() {
	s.redraw.call()
	s.pokeAll()
}

// linkedNow tells the laptop of a change it made itself (a seat handed
// over or unlinked, an ask answered, a new code) at once, and the phones.
func (s *Server) linkedNow() {
	s.redraw.now()
	s.pokeAll()
}

// Handler serves the phone page and the phones' sockets: a socket only with
// the join code.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", s.socket)
	mux.HandleFunc("/join", s.join)
	mux.HandleFunc("/texts.json", s.texts)
	mux.Handle("/", http.FileServerFS(s.page))
	return mux
}

// texts serves the page's words in the three languages and the app's
// language, which a phone without the code needs too.
func (s *Server) texts(w http.ResponseWriter, _ *http.Request) {
	snap := s.published()
	body := map[string]any{"lang": snap.Lang, "words": snap.Texts}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(body)
}

// join tells a page whether its code would let it in, without a socket:
// 204, or the refusal a socket would get.
func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	if a := s.admit(remoteIP(r), r.URL.Query().Get("code"), r.URL.Query().Get("token")); a.status != 0 {
		a.refuse(w)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// admission is the link's answer to a code from an address: let in while
// the code drawn is drawn, or refused with an HTTP status and why.
type admission struct {
	status int
	why    string
	wait   time.Duration
	drawn  int
}

// admit judges a code from an address: a phone that brings the token of
// a seat it holds comes in with the table's code whatever guessers do; an
// address out of tries, or any stranger while all addresses are, gets no
// verdict, an unlinked phone's none either, and a wrong code costs a try.
func (s *Server) admit(addr, code, token string) admission {
	code = strings.ToUpper(code)
	s.mu.Lock()
	now := s.now()
	if _, st := s.seatOf(token); token != "" && st != nil && code == s.code && !s.barred[addr] {
		defer s.mu.Unlock()
		return admission{drawn: s.drawn}
	}
	warned := s.guard.warned
	if d := s.guard.wait(addr, now); d > 0 {
		// The table's own code, sent while waiting, is no guess; the
		// answer is the same either way.
		wrong := code != s.code
		out := wrong && s.guard.unjudged(addr)
		s.mu.Unlock()
		if wrong {
			s.guessed(addr, out, !warned)
		}
		return admission{status: http.StatusTooManyRequests, why: "wait", wait: d}
	}
	switch {
	case s.barred[addr]:
		s.mu.Unlock()
		return admission{status: http.StatusForbidden, why: "unlinked"}
	case code == s.code:
		defer s.mu.Unlock()
		return admission{drawn: s.drawn}
	case s.retired[code]:
		s.mu.Unlock()
		return admission{status: http.StatusForbidden, why: "old"}
	}
	s.refused++
	out := s.guard.miss(addr, now)
	s.mu.Unlock()
	s.guessed(addr, out, !warned)
	return admission{status: http.StatusForbidden, why: "wrong"}
}

// guessed tells the shell how the code is being guessed, once someone is,
// after a code that was not the table's. What starts a warning is logged:
// an address that has just sent Tries such codes (out), or all addresses
// that have sent WarnAfter, however slowly (first, with no warning till
// now).
func (s *Server) guessed(addr string, out, first bool) {
	g := s.Guessing()
	switch {
	case out:
		s.host.Logf("link: someone at %s is guessing the join code: %d wrong codes; that address gets one try every %v",
			addr, Tries, TryEvery)
	case first && g.Wrong > 0:
		s.host.Logf("link: someone is guessing the join code: %d wrong codes from %d addresses", g.Wrong, g.Addresses)
	}
	if g.Wrong > 0 {
		s.warn.call()
	}
}

// refuse answers a refused admission: its status, why, and how many
// seconds to wait when it must, in Retry-After too.
func (a admission) refuse(w http.ResponseWriter) {
	secs := int(math.Ceil(a.wait.Seconds()))
	if a.wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(a.status)
	_ = json.NewEncoder(w).Encode(map[string]any{"why": a.why, "retry": secs})
}

// remoteIP is the address a request came from, without its port.
func remoteIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// Listen starts serving on the port of every address given, the LAN's
// addresses and the loopback when addrs is empty, and returns the page's
// URLs, the LAN's first.
func (s *Server) Listen(port int, addrs ...net.IP) ([]string, error) {
	if len(addrs) == 0 {
		addrs = append(LANIPv4(), net.IPv4(127, 0, 0, 1))
	}
	var urls []string
	var servers []*http.Server
	for _, ip := range addrs {
		l, err := net.Listen("tcp4", net.JoinHostPort(ip.String(), fmt.Sprint(port)))
		if err != nil {
			for _, srv := range servers {
				_ = srv.Close()
			}
			return nil, err
		}
		port = l.Addr().(*net.TCPAddr).Port
		// A connection must ask within JoinWithin, and is closed when it
		// then sits idle as long; a socket, once taken, has no deadline.
		join := s.opts.JoinWithin
		srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: join, ReadTimeout: join, IdleTimeout: join}
		servers = append(servers, srv)
		urls = append(urls, "http://"+l.Addr().String()+"/")
		go func() { _ = srv.Serve(l) }()
	}
	s.mu.Lock()
	s.servers = servers
	s.mu.Unlock()
	return urls, nil
}

// Close stops serving and closes every phone's socket, without waiting on
// any phone.
func (s *Server) Close() {
	s.mu.Lock()
	s.closed = true
	servers := s.servers
	s.servers = nil
	for p := range s.phones {
		s.endLocked(p, "the link is off")
	}
	s.mu.Unlock()
	for _, srv := range servers {
		_ = srv.Close()
	}
}

func ms(v float64) time.Duration {
	return time.Duration(v * float64(time.Millisecond))
}

func millis(d time.Duration) float64 {
	return float64(d) / float64(time.Millisecond)
}
