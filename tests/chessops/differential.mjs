// The chessops side of drawbridge's differential test of the chess rules.
//
//   node differential.mjs collect GAMES_OUT [--random N --seed S --max-plies P] [--tsv FILE]... [--pgn FILE]...
//   node differential.mjs dump GAMES
//
// `collect` gathers games (seeded random legal playouts from the start position, TSV game
// lines `start<TAB>uci moves`, and PGN games converted to UCI with chessops' parsers) into
// GAMES_OUT as TSV, the input of both dumpers. `dump` prints for every ply of every game
// the line drawbridge's rules_dump prints for it:
//   <fen identity>|<half-move clock>|<legal moves: count:digest>|<flags>|<first ply of this identity>
// identity = placement, side to move, castling rights, en passant square only when an
// en passant capture is legal (chessops' toSetup/makeFen); the digest sums a mixing of
// each legal move's code (see movesDigest); flags = c (check), m (checkmate),
// s (stalemate), i (insufficient material for both sides), or '-'.
import { createReadStream, openSync, writeSync, closeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { makeUci, parseUci } from 'chessops/util';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A legal move as a number: from | to << 6 | promotion << 12, castling as the king's
// two-square step (chessops plays it as king takes rook).
const PROMOTION = { knight: 1, bishop: 2, rook: 3, queen: 4 };

function moveCodes(pos, dests) {
  const codes = [];
  for (const [from, tos] of dests) {
    const piece = pos.board.get(from);
    for (const to of tos) {
      if (piece.role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) {
        for (const p of [1, 2, 3, 4]) codes.push(from | (to << 6) | (p << 12));
      } else if (piece.role === 'king' && pos.board[piece.color].has(to)) {
        codes.push(from | (((from & 56) | (to > from ? 6 : 2)) << 6));
      } else if (piece.role === 'king' && Math.abs((to & 7) - (from & 7)) === 2) {
        // chessops also lists the king's two-square step; the rook destination is the same move.
      } else {
        codes.push(from | (to << 6));
      }
    }
  }
  return codes;
}

// Order-independent digest of the legal moves: their number and a sum of mixed codes.
function movesDigest(codes) {
  let sum = 0;
  for (const c of codes) sum = (sum + Math.imul(c + 1, 2654435761)) >>> 0;
  return `${codes.length}:${sum}`;
}

function uciOf(code) {
  return makeUci({ from: code & 63, to: (code >> 6) & 63, promotion: [undefined, 'knight', 'bishop', 'rook', 'queen'][code >> 12] });
}

function identity(pos) {
  return makeFen(pos.toSetup()).split(' ').slice(0, 4).join(' ');
}

function flags(pos, ctx, codes) {
  let f = '';
  const check = ctx.checkers.nonEmpty();
  if (check) f += 'c';
  if (check && codes.length === 0) f += 'm';
  if (!check && codes.length === 0) f += 's';
  if (pos.isInsufficientMaterial()) f += 'i';
  return f || '-';
}

function dumpGame(start, ucis, out) {
  const pos = start.clone();
  const first = new Map();
  for (let ply = 0; ; ply++) {
    const id = identity(pos);
    if (!first.has(id)) first.set(id, ply);
    const ctx = pos.ctx();
    const codes = moveCodes(pos, pos.allDests(ctx));
    out.push(`${id}|${pos.halfmoves}|${movesDigest(codes)}|${flags(pos, ctx, codes)}|${first.get(id)}`);
    if (ply === ucis.length) return;
    const move = parseUci(ucis[ply]);
    if (!move || !pos.isLegal(normalizeCastling(pos, move))) throw new Error(`illegal ${ucis[ply]} at ply ${ply}`);
    pos.play(normalizeCastling(pos, move));
  }
}

// e1g1 -> e1h1 (chessops plays castling as king takes rook).
function normalizeCastling(pos, move) {
  const piece = pos.board.get(move.from);
  if (piece && piece.role === 'king' && Math.abs((move.to & 7) - (move.from & 7)) === 2) {
    const rookFile = move.to > move.from ? 7 : 0;
    return { from: move.from, to: (move.from & 56) | rookFile };
  }
  return move;
}

// Random legal moves, captures preferred two times in three so that playouts reach
// endgames (insufficient material, mates, stalemates) within maxPlies.
function randomPlayout(random, maxPlies) {
  const pos = Chess.default();
  const ucis = [];
  while (ucis.length < maxPlies && !pos.isInsufficientMaterial()) {
    const codes = moveCodes(pos, pos.allDests());
    if (codes.length === 0) break;
    const captures = codes.filter((c) => pos.board.occupied.has((c >> 6) & 63) && !pos.board[pos.turn].has((c >> 6) & 63));
    const pool = captures.length > 0 && random() < 2 / 3 ? captures : codes;
    const uci = uciOf(pool[Math.floor(random() * pool.length)]);
    ucis.push(uci);
    pos.play(normalizeCastling(pos, parseUci(uci)));
  }
  return ucis;
}

async function tsvGames(file) {
  const games = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [start, moves = ''] = line.split('\t');
    games.push({ start, ucis: moves.split(' ').filter(Boolean) });
  }
  return games;
}

async function pgnGames(file) {
  const { readFile } = await import('node:fs/promises');
  const games = [];
  for (const game of parsePgn(await readFile(file, 'utf8'))) {
    const start = startingPosition(game.headers);
    if (start.isErr) continue;
    const pos = start.value;
    const fen = game.headers.get('FEN') ? makeFen(pos.toSetup()) : 'startpos';
    const ucis = [];
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      if (!move) break;
      ucis.push(castlingUci(pos, move));
      pos.play(move);
    }
    games.push({ start: fen, ucis });
  }
  return games;
}

// UCI of a chessops move, castling (king takes rook) as the king's two-square step.
function castlingUci(pos, move) {
  const piece = pos.board.get(move.from);
  const target = pos.board.get(move.to);
  if (piece.role === 'king' && target && target.color === piece.color) {
    return makeUci({ from: move.from, to: (move.from & 56) | (move.to > move.from ? 6 : 2) });
  }
  return makeUci(move);
}

function startPosition(start) {
  if (start === 'startpos') return Chess.default();
  return Chess.fromSetup(parseFen(start).unwrap()).unwrap();
}

async function collect(gamesOut, args) {
  const games = [];
  let random = 0, seed = 1, maxPlies = 200;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--random') random = Number(value);
    else if (flag === '--seed') seed = Number(value);
    else if (flag === '--max-plies') maxPlies = Number(value);
    else if (flag === '--tsv') games.push(...(await tsvGames(value)));
    else if (flag === '--pgn') games.push(...(await pgnGames(value)));
    else throw new Error(`unknown argument ${flag}`);
  }
  const rng = mulberry32(seed);
  for (let i = 0; i < random; i++) games.push({ start: 'startpos', ucis: randomPlayout(rng, maxPlies) });
  const fd = openSync(gamesOut, 'w');
  for (const g of games) writeSync(fd, `${g.start}\t${g.ucis.join(' ')}\n`);
  closeSync(fd);
}

async function dump(gamesFile) {
  const games = await tsvGames(gamesFile);
  let buffer = [];
  for (let i = 0; i < games.length; i++) {
    buffer.push(`# game ${i + 1}`);
    dumpGame(startPosition(games[i].start), games[i].ucis, buffer);
    if (buffer.length > 10000 || i + 1 === games.length) {
      const text = buffer.join('\n') + '\n';
      buffer = [];
      if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  }
}

async function main() {
  const [command, file, ...args] = process.argv.slice(2);
  if (command === 'collect') await collect(file, args);
  else if (command === 'dump') await dump(file);
  else throw new Error('usage: differential.mjs collect GAMES_OUT [...] | dump GAMES');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
