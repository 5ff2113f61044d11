//go:build !windows

package app

import "fyne.io/fyne/v2/lang"

// systemLocale returns the user's language: on Linux from LANGUAGE, LC_ALL,
// LC_MESSAGES or LANG, in a browser from the page's navigator.
func systemLocale() string { return lang.SystemLocale().String() }
