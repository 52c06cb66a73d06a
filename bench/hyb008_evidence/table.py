"""Join collect.py's findings with trace.py's shapes and the probe verdicts: one row a finding (kind of
evidence, truth, set), and counts per kind.

    python3 bench/hyb008_evidence/table.py FINDINGS.json TRACE.json ROWS.json
"""
import json, sys, collections, re
d = json.load(open(sys.argv[1])); t = json.load(open(sys.argv[2]))
verd = {}
import pathlib
for v in (pathlib.Path(__file__).resolve().parents[2] / "tests" / "corpus").glob("probes_*/verdicts.json"):
    for k, x in json.load(open(v))["probes"].items():
        verd[f"tests/corpus/{v.parent.name}/{k}"] = x["verdict"]
recs = {}
for x in d:
    if "recs" in x:
        for r in x["recs"]:
            recs.setdefault((x["file"], r["msg"]), r)
def kind(r):
    if r is None:
        return "?"
    p = r["path"]
    if p == "_check_evidence":
        l, rr = r["l"], r["r"]
        if l and rr:
            return "tags:both"
        one = l or rr
        return "tags:one-sided:" + one[0]
    if p == "observed":
        return "observed"
    return "walk:" + str(p)
rows = []
for x in d:
    if "line" not in x:
        continue
    r = recs.get((x["file"], re.sub(r" \[reached from .*\]$", "", x["msg"])))
    k = kind(r)
    carried = "carried through a plain operator" in x["msg"]
    if carried:
        k += "+carried"
    tr = t.get(x["file"], {})
    got = tr.get(f'{x["line"]}:{x["col"]}')
    if got is None:
        truth = "notrun"
    elif any(isinstance(a, list) and isinstance(b, list) and a != b for a, b in got):
        truth = "mismatch"
    else:
        truth = "equal"
    src = "probe-" + verd.get(x["file"], "?") if x["file"].startswith("tests/") else "fixset"
    rows.append(dict(file=x["file"], line=x["line"], col=x["col"], kind=k, truth=truth, src=src, fix=x["fix"],
                     sev=x["sev"], msg=x["msg"], got=got))
json.dump(rows, open(sys.argv[3], "w"), indent=0)
tab = collections.defaultdict(collections.Counter)
for r in rows:
    tab[r["kind"]][(r["src"], r["truth"])] += 1
cols = sorted({c for v in tab.values() for c in v})
print("kind".ljust(42), *[f"{a[6:] if a.startswith('probe') else a}/{b}"[:18].rjust(18) for a, b in cols], "total")
for k in sorted(tab, key=lambda k: -sum(tab[k].values())):
    print(k[:42].ljust(42), *[str(tab[k][c]).rjust(18) for c in cols], sum(tab[k].values()))
