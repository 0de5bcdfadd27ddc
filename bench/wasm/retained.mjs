// How many heap bytes a piece of Python keeps alive, under MicroPython's
// WebAssembly port (32-bit pointers and 16-byte heap blocks, like the Pico),
// for bench/fugitive_heap32.py:
//
//   node bench/wasm/retained.mjs <tree> <setup code file> <kept code file>
//
// Runs the setup, collects, measures; runs the kept code (whose result stays
// in globals), collects, measures; prints "RETAINED <bytes>". Each piece runs
// in its own runPython() call and every collection in another: this port's
// collector only frees what nothing on the stack reaches once control is
// back in JavaScript (see heap.mjs).
import fs from "fs";
import { copyIn, loadPort } from "./port.mjs";

const [, , tree, setupFile, keptFile] = process.argv;
const mp = await loadPort(64 * 1024 * 1024);

copyIn(mp, tree, "/repo");
mp.runPython('import sys, gc\nsys.path.insert(0, "/repo")');
mp.runPython(fs.readFileSync(setupFile, "utf8"));
mp.runPython("gc.collect()");
mp.runPython("BEFORE_ = gc.mem_alloc()");
mp.runPython(fs.readFileSync(keptFile, "utf8"));
mp.runPython("gc.collect()");
mp.runPython('print("RETAINED", gc.mem_alloc() - BEFORE_)');
