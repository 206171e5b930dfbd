// Play JSMinesweeper's solver (David Hill's, unchanged) on the boards of our solver benchmark.
//
//   node tools/jsminesweeper/play.js JSMS_DIR BOARDS_FILE RECORD_FILE [--trace N]
//
// JSMS_DIR holds JSMinesweeper's browser scripts (see README.md); they are loaded into one
// `vm` context, as the page loads them, beside a few stand-ins for what the page itself
// provides (a message line, a clock for `sleep`, the page's constants and its binomial
// cache). BOARDS_FILE comes from boards.py. Each board is played as the page's auto-play
// with "Accept guesses" on plays it: reveal the start cell, then ask the solver, send
// every certain action it returns (or only its first action when that is a guess), and
// repeat until the game is won or lost. RECORD_FILE gets our benchmark's record format:
// SEED WON GUESSES CEILING FIRST_EXACT MOVE_TIMES (one time per solver call, in µs).
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

// The page's script order (index.html), less the UI (main.js) and its own game
// (MinesweeperGame.js), whose roles the stand-ins and `Game` below take.
const SCRIPTS = [
    "Minesweeper/client/Board.js",
    "Minesweeper/client/Tile.js",
    "Minesweeper/client/solver_main.js",
    "Minesweeper/client/solver_probability_engine.js",
    "Minesweeper/client/Brute_force.js",
    "Minesweeper/client/BruteForceAnalysis.js",
    "Minesweeper/client/SolutionCounter.js",
    "Minesweeper/client/EfficiencyHelper.js",
    "Minesweeper/client/LongTermRiskHelper.js",
    "Minesweeper/Utility/PrimeSieve.js",
    "Minesweeper/Utility/Binomial.js",
];

// What the page defines outside the solver scripts: MinesweeperGame.js's action codes,
// main.js's BOMB, board, analysisMode, showMessage and sleep. `height` stands for the
// page's <input id="height">, which the browser exposes as a global: Board.getTileXY
// compares against that name, and against an element the comparison is always false.
const PAGE = `
const ACTION_CLEAR = 1;
const ACTION_FLAG = 2;
const ACTION_CHORD = 3;
const BOMB = 9;
var analysisMode = false;
var board = null;
var height = {};
var binomialCache;
function showMessage(text) {}
async function sleep(msec) { return new Promise(resolve => setTimeout(resolve, msec)); }
`;

// main.js startup(): the binomial cache (MAX_BINOMIAL_N = 65000) and the solver's init call.
const STARTUP = `
binomialCache = new BinomialCache(5000, 500, new Binomial(65000, 500));
solver();
globalThis.jsms = { Board, solver, setBoard: b => { board = b; } };
`;

function loadSolver(dir) {
    const quiet = { log() {}, warn() {}, info() {}, error: (...a) => process.stderr.write(a.join(" ") + "\n") };
    const context = vm.createContext({ console: quiet, setTimeout, performance });
    vm.runInContext(PAGE, context, { filename: "page-stand-ins" });
    for (const script of SCRIPTS) {
        const file = path.join(dir, path.basename(script));
        vm.runInContext(fs.readFileSync(file, "utf8"), context, { filename: script });
    }
    vm.runInContext(STARTUP, context, { filename: "page-startup" });
    return context.jsms;
}

function readBoards(file) {
    const lines = fs.readFileSync(file, "utf8").split("\n").filter(line => line.trim() !== "");
    const header = lines[0];
    const size = lines[1].split(/\s+/);
    if (!header.startsWith("# solver-bench ") || size[1] !== "board") {
        throw new Error(`${file}: not a boards file from boards.py`);
    }
    const [rows, cols, mines] = size.slice(2).map(Number);
    const start = header.split(/\s+/)[3].split(",").map(Number);
    const games = lines.slice(2).map(line => {
        const [seed, cells] = line.split(/\s+/);
        return { seed: Number(seed), mines: new Set(cells.split(",").map(Number)) };
    });
    return { header, rows, cols, mines, start, games };
}

// The game itself: the true mines, a reveal with the usual flood fill from zeros, chords
// and flags. Like the page's sendActionsMessage, every change is written onto the
// solver's Board (setValue for an opened cell, toggleFlag and bombs_left for a flag).
class Game {
    constructor(jsBoard, rows, cols, mines) {
        this.board = jsBoard;
        this.rows = rows;
        this.cols = cols;
        this.mines = mines;
        this.opened = 0;
        this.safe = rows * cols - mines.size;
        this.status = "in-play";
    }

    neighbours(index) {
        const row = Math.floor(index / this.cols), col = index % this.cols;
        const result = [];
        for (let r = Math.max(0, row - 1); r <= Math.min(this.rows - 1, row + 1); r++) {
            for (let c = Math.max(0, col - 1); c <= Math.min(this.cols - 1, col + 1); c++) {
                if (r !== row || c !== col) result.push(r * this.cols + c);
            }
        }
        return result;
    }

    count(index) {
        return this.neighbours(index).filter(n => this.mines.has(n)).length;
    }

    clear(index) {
        const tile = this.board.getTile(index);
        if (this.status !== "in-play" || !tile.isCovered() || tile.isFlagged()) return;
        if (this.mines.has(index)) {
            this.status = "lost";
            return;
        }
        const todo = [index];
        while (todo.length) {
            const next = todo.pop();
            const cell = this.board.getTile(next);
            if (!cell.isCovered() || cell.isFlagged()) continue;
            const value = this.count(next);
            cell.setValue(value);
            this.opened++;
            if (value === 0) todo.push(...this.neighbours(next));
        }
        if (this.opened === this.safe) this.status = "won";
    }

    chord(index) {
        const around = this.neighbours(index).map(n => this.board.getTile(n));
        const tile = this.board.getTile(index);
        if (tile.isCovered() || around.filter(t => t.isFlagged()).length !== tile.getValue()) return;
        for (const t of around) this.clear(t.index);
    }

    flag(index) {
        const tile = this.board.getTile(index);
        if (this.status !== "in-play" || !tile.isCovered()) return;
        tile.toggleFlag();
        this.board.bombs_left += tile.isFlagged() ? -1 : 1;
    }

    apply(action) {
        const index = action.y * this.cols + action.x;
        if (action.action === 3) this.chord(index);
        else if (action.prob === 0) this.flag(index);
        else this.clear(index);
    }
}

// The page's choice of what to send (handleSolver and buildMessageFromActions): every
// certain action when the first one is certain, else only the first (a guess).
function toPlay(hints) {
    if (hints.length === 0) return { actions: [], guess: false };
    if (hints[0].prob === 1 || hints[0].prob === 0) {
        return { actions: hints.filter(h => h.action === 3 || h.prob === 0 || h.prob === 1), guess: false };
    }
    return { actions: [hints[0]], guess: true };
}

function show(game) {
    const rows = [];
    for (let r = 0; r < game.rows; r++) {
        let line = "";
        for (let c = 0; c < game.cols; c++) {
            const t = game.board.getTile(r * game.cols + c);
            line += t.isFlagged() ? "F" : t.isCovered() ? "H" : String(t.getValue());
        }
        rows.push(line);
    }
    return rows.join("\n");
}

async function playOne(jsms, spec, seed, mines, trace) {
    const board = new jsms.Board(seed, spec.cols, spec.rows, spec.mines, seed, "zero");
    jsms.setBoard(board);
    const game = new Game(board, spec.rows, spec.cols, mines);
    game.clear(spec.start[0] * spec.cols + spec.start[1]);
    board.setStarted();
    const times = [];
    let guesses = 0;
    const limit = 3 * spec.rows * spec.cols;
    while (game.status === "in-play" && times.length < limit) {
        const options = { playStyle: 1, fullProbability: true, hardcore: false, verbose: false };
        const began = process.hrtime.bigint();
        const reply = await jsms.solver(board, options);
        times.push(Number(process.hrtime.bigint() - began) / 1000);
        const { actions, guess } = toPlay(reply.actions);
        if (trace) {
            console.log(show(game));
            console.log(actions.map(a => `${["?", "clear", "flag", "chord"][a.action] || "clear"} (${a.y},${a.x}) p=${a.prob}`).join("; "));
        }
        if (actions.length === 0) {
            process.stderr.write(`seed ${seed}: the solver returned no move\n`);
            break;
        }
        if (guess) guesses++;
        for (const action of actions) {
            game.apply(action);
            if (game.status !== "in-play") break;
        }
    }
    if (trace) console.log(`seed ${seed}: ${game.status}, ${guesses} guesses, ${times.length} solver calls`);
    return { seed, won: game.status === "won", guesses, times };
}

async function main(argv) {
    const traceAt = argv.indexOf("--trace");
    const traced = traceAt >= 0 ? Number(argv[traceAt + 1]) : 0;
    const [dir, boardsFile, out] = argv.filter((_, i) => traceAt < 0 || (i !== traceAt && i !== traceAt + 1));
    if (!dir || !boardsFile || !out) {
        process.stderr.write("usage: node play.js JSMS_DIR BOARDS_FILE RECORD_FILE [--trace N]\n");
        return 2;
    }
    const jsms = loadSolver(dir);
    const spec = readBoards(boardsFile);
    const lines = [spec.header];
    let wins = 0;
    for (const [i, { seed, mines }] of spec.games.entries()) {
        const r = await playOne(jsms, spec, seed, mines, i < traced);
        wins += r.won;
        const times = r.times.length ? r.times.map(t => Math.round(t)).join(",") : "-";
        lines.push(`${seed} ${r.won ? 1 : 0} ${r.guesses} nan 0 ${times}`);
        if ((i + 1) % 100 === 0) process.stderr.write(`${i + 1} games, ${wins} won\n`);
    }
    fs.writeFileSync(out + ".part", lines.join("\n") + "\n");
    fs.renameSync(out + ".part", out);
    process.stderr.write(`${spec.games.length} games, ${wins} won, record in ${out}\n`);
    return 0;
}

main(process.argv.slice(2)).then(code => { process.exitCode = code; });
