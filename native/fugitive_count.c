// The Marshal's count in Fugitive, as a MicroPython native module: the
// forward and backward passes of shared/fugitive_deduce.py over the same
// keys, on the tables that shared/fugitive_native.py makes of a Problem.
// The same integers as the Python engine, or no answer: a count that would
// need more than 64 bits (or keys wider than 63 bits) stops and says so, and
// the Python engine counts instead.
//
// All the count's data lives in one bytearray (the arena) that Python owns:
// between two calls nothing is kept here, so a count goes in steps (step()
// does about `units` units of work and returns), and Python may give it a
// bigger arena (a copy: everything in it is an offset) when it asks for one.
// The working context of a call (ctx_t: the parsed tables, the key being
// expanded) is a second bytearray of CTX bytes, remade at every call: on
// the Pico's 8 KB C stack, which the interpreter's frames share, it ran
// past the stack's end into the top of the heap.
//
// Arena: a header of int64 fields (H_*), the results ((L + 1) x (top + 1)
// weights: the marginals of each face-down position, then the layers: layer
// p is the keys after position p with their forward weights, sorted by key
// (16 bytes a key), built in a hash table at the top of the arena and then
// packed. The backward pass keeps one array of completions per layer above
// them.
#ifdef STANDALONE
#include "standalone.h"     // (a harness on the host: native/bench/)
#else
#include "py/dynruntime.h"
#endif

#define VERSION 3         // the module's, as shared/fugitive_native.py checks it
#define TABLES 1          // the tables' format (parse())

// status answered by start() and step()
#define S_RUNNING 0
#define S_DONE 1
#define S_MEMORY 2        // give it a bigger arena (at least H_NEED bytes) and step again
#define S_OVERFLOW 3      // a weight past 64 bits: count with the Python engine
#define S_WIDE 4          // keys wider than 63 bits: the Python engine
#define S_TABLES 5        // tables it does not understand

// header fields (int64 each)
enum {
    H_STATUS, H_MODE, H_PHASE, H_P, H_I, H_UNITS, H_NEED, H_TOTAL,
    H_FREE, H_RUN, H_RUNFILL, H_ACC, H_BLOCKS, H_NBLOCKS, H_DONE_FROM,
    H_SEALED, H_PASCAL, H_PASCAL_N, H_K0, H_W0, H_PLACED,
    H_LAYER0,           // then (first entry, count) per layer 0..L
};
#define HEADER_BYTES(L) (8 * (H_LAYER0 + 2 * ((L) + 1)))

#define MAXZ 6
#define MAXL 24
#define MAXTOP 63
#define MAXMULTI 16
#define MEMO (MAXTOP + 1 + MAXZ)     // closing()'s remembered weights
#define EMPTY ((uint64_t)-1)
// the layers' entries (key, weight) lie in blocks of BLOCK_ENTRIES that
// Python gives (bytearrays of 4 KB, never moved or copied), entry i in block
// i / BLOCK_ENTRIES; a layer is built as a sorted run of entries with a small
// hash table (RUNCAP entries, in the arena) of the keys not yet in it
#define BLOCK_SHIFT 8
#define BLOCK_ENTRIES (1 << BLOCK_SHIFT)
#define MAXBLOCKS 256
#define RUNCAP 128
#define BIG ((uint64_t)-1)

typedef struct {
    // the problem, parsed from the tables (int16 items)
    int L, Z, top, step, nmulti, nreq, version;
    int free1[MAXZ], free2[MAXZ], deck[MAXZ], others[MAXZ];
    int16_t card[MAXL + 1], known[MAXL + 1], ntok[MAXL + 1], gives[MAXL + 1], later[MAXL + 1];
    int16_t drawn[MAXL + 1][MAXZ], shown_here[MAXL + 1][MAXZ], shown_before[MAXL + 2][MAXZ];
    const int16_t *cands[MAXL + 1];
    int16_t ncands[MAXL + 1];
    int8_t value[MAXTOP + 1], zone_of[MAXTOP + 1];
    const uint8_t *sealed;      // (L + 1) x (top + 1), in the arena (make_sealed)
    const uint64_t *pascal;     // C(n, k) for n < pascal_n, row n at n (n + 1) / 2
    int pascal_n;
    const int16_t *multi;       // per call: n, numbers..., eligible lo, eligible hi, last
    const int16_t *required;
    // the key's layout
    int mshift, wshift[MAXZ], fshift[MAXZ][4], fbits[MAXZ][4], half[MAXZ];
    int bits;
    uint8_t *arena;
    size_t size;
    int64_t *head;
    uint64_t **blocks;
    int nblocks;
    uint64_t *result;
    // the key being expanded
    int p, h, y, zy, before, closed, mask2, dir;
    int word[MAXZ][4], old[MAXZ][4];
    // for the hideout being tried: what each zone can still give here (its
    // free cards, and for a deck what its draws leave), and what the zones
    // from z on can give at most, cards and cards of value 2 (exact
    // pruning: a branch past them ends in no move)
    int most[MAXZ], capn[MAXZ + 1], cap2[MAXZ + 1], room1[MAXZ], room2[MAXZ], draws[MAXZ];
    int took[MAXZ], least, mask;
    uint32_t block[MAXZ];       // each zone's word as packed in the key (leaf)
    int first;                  // the first candidate after h (expand)
    int16_t masks[MAXTOP + 1];  // per candidate: the mask after it, or -1
    // closing()'s weights at position closing_p, per zone and free cards left
    // (zone z's at closing_at[z] + free cards left: each zone's free cards
    // are cards of the row, so they all fit in MEMO)
    int closing_p;
    int closing_at[MAXZ];
    uint8_t closing_known[MEMO];
    uint64_t closing_memo[MEMO];
    uint64_t weight_in;         // forward: its weight; backward: the completions found
    int overflow, full;
    // the last position (last_sums): its moves summed by the hideout's
    // class (its zone and value, or its face-up card) and the sprint value
    // they bring, in acc[class * nvalues + value] (in the arena)
    int last, ncls, nvalues;
    int8_t cls_of[MAXTOP + 1];          // per candidate index of position L
    int8_t cls_zone[2 * MAXZ + 1], cls_v[2 * MAXZ + 1];
    uint64_t *acc;
    uint64_t units;
    // backward: the layer after p (its weights are its completions)
    int next_start, next_n;
} ctx_t;

static inline int mul64(uint64_t a, uint64_t b, uint64_t *out) {
    // a * b, 1 if it needs more than 64 bits (BIG times anything but 0 or 1
    // does)
    if ((a >> 32) && (b >> 32)) {
        return 1;
    }
    if ((a == BIG && b) || (b == BIG && a)) {
        return 1;
    }
    if (!((a | b) >> 16)) {
        *out = (uint32_t)a * (uint32_t)b;   // (one 32-bit product: most are)
        return 0;
    }
    if (!((a | b) >> 32)) {
        *out = a * b;       // (one 32 x 32 product)
        return 0;
    }
    uint64_t alo = (uint32_t)a, ahi = a >> 32, blo = (uint32_t)b, bhi = b >> 32;
    uint64_t lo = alo * blo;
    uint64_t mid = ahi * blo + alo * bhi;   // one of them is 0
    if (mid >> 32) {
        return 1;
    }
    uint64_t hi = mid << 32;
    uint64_t sum = lo + hi;
    if (sum < lo) {
        return 1;
    }
    *out = sum;
    return 0;
}

static int add64(uint64_t a, uint64_t b, uint64_t *out) {
    uint64_t s = a + b;
    if (s < a) {
        return 1;
    }
    *out = s;
    return 0;
}

static uint64_t falling(int n, int k, int *overflow);

static uint64_t falling(int n, int k, int *overflow) {
    // n (n - 1) ... (n - k + 1); 0 when k > n
    if (k > n) {
        return 0;
    }
    uint32_t small = 1;
    int i = 0;
    // in 32 bits while it fits (no 64-bit product on the Cortex-M0+)
    for (; i < k && small < (1u << 26); i++) {     // (n < 64)
        small *= (uint32_t)(n - i);
    }
    uint64_t r = small;
    for (; i < k; i++) {
        if (mul64(r, (uint64_t)(n - i), &r)) {
            *overflow = 1;
            return 0;
        }
    }
    return r;
}

// what the compiler may call for a struct's copy or its zeroing (the Cortex-M0
// build): a native module has no libc
#ifndef STANDALONE
#undef memset
#undef memcpy
// (not turned back into calls to themselves by the optimizer)
__attribute__((optimize("no-tree-loop-distribute-patterns")))
void *memset(void *s, int v, size_t n) {
    uint8_t *b = s;
    while (n--) {
        *b++ = (uint8_t)v;
    }
    return s;
}

__attribute__((optimize("no-tree-loop-distribute-patterns")))
void *memcpy(void *to, const void *from, size_t n) {
    uint8_t *t = to;
    const uint8_t *f = from;
    while (n--) {
        *t++ = *f++;
    }
    return to;
}
#endif

static int width(int n) {
    int b = 0;
    while (n >> b) {
        b++;
    }
    return b;
}

// -- the tables --

static int parse(ctx_t *c, const int16_t *t, size_t n) {
    size_t i = 0;
#define NEXT() (i < n ? t[i++] : (c->version = -1, 0))
    c->version = NEXT();
    if (c->version != TABLES) {
        return 0;
    }
    c->L = NEXT();
    c->Z = NEXT();
    c->top = NEXT();
    c->step = NEXT();
    c->nmulti = NEXT();
    c->nreq = NEXT();
    if (c->L < 0 || c->L > MAXL || c->Z < 1 || c->Z > MAXZ || c->top > MAXTOP || c->top < 1
        || c->nmulti < 0 || c->nmulti > MAXMULTI || c->nreq < 0) {
        return 0;
    }
    for (int z = 0; z < c->Z; z++) {
        c->free1[z] = NEXT();
        c->free2[z] = NEXT();
        c->deck[z] = NEXT();
        c->others[z] = NEXT();
    }
    for (int y = 0; y <= c->top; y++) {
        c->value[y] = NEXT();
        c->zone_of[y] = NEXT();
    }
    c->later[0] = NEXT();
    for (int p = 1; p <= c->L; p++) {
        c->card[p] = NEXT();
        c->known[p] = NEXT();
        c->ntok[p] = NEXT();
        c->gives[p] = NEXT();
        c->later[p] = NEXT();
        for (int z = 0; z < c->Z; z++) {
            c->drawn[p][z] = NEXT();
            c->shown_here[p][z] = NEXT();
        }
        c->ncands[p] = NEXT();
        if (i + c->ncands[p] > n || c->ncands[p] > MAXTOP + 1) {
            return 0;
        }
        c->cands[p] = t + i;
        i += c->ncands[p];
    }
    for (int z = 0; z < c->Z; z++) {
        c->shown_before[1][z] = 0;
        for (int p = 1; p <= c->L; p++) {
            c->shown_before[p + 1][z] = c->shown_before[p][z] + c->shown_here[p][z];
        }
    }
    c->multi = t + i;
    for (int m = 0; m < c->nmulti; m++) {
        int k = NEXT();
        i += k + 3;
    }
    c->required = t + i;
    i += c->nreq;
    if (c->version < 0 || i != n) {
        return 0;
    }
#undef NEXT
    // the key: h, the mask, then per zone its four counts, each as narrow as
    // it can be (shared/fugitive_deduce.py, "open" and "sealed")
    int tokens = 0, hidden = 0;
    for (int p = 1; p <= c->L; p++) {
        tokens += c->ntok[p];
        if (c->card[p] < 0) {
            hidden++;
        }
    }
    // h and the mask in the low half of the key, each zone's four counts
    // together in one half (32-bit shifts only: the Cortex-M0+ has no
    // 64-bit ones), the widest zones first
    int used[2] = {6 + c->nmulti, 0};
    c->mshift = 6;
    int block[MAXZ];
    for (int z = 0; z < c->Z; z++) {
        int f1 = c->free1[z], f2 = c->free2[z];
        int most[4] = {f1, f2, f1 < tokens ? f1 : tokens, f2 < tokens ? f2 : tokens};
        block[z] = 0;
        for (int k = 0; k < 4; k++) {
            c->fshift[z][k] = block[z];
            c->fbits[z][k] = width(most[k]);
            block[z] += c->fbits[z][k];
        }
    }
    (void)hidden;
    int placed = 0;
    c->bits = 0;
    while (placed != (1 << c->Z) - 1) {
        int widest = -1;
        for (int z = 0; z < c->Z; z++) {
            if (!(placed >> z & 1) && (widest < 0 || block[z] > block[widest])) {
                widest = z;
            }
        }
        placed |= 1 << widest;
        int half = used[0] + block[widest] <= 32 ? 0 : 1;
        if (used[half] + block[widest] > (half ? 31 : 32)) {
            c->bits = 64;       // too wide: S_WIDE
            return 1;
        }
        c->half[widest] = half;
        c->wshift[widest] = used[half];
        used[half] += block[widest];
    }
    c->bits = 32 + used[1];
    return 1;
}

static uint64_t binom(ctx_t *c, int n, int k) {
    // C(n, k) from the table (0 when k < 0 or k > n); BIG past it (the
    // product it joins then overflows: the Python engine counts)
    if (k < 0 || n < 0 || k > n) {
        return 0;
    }
    if (n >= c->pascal_n) {
        return BIG;
    }
    return c->pascal[n * (n + 1) / 2 + k];
}

static int reach(ctx_t *c, int p) {
    // Problem.reach: the most hideout p can lie beyond hideout p - 1
    int best = 1;
    for (int z = 0; z < c->Z; z++) {
        if (c->free2[z]) {
            best = 2;
        }
    }
    return c->step + c->known[p] + best * c->ntok[p];
}

static int sealed_walk(ctx_t *c, int p, int h) {
    // Problem.sealed: the zones no face-down hideout after p can be a card of
    int touched = 0, top = h;
    for (int q = p + 1; q <= c->L; q++) {
        if (c->card[q] >= 0) {
            top = c->card[q];
            continue;
        }
        int furthest = -1, most = top + reach(c, q);
        for (int i = 0; i < c->ncands[q]; i++) {
            int y = c->cands[q][i];
            if (h < y && y <= most) {
                furthest = y;
                touched |= 1 << c->zone_of[y];
            }
        }
        if (furthest < 0) {
            break;
        }
        top = furthest;
    }
    return ((1 << c->Z) - 1) & ~touched;
}

static uint64_t pack(ctx_t *c, int h, int mask, int word[][4]) {
    uint32_t half[2] = {(uint32_t)h | (uint32_t)mask << c->mshift, 0};
    for (int z = 0; z < c->Z; z++) {
        uint32_t w = 0;
        for (int k = 0; k < 4; k++) {
            w |= (uint32_t)word[z][k] << c->fshift[z][k];
        }
        half[c->half[z]] |= w << c->wshift[z];
    }
    return (uint64_t)half[1] << 32 | half[0];
}

static void unpack(ctx_t *c, uint64_t key, int *h, int *mask, int word[][4]) {
    uint32_t half[2] = {(uint32_t)key, (uint32_t)(key >> 32)};
    *h = half[0] & 63;
    *mask = (half[0] >> c->mshift) & ((1u << c->nmulti) - 1);
    for (int z = 0; z < c->Z; z++) {
        uint32_t w = half[c->half[z]] >> c->wshift[z];
        for (int k = 0; k < 4; k++) {
            word[z][k] = (w >> c->fshift[z][k]) & ((1u << c->fbits[z][k]) - 1);
        }
    }
}

static int sealed_at(ctx_t *c, int p, int h) {
    return c->sealed[p * (c->top + 1) + h];
}

static size_t round8(size_t n) {
    return (n + 7) & ~(size_t)7;
}

// the sealed table and Pascal's triangle, in the arena after the results
static size_t sealed_bytes(ctx_t *c) {
    return round8((size_t)(c->L + 1) * (c->top + 1));
}

static int pascal_rows(ctx_t *c) {
    int n = 2;
    for (int z = 0; z < c->Z; z++) {
        if (c->free1[z] + 1 > n) {
            n = c->free1[z] + 1;
        }
        if (c->free2[z] + 1 > n) {
            n = c->free2[z] + 1;
        }
    }
    return n;
}

// -- the arena --

static inline uint64_t *entry(ctx_t *c, int i) {
    return c->blocks[i >> BLOCK_SHIFT] + 2 * (i & (BLOCK_ENTRIES - 1));
}

static int layer_start(ctx_t *c, int p) {
    return (int)c->head[H_LAYER0 + 2 * p];
}

static int layer_size(ctx_t *c, int p) {
    return (int)c->head[H_LAYER0 + 2 * p + 1];
}

static int64_t blocks_for(int64_t entries) {
    return (entries + BLOCK_ENTRIES - 1) >> BLOCK_SHIFT;
}

static int find(ctx_t *c, int start, int n, uint64_t key) {
    // the entry of key in a layer (sorted), or -1
    int lo = 0, hi = n;
    while (lo < hi) {
        int m = (lo + hi) >> 1;
        if (entry(c, start + m)[0] < key) {
            lo = m + 1;
        } else {
            hi = m;
        }
    }
    return lo < n && entry(c, start + lo)[0] == key ? start + lo : -1;
}

static void sort_pairs(uint64_t *a, int n) {
    // heapsort of n (key, weight) pairs by key
    for (int start = n / 2 - 1, end = n; ; ) {
        int root;
        if (start >= 0) {
            root = start--;
        } else {
            if (--end <= 0) {
                return;
            }
            uint64_t k = a[0], w = a[1];
            a[0] = a[2 * end];
            a[1] = a[2 * end + 1];
            a[2 * end] = k;
            a[2 * end + 1] = w;
            root = 0;
        }
        for (;;) {
            int child = 2 * root + 1;
            if (child >= end) {
                break;
            }
            if (child + 1 < end && a[2 * child + 2] > a[2 * child]) {
                child++;
            }
            if (a[2 * root] >= a[2 * child]) {
                break;
            }
            uint64_t k = a[2 * root], w = a[2 * root + 1];
            a[2 * root] = a[2 * child];
            a[2 * root + 1] = a[2 * child + 1];
            a[2 * child] = k;
            a[2 * child + 1] = w;
            root = child;
        }
    }
}

static uint64_t *run(ctx_t *c) {
    return (uint64_t *)(c->arena + c->head[H_RUN]);
}

static void run_clear(ctx_t *c) {
    uint64_t *t = run(c);
    for (int i = 0; i < RUNCAP; i++) {
        t[2 * i] = EMPTY;
        t[2 * i + 1] = 0;
    }
    c->head[H_RUNFILL] = 0;
}

static int flush(ctx_t *c, int p) {
    // the run's keys (none of them in layer p yet) merged into it, from the
    // end; 0 when the blocks cannot hold them
    int start = layer_start(c, p), m = layer_size(c, p), r = (int)c->head[H_RUNFILL];
    if (!r) {
        return 1;
    }
    if ((int64_t)start + m + r > (int64_t)c->nblocks << BLOCK_SHIFT) {
        return 0;
    }
    uint64_t *t = run(c);
    int k = 0;
    for (int i = 0; i < RUNCAP; i++) {
        if (t[2 * i] != EMPTY) {
            t[2 * k] = t[2 * i];
            t[2 * k + 1] = t[2 * i + 1];
            k++;
        }
    }
    sort_pairs(t, r);
    int i = m - 1, j = r - 1;
    for (int out = start + m + r - 1; j >= 0; out--) {
        uint64_t *to = entry(c, out);
        const uint64_t *from;
        if (i >= 0 && entry(c, start + i)[0] > t[2 * j]) {
            from = entry(c, start + i--);
        } else {
            from = t + 2 * j--;
        }
        to[0] = from[0];
        to[1] = from[1];
    }
    c->head[H_LAYER0 + 2 * p + 1] = m + r;
    run_clear(c);
    c->units += (m + r) >> 4;   // (a unit: about 16 entries moved)
    return 1;
}

static void layer_add(ctx_t *c, int p, uint64_t key, uint64_t w) {
    // key += w in layer p under construction: in place if it is there, else
    // in the run (merged into the layer when it is 7/8 full; c->full when
    // the blocks cannot hold that: the position is counted again with more)
    int i = find(c, layer_start(c, p), layer_size(c, p), key);
    if (i >= 0) {
        uint64_t *e = entry(c, i);
        if (add64(e[1], w, &e[1])) {
            c->overflow = 1;
        }
        return;
    }
    uint64_t *t = run(c);
    uint32_t mix = ((uint32_t)key ^ (uint32_t)(key >> 32) * 0x9E3779B1u) * 0x85EBCA6Bu;
    int at = (mix ^ mix >> 15) & (RUNCAP - 1);
    for (;;) {
        if (t[2 * at] == key) {
            if (add64(t[2 * at + 1], w, &t[2 * at + 1])) {
                c->overflow = 1;
            }
            return;
        }
        if (t[2 * at] == EMPTY) {
            break;
        }
        at = (at + 1) & (RUNCAP - 1);
    }
    if (8 * (c->head[H_RUNFILL] + 1) > 7 * RUNCAP) {
        if (!flush(c, p)) {
            c->full = 1;
            return;
        }
        at = (mix ^ mix >> 15) & (RUNCAP - 1);     // (the run is empty now)
    }
    t[2 * at] = key;
    t[2 * at + 1] = w;
    c->head[H_RUNFILL]++;
}

// -- a position (Problem.moves) --

static uint64_t closing_count(ctx_t *c, int z, int p, int rest);

static uint64_t closing(ctx_t *c, int z, int p, int *w) {
    // Problem._close, remembered per zone and free cards left while the
    // pass is at position p (closing_at)
    if (c->deck[z] < 0) {
        return 1;
    }
    int rest = w[0] + w[1];
    if (rest > c->free1[z] + c->free2[z]) {
        return closing_count(c, z, p, rest);    // (cannot happen: not remembered)
    }
    if (p != c->closing_p) {
        c->closing_p = p;
        for (int i = 0; i < MEMO; i++) {
            c->closing_known[i] = 0;
        }
    }
    int at = c->closing_at[z] + rest;
    if (!c->closing_known[at]) {
        c->closing_memo[at] = closing_count(c, z, p, rest);
        c->closing_known[at] = 1;
    }
    return c->closing_memo[at];
}

static uint64_t closing_count(ctx_t *c, int z, int p, int rest) {
    uint64_t r = falling(rest, rest - c->others[z], &c->overflow);
    int j = c->free1[z] + c->free2[z] - rest + c->shown_before[p + 1][z];
    for (int q = p + 1; q <= c->L && r; q++) {
        int laid = c->shown_here[q][z];
        uint64_t f = falling(c->drawn[q][z] - j, laid, &c->overflow);
        if (mul64(r, f, &r)) {
            c->overflow = 1;
        }
        j += laid;
    }
    return r;
}

static uint32_t pack_zone(ctx_t *c, int z, const int *word) {
    // zone z's four counts, packed as in its half of the key
    uint32_t w = 0;
    for (int k = 0; k < 4; k++) {
        w |= (uint32_t)word[k] << c->fshift[z][k];
    }
    return w << c->wshift[z];
}

__attribute__((noinline))
static void leaf(ctx_t *c, uint64_t w) {
    // Problem._seal, then the key's weight into the layer (forward) or its
    // completions (backward). c->block[z]: zone z's packed word now.
    int p = c->p;
    int after = sealed_at(c, p, c->y);
    // the zones bound here (sealed now) and closed here
    int bind = after & ~c->before;
    int close = after & ~c->later[p] & (c->later[p - 1] | ~c->before);
    uint32_t half[2] = {(uint32_t)c->y | (uint32_t)c->mask2 << c->mshift, 0};
    for (int z = 0; z < c->Z; z++) {
        if (!((bind | close) >> z & 1)) {
            half[c->half[z]] |= c->block[z];
            continue;
        }
        int word[4] = {c->word[z][0], c->word[z][1], c->word[z][2], c->word[z][3]};
        if (bind >> z & 1) {
            uint64_t b;
            if (mul64(binom(c, c->free1[z] - word[0], word[2]), binom(c, c->free2[z] - word[1], word[3]), &b)
                || mul64(w, b, &w)) {
                c->overflow = 1;
            }
            int r1 = c->free1[z] - word[0] - word[2], r2 = c->free2[z] - word[1] - word[3];
            if (r1 < 0 || r2 < 0) {
                return;
            }
            word[0] = r1;
            word[1] = r2;
            word[2] = word[3] = 0;
        }
        if (close >> z & 1) {
            if (mul64(w, closing(c, z, p, word), &w)) {
                c->overflow = 1;
            }
            word[0] = word[1] = word[2] = word[3] = 0;
        }
        if (!w) {
            return;
        }
        half[c->half[z]] |= pack_zone(c, z, word);
    }
    uint64_t key = (uint64_t)half[1] << 32 | half[0];
    c->units++;
    if (c->dir > 0) {
        uint64_t n;
        if (mul64(c->weight_in, w, &n)) {
            c->overflow = 1;
            return;
        }
        layer_add(c, p, key, n);
    } else {
        int i = find(c, c->next_start, c->next_n, key);
        uint64_t back = i >= 0 ? entry(c, i)[1] : 0;
        if (back) {
            uint64_t n;
            if (mul64(w, back, &n) || add64(c->weight_in, n, &c->weight_in)) {
                c->overflow = 1;
            }
        }
    }
}

static int hideout_ok(ctx_t *c, int p, int mask, int h, int y);
static void last_leaf(ctx_t *c, int value, uint64_t w);
static void last_classes(ctx_t *c);

__attribute__((noinline))
static void hideouts(ctx_t *c, int value, uint64_t w) {
    // the hidden sprint cards of position p are chosen (their value, and
    // per zone c1, c2 in c->took): each hideout y they reach, as
    // Problem.moves tries it, its card taken from its zone's word
    // (c->first.., c->masks: the candidates after h, as expand() found them)
    int p = c->p, h = c->h;
    int furthest = h + c->step + c->known[p] + value;
    for (int i = c->first; i < c->ncands[p]; i++) {
        int y = c->cands[p][i];
        if (y > furthest) {
            break;
        }
        int mask2 = c->masks[i];
        if (mask2 < 0) {
            continue;
        }
        uint64_t wy = w;
        int zy = c->card[p] >= 0 ? -1 : c->zone_of[y];
        int v = 0;
        if (zy >= 0) {
            // its card, one more of its value in the zone: within the free
            // ones less those taken, and one of the draws left by its turn
            v = c->value[y] - 1;
            int *word = c->word[zy];
            int room = (v ? c->free2[zy] : c->free1[zy]) - word[v] - word[v + 2];
            if (room < 1) {
                continue;
            }
            if (c->deck[zy] >= 0) {
                int draws = c->draws[zy] - c->took[zy];
                if (draws < 1 || mul64(wy, (uint64_t)draws, &wy)) {
                    c->overflow |= draws >= 1;
                    continue;
                }
            }
            word[v]++;
        }
        uint32_t block = zy >= 0 ? c->block[zy] : 0;
        if (zy >= 0) {
            c->block[zy] = pack_zone(c, zy, c->word[zy]);
        }
        c->y = y;
        c->zy = zy;
        c->mask2 = mask2;
        leaf(c, wy);
        if (zy >= 0) {
            c->word[zy][v]--;
            c->block[zy] = block;
        }
    }
}

static uint64_t zone_end(ctx_t *c, int z, const int *word) {
    // the last position: zone z bound (if it was open) and closed, its word
    // as the sprint cards (and the hideout) of this move leave it
    if (c->closed >> z & 1) {
        return 1;
    }
    int rest[2] = {word[0], word[1]};
    uint64_t w = 1;
    if (!(c->before >> z & 1)) {
        rest[0] = c->free1[z] - word[0] - word[2];
        rest[1] = c->free2[z] - word[1] - word[3];
        if (rest[0] < 0 || rest[1] < 0) {
            return 0;
        }
        if (mul64(binom(c, c->free1[z] - word[0], word[2]), binom(c, c->free2[z] - word[1], word[3]), &w)) {
            c->overflow = 1;
            return 0;
        }
    }
    if (mul64(w, closing(c, z, c->p, rest), &w)) {
        c->overflow = 1;
    }
    return w;
}

__attribute__((noinline))
static void last_leaf(ctx_t *c, int value, uint64_t w) {
    // the sprint cards of the last position are chosen (c->word, c->took):
    // the weight of the move for each class of hideout, added at the value
    // they bring. Every zone is bound and closed after the last position,
    // so the move's key is the hideout alone (and its mask: 0 there).
    uint64_t f[MAXZ], pre[MAXZ + 1], post[MAXZ + 1];
    int Z = c->Z;
    pre[0] = 1;
    for (int z = 0; z < Z; z++) {
        f[z] = zone_end(c, z, c->word[z]);
        if (mul64(pre[z], f[z], &pre[z + 1])) {
            c->overflow = 1;
        }
    }
    post[Z] = 1;
    for (int z = Z - 1; z >= 0; z--) {
        if (mul64(post[z + 1], f[z], &post[z])) {
            c->overflow = 1;
        }
    }
    c->units += 1 + (c->ncls >> 1);     // (as long as a move or two each)
    for (int k = 0; k < c->ncls; k++) {
        int zy = c->cls_zone[k];
        uint64_t wk;
        if (zy < 0) {
            wk = pre[Z];
        } else {
            // its card, one more of its value in the zone: within the free
            // ones less those taken, and one of the draws left by its turn
            int v = c->cls_v[k];
            int *word = c->word[zy];
            int room = (v ? c->free2[zy] : c->free1[zy]) - word[v] - word[v + 2];
            if (room < 1) {
                continue;
            }
            uint64_t d = 1;
            if (c->deck[zy] >= 0) {
                int draws = c->draws[zy] - c->took[zy];
                if (draws < 1) {
                    continue;
                }
                d = (uint64_t)draws;
            }
            word[v]++;
            uint64_t fy = zone_end(c, zy, word);
            word[v]--;
            if (mul64(pre[zy], post[zy + 1], &wk) || mul64(wk, fy, &wk) || mul64(wk, d, &wk)) {
                c->overflow = 1;
                return;
            }
        }
        if (!wk) {
            continue;
        }
        uint64_t *a = c->acc + k * c->nvalues + value;
        if (mul64(wk, w, &wk) || add64(*a, wk, a)) {
            c->overflow = 1;
            return;
        }
    }
}

static void zone_stage(ctx_t *c, int z, int left, int value, uint64_t w) {
    // Problem._zone_stage: zone z's hidden sprint cards at position p (c1 of
    // value 1, c2 of value 2), then the zones after it; once all are
    // chosen, the hideouts they reach
    if (c->overflow || c->full) {
        return;
    }
    c->units++;
    if (z == c->Z) {
        if (!left) {
            if (c->last) {
                last_leaf(c, value, w);
            } else {
                hideouts(c, value, w);
            }
        }
        return;
    }
    int most = c->most[z];
    if (!most) {
        c->took[z] = 0;
        uint64_t w2 = w;
        if (c->deck[z] >= 0 && !(c->closed >> z & 1) && c->shown_here[c->p][z]) {
            if (mul64(w2, falling(c->draws[z] + c->shown_here[c->p][z], c->shown_here[c->p][z],
                                  &c->overflow), &w2)) {
                c->overflow = 1;
            }
            if (!w2) {
                return;
            }
        }
        zone_stage(c, z + 1, left, value, w2);
        return;
    }
    int p = c->p;
    int *word = c->word[z];
    int sealed = c->before >> z & 1;
    int base[4] = {word[0], word[1], word[2], word[3]};
    int room1 = c->room1[z], room2 = c->room2[z];
    if (room1 > left) {
        room1 = left;
    }
    if (room1 > most) {
        room1 = most;
    }
    int deck = c->deck[z] >= 0;
    int shown = c->shown_here[p][z];
    for (int c1 = 0; c1 <= room1; c1++) {
        int most2 = left - c1 < room2 ? left - c1 : room2;
        if (most2 > most - c1) {
            most2 = most - c1;
        }
        for (int c2 = 0; c2 <= most2; c2++) {
            // the cards left must fit the zones after z, and bring at least
            // what the nearest hideout needs
            int after = left - c1 - c2;
            if (after > c->capn[z + 1]) {
                continue;
            }
            int value2 = value + c1 + 2 * c2;
            int best = after + (after < c->cap2[z + 1] ? after : c->cap2[z + 1]);
            if (value2 + best < c->least) {
                continue;
            }
            uint64_t f, w2 = w;
            int bad;
            if (sealed) {
                bad = mul64(binom(c, base[0], c1), binom(c, base[1], c2), &f);
            } else {
                bad = mul64(binom(c, base[2] + c1, c1), binom(c, base[3] + c2, c2), &f);
            }
            if (bad || mul64(w2, f, &w2)) {
                c->overflow = 1;
                return;
            }
            if (deck) {
                // (draws[z]: the draws left by this turn once its face-up
                // cards here have theirs)
                f = falling(c->draws[z] + shown, c1 + c2 + shown, &c->overflow);
                if (mul64(w2, f, &w2)) {
                    c->overflow = 1;
                    return;
                }
            }
            if (!w2) {
                continue;
            }
            if (sealed) {
                word[0] = base[0] - c1;
                word[1] = base[1] - c2;
            } else {
                word[2] = base[2] + c1;
                word[3] = base[3] + c2;
            }
            c->took[z] = c1 + c2;
            uint32_t block = c->block[z];
            // (its counts move by c1 and c2, within their fields' widths)
            if (sealed) {
                c->block[z] = block - (((uint32_t)c1 << c->fshift[z][0] | (uint32_t)c2 << c->fshift[z][1])
                                       << c->wshift[z]);
            } else {
                c->block[z] = block + (((uint32_t)c1 << c->fshift[z][2] | (uint32_t)c2 << c->fshift[z][3])
                                       << c->wshift[z]);
            }
            zone_stage(c, z + 1, after, value2, w2);
            c->block[z] = block;
            word[0] = base[0];
            word[1] = base[1];
            word[2] = base[2];
            word[3] = base[3];
        }
    }
}

static int hideout_ok(ctx_t *c, int p, int mask, int h, int y) {
    // Problem._hideout_ok
    for (int r = 0; r < c->nreq; r++) {
        int n = c->required[r];
        if ((h < n && n < y) || (n == y && c->card[p] >= 0)) {
            return -1;
        }
    }
    const int16_t *m = c->multi;
    for (int i = 0; i < c->nmulti; i++) {
        int k = m[0];
        const int16_t *numbers = m + 1;
        uint32_t eligible = (uint16_t)m[k + 1] | (uint32_t)(uint16_t)m[k + 2] << 16;
        int last = m[k + 3];
        m += k + 4;
        int bit = 1 << i;
        if (!(mask & bit)) {
            continue;
        }
        int in = 0;
        for (int j = 0; j < k; j++) {
            if (h < numbers[j] && numbers[j] < y) {
                mask &= ~bit;
            }
            if (numbers[j] == y) {
                in = 1;
            }
        }
        if ((mask & bit) && in) {
            if (!(eligible >> p & 1)) {
                mask &= ~bit;
            } else if (y == numbers[k - 1]) {
                return -1;
            }
        }
        if ((mask & bit) && p >= last) {
            mask &= ~bit;
        }
    }
    return mask;
}

static int limits(ctx_t *c) {
    // per zone what it can give at c->p (room1, room2, most: its free cards,
    // and for a deck the draws its face-up cards here leave, draws), and
    // what the zones from z on can give at most (capn cards, cap2 of value
    // 2): exact pruning, a branch past them ends in no move. 0 when no card
    // or hideout can be laid here at all.
    int p = c->p;
    c->capn[c->Z] = c->cap2[c->Z] = 0;
    for (int z = c->Z - 1; z >= 0; z--) {
        int most = 0, two = 0, r1 = 0, r2 = 0;
        c->draws[z] = 0;
        if (!(c->closed >> z & 1)) {
            int *o = c->word[z];
            int sealed = c->before >> z & 1;
            if (sealed) {
                r1 = o[0];
                r2 = o[1];
            } else {
                r1 = c->free1[z] - o[0] - o[2];
                r2 = c->free2[z] - o[1] - o[3];
            }
            if (!(c->ntok[p] && (c->gives[p] >> z & 1))) {
                r1 = r2 = 0;
            }
            most = r1 + r2;
            two = r2;
            if (c->deck[z] >= 0) {
                int j = (sealed ? c->free1[z] + c->free2[z] - o[0] - o[1] : o[0] + o[1] + o[2] + o[3])
                        + c->shown_before[p][z];
                int draws = c->drawn[p][z] - j - c->shown_here[p][z];
                if (draws < 0) {
                    return 0;
                }
                c->draws[z] = draws;
                if (most > draws) {
                    most = draws;
                }
            }
            if (two > most) {
                two = most;
            }
        }
        c->room1[z] = r1;
        c->room2[z] = r2;
        c->most[z] = most;
        c->capn[z] = c->capn[z + 1] + most;
        c->cap2[z] = c->cap2[z + 1] + two;
    }
    int left = c->ntok[p];
    return left <= c->capn[0];
}

static void expand(ctx_t *c, int p, uint64_t key) {
    // Problem.moves(p, key): each move goes to leaf(). The hidden sprint
    // cards first (they do not depend on the hideout but through its
    // card, which hideouts() takes from its zone), then each hideout
    // their value reaches: the same moves, fewer steps.
    int h, mask;
    unpack(c, key, &h, &mask, c->word);
    for (int z = 0; z < c->Z; z++) {
        for (int k = 0; k < 4; k++) {
            c->old[z][k] = c->word[z][k];
        }
    }
    c->p = p;
    c->h = h;
    c->mask = mask;
    for (int z = 0; z < c->Z; z++) {
        c->block[z] = pack_zone(c, z, c->word[z]);
    }
    c->before = sealed_at(c, p - 1, h);
    c->closed = c->before & ~c->later[p - 1];
    c->units++;
    // the candidates after h (from c->first), each one's mask after it
    // (-1: no world goes on, or its zone is sealed: cannot happen), and the
    // value the nearest needs
    c->least = 1 << 12;
    c->first = c->ncands[p];
    for (int i = 0; i < c->ncands[p]; i++) {
        int y = c->cands[p][i];
        if (y <= h) {
            continue;
        }
        if (c->first == c->ncands[p]) {
            c->first = i;
            c->least = y - h - c->step - c->known[p];
        }
        if (y - h - c->step - c->known[p] > 2 * c->ntok[p]) {
            c->masks[i] = -1;
            continue;
        }
        int zy = c->card[p] >= 0 ? -1 : c->zone_of[y];
        c->masks[i] = zy >= 0 && (c->before >> zy & 1) ? -1 : hideout_ok(c, p, mask, h, y);
    }
    if (c->least > 2 * c->ntok[p] || !limits(c)) {
        return;
    }
    zone_stage(c, 0, c->ntok[p], 0, 1);
}

static int end_ok(ctx_t *c, uint64_t key) {
    int h = key & 63;
    for (int r = 0; r < c->nreq; r++) {
        if (c->required[r] > h) {
            return 0;
        }
    }
    return !(((uint32_t)key >> c->mshift) & ((1u << c->nmulti) - 1));
}

// -- the passes --

// phases
#define P_FORWARD 0
#define P_BACK 1
#define P_END 2

static int setup(ctx_t *c, uint8_t *arena, size_t size, const int16_t *t, size_t n) {
    // the arena's pointers and the parsed tables; 0 for tables it does not read
    c->arena = arena;
    c->head = (int64_t *)arena;
    c->size = size;
    c->closing_p = -1;
    c->last = 0;
    if (!parse(c, t, n)) {
        return 0;
    }
    int at = 0;
    for (int z = 0; z < c->Z; z++) {
        if (c->free1[z] < 0 || c->free2[z] < 0) {
            return 0;
        }
        c->closing_at[z] = at;
        at += c->free1[z] + c->free2[z] + 1;
    }
    if (at > MEMO) {
        return 0;
    }
    c->result = (uint64_t *)(c->arena + HEADER_BYTES(c->L));
    c->sealed = c->arena + c->head[H_SEALED];
    c->pascal = (const uint64_t *)(c->arena + c->head[H_PASCAL]);
    c->pascal_n = c->head[H_PASCAL_N];
    c->blocks = (uint64_t **)(c->arena + c->head[H_BLOCKS]);
    c->nblocks = (int)c->head[H_NBLOCKS];
    return 1;
}

static size_t results_end(ctx_t *c) {
    // the header, the results, the sealed table, Pascal's triangle
    int n = pascal_rows(c);
    return HEADER_BYTES(c->L) + 8 * (size_t)(c->L + 1) * (c->top + 1) + sealed_bytes(c)
           + 8 * (size_t)n * (n + 1) / 2;
}

// count_start(): mode 0 counts the total, 1 the marginals too; a status
static int count_start(ctx_t *c, uint8_t *arena, size_t size, const int16_t *t, size_t n, int mode) {
    if (!setup(c, arena, size, t, n)) {
        return S_TABLES;
    }
    if (c->bits > 63) {
        return S_WIDE;
    }
    // then the run, the last position's sums and the blocks' addresses
    size_t at = results_end(c);
    int cells = 0;
    if (c->L >= 1) {
        last_classes(c);
        cells = c->ncls * c->nvalues;
    }
    size_t need = at + 16 * RUNCAP + 8 * (size_t)cells + 8 * MAXBLOCKS;
    if (need > size) {
        if (size >= 8 * (H_NEED + 1)) {
            c->head[H_NEED] = need;
        }
        return S_MEMORY;
    }
    for (size_t i = 0; i < need / 8; i++) {
        ((uint64_t *)c->arena)[i] = 0;
    }
    c->head[H_RUN] = at;
    c->head[H_ACC] = at + 16 * RUNCAP;
    c->head[H_BLOCKS] = at + 16 * RUNCAP + 8 * (size_t)cells;
    c->head[H_NBLOCKS] = 0;
    run_clear(c);
    // the sealed table (every p and h: cheap here) and Pascal's triangle
    size_t results = HEADER_BYTES(c->L) + 8 * (size_t)(c->L + 1) * (c->top + 1);
    c->head[H_SEALED] = results;
    uint8_t *sealed_table = c->arena + results;
    for (int p = 0; p <= c->L; p++) {
        for (int h = 0; h <= c->top; h++) {
            sealed_table[p * (c->top + 1) + h] = sealed_walk(c, p, h);
        }
    }
    c->sealed = sealed_table;
    int rows = pascal_rows(c);
    c->head[H_PASCAL] = results + sealed_bytes(c);
    c->head[H_PASCAL_N] = rows;
    uint64_t *pas = (uint64_t *)(c->arena + c->head[H_PASCAL]);
    for (int n = 0; n < rows; n++) {
        uint64_t *row = pas + n * (n + 1) / 2;
        row[0] = row[n] = 1;
        for (int k = 1; k < n; k++) {
            uint64_t *up = pas + (n - 1) * n / 2;
            row[k] = up[k - 1] + up[k];     // (n < 64: no overflow)
        }
    }
    c->pascal = pas;
    c->pascal_n = rows;
    c->head[H_MODE] = mode;
    c->head[H_PHASE] = P_FORWARD;
    c->head[H_P] = 1;
    c->head[H_I] = 0;
    // layer 0: the start key and its weight (Problem.start)
    int sealed = sealed_at(c, 0, 0);
    int words[MAXZ][4];
    uint64_t w = 1;
    c->overflow = 0;
    for (int z = 0; z < c->Z; z++) {
        words[z][0] = words[z][1] = words[z][2] = words[z][3] = 0;
        if (sealed >> z & 1) {
            words[z][0] = c->free1[z];
            words[z][1] = c->free2[z];
            if (!(c->later[0] >> z & 1)) {
                if (mul64(w, closing(c, z, 0, words[z]), &w)) {
                    c->overflow = 1;
                }
                words[z][0] = words[z][1] = 0;
            }
        }
    }
    if (c->overflow) {
        return S_OVERFLOW;
    }
    // (layer 0 goes into the first block at the first step)
    c->head[H_K0] = (int64_t)pack(c, 0, (1 << c->nmulti) - 1, words);
    c->head[H_W0] = (int64_t)w;
    return S_RUNNING;
}


static int first_hidden(ctx_t *c) {
    // the first face-down position (L + 1 if none): the walk back ends there
    int first = 1;
    while (first <= c->L && c->card[first] >= 0) {
        first++;
    }
    return first;
}

static void last_classes(ctx_t *c) {
    // the classes of the last position's hideouts: its zone and value
    // (alike for every rule of the move), or its face-up card
    int L = c->L;
    c->ncls = 0;
    for (int i = 0; i < c->ncands[L]; i++) {
        int y = c->cands[L][i];
        int zy = c->card[L] >= 0 ? -1 : c->zone_of[y];
        int v = zy >= 0 ? c->value[y] - 1 : 0;
        int k = 0;
        while (k < c->ncls && !(c->cls_zone[k] == zy && c->cls_v[k] == v)) {
            k++;
        }
        if (k == c->ncls) {
            c->cls_zone[k] = zy;
            c->cls_v[k] = v;
            c->ncls++;
        }
        c->cls_of[i] = k;
    }
    c->nvalues = 2 * c->ntok[L] + 1;
}

static int last_step(ctx_t *c, uint64_t budget) {
    // The last position, forward and backward at once: every zone closes
    // after it, so each key of layer L - 1 has its moves summed per hideout
    // (last_leaf), which gives at once the marginal of position L, the
    // total and the completions of the key (no layer L is made, and the
    // walk back starts at L - 1). S_RUNNING while keys are left.
    int L = c->L;
    int n = layer_size(c, L - 1), start = layer_start(c, L - 1);
    last_classes(c);
    int64_t cells = (int64_t)c->ncls * c->nvalues;
    uint64_t *row = c->result + (size_t)L * (c->top + 1);
    uint64_t *before = c->result + (size_t)(L - 1) * (c->top + 1);
    if (c->head[H_I] == 0) {
        c->head[H_TOTAL] = 0;
        for (int y = 0; y <= c->top; y++) {
            row[y] = before[y] = 0;
        }
    }
    c->acc = (uint64_t *)(c->arena + c->head[H_ACC]);
    c->last = 1;
    c->dir = 1;
    while (c->head[H_I] < n && c->units < budget) {
        int i = (int)c->head[H_I];
        uint64_t *e = entry(c, start + i);
        for (int64_t k = 0; k < cells; k++) {
            c->acc[k] = 0;
        }
        expand(c, L, e[0]);
        // per class, the moves bringing at least each value
        for (int k = 0; k < c->ncls; k++) {
            uint64_t *a = c->acc + k * c->nvalues;
            for (int v = c->nvalues - 2; v >= 0; v--) {
                if (add64(a[v], a[v + 1], &a[v])) {
                    c->overflow = 1;
                }
            }
        }
        uint64_t f = e[1], b = 0, total = (uint64_t)c->head[H_TOTAL];
        for (int j = c->first; j < c->ncands[L]; j++) {
            int y = c->cands[L][j];
            if (c->masks[j] != 0) {
                continue;       // (-1: no move; a multi-call fully matched cannot end the row)
            }
            int ok = 1;
            for (int r = 0; r < c->nreq; r++) {
                ok &= c->required[r] <= y;
            }
            int need = y - c->h - c->step - c->known[L];
            if (!ok || need >= c->nvalues) {
                continue;
            }
            uint64_t g = c->acc[c->cls_of[j] * c->nvalues + (need > 0 ? need : 0)], fg;
            if (g && (add64(b, g, &b) || mul64(f, g, &fg) || add64(row[y], fg, &row[y]))) {
                c->overflow = 1;
            }
        }
        uint64_t fb;
        int h = c->h;
        if (mul64(f, b, &fb) || add64(total, fb, &total) || add64(before[h], fb, &before[h])) {
            c->overflow = 1;
        }
        if (c->overflow) {
            return S_OVERFLOW;
        }
        c->head[H_TOTAL] = (int64_t)total;
        e[1] = b;       // (its completions from now on)
        c->head[H_I] = i + 1;
    }
    c->last = 0;
    if (c->head[H_I] < n) {
        return S_RUNNING;
    }
    if (c->head[H_MODE] == 0) {
        c->head[H_PHASE] = P_END;
    } else {
        c->head[H_PHASE] = P_BACK;
        c->head[H_P] = L - 1;
        c->head[H_I] = 0;
        c->head[H_DONE_FROM] = L - 1;
    }
    return S_RUNNING;
}

static int forward_step(ctx_t *c, uint64_t budget) {
    // position p < L of the forward pass: layer p from layer p - 1
    int p = (int)c->head[H_P];
    int n = layer_size(c, p - 1), from = layer_start(c, p - 1);
    if (c->head[H_I] == 0) {
        // (again from its start after the blocks ran out in a key)
        c->head[H_LAYER0 + 2 * p] = from + n;
        c->head[H_LAYER0 + 2 * p + 1] = 0;
        run_clear(c);
    }
    int start = layer_start(c, p);
    c->dir = 1;
    while (c->head[H_I] < n && c->units < budget) {
        // room for the layer so far and a full run
        int64_t most = (int64_t)start + layer_size(c, p) + RUNCAP;
        if (most > (int64_t)c->nblocks << BLOCK_SHIFT) {
            c->head[H_NEED] = blocks_for(most);
            return S_MEMORY;
        }
        int i = (int)c->head[H_I];
        uint64_t *e = entry(c, from + i);
        c->weight_in = e[1];
        expand(c, p, e[0]);
        if (c->overflow) {
            return S_OVERFLOW;
        }
        if (c->full) {
            // a key made more new keys than the blocks hold: position p
            // again, with more of them (layer p - 1 is whole)
            c->head[H_NEED] = blocks_for(most + 2 * RUNCAP);
            c->head[H_I] = 0;
            return S_MEMORY;
        }
        c->head[H_I] = i + 1;
    }
    if (c->head[H_I] == n) {
        if (!flush(c, p)) {
            c->head[H_NEED] = blocks_for((int64_t)start + layer_size(c, p) + c->head[H_RUNFILL]);
            return S_MEMORY;
        }
        c->head[H_FREE] = start + layer_size(c, p);
        c->head[H_P] = p + 1;
        c->head[H_I] = 0;
    }
    return S_RUNNING;
}

static int back_step(ctx_t *c, uint64_t budget) {
    // the walk back at position p: layer p's weights are its completions
    // now; those of layer p - 1 are found from them, and replace its
    // forward weights once they have made the marginal of position p - 1
    int p = (int)c->head[H_P];
    if (p <= first_hidden(c)) {
        c->head[H_PHASE] = P_END;
        return S_RUNNING;
    }
    int n = layer_size(c, p - 1), start = layer_start(c, p - 1);
    uint64_t *row = c->result + (size_t)(p - 1) * (c->top + 1);
    if (c->head[H_I] == 0) {
        for (int y = 0; y <= c->top; y++) {
            row[y] = 0;
        }
    }
    c->next_start = layer_start(c, p);
    c->next_n = layer_size(c, p);
    c->dir = -1;
    while (c->head[H_I] < n && c->units < budget) {
        int i = (int)c->head[H_I];
        uint64_t *e = entry(c, start + i);
        c->weight_in = 0;
        expand(c, p, e[0]);
        uint64_t fb;
        int h = e[0] & 63;
        if (c->overflow || mul64(e[1], c->weight_in, &fb) || add64(row[h], fb, &row[h])) {
            return S_OVERFLOW;
        }
        e[1] = c->weight_in;
        c->head[H_I] = i + 1;
    }
    if (c->head[H_I] == n) {
        // layer p is done with
        c->head[H_FREE] = layer_start(c, p);
        c->head[H_LAYER0 + 2 * p + 1] = 0;
        c->head[H_DONE_FROM] = p - 1;
        c->head[H_P] = p - 1;
        c->head[H_I] = 0;
    }
    return S_RUNNING;
}

// count_step(): about `budget` units of work, in the arena and the blocks
// (nblocks of BLOCK_ENTRIES entries); the status
static int count_step(ctx_t *c, uint8_t *arena, size_t size, const int16_t *t, size_t n, uint64_t budget) {
    if (!setup(c, arena, size, t, n)) {
        return S_TABLES;
    }
    c->overflow = c->full = 0;
    c->units = 0;
    int L = c->L;
    int status = S_RUNNING;
    if (!c->head[H_PLACED]) {
        // layer 0: the start key, in the first block
        if (c->nblocks < 1) {
            c->head[H_NEED] = 1;
            return S_MEMORY;
        }
        uint64_t *e = entry(c, 0);
        e[0] = (uint64_t)c->head[H_K0];
        e[1] = (uint64_t)c->head[H_W0];
        c->head[H_LAYER0] = 0;
        c->head[H_LAYER0 + 1] = e[1] ? 1 : 0;
        c->head[H_FREE] = 1;
        c->head[H_PLACED] = 1;
    }
    while (status == S_RUNNING && c->units < budget) {
        int phase = (int)c->head[H_PHASE];
        if (phase == P_FORWARD) {
            int p = (int)c->head[H_P];
            if (p > L) {
                // (an empty row: its one key)
                uint64_t *e = entry(c, 0);
                c->head[H_TOTAL] = layer_size(c, 0) && end_ok(c, e[0]) ? (int64_t)e[1] : 0;
                c->head[H_PHASE] = P_END;
            } else if (p == L) {
                status = last_step(c, budget);
            } else {
                status = forward_step(c, budget);
            }
        } else if (phase == P_BACK) {
            status = back_step(c, budget);
        } else {
            status = S_DONE;
        }
    }
    c->head[H_UNITS] += c->units;
    return status;
}


#ifndef STANDALONE
// -- the module: start(arena, tables, mode) and step(arena, tables, units),
// each answering a status (S_*) --

static ctx_t *context(mp_obj_t obj) {
    // the count's working context: a bytearray of CTX bytes (not on the C
    // stack: the Pico's is 8 KB, and the interpreter's frames share it)
    mp_buffer_info_t w;
    mp_get_buffer_raise(obj, &w, MP_BUFFER_RW);
    if (w.len < sizeof(ctx_t) || ((uintptr_t)w.buf & 7)) {
        return NULL;
    }
    return (ctx_t *)w.buf;
}

static mp_obj_t start(size_t n_args, const mp_obj_t *args) {
    // start(arena, tables, mode, context)
    mp_buffer_info_t a, t;
    mp_get_buffer_raise(args[0], &a, MP_BUFFER_RW);
    mp_get_buffer_raise(args[1], &t, MP_BUFFER_READ);
    ctx_t *c = context(args[3]);
    if (c == NULL) {
        return mp_obj_new_int(S_TABLES);
    }
    return mp_obj_new_int(count_start(c, a.buf, a.len, t.buf, t.len / 2, mp_obj_get_int(args[2])));
}
static MP_DEFINE_CONST_FUN_OBJ_VAR(start_obj, 4, start);

static mp_obj_t step(size_t n_args, const mp_obj_t *args) {
    // step(arena, tables, units, blocks, context): blocks, a list of
    // bytearrays of BLOCK_ENTRIES entries (16 bytes each), their addresses
    // written into the arena for this step
    mp_buffer_info_t a, t, b;
    ctx_t *c = context(args[4]);
    if (c == NULL) {
        return mp_obj_new_int(S_TABLES);
    }
    mp_get_buffer_raise(args[0], &a, MP_BUFFER_RW);
    mp_get_buffer_raise(args[1], &t, MP_BUFFER_READ);
    size_t count;
    mp_obj_t *items;
    mp_obj_get_array(args[3], &count, &items);
    int64_t *head = (int64_t *)a.buf;
    if (a.len < HEADER_BYTES(0) || head[H_BLOCKS] <= 0
        || (size_t)head[H_BLOCKS] + 8 * MAXBLOCKS > a.len) {
        return mp_obj_new_int(S_TABLES);     // (not an arena that start() made)
    }
    uint64_t **to = (uint64_t **)((uint8_t *)a.buf + head[H_BLOCKS]);
    if (count > MAXBLOCKS) {
        count = MAXBLOCKS;
    }
    size_t n = 0;
    for (; n < count; n++) {
        mp_get_buffer_raise(items[n], &b, MP_BUFFER_RW);
        if (b.len < 16 * BLOCK_ENTRIES) {
            break;
        }
        to[n] = (uint64_t *)b.buf;
    }
    head[H_NBLOCKS] = n;
    return mp_obj_new_int(count_step(c, a.buf, a.len, t.buf, t.len / 2, mp_obj_get_int(args[2])));
}
static MP_DEFINE_CONST_FUN_OBJ_VAR(step_obj, 5, step);

mp_obj_t mpy_init(mp_obj_fun_bc_t *self, size_t n_args, size_t n_kw, mp_obj_t *args) {
    MP_DYNRUNTIME_INIT_ENTRY
    mp_store_global(MP_QSTR_VERSION, MP_OBJ_NEW_SMALL_INT(VERSION));
    mp_store_global(MP_QSTR_start, MP_OBJ_FROM_PTR(&start_obj));
    mp_store_global(MP_QSTR_step, MP_OBJ_FROM_PTR(&step_obj));
    mp_store_global(MP_QSTR_BLOCK, MP_OBJ_NEW_SMALL_INT(16 * BLOCK_ENTRIES));
    mp_store_global(MP_QSTR_MAXBLOCKS, MP_OBJ_NEW_SMALL_INT(MAXBLOCKS));
    mp_store_global(MP_QSTR_CTX, MP_OBJ_NEW_SMALL_INT((sizeof(ctx_t) + 7) & ~7));
    MP_DYNRUNTIME_INIT_EXIT
}
#endif
