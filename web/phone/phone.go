// Package phone holds the page the table link serves to the phones at the
// table: plain HTML, CSS and JavaScript in one file, embedded.
package phone

import "embed"

// Page is the phone page, index.html at its root.
//
//go:embed index.html
var Page embed.FS
