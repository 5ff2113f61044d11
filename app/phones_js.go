package app

// A browser cannot listen on the network: in the web build the Phones
// button says where phones join instead, and the link is left out of the
// download.

// phones is the table link, which the web build never has.
type phones struct{}

// OpenPhones says that phones join the laptop's app.
func (s *Shell) OpenPhones() { s.tell(s.cat.T("link.web")) }

// stopPhones has no link to stop.
func (s *Shell) stopPhones() {}

// closePhones has no dialog to close: the web build tells in a plain one.
func (s *Shell) closePhones() {}

// publish has no phones to tell.
func (s *Shell) publish() {}

// linkedIDs is nobody: no phone is linked in a browser.
func (s *Shell) linkedIDs() []string { return nil }

// unsurePads is nobody.
func (s *Shell) unsurePads() []string { return nil }
