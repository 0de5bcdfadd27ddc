// bench/heap.py under MicroPython's WebAssembly port (32-bit pointers and
// 16-byte heap blocks, like the Pico), for bench/heap_report.py:
//
//   node bench/wasm/heap.mjs <tree> <flash> <game> <moves|resume>
//
// <tree> holds the compiled modules (build/mpy), <flash> the device's flash
// (copied in, and copied back out at the end so that a "resume" run finds
// the journal of the run before). The port's heap size option is ignored
// (its heap is large) and its collector only frees what nothing on the stack
// can reach once control is back in JavaScript: so every step runs in its
// own runPython() call, then a gc.collect() in another, and only then the
// measurement. Largest free blocks mean nothing here and are not searched.
import { copyIn, copyOut, loadPort } from "./port.mjs";

const [, , tree, flash, game, what] = process.argv;
const mp = await loadPort(1024 * 1024);

copyIn(mp, tree, "/repo");
copyIn(mp, flash, "/flash");

function run(code) {
  mp.runPython(code);
}

function step(action, name) {
  run(action);
  run("import gc\ngc.collect()");
  run(`B.report(${JSON.stringify(name)}, False)`);
}

run(`import sys\nsys.path.insert(0, "/repo")\nfrom bench import heap as H\nB = H.Bench("/flash", ${JSON.stringify(game)})`);
run("import gc\ngc.collect()");
step("B.start()", "base");
step("B.frame()", "frame");
if (what === "resume") {
  step("B.boot()", "resume");
} else {
  step("B.boot()", "boot");
  step("B.module()", "module");
  step("B.open()", "open");
  step(`B.play(${parseInt(what)})`, "long");
}
copyOut(mp, "/flash", flash);
