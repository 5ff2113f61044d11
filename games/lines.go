package games

// SeatLines turns a game's totals step by step into one line per seat for a
// chart: rows[k][i] is seat i's total after step k, rows[0] the totals at
// the start, and SeatLines(rows)[i][k] is the same number. Every row must have
// one total per seat.
func SeatLines(rows [][]int) [][]int {
	if len(rows) == 0 {
		return nil
	}
	out := make([][]int, len(rows[0]))
	for i := range out {
		out[i] = make([]int, len(rows))
		for k, row := range rows {
			out[i][k] = row[i]
		}
	}
	return out
}

// Running adds up each step's points into totals step by step, from zero
// at the start: the rows that SeatLines takes. points[k][i] is what seat i
// scored in step k+1.
func Running(seats int, points [][]int) [][]int {
	rows := [][]int{make([]int, seats)}
	for _, p := range points {
		row := make([]int, seats)
		for i := range row {
			row[i] = rows[len(rows)-1][i] + p[i]
		}
		rows = append(rows, row)
	}
	return rows
}
