package link

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

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
	// exchangeEvery is how often the link exchanges clocks with a phone
	// that is some player's pad.
	exchangeEvery = 250 * time.Millisecond
	// writeWithin is how long a message to a phone may take.
	writeWithin = 5 * time.Second
)

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
	// Texts are the phone page's own words, by language and then key.
	Texts map[string]map[string]string
	// Lang is the app's language, the one a phone starts in.
	Lang string
}

// Clock is the clock on show: when it ends, or the time it keeps while
// stopped.
type Clock struct {
	Ends    time.Time
	Left    time.Duration
	Running bool
}

// Pad is a Keep Watch challenge as the pads see it: its number, and GO as
// a time on the laptop's clock once the count has begun.
type Pad struct {
	Challenge int
	GO        time.Time
	// Open reports that presses are taken.
	Open bool
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
	// Linked is called when a phone is linked to a player or unlinked.
	Linked func()
	// Pressed is called for each press on a pad.
	Pressed func(Press)
	// Logf logs what the link does: phones joining and leaving.
	Logf func(format string, args ...any)
}

// Server is the table link: it serves the phone page and the phones'
// sockets while it is on.
type Server struct {
	host  Host
	page  fs.FS
	start time.Time

	mu       sync.Mutex
	code     string
	snapshot Snapshot
	phones   map[*phone]bool
	// tokens give a phone that comes back its player again.
	tokens  map[string]string
	dropped int
	refused int
	servers []*http.Server
	urls    []string
	// sockets counts the phones' sockets still being served.
	sockets sync.WaitGroup
}

// phone is one phone's socket.
type phone struct {
	conn   *websocket.Conn
	token  string
	player string
	lang   string
	clock  PhoneClock
	// last is the last state sent, not sent again unchanged.
	last []byte
	// allowance is what the phone may still send now, refilled at Rate.
	allowance float64
	checked   time.Time
	cancel    context.CancelFunc
}

// NewServer makes a link that serves the phone page from page (its
// index.html and what it loads) and tells host what the phones do.
func NewServer(page fs.FS, host Host) *Server {
	if host.Logf == nil {
		host.Logf = func(string, ...any) {}
	}
	return &Server{host: host, page: page, start: time.Now(), phones: map[*phone]bool{}, tokens: map[string]string{}, code: newCode()}
}

// newCode draws a join code of six letters.
func newCode() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = codeLetters[int(b[i])%len(codeLetters)]
	}
	return string(b)
}

// Code returns the join code.
func (s *Server) Code() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.code
}

// NewCode draws a new join code and unlinks every phone.
func (s *Server) NewCode() string {
	s.mu.Lock()
	s.code = newCode()
	s.tokens = map[string]string{}
	phones := s.takePhones()
	s.mu.Unlock()
	for _, p := range phones {
		p.conn.Close(websocket.StatusPolicyViolation, "new code")
	}
	s.linked()
	return s.Code()
}

// takePhones empties the list of phones and returns what it held; s.mu is
// held.
func (s *Server) takePhones() []*phone {
	var out []*phone
	for p := range s.phones {
		out = append(out, p)
		p.cancel()
	}
	s.phones = map[*phone]bool{}
	return out
}

// Linked returns the IDs of the players with a phone linked, in no order.
func (s *Server) Linked() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for p := range s.phones {
		if p.player != "" {
			out = append(out, p.player)
		}
	}
	return out
}

// Unlink unlinks the player's phone: its socket closes, and it comes back
// as a phone linked to nobody.
func (s *Server) Unlink(player string) {
	s.mu.Lock()
	var gone []*phone
	for p := range s.phones {
		if p.player == player {
			delete(s.tokens, p.token)
			p.player = ""
			gone = append(gone, p)
		}
	}
	s.mu.Unlock()
	for _, p := range gone {
		p.conn.Close(websocket.StatusNormalClosure, "unlinked")
	}
	s.linked()
}

// Dropped returns how many messages were dropped as malformed, oversized
// or beyond the rate, and how many sockets were refused without the code.
func (s *Server) Dropped() (messages, refused int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dropped, s.refused
}

// Uncertain returns the players whose phone is a pad whose clock is not
// known to within TooUncertain now: the referee says so before GO.
func (s *Server) Uncertain() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Since(s.start)
	var out []string
	for p := range s.phones {
		if p.player == "" {
			continue
		}
		if _, within, ok := p.clock.ToPhone(now); !ok || within > TooUncertain {
			out = append(out, p.player)
		}
	}
	slices.Sort(out)
	return out
}

// Publish hands the link what the table shows now; each phone gets its
// part if it changed.
func (s *Server) Publish(snap Snapshot) {
	s.mu.Lock()
	s.snapshot = snap
	s.mu.Unlock()
	s.sendAll()
}

// sendAll sends every phone its state.
func (s *Server) sendAll() {
	s.mu.Lock()
	phones := slices.Collect(maps.Keys(s.phones))
	s.mu.Unlock()
	for _, p := range phones {
		s.sendState(p)
	}
}

// Handler serves the phone page and the phones' sockets: a socket only with
// the join code.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", s.socket)
	mux.HandleFunc("/texts.json", s.texts)
	mux.Handle("/", http.FileServerFS(s.page))
	return mux
}

// texts serves the page's words in the three languages and the app's
// language, which a phone without the code needs too.
func (s *Server) texts(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	body := map[string]any{"lang": s.snapshot.Lang, "words": s.snapshot.Texts}
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(body)
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
		srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
		servers = append(servers, srv)
		urls = append(urls, "http://"+l.Addr().String()+"/")
		go func() { _ = srv.Serve(l) }()
	}
	s.mu.Lock()
	s.servers, s.urls = servers, urls
	s.mu.Unlock()
	return urls, nil
}

// Close stops serving and closes every phone's socket, and returns once
// they are closed, or after a second.
func (s *Server) Close() {
	s.mu.Lock()
	servers := s.servers
	s.servers = nil
	phones := s.takePhones()
	s.mu.Unlock()
	for _, p := range phones {
		p.conn.Close(websocket.StatusGoingAway, "the link is off")
	}
	for _, srv := range servers {
		_ = srv.Close()
	}
	done := make(chan struct{})
	go func() {
		s.sockets.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
	}
}

// socket takes a phone's socket when it has the code, and reads what the
// phone sends until it goes.
func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	if strings.ToUpper(r.URL.Query().Get("code")) != s.Code() {
		s.mu.Lock()
		s.refused++
		s.mu.Unlock()
		http.Error(w, "wrong code", http.StatusForbidden)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	s.sockets.Add(1)
	defer s.sockets.Done()
	conn.SetReadLimit(maxFrame)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	p := &phone{conn: conn, allowance: Burst, checked: time.Now(), cancel: cancel}
	s.mu.Lock()
	p.lang = s.snapshot.Lang
	s.phones[p] = true
	s.mu.Unlock()
	s.host.Logf("link: a phone joined from %s", r.RemoteAddr)
	go s.exchange(ctx, p)
	s.sendState(p)
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			break
		}
		s.receive(p, data)
	}
	s.mu.Lock()
	delete(s.phones, p)
	player := p.player
	s.mu.Unlock()
	conn.CloseNow()
	s.host.Logf("link: a phone left (%s)", r.RemoteAddr)
	if player != "" {
		s.linked()
	}
}

// message is what a phone sends.
type message struct {
	T      string `json:"t"`
	Token  string `json:"token,omitempty"`
	Player string `json:"player,omitempty"`
	Lang   string `json:"lang,omitempty"`
	// A clock exchange: the laptop's time it was asked, and the phone's
	// when it got the question and sent its answer, in milliseconds.
	Asked float64 `json:"asked,omitempty"`
	Got   float64 `json:"got,omitempty"`
	Sent  float64 `json:"sent,omitempty"`
	// A press: the challenge and the phone's time of the press.
	Challenge int     `json:"challenge,omitempty"`
	At        float64 `json:"at,omitempty"`
}

// receive acts on one message, or drops it.
func (s *Server) receive(p *phone, data []byte) {
	now := time.Since(s.start)
	var m message
	if !s.allow(p) || len(data) > MaxMessage || json.Unmarshal(data, &m) != nil || !s.act(p, m, now) {
		s.mu.Lock()
		s.dropped++
		s.mu.Unlock()
	}
}

// allow takes one message from the phone's allowance, and reports false
// when it has none left.
func (s *Server) allow(p *phone) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	p.allowance = min(Burst, p.allowance+now.Sub(p.checked).Seconds()*Rate)
	p.checked = now
	if p.allowance < 1 {
		return false
	}
	p.allowance--
	return true
}

// act does what a message asks, and reports false for one that asks for
// nothing the phone may have.
func (s *Server) act(p *phone, m message, now time.Duration) bool {
	switch m.T {
	case "hello":
		return s.hello(p, m.Token)
	case "lang":
		if m.Lang != "en" && m.Lang != "ru" && m.Lang != "uk" {
			return false
		}
		s.mu.Lock()
		p.lang = m.Lang
		s.mu.Unlock()
		s.sendState(p)
		return true
	case "claim":
		return s.claim(p, m.Player)
	case "leave":
		s.mu.Lock()
		delete(s.tokens, p.token)
		p.player, p.token = "", ""
		s.mu.Unlock()
		s.linked()
		s.sendState(p)
		return true
	case "sync":
		s.mu.Lock()
		ok := m.Asked > 0 && p.clock.Add(Exchange{Asked: ms(m.Asked), PhoneGot: ms(m.Got), PhoneSent: ms(m.Sent), Answered: now})
		s.mu.Unlock()
		if ok {
			// The pad's GO and the clock's end are on the phone's clock,
			// which each exchange knows better.
			s.sendState(p)
		}
		return ok
	case "press":
		return s.press(p, m)
	}
	return false
}

// hello brings a phone that comes back to the player its token names.
func (s *Server) hello(p *phone, token string) bool {
	s.mu.Lock()
	player, ok := s.tokens[token]
	var old []*phone
	if ok {
		for q := range s.phones {
			if q != p && q.player == player {
				q.player = ""
				old = append(old, q)
			}
		}
		p.player, p.token = player, token
	}
	s.mu.Unlock()
	for _, q := range old {
		q.conn.Close(websocket.StatusNormalClosure, "the phone came back")
	}
	if ok {
		s.host.Logf("link: a phone came back to %s", player)
		s.linked()
	}
	return ok
}

// claim links the phone to a player of the roster no other phone has.
func (s *Server) claim(p *phone, player string) bool {
	s.mu.Lock()
	ok := p.player == "" && s.snapshot.Players.Index(player) >= 0
	for q := range s.phones {
		if q.player == player {
			ok = false
		}
	}
	if ok {
		p.player, p.token = player, rand.Text()
		s.tokens[p.token] = player
	}
	s.mu.Unlock()
	if ok {
		s.host.Logf("link: a phone is linked to %s", player)
		s.linked()
	}
	s.sendState(p)
	return ok
}

// press hands a pad's press to the shell, on the laptop's clock.
func (s *Server) press(p *phone, m message) bool {
	s.mu.Lock()
	pad := s.snapshot.Pad
	player := p.player
	at, within, ok := p.clock.ToLaptop(ms(m.At))
	s.mu.Unlock()
	if player == "" || pad == nil || !pad.Open || m.Challenge != pad.Challenge || !ok || s.host.Pressed == nil ||
		pad.Players != nil && !slices.Contains(pad.Players, player) {
		return false
	}
	s.host.Pressed(Press{Player: player, Challenge: m.Challenge, At: s.start.Add(at), Within: within})
	return true
}

// linked tells the shell the phones' players changed, and every phone who
// is linked now.
func (s *Server) linked() {
	if s.host.Linked != nil {
		s.host.Linked()
	}
	s.sendAll()
}

// exchange asks the phone for its clock now and then while it is a pad's,
// once in a while otherwise, until its socket goes.
func (s *Server) exchange(ctx context.Context, p *phone) {
	for {
		asked := millis(time.Since(s.start))
		if s.write(ctx, p, map[string]any{"t": "sync", "asked": asked}) != nil {
			return
		}
		s.mu.Lock()
		every := 4 * exchangeEvery
		if p.player != "" && s.snapshot.Pad != nil {
			every = exchangeEvery
		}
		s.mu.Unlock()
		select {
		case <-ctx.Done():
			return
		case <-time.After(every):
		}
	}
}

// state is what one phone is sent: the roster with who is linked, its own
// player and secret, the board, tonight's leaderboard, the clock and the
// pad, in its language.
type state struct {
	T       string        `json:"t"`
	Token   string        `json:"token,omitempty"`
	You     string        `json:"you,omitempty"`
	Players []player      `json:"players"`
	Board   games.Board   `json:"board"`
	Tonight []games.Row   `json:"tonight,omitempty"`
	Secret  *games.Secret `json:"secret,omitempty"`
	Pad     *padState     `json:"pad,omitempty"`
	Clock   *clockState   `json:"clock,omitempty"`
	Lang    string        `json:"lang"`
}

type player struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Color  string `json:"color,omitempty"`
	Linked bool   `json:"linked,omitempty"`
}

// padState is the pad on the phone's clock: GO when the phone's clock
// reads Go, in milliseconds.
type padState struct {
	Challenge int     `json:"challenge"`
	Go        float64 `json:"go,omitempty"`
	Open      bool    `json:"open"`
	Color     string  `json:"color,omitempty"`
}

// clockState is the board's clock on the phone's clock: it ends when the
// phone's reads Ends, or keeps Left while stopped; milliseconds.
type clockState struct {
	Ends    float64 `json:"ends,omitempty"`
	Left    float64 `json:"left"`
	Running bool    `json:"running"`
}

// sendState sends the phone its state, unless it is the one sent last.
func (s *Server) sendState(p *phone) {
	s.mu.Lock()
	snap := s.snapshot
	st := state{T: "state", Token: p.token, You: p.player, Lang: p.lang, Board: snap.Board[p.lang], Tonight: snap.Tonight[p.lang]}
	linked := map[string]bool{}
	for q := range s.phones {
		if q.player != "" {
			linked[q.player] = true
		}
	}
	for _, pl := range snap.Players {
		st.Players = append(st.Players, player{ID: pl.ID, Name: pl.Name, Color: pl.Color, Linked: linked[pl.ID]})
	}
	if secret, ok := snap.Secrets[p.player][p.lang]; ok && p.player != "" {
		st.Secret = &secret
	}
	offset, _, synced := p.clock.ahead(time.Since(s.start))
	phoneMs := func(t time.Time) float64 { return math.Round(millis(t.Sub(s.start) + offset)) }
	if c := snap.Clock; c != nil {
		// A phone whose clock is known runs the clock to its end on its
		// own; another shows the time left, stopped, until it is known.
		st.Clock = &clockState{Running: c.Running && synced}
		if st.Clock.Running {
			st.Clock.Ends = phoneMs(c.Ends)
		} else {
			st.Clock.Left = math.Round(millis(c.Left))
		}
	}
	if pad := snap.Pad; pad != nil && p.player != "" && (pad.Players == nil || slices.Contains(pad.Players, p.player)) {
		st.Pad = &padState{Challenge: pad.Challenge, Open: pad.Open && synced}
		if i := snap.Players.Index(p.player); i >= 0 {
			st.Pad.Color = snap.Players[i].Color
		}
		if !pad.GO.IsZero() && synced {
			st.Pad.Go = phoneMs(pad.GO)
		}
	}
	data, err := json.Marshal(st)
	if err != nil || slices.Equal(data, p.last) {
		s.mu.Unlock()
		return
	}
	p.last = data
	s.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), writeWithin)
	defer cancel()
	_ = p.conn.Write(ctx, websocket.MessageText, data)
}

// write sends the phone one message.
func (s *Server) write(ctx context.Context, p *phone, m any) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, writeWithin)
	defer cancel()
	if err := p.conn.Write(ctx, websocket.MessageText, data); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}

func ms(v float64) time.Duration {
	return time.Duration(v * float64(time.Millisecond))
}

func millis(d time.Duration) float64 {
	return float64(d) / float64(time.Millisecond)
}
