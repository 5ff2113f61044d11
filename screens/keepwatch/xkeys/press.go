package xkeys

// Press is one key press on the window.
type Press struct {
	// Key is the key's name as Fyne spells it: "Q", "5", "Space".
	Key string
	// Time is the server's time of the press in milliseconds; it wraps
	// around every 49.7 days, so compare times with Since.
	Time uint32
}

// Since returns the milliseconds from an earlier server time to a later
// one, negative when the first is the later, across the wrap-around.
func Since(earlier, later uint32) int64 {
	return int64(int32(later - earlier))
}
