package translations

import (
	"sort"
	"strings"
	"testing"
)

// texts returns every form of every message of a file, by ID.
func texts(t *testing.T, file string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for id, v := range messages(t, file) {
		switch x := v.(type) {
		case string:
			out[id] = []string{x}
		case map[string]any:
			for _, form := range x {
				out[id] = append(out[id], form.(string))
			}
		}
	}
	return out
}

// TestOneTermPerThing keeps each thing of the games under one name in each
// language: the word on the left is the second name a thing once had.
func TestOneTermPerThing(t *testing.T) {
	avoid := map[string][]struct{ word, use string }{
		"active.ru.toml": {
			{"карточк", "карта (карта задания, карта игрока)"},
			{"сообщник", "связной, как на кнопке «Связь»"},
			{"раздающ", "сдающий, как «сдаёт» на табло"},
			{"Раздайте", "сдайте"},
		},
		"active.uk.toml": {
			{"картк", "карта (карта завдання, карта коду)"},
			{"картц", "карта (на карті завдання)"},
			{"спільник", "зв'язковий, як на кнопці «Зв'язок»"},
			{"Почергов", "«Чергування», як у налаштуванні"},
			{"хто роздає", "роздавач"},
		},
	}
	for file, words := range avoid {
		for id, forms := range texts(t, file) {
			for _, form := range forms {
				for _, w := range words {
					if strings.Contains(strings.ToLower(form), strings.ToLower(w.word)) {
						t.Errorf("%s: %s says %q: use %s", file, id, w.word, w.use)
					}
				}
			}
		}
	}
	// Keep Watch's refusals speak of challenges, as its screen does.
	for file, round := range map[string]string{"active.ru.toml": "раунд", "active.uk.toml": "раунд"} {
		for id, forms := range texts(t, file) {
			for _, form := range forms {
				if strings.HasPrefix(id, "keepwatch.") && strings.Contains(form, round) {
					t.Errorf("%s: %s speaks of a round: Keep Watch plays challenges", file, id)
				}
			}
		}
	}
}

// TestNoTechnicalWordsAtTheTable keeps the machinery out of what the
// players read: the README explains the X server and the frame clock. Only
// the messages about saves, which name a folder and a file, and the
// start-up error, printed to the terminal before there is a window, may
// speak of them.
func TestNoTechnicalWordsAtTheTable(t *testing.T) {
	words := []string{"X server", "X-сервер", "X11", "XTest", "Wayland", "JSON", "driver", "драйвер", "frame", "кадр",
		"OpenGL", "GLFW", "socket", "monotonic"}
	for _, file := range messageFiles() {
		var bad []string
		for id, forms := range texts(t, file) {
			if strings.HasPrefix(id, "storage.") || id == "app.no_display" {
				continue
			}
			for _, form := range forms {
				for _, w := range words {
					// A Spyfall role may be a bus driver.
					if w == "driver" && strings.HasPrefix(id, "spyfall.role.") {
						continue
					}
					if strings.Contains(strings.ToLower(form), strings.ToLower(w)) {
						bad = append(bad, id+" says "+w)
					}
				}
			}
		}
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s: %s", file, b)
		}
	}
}

// TestAGameNameStandsInItsOwnCase fails when a Russian or Ukrainian message
// puts a game's name, which comes in the nominative, after a preposition
// that needs another case: «Партію в «Знахідка для шпигуна 2»» read wrong
// where the rest of the app writes «Знахідці».
func TestAGameNameStandsInItsOwnCase(t *testing.T) {
	for _, file := range []string{"active.ru.toml", "active.uk.toml"} {
		for id, forms := range texts(t, file) {
			for _, text := range forms {
				for _, before := range []string{" в «{{.Game}}", " у «{{.Game}}", " для «{{.Game}}", " з «{{.Game}}", " с «{{.Game}}"} {
					if strings.Contains(" "+text, before) {
						t.Errorf("%s %s: %q puts the game's name after a preposition", file, id, text)
					}
				}
			}
		}
	}
}
