"""A census of the blocks ``check --fix --unsafe-fixes`` leaves broken: the first error finding left in
each fixed copy, classed by the refusal reason it carries (session 66, H459; bench/RESULTS.md).

    for s in bench/fix_cases*/; do python bench/fix_effect.py $s --python /work/mxnet-venv/bin/python \
        --keep KEEP/$(basename $s) > OUT/$(basename $s).txt; done
    python bench/fix_census.py OUT KEEP          # a markdown table: class, s60+ sets, all sets, examples

Classes are regular expressions over the finding's code and reason (the use of a size named in
"`n` (line k) is used in `...`"): a guide for planning, to be spot-checked, not a verdict.
"""
import collections
import json
import os
import pathlib
import re
import subprocess
import sys

base, keep = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
USE = re.compile(r"`(\w+)` \(line (\d+)\) is used in `(.*)`, which has no known")


def classify(d, src_lines, hyb_msg):
    code, msg = d["code"], d["message"]
    row = d["location"]["row"]
    line = src_lines[row - 1] if row - 1 < len(src_lines) else ""
    m = USE.search(msg)
    if re.search(r"\.(asnumpy|asscalar|item|tolist)\(", line) or re.search(r"\.(asnumpy|asscalar|item|tolist)", msg.split(":")[0]):
        return "host data (.asnumpy/.asscalar/...)"
    if code in ("HYB008", "HYB024"):
        return "HYB008/024 operands of unstated shape"
    if code == "HYB005":
        return "item writes (slice/multi-axis)"
    if code == "HYB006":
        return "control flow on tensor values"
    if code == "HYB013":
        return "python protocol on tensors (len/iter/bool)"
    if code == "HYB007":
        return "eager namespace (nd.array ...)"
    if m:
        var, uline, use = m.group(1), int(m.group(2)), m.group(3)
        ul = src_lines[uline - 1].strip() if uline - 1 < len(src_lines) else ""
        if re.match(r"(if|elif|while|assert)\b", ul) or re.search(r"\bif\b.*\belse\b", use):
            return "branches on sizes"
        if "range(" in use or re.match(r"for\b", ul):
            return "python loops over sizes"
        if re.search(r"reshape\(|broadcast_to\(|\w+=", use):
            return "sizes as operator attributes (reshape shapes, keywords)"
        if re.search(r"\[.*:.*\]", use):
            return "sizes as slice bounds"
        if re.search(r"(self\.)?_?\w+\(.*\b" + var + r"\b", use) and not re.search(r"^-?(F|nd|math|np|int|min|max|float|round)\.?\w*\(", use):
            return "sizes handed to helpers/calls"
        return "python math on sizes"
    why = msg.split("no automatic fix: ")[-1]
    if code == "HYB001" and re.search(r"python loop runs|foreach over", why):
        return "python loops over sizes"
    if code == "HYB001" and re.search(r"attribute o|mixes sizes|reshape codes", why):
        return "sizes as operator attributes (reshape shapes, keywords)"
    if code == "HYB001" and re.search(r"padding", why):
        return "python math on sizes"
    if code == "HYB001" and re.search(r"\bif\b|branch|condition", why):
        return "branches on sizes"
    if code == "HYB001" and "shape" in msg.split(":")[0]:
        return "shape read (other: " + msg.split("no automatic fix: ")[-1][:60] + ")"
    if code == "HYB003":
        return "tensor indexing (" + msg.split("no automatic fix: ")[-1][:50] + ")"
    return f"{code} ({msg.split('no automatic fix: ')[-1][:60]})"

out = subprocess.run([sys.executable, "-m", "hybridlint", "check", str(keep), "--no-cache", "--unsafe-fixes",
                      "--output-format", "json", "--exit-zero", "-q"], capture_output=True, text=True,
                     cwd=str(keep))
allds = {}
for d in json.loads(out.stdout or "[]"):
    if d["severity"] == "error" and d["code"] != "HYB000":
        allds.setdefault(os.path.realpath(d["filename"]), []).append(d)
rows = []
for txt in sorted(base.glob("*.txt")):
    s = txt.stem
    for ln in txt.read_text().splitlines():
        parts = ln.split("\t")
        if len(parts) != 7 or parts[3] != "False":
            continue
        name, b, a, oh, fe, fh, err = parts
        if fe == "equal" and fh == "equal":
            continue
        f = keep / s / name
        ds = allds.get(os.path.realpath(str(f)), [])
        ds.sort(key=lambda d: (d["location"]["row"], d["location"]["column"]))
        src = f.read_text().splitlines() if f.exists() else []
        if ds:
            cls = classify(ds[0], src, fh)
            first = f"{ds[0]['code']}:{ds[0]['location']['row']} " + ds[0]["message"][-160:]
        else:
            cls = "no error left: " + ("shape inference/broadcast" if "nfer" in fh or "ncompatible" in fh else ("eager "+fe if fe != "equal" else fh[:60]))
            first = ""
        rows.append(dict(set=s, name=name, fe=fe, fh=fh, cls=cls, n=len(ds), first=first, all=[d["code"] for d in ds]))

MAP = [(r"nothing proves that `F\.arange", "dtype not proven (an operator between tensors needs one)"),
       (r"expand_dims\(2\), w\)", "shape read with no known rewrite (other)"),
       (r"^HYB004", "in-place write on an array held elsewhere (HYB004)"),(r"goes into numpy", "sizes handed to numpy (np.arange/linspace/eye)"),
       (r"used other than in `\+ - \* / %`", "python math on sizes"),
       (r"repetitions|height/width|mixes `\.shape`|the shape it is given|takes the rest|floor-divided|read other than as a reduction", "sizes as operator attributes (reshape shapes, keywords)"),
       (r"unpacked from what a helper", "value of unknown kind (tuple/list/container) read as a tensor"),
       (r"not known to have size|nothing proves that `\(np|not a run of one tensor|a repetition divides", "shape read with no known rewrite (other)"),
       (r"later statement measures", "sizes as slice bounds"),
       (r"index is not a python integer|is an input of", "tensor indexing (index/receiver not provable)"),(r"single tensor|python container", "value of unknown kind (tuple/list/container) read as a tensor"),
       (r"dtype", "dtype not proven (an operator between tensors needs one)"),
       (r"ranks? ", "rank not proven"),
       (r"bound inside the `for`|python loop", "python loops over sizes"),
       (r"\.size`|padding", "python math on sizes"),
       (r"no tensor in scope|rebound", "size of a rebound/out-of-scope tensor"),
       (r"slice bound is not a python integer", "sizes as slice bounds"),
       (r"this use of `\.shape` has no known", "shape read with no known rewrite (other)")]
for r in rows:
    if "harm" in r["set"]:
        if not r["cls"].startswith(("sizes", "python", "host", "branch", "HYB008", "eager")):
            r["cls"] = "aliasing / held arrays (harm_s65: refused by design)"
        continue
    if r["cls"].startswith(("shape read", "HYB001", "tensor indexing", "HYB004")):
        for pat, name in MAP:
            if re.search(pat, r["cls"]):
                r["cls"] = name
                break
def new(s): return bool(re.search(r"s6\d", s)) and "harm" not in s
c = collections.Counter(r["cls"] for r in rows)
n = collections.Counter(r["cls"] for r in rows if new(r["set"]))
def short(s): return s.replace("fix_cases_probes_", "").replace("fix_cases_", "").replace("fix_cases", "base")
print("| first remaining blocker | s60+ sets | all sets | examples (set/block) |")
print("|---|---|---|---|")
for k, v in sorted(c.items(), key=lambda kv: (-n[kv[0]], -kv[1])):
    ex = [short(r["set"]) + "/" + r["name"][:-3] for r in sorted(rows, key=lambda r: not new(r["set"])) if r["cls"] == k][:3]
    print(f"| {k} | {n[k]} | {v} | {', '.join(ex)} |")
print(f"| **total** | {sum(n.values())} | {len(rows)} | |")
