// MicroPython's WebAssembly port for the benches (heap.mjs, retained.mjs):
// loading it with its output on the console, and copying folders into and
// out of its own file system.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import fs from "fs";
import path from "path";

export async function loadPort(heapsize) {
  return await loadMicroPython({
    heapsize: heapsize,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
    linebuffer: true,
  });
}

export function copyIn(mp, src, dst) {
  mp.FS.mkdir(dst);
  for (const name of fs.readdirSync(src)) {
    const s = path.join(src, name);
    if (fs.statSync(s).isDirectory()) copyIn(mp, s, dst + "/" + name);
    else mp.FS.writeFile(dst + "/" + name, fs.readFileSync(s));
  }
}

export function copyOut(mp, src, dst) {
  fs.mkdirSync(dst, { recursive: true });
  for (const name of mp.FS.readdir(src)) {
    if (name === "." || name === "..") continue;
    const s = src + "/" + name;
    if (mp.FS.isDir(mp.FS.stat(s).mode)) copyOut(mp, s, path.join(dst, name));
    else fs.writeFileSync(path.join(dst, name), mp.FS.readFile(s));
  }
}
