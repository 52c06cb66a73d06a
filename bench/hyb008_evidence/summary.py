"""TP/FP per evidence kind and the fixes offered on each, two table.py row files compared.

    python3 bench/hyb008_evidence/summary.py ROWS_BEFORE.json ROWS_AFTER.json
"""
import json, sys, collections
def load(p):
    return json.load(open(p))
def summ(rows):
    t = collections.defaultdict(lambda: collections.Counter())
    for r in rows:
        k = r["kind"]
        if k.startswith("tags:one-sided:param"):
            pass
        tp = r["truth"] == "mismatch" and r["src"] != "probe-legal"
        fp = r["truth"] == "equal" or r["src"] == "probe-legal"
        c = t[k]
        c["TP" if tp else "FP" if fp else "unk"] += 1
        if r["fix"]:
            c["fixTP" if tp else "fixFP" if fp else "fixunk"] += 1
        if r["src"] == "probe-legal" and r["fix"]:
            c["legalfix"] += 1
    return t
b = summ(load(sys.argv[1])); a = summ(load(sys.argv[2]))
print("| evidence | findings TP / FP | precision | fixed TP before -> after | fixed FP before -> after |")
print("|---|---|---|---|---|")
tot = collections.Counter(); tota = collections.Counter()
for k in sorted(b, key=lambda k: -sum(b[k][x] for x in ("TP", "FP", "unk"))):
    c, d = b[k], a.get(k, collections.Counter())
    tot.update(c); tota.update(d)
    prec = c["TP"] / (c["TP"] + c["FP"]) if c["TP"] + c["FP"] else 1
    print(f"| {k} | {c['TP']} / {c['FP']}{' (+%d not run)' % c['unk'] if c['unk'] else ''} | {prec:.2f} | {c['fixTP']} -> {d['fixTP']} | {c['fixFP']} -> {d['fixFP']} |")
print(f"| all | {tot['TP']} / {tot['FP']} | {tot['TP']/(tot['TP']+tot['FP']):.3f} | {tot['fixTP']} -> {tota['fixTP']} | {tot['fixFP']} -> {tota['fixFP']} |")
print("legal-probe fixes", tot["legalfix"], "->", tota["legalfix"])
