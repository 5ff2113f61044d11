package screens

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestMain gives the kit's tests a test app: the theme reads the app's
// settings for its primary colour. The games' tests each made one before
// they had packages of their own.
func TestMain(m *testing.M) {
	test.NewApp()
	os.Exit(m.Run())
}
