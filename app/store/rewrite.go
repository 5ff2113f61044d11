package store

import (
	"bytes"
	"encoding/json"
)

// rewriteIDs returns the JSON data with each player ID of ids replaced by
// the ID it maps to, wherever a save holds it: as a string value or an
// object's key. The values of the keys that never hold an ID (a name, a
// colour, an operation, a kind) stay as they are, so that a player called
// as another's ID keeps their name.
func rewriteIDs(data []byte, ids map[string]string) ([]byte, error) {
	if len(ids) == 0 {
		return data, nil
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return json.Marshal(rewriteValue(v, ids))
}

// rewriteValue rewrites one JSON value for rewriteIDs.
func rewriteValue(v any, ids map[string]string) any {
	switch v := v.(type) {
	case string:
		if to, ok := ids[v]; ok {
			return to
		}
	case []any:
		for i := range v {
			v[i] = rewriteValue(v[i], ids)
		}
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			if to, ok := ids[k]; ok {
				k = to
			}
			switch k {
			case "name", "color", "op", "kind":
				out[k] = x
			default:
				out[k] = rewriteValue(x, ids)
			}
		}
		return out
	}
	return v
}

// rewriteSave returns a save with the IDs of its body rewritten (see
// rewriteIDs), its envelope as it was.
func rewriteSave(data []byte, ids map[string]string) ([]byte, error) {
	if len(ids) == 0 {
		return data, nil
	}
	env, err := parseEnvelope(data)
	if err != nil {
		return nil, err
	}
	if env.Body, err = rewriteIDs(env.Body, ids); err != nil {
		return nil, err
	}
	return json.Marshal(env)
}
